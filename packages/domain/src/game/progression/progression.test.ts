import { describe, expect, it } from 'vitest';
import type { FullSaveState } from '../save-types';
import {
  applySettings,
  CHAPTER_COMPLETED,
  CHECKPOINT_REACHED,
  chapterScrollTarget,
  defaultFullSaveState,
  defaultGameSaveState,
  finishCheckpoint,
  isChapterCompleted,
  isChapterLocked,
  readFullSaveState,
  sortStories,
  startChapter,
} from '.';

/** A save as the reference client writes it. */
const referenceSave: FullSaveState = {
  gameSaveStates: {
    '0': {
      lastCheckpointPlayed: 1,
      currentLocation: 'lab',
      currentPhase: 'Explore',
      chapterNewlyCompleted: false,
      incompleteTasks: ['t1'],
      completedTasks: ['t0'],
      completedObjectives: ['metRobo'],
      triggeredInteractions: ['action#1', 'hatch', 'dock'],
      triggeredStateChangeActions: ['action#7'],
      quizScores: [['q', 2]],
    },
  },
  userSaveState: {
    settings: { bgmVolume: 0.5, sfxVolume: 2, skipConfirm: false },
    recentlyPlayedCheckpoint: [0, 1],
    collectibles: ['cookies'],
    largestCompletedChapter: 0,
  },
};

describe('defaults', () => {
  it('starts with nothing done', () => {
    expect(defaultFullSaveState()).toEqual({
      gameSaveStates: {},
      userSaveState: {
        settings: { bgmVolume: 1, sfxVolume: 1, skipConfirm: true },
        recentlyPlayedCheckpoint: [-1, -1],
        collectibles: [],
        largestCompletedChapter: -1,
      },
    });
    expect(defaultGameSaveState().lastCheckpointPlayed).toBe(0);
  });
});

describe('readFullSaveState', () => {
  it('reads a reference save back unchanged', () => {
    expect(readFullSaveState(JSON.parse(JSON.stringify(referenceSave)))).toEqual(referenceSave);
  });

  it('gives defaults for junk of any shape', () => {
    for (const junk of [null, undefined, 3, 'x', [], { gameSaveStates: 4, userSaveState: [] }]) {
      expect(readFullSaveState(junk)).toEqual(defaultFullSaveState());
    }
  });

  it('keeps the good fields and defaults the bad ones', () => {
    const read = readFullSaveState({
      gameSaveStates: {
        '2': { lastCheckpointPlayed: 'three', completedObjectives: ['a', 5], quizScores: [['q', 1], ['r']] },
        nonsense: { lastCheckpointPlayed: 1 },
      },
      userSaveState: {
        largestCompletedChapter: 1,
        settings: { bgmVolume: 'loud', sfxVolume: 0.25 },
        recentlyPlayedCheckpoint: [1],
      },
    });
    expect(Object.keys(read.gameSaveStates)).toEqual(['2']);
    expect(read.gameSaveStates['2']).toEqual({
      ...defaultGameSaveState(),
      completedObjectives: ['a'],
      quizScores: [['q', 1]],
    });
    expect(read.userSaveState).toEqual({
      settings: { bgmVolume: 1, sfxVolume: 0.25, skipConfirm: true },
      recentlyPlayedCheckpoint: [-1, -1],
      collectibles: [],
      largestCompletedChapter: 1,
    });
  });
});

describe('chapters', () => {
  it('locks a chapter unless the one before it is completed', () => {
    expect(isChapterLocked(0, -1)).toBe(false);
    expect(isChapterLocked(1, -1)).toBe(true);
    expect(isChapterLocked(1, 0)).toBe(false);
    expect(isChapterLocked(3, 1)).toBe(true);
    expect(isChapterCompleted(1, 1)).toBe(true);
    expect(isChapterCompleted(2, 1)).toBe(false);
  });

  it('sorts stories by openAt and scrolls to the chapter after the last completed', () => {
    const sorted = sortStories([
      { id: 2, openAt: '2026-03-01T00:00:00Z' },
      { id: 1, openAt: '2026-01-01T00:00:00Z' },
    ]);
    expect(sorted.map((s) => s.id)).toEqual([1, 2]);
    expect(chapterScrollTarget(-1, 3)).toBe(0);
    expect(chapterScrollTarget(0, 3)).toBe(1);
    expect(chapterScrollTarget(2, 3)).toBe(2);
  });

  it('continues with the state kept, or resets to checkpoint 0 with a fresh one', () => {
    const kept = startChapter(referenceSave, 0, 'continue');
    expect(kept.checkpoint).toBe(1);
    expect(kept.full.gameSaveStates['0']).toEqual(referenceSave.gameSaveStates['0']);
    const reset = startChapter(referenceSave, 0, 'reset');
    expect(reset.checkpoint).toBe(0);
    expect(reset.full.gameSaveStates['0']).toEqual(defaultGameSaveState());
    expect(reset.full.userSaveState.recentlyPlayedCheckpoint).toEqual([0, 0]);
  });
});

describe('finishCheckpoint', () => {
  it('saves the next checkpoint fresh when the file was not the last', () => {
    const outcome = finishCheckpoint(referenceSave, 0, 1, 3, 2);
    expect(outcome.text).toBe(CHECKPOINT_REACHED);
    expect(CHECKPOINT_REACHED).toBe('Checkpoint reached.');
    expect(outcome.next).toEqual({ chapter: 0, checkpoint: 2 });
    expect(outcome.full.gameSaveStates['0']).toEqual({ ...defaultGameSaveState(), lastCheckpointPlayed: 2 });
    expect(outcome.full.userSaveState.recentlyPlayedCheckpoint).toEqual([0, 2]);
    expect(outcome.full.userSaveState.largestCompletedChapter).toBe(0);
  });

  it('completes the chapter on its last file and goes on to the next chapter', () => {
    const start = {
      ...referenceSave,
      userSaveState: { ...referenceSave.userSaveState, largestCompletedChapter: -1 },
    };
    const outcome = finishCheckpoint(start, 0, 1, 2, 2);
    expect(outcome.text).toBe(CHAPTER_COMPLETED);
    expect(CHAPTER_COMPLETED).toBe('Chapter completed.');
    expect(outcome.chapterCompleted).toBe(true);
    expect(outcome.full.gameSaveStates['0']?.chapterNewlyCompleted).toBe(true);
    expect(outcome.full.userSaveState.largestCompletedChapter).toBe(0);
    expect(outcome.next).toEqual({ chapter: 1, checkpoint: 0 });
  });

  it('goes back to chapter select after the last chapter and never lowers the largest completed', () => {
    const start = {
      ...referenceSave,
      userSaveState: { ...referenceSave.userSaveState, largestCompletedChapter: 3 },
    };
    const outcome = finishCheckpoint(start, 1, 0, 1, 2);
    expect(outcome.next).toBeNull();
    expect(outcome.full.userSaveState.largestCompletedChapter).toBe(3);
    expect(outcome.full.userSaveState.recentlyPlayedCheckpoint).toEqual([0, 1]);
  });
});

describe('applySettings', () => {
  it('replaces the settings and keeps the rest', () => {
    const next = applySettings(referenceSave, { bgmVolume: 0, sfxVolume: 1.5, skipConfirm: true });
    expect(next.userSaveState.settings).toEqual({ bgmVolume: 0, sfxVolume: 1.5, skipConfirm: true });
    expect(next.userSaveState.collectibles).toEqual(['cookies']);
    expect(next.gameSaveStates).toEqual(referenceSave.gameSaveStates);
  });
});
