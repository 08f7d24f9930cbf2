import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { AUTOSAVE_DELAY_MS } from './autosave';
import { STATUS_SAVED } from './controls/controlLayout';
import { assessment, programming, workspaceBackend } from './test/fixtures';
import { editorText, openWorkspace, shown, typeInEditor } from './test/openWorkspace';
import { SAVED } from './texts';

settleTooltipTimersAfterAll();

/** The first test of a file also loads the workspace's lazy chunk: a cap, not a timing. */
const FIRST_TEST_TIMEOUT_MS = 20_000;

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

afterEach(() => vi.useRealTimers());

const PATH = '/courses/1/missions/5/0';
const NEWER_SAVED = 'A newer version of this answer is already saved.';
const withAutosave = (on: boolean, answer: string | null = null) => ({
  ...assessment(5, [programming(51, { answer })]),
  isAutosaveEnabled: on,
});
const answerCalls = (backend: ReturnType<typeof workspaceBackend>) =>
  backend.calls.filter((c) => c.path.endsWith('/answer'));

/** Types with only the timers faked, so the wait before autosave is counted exactly. */
function typeAndWait(steps: Array<[code: string, waitMs: number]>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  for (const [code, waitMs] of steps) {
    act(() => typeInEditor(code));
    act(() => vi.advanceTimersByTime(waitMs));
  }
}

describe('autosave', () => {
  it(
    'saves by itself once typing has stopped for a few seconds, quietly',
    async () => {
      const backend = workspaceBackend(withAutosave(true));
      openWorkspace(PATH, backend);
      await shown('Question 1 of 1');
      typeAndWait([
        ['const a', AUTOSAVE_DELAY_MS - 1],
        ['const a = 1;', AUTOSAVE_DELAY_MS - 1],
      ]);
      expect(answerCalls(backend)).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      vi.useRealTimers();
      await waitFor(() => expect(backend.saved.get(51)).toBe('const a = 1;'));
      expect(answerCalls(backend)).toHaveLength(1);
      expect(await screen.findByText(STATUS_SAVED)).toBeTruthy();
      expect(screen.queryByText(SAVED)).toBeNull();
      const body = answerCalls(backend)[0]?.body as { editedAt: string };
      expect(Number.isNaN(Date.parse(body.editedAt))).toBe(false);
    },
    FIRST_TEST_TIMEOUT_MS,
  );

  it('does not save code that is what the server has already', async () => {
    const backend = workspaceBackend(withAutosave(true, 'kept;'));
    openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    typeAndWait([
      ['changed;', 1000],
      ['kept;', AUTOSAVE_DELAY_MS * 2],
    ]);
    vi.useRealTimers();
    expect(answerCalls(backend)).toEqual([]);
  });

  it('saves only with Save when the assessment has autosave off, or the submission is finalised', async () => {
    for (const [served, status] of [
      [withAutosave(false), 'attempting'],
      [withAutosave(true), 'submitted'],
    ] as const) {
      const backend = workspaceBackend(served, status);
      const { unmount } = openWorkspace(PATH, backend);
      await shown('Question 1 of 1');
      // The listing (and with it the finalised status) has loaded.
      await waitFor(() => expect(backend.calls.some((c) => c.path === 'courses/1/assessments')).toBe(true));
      typeAndWait([['typed;', AUTOSAVE_DELAY_MS * 3]]);
      vi.useRealTimers();
      expect(answerCalls(backend)).toEqual([]);
      expect(screen.queryByRole('status', { name: 'Autosave' })).toBeNull();
      unmount();
    }
  });
});

describe('a save refused as stale (409)', () => {
  it('keeps the newer code in the editor and says why when it was the latest code', async () => {
    const backend = workspaceBackend(withAutosave(false, 'server;'));
    backend.on('POST courses/1/assessments/question/51/answer', () => text(NEWER_SAVED, 409, 'Conflict'));
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    typeInEditor('mine;');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEWER_SAVED)).toBeTruthy();
    expect(editorText()).toBe('mine;');
  });

  it('says nothing when a slow save is refused after a newer one was saved', async () => {
    const backend = workspaceBackend(withAutosave(false));
    let releaseFirst: (response: Response) => void = () => {};
    let calls = 0;
    backend.on('POST courses/1/assessments/question/51/answer', () => {
      calls += 1;
      if (calls === 1) return new Promise<Response>((resolve) => (releaseFirst = resolve));
      return text('OK');
    });
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    typeInEditor('first;');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    typeInEditor('second;');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED)).toBeTruthy();
    const [first, second] = answerCalls(backend).map((c) => c.body as { editedAt: string });
    expect(Date.parse(second?.editedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(first?.editedAt ?? ''));
    releaseFirst(text(NEWER_SAVED, 409, 'Conflict'));
    // Both saves are answered once no spinner is left on Save.
    await waitFor(() => expect(screen.queryByLabelText('Saving')).toBeNull());
    expect(screen.queryByText(NEWER_SAVED)).toBeNull();
    expect(editorText()).toBe('second;');
  });
});
