import {
  type AchievementItem,
  type AchievementSummary,
  type DashboardFilter,
  dashboardAchievements,
  directPrerequisites,
} from '@sa/domain';

/** A card's data: the achievement and the viewed member's summary of it. */
export interface CardEntry {
  item: AchievementItem;
  summary: AchievementSummary;
}

export interface DashboardCard extends CardEntry {
  prerequisites: CardEntry[];
}

function entry(item: AchievementItem, summaries: ReadonlyMap<string, AchievementSummary>): CardEntry[] {
  const summary = summaries.get(item.uuid);
  return summary ? [{ item, summary }] : [];
}

/**
 * The dashboard's task cards in order (the domain's `dashboardAchievements`), each with the
 * direct prerequisites its dropdown lists. Prerequisites are usually non-tasks, so the dropdown is
 * where they are seen; only unreleased ones stay out unless hidden achievements are shown, so an
 * early title does not leak through a released parent.
 */
export function dashboardCards(
  items: readonly AchievementItem[],
  summaries: ReadonlyMap<string, AchievementSummary>,
  options: { filter: DashboardFilter; showHidden: boolean },
): DashboardCard[] {
  return dashboardAchievements(items, summaries, options).flatMap((item) =>
    entry(item, summaries).map((card) => ({
      ...card,
      prerequisites: directPrerequisites(items, item.uuid)
        .flatMap((p) => entry(p, summaries))
        .filter((p) => options.showHidden || p.summary.status !== 'UNRELEASED'),
    })),
  );
}
