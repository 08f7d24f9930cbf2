import type { Story, StoryInput } from '@sa/contracts';
import { addYears, format, isValid } from 'date-fns';
import { DEFAULT_ROOM_BACKGROUND } from '../../entry/room';
import { DRAFT_TITLE } from '../texts';

/** The id of a chapter not saved yet (spec 3 section 3). */
export const DRAFT_ID = -1;

/**
 * A new chapter's picture: the game's own fallback background, which every course the demo
 * seeds has (apps/server/src/features/game/demo); staff replace it with their own.
 */
export const DRAFT_IMAGE_URL = DEFAULT_ROOM_BACKGROUND;

/** What the editor holds: a chapter without its course, closeAt derived on save. */
export interface ChapterDraft {
  id: number;
  title: string;
  imageUrl: string;
  /** Plain names of files under `stories/`, in play order. */
  filenames: string[];
  isPublished: boolean;
  /** ISO date. */
  openAt: string;
}

/** A new chapter: placeholder title, default image, unpublished, open now (spec 3 section 3). */
export function newChapterDraft(now: Date = new Date()): ChapterDraft {
  return {
    id: DRAFT_ID,
    title: DRAFT_TITLE,
    imageUrl: DRAFT_IMAGE_URL,
    filenames: [],
    isPublished: false,
    openAt: now.toISOString(),
  };
}

export function draftOf(story: Story): ChapterDraft {
  const { id, title, imageUrl, filenames, isPublished, openAt } = story;
  return {
    id,
    title,
    imageUrl,
    filenames: [...filenames],
    isPublished,
    openAt: new Date(openAt).toISOString(),
  };
}

/**
 * The body's story: closeAt is always a year after openAt (spec 3 sections 3 and 9); addYears
 * keeps the day, moving 29 February to 28 February.
 */
export function storyInputOf(draft: ChapterDraft): StoryInput {
  const openAt = new Date(draft.openAt);
  return {
    title: draft.title,
    filenames: [...draft.filenames],
    imageUrl: draft.imageUrl,
    isPublished: draft.isPublished,
    openAt: openAt.toISOString(),
    closeAt: addYears(openAt, 1).toISOString(),
  };
}

/**
 * The `stories/` files a chapter may name: the listing answers 'stories/x.txt'; a chapter stores
 * 'x.txt' and names no sub-folder (StoryInput's rule), so files in sub-folders are left out.
 */
export function checkpointFileChoices(paths: readonly string[]): string[] {
  return paths
    .map((path) => path.replace(/^stories\//, ''))
    .filter((name) => name !== '' && !name.includes('/'))
    .sort((a, b) => a.localeCompare(b));
}

/** `items` with the one at `index` swapped with its neighbour `by` places away (-1 up, 1 down). */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const next = [...items];
  const [a, b] = [next[index], next[target]];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[target] = a;
  return next;
}

/** The value of a `datetime-local` input for an ISO date, in the browser's time zone. */
export function localInputValue(iso: string): string {
  return format(new Date(iso), "yyyy-MM-dd'T'HH:mm");
}

/** The ISO date a `datetime-local` value ('2026-11-27T09:30', local time) names; null if none. */
export function isoFromLocalInput(value: string): string | null {
  if (value === '') return null;
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : null;
}
