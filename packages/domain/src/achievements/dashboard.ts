import type { AchievementItem } from './model';
import type { AchievementStatus, AchievementSummary } from './progress';

/** The dashboard's filter buttons (spec 2 section 2, Achievements dashboard). */
export const DASHBOARD_FILTERS = ['All', 'Active', 'Completed'] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];

/** Empty states of the dashboard (spec 2 section 2). */
export const NO_AVAILABLE_ACHIEVEMENT = 'No available achievement';
export const NO_AVAILABLE_GOAL = 'No available goal';

/** All shows every status; Active only ACTIVE; Completed only COMPLETED. */
export function matchesDashboardFilter(status: AchievementStatus, filter: DashboardFilter): boolean {
  if (filter === 'Active') return status === 'ACTIVE';
  if (filter === 'Completed') return status === 'COMPLETED';
  return true;
}

/**
 * Hidden from learners: non-tasks (position 0 hides an achievement, spec 2 section 4) and
 * achievements not yet released, whose titles would otherwise leak early. Staff see them with
 * 'View Hidden Achievements'.
 */
export function isHiddenAchievement(
  item: Pick<AchievementItem, 'isTask'>,
  status: AchievementStatus,
): boolean {
  return !item.isTask || status === 'UNRELEASED';
}

/**
 * The cards of the dashboard, in order: tasks by position (then title), followed, when
 * `showHidden`, by the non-tasks in list order. Items without a summary are left out.
 */
export function dashboardAchievements<
  T extends Pick<AchievementItem, 'uuid' | 'isTask' | 'position' | 'title'>,
>(
  items: readonly T[],
  summaries: ReadonlyMap<string, Pick<AchievementSummary, 'status'>>,
  options: { filter: DashboardFilter; showHidden: boolean },
): T[] {
  const visible = items.filter((item) => {
    const summary = summaries.get(item.uuid);
    if (!summary) return false;
    if (!options.showHidden && isHiddenAchievement(item, summary.status)) return false;
    return matchesDashboardFilter(summary.status, options.filter);
  });
  const tasks = visible
    .filter((a) => a.isTask)
    .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
  return [...tasks, ...visible.filter((a) => !a.isTask)];
}
