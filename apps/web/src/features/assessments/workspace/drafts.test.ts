import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkspaceStore } from '../../../workspace/state';
import { createDraftKeeper, DRAFT_SAVE_INTERVAL_MS, draftKey, openingCode, readDraft } from './drafts';

const KEY = draftKey({ userId: 7, courseId: 1, assessmentId: 5, questionId: 51 });

afterEach(() => vi.useRealTimers());

function edit(store: ReturnType<typeof createWorkspaceStore>, editorValue: string) {
  store.setState({ editorValue, hasUnsavedChanges: true });
}

describe('drafts', () => {
  it('keys drafts by user, course, assessment and question', () => {
    expect(
      new Set([
        KEY,
        draftKey({ userId: 8, courseId: 1, assessmentId: 5, questionId: 51 }),
        draftKey({ userId: 7, courseId: 1, assessmentId: 5, questionId: 52 }),
      ]).size,
    ).toBe(3);
  });

  it('writes the first edit at once and later ones at most once a second', () => {
    vi.useFakeTimers();
    const store = createWorkspaceStore({ editorValue: 'start' });
    const keeper = createDraftKeeper(store, window.localStorage, KEY);
    edit(store, 'a');
    vi.advanceTimersByTime(0);
    expect(readDraft(window.localStorage, KEY)).toBe('a');
    edit(store, 'ab');
    edit(store, 'abc');
    vi.advanceTimersByTime(DRAFT_SAVE_INTERVAL_MS - 10);
    expect(readDraft(window.localStorage, KEY)).toBe('a');
    vi.advanceTimersByTime(10);
    expect(readDraft(window.localStorage, KEY)).toBe('abc');
    keeper.dispose();
  });

  it('keeps nothing for content that is not an unsaved change', () => {
    vi.useFakeTimers();
    const store = createWorkspaceStore({ editorValue: 'start' });
    const keeper = createDraftKeeper(store, window.localStorage, KEY);
    store.setState({ editorValue: 'loaded by the workspace' });
    vi.runAllTimers();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    keeper.dispose();
  });

  it('forgets the draft when the server confirms that exact code, not an older one', () => {
    vi.useFakeTimers();
    const store = createWorkspaceStore({ editorValue: '' });
    const keeper = createDraftKeeper(store, window.localStorage, KEY);
    edit(store, 'v1');
    vi.runAllTimers();
    edit(store, 'v2');
    keeper.confirmSaved('v1'); // the save of v1 lands after v2 was typed
    keeper.flush();
    expect(readDraft(window.localStorage, KEY)).toBe('v2');
    keeper.confirmSaved('v2');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    keeper.dispose();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('opens with a differing draft, and drops one equal to the server code', () => {
    window.localStorage.clear();
    expect(openingCode(window.localStorage, KEY, 'server')).toEqual({ code: 'server', restored: false });
    const store = createWorkspaceStore({ editorValue: 'server' });
    const keeper = createDraftKeeper(store, window.localStorage, KEY);
    edit(store, 'draft');
    keeper.dispose();
    expect(openingCode(window.localStorage, KEY, 'server')).toEqual({ code: 'draft', restored: true });
    expect(openingCode(window.localStorage, KEY, 'draft')).toEqual({ code: 'draft', restored: false });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('treats an unreadable draft as none', () => {
    window.localStorage.setItem(KEY, 'not lz-string');
    expect(openingCode(window.localStorage, KEY, 'server')).toEqual({ code: 'server', restored: false });
  });
});
