import { defaultFullSaveState, defaultGameSaveState } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { mergeSave } from './progression';

describe("an engine's save effect in the whole save", () => {
  it("replaces that chapter's state and the user state, keeping the other chapters", () => {
    const start = defaultFullSaveState();
    start.gameSaveStates['1'] = { ...defaultGameSaveState(), lastCheckpointPlayed: 2 };
    const state = { ...defaultGameSaveState(), completedObjectives: ['rerouted'] };
    const user = { ...start.userSaveState, collectibles: ['spaceCookie'] };
    const merged = mergeSave(start, 0, state, user);
    expect(merged.gameSaveStates['0']?.completedObjectives).toEqual(['rerouted']);
    expect(merged.gameSaveStates['1']?.lastCheckpointPlayed).toBe(2);
    expect(merged.userSaveState.collectibles).toEqual(['spaceCookie']);
    expect(start.gameSaveStates['0']).toBeUndefined();
  });
});
