import { describe, expect, it, vi } from 'vitest';
import { createWorkspaceStore } from '../../../../workspace/state';
import { nextAction, previousAction, resetAction, SAVE_SHORTCUT, saveAction } from './actions';

describe("an assessment's registered actions", () => {
  it('Save asks for attention while there are unsaved changes, spins while saving, and has Mod-s', () => {
    const store = createWorkspaceStore();
    const save = vi.fn();
    const action = saveAction(save);
    expect(action).toMatchObject({ id: 'save', label: 'Save', shortcut: SAVE_SHORTCUT, busyLabel: 'Saving' });
    expect(SAVE_SHORTCUT).toBe('Mod-s');
    expect(action.needsAttention?.(store.getState())).toBe(false);
    expect(action.isBusy?.(store.getState())).toBe(false);
    store.setState({ hasUnsavedChanges: true, isSaving: true });
    expect(action.needsAttention?.(store.getState())).toBe(true);
    expect(action.isBusy?.(store.getState())).toBe(true);
    // A learner who gives up on a slow save may save again.
    expect(action.isEnabled(store.getState())).toBe(true);
    action.perform();
    expect(save).toHaveBeenCalledOnce();
  });

  it('Reset template asks first', () => {
    const ask = vi.fn();
    const action = resetAction(ask);
    expect(action.label).toBe('Reset template');
    action.perform();
    expect(ask).toHaveBeenCalledOnce();
  });

  it('Previous is disabled on the first question; Next becomes Return to Academy on the last', () => {
    const state = createWorkspaceStore().getState();
    expect(previousAction(0, vi.fn()).isEnabled(state)).toBe(false);
    expect(previousAction(1, vi.fn()).isEnabled(state)).toBe(true);
    expect(nextAction(false, vi.fn())).toMatchObject({ id: 'next', label: 'Next', iconAfterLabel: true });
    expect(nextAction(true, vi.fn()).label).toBe('Return to Academy');
    const go = vi.fn();
    nextAction(true, go).perform();
    expect(go).toHaveBeenCalledOnce();
  });
});
