/**
 * What the game saves (game-facts 2), exactly as the reference client writes it to
 * `PUT /v2/courses/{cid}/user/game_states` and reads it back from `GET /v2/user`
 * `courseRegistration.gameStates`, so saves move between clients.
 */

/** HEAD phases and the classic ones (game-facts 3). Stored by name. */
export type GamePhase =
  | 'None'
  | 'Menu'
  | 'Move'
  | 'Explore'
  | 'Talk'
  | 'Sequence'
  | 'EscapeMenu'
  | 'Dashboard'
  | 'AwardMenu';

/** One chapter's progress. */
export interface GameSaveState {
  lastCheckpointPlayed: number;
  currentLocation?: string;
  currentPhase: GamePhase;
  chapterNewlyCompleted: boolean;
  incompleteTasks: string[];
  completedTasks: string[];
  completedObjectives: string[];
  /** Ids of triggered run-once actions, clicked objects and boxes, seen topics and visited locations. */
  triggeredInteractions: string[];
  /** State-changing action ids, replayed without conditions when the checkpoint loads. */
  triggeredStateChangeActions: string[];
  /** `[quizId, score]` pairs. */
  quizScores: [string, number][];
}

export interface GameSettings {
  bgmVolume: number;
  sfxVolume: number;
  skipConfirm: boolean;
}

export interface UserSaveState {
  settings: GameSettings;
  /** `[chapter, checkpoint]`, `[-1, -1]` before any. */
  recentlyPlayedCheckpoint: [number, number];
  collectibles: string[];
  largestCompletedChapter: number;
}

export interface FullSaveState {
  /** By chapter index (its position after sorting the chapters by openAt), as a string key. */
  gameSaveStates: Record<string, GameSaveState>;
  userSaveState: UserSaveState;
}

/** The volume choices of Settings (spec 3 section 9). */
export const VOLUME_CHOICES = [0, 0.25, 0.5, 1, 1.5, 2] as const;
