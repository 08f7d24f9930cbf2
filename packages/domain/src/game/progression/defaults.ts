import type { FullSaveState, GameSaveState, GameSettings, UserSaveState } from '../save-types';

/** A chapter never played (game-facts 2): Explore, nothing done. */
export function defaultGameSaveState(): GameSaveState {
  return {
    lastCheckpointPlayed: 0,
    currentPhase: 'Explore',
    chapterNewlyCompleted: false,
    incompleteTasks: [],
    completedTasks: [],
    completedObjectives: [],
    triggeredInteractions: [],
    triggeredStateChangeActions: [],
    quizScores: [],
  };
}

export function defaultSettings(): GameSettings {
  return { bgmVolume: 1, sfxVolume: 1, skipConfirm: true };
}

export function defaultUserSaveState(): UserSaveState {
  return {
    settings: defaultSettings(),
    recentlyPlayedCheckpoint: [-1, -1],
    collectibles: [],
    largestCompletedChapter: -1,
  };
}

export function defaultFullSaveState(): FullSaveState {
  return { gameSaveStates: {}, userSaveState: defaultUserSaveState() };
}
