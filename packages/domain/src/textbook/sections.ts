import type { SectionNeighbours, TocEntry } from './nodes';

/** The landing page: drawn by the reader itself, never fetched. */
export const TEXTBOOK_INDEX = 'index';

/**
 * Section ids are file names of the book's build (`1.1.2`, `foreword02`, `making-of`). Anything else
 * cannot name a section, so the reader answers "not found" without asking the server; this also
 * keeps slashes and `..` out of the URL it builds.
 */
export function isSectionId(id: string): boolean {
  return /^[A-Za-z0-9.-]+$/.test(id) && /[A-Za-z0-9]/.test(id);
}

/** The neighbours toc-navigation.json gives a section; only well-formed ids survive. */
export function sectionNeighbours(navigation: unknown, section: string): SectionNeighbours {
  if (typeof navigation !== 'object' || navigation === null) return {};
  const entry: unknown = Object.hasOwn(navigation, section)
    ? (navigation as Record<string, unknown>)[section]
    : undefined;
  if (typeof entry !== 'object' || entry === null) return {};
  const { prev, next } = entry as Record<string, unknown>;
  const result: SectionNeighbours = {};
  if (typeof prev === 'string' && isSectionId(prev)) result.prev = prev;
  if (typeof next === 'string' && isSectionId(next)) result.next = next;
  return result;
}

/**
 * The rows a runnable snippet folds away: 1..prependLength (1-based, inclusive), the code the
 * snippet requires from earlier ones. Null when nothing was prepended.
 */
export function snippetFoldRange(
  prependLength: number | undefined,
): { fromLine: number; toLine: number } | null {
  if (prependLength === undefined || !Number.isInteger(prependLength) || prependLength < 1) return null;
  return { fromLine: 1, toLine: prependLength };
}

/** A search place id such as `1.2.2#p3` split into its section and anchor (anchor may be empty). */
export function splitPlaceId(placeId: string): { section: string; anchor: string } {
  const hash = placeId.indexOf('#');
  if (hash < 0) return { section: placeId, anchor: '' };
  return { section: placeId.slice(0, hash), anchor: placeId.slice(hash + 1) };
}

/** The toc.json entries from the root to the one for `section` (empty when it is not listed). */
export function tocPath(entries: readonly TocEntry[], section: string): TocEntry[] {
  for (const entry of entries) {
    if (entry.nodeData === section) return [entry];
    const below = tocPath(entry.childNodes ?? [], section);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

/** Whether a value looks like toc.json: an array of entries with string `nodeData` and `label`. */
export function isTocEntries(value: unknown): value is TocEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as TocEntry).nodeData === 'string' &&
        typeof (e as TocEntry).label === 'string' &&
        ((e as TocEntry).childNodes === undefined || isTocEntries((e as TocEntry).childNodes)),
    )
  );
}
