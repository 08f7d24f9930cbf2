import type { FullSaveState, GamePhase, GameSaveState, GameSettings, UserSaveState } from '../save-types';
import { defaultGameSaveState, defaultSettings, defaultUserSaveState } from './defaults';

/**
 * Reads a save from the server (`courseRegistration.gameStates`) tolerantly: whatever is missing or
 * of the wrong type takes its default, so an old, partial or hand-edited save still loads, and a
 * save the reference client wrote reads back unchanged.
 */
const PHASES: readonly GamePhase[] = [
  'None',
  'Menu',
  'Move',
  'Explore',
  'Talk',
  'Sequence',
  'EscapeMenu',
  'Dashboard',
  'AwardMenu',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finite(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function scores(value: unknown): [string, number][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((pair): [string, number][] =>
    Array.isArray(pair) &&
    typeof pair[0] === 'string' &&
    typeof pair[1] === 'number' &&
    Number.isFinite(pair[1])
      ? [[pair[0], pair[1]]]
      : [],
  );
}

export function readGameSaveState(value: unknown): GameSaveState {
  const fallback = defaultGameSaveState();
  if (!isRecord(value)) return fallback;
  const phase = PHASES.find((p) => p === value.currentPhase);
  const state: GameSaveState = {
    lastCheckpointPlayed: Math.max(0, Math.floor(finite(value.lastCheckpointPlayed, 0))),
    currentPhase: phase ?? fallback.currentPhase,
    chapterNewlyCompleted: value.chapterNewlyCompleted === true,
    incompleteTasks: strings(value.incompleteTasks),
    completedTasks: strings(value.completedTasks),
    completedObjectives: strings(value.completedObjectives),
    triggeredInteractions: strings(value.triggeredInteractions),
    triggeredStateChangeActions: strings(value.triggeredStateChangeActions),
    quizScores: scores(value.quizScores),
  };
  if (typeof value.currentLocation === 'string') state.currentLocation = value.currentLocation;
  return state;
}

function readSettings(value: unknown): GameSettings {
  const fallback = defaultSettings();
  if (!isRecord(value)) return fallback;
  return {
    bgmVolume: Math.max(0, finite(value.bgmVolume, fallback.bgmVolume)),
    sfxVolume: Math.max(0, finite(value.sfxVolume, fallback.sfxVolume)),
    skipConfirm: typeof value.skipConfirm === 'boolean' ? value.skipConfirm : fallback.skipConfirm,
  };
}

export function readUserSaveState(value: unknown): UserSaveState {
  const fallback = defaultUserSaveState();
  if (!isRecord(value)) return fallback;
  const recent = value.recentlyPlayedCheckpoint;
  return {
    settings: readSettings(value.settings),
    recentlyPlayedCheckpoint:
      Array.isArray(recent) && Number.isInteger(recent[0]) && Number.isInteger(recent[1])
        ? [recent[0] as number, recent[1] as number]
        : fallback.recentlyPlayedCheckpoint,
    collectibles: strings(value.collectibles),
    largestCompletedChapter: Math.max(-1, Math.floor(finite(value.largestCompletedChapter, -1))),
  };
}

export function readFullSaveState(value: unknown): FullSaveState {
  const record = isRecord(value) ? value : {};
  const chapters = isRecord(record.gameSaveStates) ? record.gameSaveStates : {};
  const gameSaveStates: Record<string, GameSaveState> = {};
  for (const [key, state] of Object.entries(chapters)) {
    if (/^\d+$/.test(key) && isRecord(state)) gameSaveStates[key] = readGameSaveState(state);
  }
  return { gameSaveStates, userSaveState: readUserSaveState(record.userSaveState) };
}
