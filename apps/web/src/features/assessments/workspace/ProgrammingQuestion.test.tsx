import { runScopeHandlers } from '@codemirror/view';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../../test/fakeBackend';
import { fakeRunner, finishedWith, runtimeError } from '../../../test/fakeRunner';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { UNSAVED_CHANGES_WARNING } from '../../../workspace/LeaveGuard';
import { draftKey } from './drafts';
import { assessment, programming, workspaceBackend } from './test/fixtures';
import { editorText, editorView, openWorkspace, shown, typeInEditor } from './test/openWorkspace';
import {
  DRAFT_RESTORED,
  RESET_NOTE,
  RESET_QUESTION,
  RESET_TITLE,
  SAVED,
  TESTCASES_NOT_PASSED,
} from './texts';

settleTooltipTimersAfterAll();

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

beforeEach(() => fakeRunner.reset());
afterEach(() => vi.restoreAllMocks());

const PATH = '/courses/1/missions/5/0';
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const isWarning = (element: HTMLElement) => element.className.includes('intent-warning');
const replLines = () =>
  [...screen.getByRole('log', { name: 'REPL output' }).querySelectorAll('pre')].map((p) => p.textContent);

describe('a programming question', () => {
  it('opens with the saved answer, or else the template, and shows its chapter as fixed', async () => {
    const saved = assessment(5, [programming(51, { answer: 'const saved = 1;' }), programming(52)]);
    const { user } = openWorkspace(PATH, workspaceBackend(saved));
    await shown('Question 1 of 2');
    expect(editorText()).toBe('const saved = 1;');
    expect(screen.getByLabelText('Language').textContent).toBe('Source \u00a71');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shown('Question 2 of 2');
    expect(editorText()).toBe('// your code here');
  });

  it("runs on the evaluator the question's library names (ADR 0039)", async () => {
    const question = programming(52, {
      prepend: '',
      postpend: '',
      library: {
        chapter: 1,
        variant: 'default',
        execTimeMs: 1000,
        globals: {},
        external: { name: 'none', symbols: [] },
        languageOptions: { engine: 'js-slang' },
      },
    });
    const { user } = openWorkspace(PATH, workspaceBackend(assessment(5, [question])));
    await shown('Question 1 of 1');
    typeInEditor('1;');
    fakeRunner.respond = () => finishedWith('1');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(replLines()).toEqual(['1']));
    const run = fakeRunner.calls.find((c) => c.kind === 'run');
    expect(run && 'settings' in run ? run.settings?.engine : undefined).toBe('js-slang');
  });

  it("runs prepend, then the editor's code, then postpend, with the question's library", async () => {
    const question = programming(51, {
      prepend: 'const k = 2;',
      postpend: 'check();',
      library: {
        chapter: 2,
        variant: 'default',
        execTimeMs: 3000,
        globals: { limit: '10' },
        external: { name: 'runes', symbols: ['heart'] },
        languageOptions: {},
      },
    });
    const { user } = openWorkspace(PATH, workspaceBackend(assessment(5, [question])));
    await shown('Question 1 of 1');
    typeInEditor('const a = 1;\nb;');
    fakeRunner.respond = (call) =>
      call.code === 'const a = 1;\nb;' ? runtimeError(2, 'Name b not declared.') : finishedWith('0');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(replLines()).toEqual(['Line 2: Name b not declared.']));
    const editorSession = fakeRunner.calls[0]?.session;
    expect(fakeRunner.calls.filter((c) => c.session === editorSession)).toEqual([
      {
        kind: 'run',
        code: 'const k = 2;',
        session: editorSession,
        settings: {
          chapter: 2,
          variant: 'default',
          execTimeMs: 3000,
          engine: 'fast',
          moduleBackendUrl: `${window.location.origin}/modules`,
          externalSymbols: ['heart'],
          globals: { limit: '10' },
          externalLibrary: 'runes',
        },
      },
      { kind: 'evaluate', code: 'const a = 1;\nb;', session: editorSession },
    ]);
    // The error is the student's: the editor marks their own line 2.
    await waitFor(() =>
      expect(document.querySelectorAll('.cm-line')[1]?.className).toMatch(/highlight|error/i),
    );

    fakeRunner.respond = (call) => finishedWith(call.code === 'check();' ? '"checked"' : '1');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(replLines()).toEqual(['"checked"']));
    expect(fakeRunner.calls.slice(-1)[0]).toMatchObject({ kind: 'evaluate', code: 'check();' });
  });

  it('saves the editor content, marking Save as a warning only while there are unsaved changes', async () => {
    const { user, backend } = openWorkspace(PATH, workspaceBackend(assessment(5, [programming(51)])));
    await shown('Question 1 of 1');
    expect(isWarning(saveButton())).toBe(false);
    typeInEditor('function f() { return 1; }');
    await waitFor(() => expect(isWarning(saveButton())).toBe(true));
    await user.click(saveButton());
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(backend.calls.find((c) => c.path.endsWith('/answer'))?.body).toEqual({
      answer: 'function f() { return 1; }',
      editedAt: expect.any(String),
    });
    expect(isWarning(saveButton())).toBe(false);
  });

  it('saves with the Save shortcut in the editor too', async () => {
    const { backend } = openWorkspace(PATH, workspaceBackend(assessment(5, [programming(51)])));
    await shown('Question 1 of 1');
    typeInEditor('shortcut;');
    const mac = /Mac/.test(navigator.platform);
    const key = new KeyboardEvent('keydown', { key: 's', ctrlKey: !mac, metaKey: mac, cancelable: true });
    expect(runScopeHandlers(editorView(), key, 'editor')).toBe(true);
    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(backend.calls.find((c) => c.path.endsWith('/answer'))?.body).toMatchObject({
      answer: 'shortcut;',
    });
  });

  it("toasts the server's reason when a save is refused, and keeps the changes unsaved", async () => {
    const backend = workspaceBackend(assessment(5, [programming(51)]));
    backend.on('POST courses/1/assessments/question/51/answer', () =>
      text('Assessment submission already finalised', 403, 'Forbidden'),
    );
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    typeInEditor('late;');
    await user.click(saveButton());
    expect(await screen.findByText('Assessment submission already finalised')).toBeTruthy();
    expect(isWarning(saveButton())).toBe(true);
  });

  it('resets the editor to the template after the confirmation dialog', async () => {
    const saved = assessment(5, [programming(51, { answer: 'mine;' })]);
    const { user } = openWorkspace(PATH, workspaceBackend(saved));
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Reset template' }));
    const dialog = within(await screen.findByRole('dialog', { name: RESET_TITLE }));
    expect(dialog.getByText(RESET_QUESTION)).toBeTruthy();
    expect(dialog.getByText(RESET_NOTE)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(editorText()).toBe('mine;');
    await user.click(screen.getByRole('button', { name: 'Reset template' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: RESET_TITLE })).getByRole('button', { name: 'Reset' }),
    );
    expect(editorText()).toBe('// your code here');
    expect(isWarning(saveButton())).toBe(true);
  });
});

describe('work is never lost', () => {
  it('restores an unsaved draft after a reload, and forgets it once the server has it', async () => {
    const backend = workspaceBackend(assessment(5, [programming(51, { answer: 'server;' })]));
    const first = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    typeInEditor('typed but not saved;');
    const key = draftKey({ userId: 7, courseId: 1, assessmentId: 5, questionId: 51 });
    await waitFor(() => expect(window.localStorage.getItem(key)).not.toBeNull());
    first.unmount();

    const second = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    expect(editorText()).toBe('typed but not saved;');
    expect(await screen.findByText(DRAFT_RESTORED)).toBeTruthy();
    expect(isWarning(saveButton())).toBe(true);
    await second.user.click(saveButton());
    await screen.findByText(SAVED);
    expect(window.localStorage.getItem(key)).toBeNull();
    second.unmount();

    openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    expect(editorText()).toBe('typed but not saved;');
    expect(isWarning(saveButton())).toBe(false);
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
  });

  it('asks before leaving the question with unsaved changes', async () => {
    const { user, router } = openWorkspace(
      PATH,
      workspaceBackend(assessment(5, [programming(51), programming(52)])),
    );
    await shown('Question 1 of 2');
    typeInEditor('unsaved;');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(UNSAVED_CHANGES_WARNING)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(PATH);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await shown('Question 2 of 2')).toBeTruthy();
  });

  it('goes on by itself when the unsaved changes are saved while it asks', async () => {
    const { user } = openWorkspace(PATH, workspaceBackend(assessment(5, [programming(51), programming(52)])));
    await shown('Question 1 of 2');
    typeInEditor('saved soon;');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(UNSAVED_CHANGES_WARNING)).toBeTruthy();
    // The save under way when Next was pressed lands: the question is moot, and Next happens.
    await user.click(saveButton());
    expect(await shown('Question 2 of 2')).toBeTruthy();
    expect(screen.queryByText(UNSAVED_CHANGES_WARNING)).toBeNull();
  });
});

describe('a blocking programming question', () => {
  const blocking = () =>
    assessment(5, [
      programming(51, {
        blocking: true,
        testcases: [{ type: 'public', program: 'f(1);', answer: '2', score: 1 }],
      }),
      programming(52),
    ]);

  it('lets the learner on only when every testcase passes', async () => {
    const { user, services, router } = openWorkspace(PATH, workspaceBackend(blocking()));
    const show = vi.spyOn(services.notifier, 'show');
    await shown('Question 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(show).toHaveBeenCalledWith(TESTCASES_NOT_PASSED, { intent: 'warning', timeout: 750 });
    expect(router.state.location.pathname).toBe(PATH);

    fakeRunner.respond = (call) => finishedWith(call.code === 'f(1);' ? '2' : 'undefined');
    await user.click(screen.getByRole('tab', { name: 'Autograder' }));
    await user.click(screen.getByRole('button', { name: 'Run testcases' }));
    await screen.findByText('Pass (score 1)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1/missions/5/1'));
  });

  it('is free to pass once it had an answer, and Return to Academy goes to the listing', async () => {
    const answered = blocking();
    const first = answered.questions[0];
    if (first?.type !== 'programming') throw new Error('fixture');
    answered.questions = [{ ...first, answer: 'function f(x) { return 2; }' }];
    const { user, router } = openWorkspace(PATH, workspaceBackend(answered));
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Return to Academy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1/missions'));
  });
});
