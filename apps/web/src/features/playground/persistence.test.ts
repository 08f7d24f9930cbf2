import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { createWorkspaceStore } from '../../workspace/state';
import { playgroundStart } from './initialState';
import {
  createPlaygroundSaver,
  LOAD_ERROR,
  loadPlayground,
  PLAYGROUND_STORAGE_KEY,
  SAVE_ERROR,
} from './persistence';
import { encodePlaygroundLink } from './urlState';

const stored = () =>
  JSON.parse(decompressFromUTF16(window.localStorage.getItem(PLAYGROUND_STORAGE_KEY) ?? '') ?? '');

describe('playground persistence', () => {
  it('saves compressed, at most once a second, and clears the unsaved flag', async () => {
    vi.useFakeTimers();
    try {
      const store = createWorkspaceStore();
      const saver = createPlaygroundSaver({
        store,
        storage: window.localStorage,
        notifier: { show: vi.fn() },
      });
      store.setState({ editorValue: 'a;', hasUnsavedChanges: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(stored().editorValue).toBe('a;');
      expect(store.getState().hasUnsavedChanges).toBe(false);
      store.setState({ editorValue: 'ab;', hasUnsavedChanges: true });
      await vi.advanceTimersByTimeAsync(500);
      expect(stored().editorValue).toBe('a;');
      expect(store.getState().hasUnsavedChanges).toBe(true);
      await vi.advanceTimersByTimeAsync(500);
      expect(stored().editorValue).toBe('ab;');
      saver.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the unsaved flag and says so when storage refuses the save', () => {
    const storage = {
      ...window.localStorage,
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const store = createWorkspaceStore();
    const notifier = { show: vi.fn() };
    const saver = createPlaygroundSaver({ store, storage, notifier });
    store.setState({ editorValue: 'x;', hasUnsavedChanges: true });
    saver.flush();
    expect(notifier.show).toHaveBeenCalledWith(SAVE_ERROR);
    expect(store.getState().hasUnsavedChanges).toBe(true);
    saver.dispose();
  });

  it('starts from the stored playground, with a link on top', () => {
    const saved = {
      editorValue: 'kept;',
      isEditorAutorun: true,
      chapter: 2,
      variant: 'default',
      execTime: 3000,
      stepLimit: 800,
    };
    window.localStorage.setItem(PLAYGROUND_STORAGE_KEY, compressToUTF16(JSON.stringify(saved)));
    const notifier = { show: vi.fn() };
    expect(playgroundStart({ hash: '', search: '' }, window.localStorage, notifier)).toMatchObject({
      fromLink: false,
      state: saved,
    });
    const hash = `#${encodePlaygroundLink({ program: 'linked;', chapter: 3, variant: 'default', execTime: 1000 })}`;
    expect(playgroundStart({ hash, search: '' }, window.localStorage, notifier)).toMatchObject({
      fromLink: true,
      state: {
        editorValue: 'linked;',
        chapter: 3,
        execTime: 1000,
        isEditorAutorun: true,
        hasUnsavedChanges: true,
      },
    });
  });

  it('drops a corrupt stored playground with the spec message', () => {
    window.localStorage.setItem(PLAYGROUND_STORAGE_KEY, 'not lz data');
    expect(loadPlayground(window.localStorage)).toBe('corrupt');
    const notifier = { show: vi.fn() };
    const start = playgroundStart({ hash: '', search: '' }, window.localStorage, notifier);
    expect(notifier.show).toHaveBeenCalledWith(LOAD_ERROR);
    expect(start.state.editorValue).toBe('');
    expect(window.localStorage.getItem(PLAYGROUND_STORAGE_KEY)).toBeNull();
  });
});
