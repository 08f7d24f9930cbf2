import type { CourseConfiguration, DeploymentSettings } from '@sa/contracts';
import { hasRoleAtLeast, type Role } from '@sa/domain';
import type { Area, AreaNavLink, CourseFlag, Requirement } from './types';

export interface AccessContext {
  signedIn: boolean;
  role: Role | null;
  courseId: number | null;
  course: Partial<Pick<CourseConfiguration, CourseFlag>> | null;
  deployment: Pick<DeploymentSettings, 'enableRepositoryAssessments'>;
}

export function meetsRequirement(requires: Requirement | undefined, ctx: AccessContext): boolean {
  if (!requires) return true;
  if (requires.signedIn && !ctx.signedIn) return false;
  if (requires.role && !hasRoleAtLeast(ctx.role, requires.role)) return false;
  if (requires.courseFlag !== undefined) {
    const flags: readonly CourseFlag[] =
      typeof requires.courseFlag === 'string' ? [requires.courseFlag] : requires.courseFlag;
    if (!flags.some((flag) => ctx.course?.[flag])) return false;
  }
  if (requires.deploymentFlag && !ctx.deployment[requires.deploymentFlag]) return false;
  return true;
}

export interface ResolvedNavLink extends Omit<AreaNavLink, 'scope' | 'path'> {
  key: string;
  to: string;
  placement: NonNullable<AreaNavLink['placement']>;
}

/**
 * The links the navbar shows, in registry order except where a link asks to come right after
 * another (`after`); course links need a chosen course.
 */
export function visibleNavLinks(areas: readonly Area[], ctx: AccessContext): ResolvedNavLink[] {
  const links = areas.flatMap((area) =>
    (area.navLinks ?? []).flatMap((link): ResolvedNavLink[] => {
      if (!meetsRequirement(link.requires, ctx)) return [];
      if (link.scope === 'course' && ctx.courseId === null) return [];
      const { scope, path, ...rest } = link;
      const to = scope === 'course' ? `/courses/${ctx.courseId}/${path.replace(/^\//, '')}` : path;
      return [{ ...rest, key: `${area.id}:${to}`, to, placement: link.placement ?? 'main' }];
    }),
  );
  return placeAfter(links);
}

/** Moves each link with `after` right behind the link of that label, if that one is shown. */
function placeAfter(links: ResolvedNavLink[]): ResolvedNavLink[] {
  const ordered = [...links];
  for (const link of links) {
    if (link.after === undefined) continue;
    const from = ordered.indexOf(link);
    const rest = [...ordered.slice(0, from), ...ordered.slice(from + 1)];
    const anchor = rest.findIndex((other) => other.label === link.after);
    if (anchor === -1) continue;
    ordered.splice(0, ordered.length, ...rest.slice(0, anchor + 1), link, ...rest.slice(anchor + 1));
  }
  return ordered;
}

export function hasArea(areas: readonly Area[], id: string): boolean {
  return areas.some((area) => area.id === id);
}
