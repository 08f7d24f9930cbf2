import type { AssessmentOverview } from '@sa/contracts';
import { type ListingSection, listingSection } from '@sa/domain';

/** The listing's sections in page order, with their headings (spec 1 section 2.6). */
export const SECTIONS: ReadonlyArray<{ id: ListingSection; title: string }> = [
  { id: 'upcoming', title: 'Upcoming' },
  { id: 'open', title: 'Open' },
  { id: 'closed', title: 'Closed' },
];

const time = (iso: string) => new Date(iso).getTime();

/**
 * Each section's cards in the order a learner needs them: upcoming by opening (soonest first),
 * open by deadline (soonest first), closed by deadline (latest first).
 */
const ORDER: Record<ListingSection, (a: AssessmentOverview, b: AssessmentOverview) => number> = {
  upcoming: (a, b) => time(a.openAt) - time(b.openAt) || a.id - b.id,
  open: (a, b) => time(a.closeAt) - time(b.closeAt) || a.id - b.id,
  closed: (a, b) => time(b.closeAt) - time(a.closeAt) || b.id - a.id,
};

export function groupBySection(
  overviews: readonly AssessmentOverview[],
  now: Date,
): Record<ListingSection, AssessmentOverview[]> {
  const groups: Record<ListingSection, AssessmentOverview[]> = { upcoming: [], open: [], closed: [] };
  for (const overview of overviews) groups[listingSection(overview, now)].push(overview);
  for (const { id } of SECTIONS) groups[id].sort(ORDER[id]);
  return groups;
}
