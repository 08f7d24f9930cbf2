import type { Sourcecast } from '@sa/contracts';

/**
 * The table's rows (spec 2 section 9: newest first, 50 to a page). The server already answers
 * newest first; sorting by id again keeps the order whatever a cache or an older server did.
 */

/** Rows matching the search box: its words each found in the title or the uploader's name. */
export function filterSourcecasts(list: readonly Sourcecast[], search: string): Sourcecast[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const newestFirst = [...list].sort((a, b) => b.id - a.id);
  if (words.length === 0) return newestFirst;
  return newestFirst.filter((cast) => {
    const haystack = `${cast.title}\n${cast.uploader.name ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** How many pages of `perPage` rows `count` rows fill (at least one, so an empty table has a page). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The path that opens a recording in the player; the Share button copies it with the origin. */
export function sourcecastPath(courseId: number, uid: string): string {
  return `/courses/${courseId}/sourcecast/${encodeURIComponent(uid)}`;
}
