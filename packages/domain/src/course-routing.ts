import type { Role } from './roles';

/**
 * URL path segment of an assessment type: 'Missions' -> 'missions', 'Path Quests' -> 'path-quests'.
 * One route per assessment type lives under /courses/{courseId}/{slug}.
 */
export function assessmentTypeSlug(type: string): string {
  return type
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CourseHomeInput {
  enableGame: boolean;
  assessmentTypes: readonly string[];
  role: Role;
  /** Areas that exist in this build; a later issue's area is not linked until it is built. */
  gameAvailable: boolean;
}

/**
 * Where the bare course path leads (spec 1 section 2.2): the game if enabled, else the first
 * assessment type, else the admin panel for admins, else the 404 page (undefined).
 */
export function courseHomeSegment(input: CourseHomeInput): string | undefined {
  if (input.enableGame && input.gameAvailable) return 'game';
  const first = input.assessmentTypes[0];
  if (first !== undefined) return assessmentTypeSlug(first);
  if (input.role === 'admin') return 'adminpanel';
  return undefined;
}
