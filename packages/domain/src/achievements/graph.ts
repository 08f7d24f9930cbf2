import type { AchievementItem } from './model';

/**
 * The prerequisite graph: an achievement's prerequisites are its children, so "descendants" are
 * everything it depends on, directly or not, and "ancestors" everything that depends on it.
 * Staff can save cycles (A needs B, B needs A), so every walk keeps a visited set and stops.
 * Prerequisite uuids that name no achievement in the list are ignored.
 */

export type PrerequisiteNode = Pick<AchievementItem, 'uuid' | 'prerequisiteUuids'>;

/** How long the circular-dependency warning stays up (spec 2 section 9). */
export const CIRCULAR_DEPENDENCY_TOAST_MS = 30_000;

/** The warning toast for an achievement caught in a prerequisite cycle (spec 2 section 8). */
export function circularDependencyMessage(title: string): string {
  return `Circular dependency detected in achievement ${title}`;
}

function indexByUuid<T extends PrerequisiteNode>(items: readonly T[]): Map<string, T> {
  const byUuid = new Map<string, T>();
  for (const item of items) if (!byUuid.has(item.uuid)) byUuid.set(item.uuid, item);
  return byUuid;
}

/** Breadth-first walk from the start's neighbours; the start is included only if a cycle leads back. */
function reachable(start: string, neighbours: (uuid: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const queue = [...neighbours(start)];
  while (queue.length > 0) {
    const uuid = queue.shift()!;
    if (seen.has(uuid)) continue;
    seen.add(uuid);
    order.push(uuid);
    queue.push(...neighbours(uuid));
  }
  return order;
}

function childrenFn(items: readonly PrerequisiteNode[]): (uuid: string) => readonly string[] {
  const byUuid = indexByUuid(items);
  return (uuid) => (byUuid.get(uuid)?.prerequisiteUuids ?? []).filter((p) => byUuid.has(p));
}

function parentsFn(items: readonly PrerequisiteNode[]): (uuid: string) => readonly string[] {
  const parents = new Map<string, string[]>();
  const known = indexByUuid(items);
  for (const item of known.values()) {
    for (const p of new Set(item.prerequisiteUuids)) {
      if (!known.has(p)) continue;
      const list = parents.get(p) ?? [];
      list.push(item.uuid);
      parents.set(p, list);
    }
  }
  return (uuid) => parents.get(uuid) ?? [];
}

/**
 * The uuids of all prerequisites of `uuid`, direct and indirect, nearest first. Contains `uuid`
 * itself only when it lies on a cycle.
 */
export function descendantUuids(items: readonly PrerequisiteNode[], uuid: string): string[] {
  return reachable(uuid, childrenFn(items));
}

/**
 * The uuids of all achievements that need `uuid`, directly or not, nearest first. Contains `uuid`
 * itself only when it lies on a cycle.
 */
export function ancestorUuids(items: readonly PrerequisiteNode[], uuid: string): string[] {
  return reachable(uuid, parentsFn(items));
}

/** The direct prerequisites of `uuid` that exist, once each, in the order listed (the task card's dropdown). */
export function directPrerequisites<T extends PrerequisiteNode>(items: readonly T[], uuid: string): T[] {
  const byUuid = indexByUuid(items);
  const result: T[] = [];
  for (const p of new Set(byUuid.get(uuid)?.prerequisiteUuids ?? [])) {
    const item = byUuid.get(p);
    if (item && p !== uuid) result.push(item);
  }
  return result;
}

/**
 * The achievements that lie on a prerequisite cycle (are their own descendant), in list order, so
 * the UI can toast `circularDependencyMessage(title)` for each.
 */
export function findCircularAchievements<T extends PrerequisiteNode>(items: readonly T[]): T[] {
  const children = childrenFn(items);
  const result: T[] = [];
  const checked = new Set<string>();
  for (const item of items) {
    if (checked.has(item.uuid)) continue;
    checked.add(item.uuid);
    if (reachable(item.uuid, children).includes(item.uuid)) result.push(item);
  }
  return result;
}
