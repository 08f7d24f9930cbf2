import { describe, expect, it } from 'vitest';
import {
  checkpointFileChoices,
  DRAFT_ID,
  draftOf,
  isoFromLocalInput,
  localInputValue,
  moveItem,
  newChapterDraft,
  storyInputOf,
} from './chapterDraft';

describe('a chapter draft', () => {
  it('is new, untitled, unpublished and opens now', () => {
    const now = new Date('2026-11-27T01:02:03.004Z');
    expect(newChapterDraft(now)).toEqual({
      id: DRAFT_ID,
      title: 'Chapter title',
      imageUrl: '/locations/sourceCrashedPod.svg',
      filenames: [],
      isPublished: false,
      openAt: '2026-11-27T01:02:03.004Z',
    });
  });

  it('sends closeAt a year after openAt, in the story fields only', () => {
    const story = {
      id: 3,
      title: 'Alien Attack',
      filenames: ['a.txt', 'b.txt'],
      imageUrl: '/images/a.png',
      isPublished: true,
      openAt: '2026-03-01T08:00:00+08:00',
      closeAt: '2026-04-01T00:00:00Z',
      courseId: 1,
    };
    expect(storyInputOf(draftOf(story))).toEqual({
      title: 'Alien Attack',
      filenames: ['a.txt', 'b.txt'],
      imageUrl: '/images/a.png',
      isPublished: true,
      openAt: '2026-03-01T00:00:00.000Z',
      closeAt: '2027-03-01T00:00:00.000Z',
    });
  });
});

describe('checkpoint file choices', () => {
  it("keeps plain names under stories/, sorted, and drops sub-folders' files", () => {
    expect(
      checkpointFileChoices(['stories/b.txt', 'stories/sub/c.txt', 'stories/a.txt', 'stories/']),
    ).toEqual(['a.txt', 'b.txt']);
  });

  it('moves an item one place and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('the open date input', () => {
  it('round-trips a local date and time, and ignores an empty or broken value', () => {
    const iso = isoFromLocalInput('2026-05-04T13:45');
    expect(iso).toBe(new Date(2026, 4, 4, 13, 45).toISOString());
    expect(localInputValue(iso ?? '')).toBe('2026-05-04T13:45');
    expect(isoFromLocalInput('')).toBeNull();
    expect(isoFromLocalInput('not a date')).toBeNull();
  });
});
