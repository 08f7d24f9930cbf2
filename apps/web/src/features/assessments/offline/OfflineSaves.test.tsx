import type { StudentQuestion } from '@sa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, text } from '../../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { CONTEST_VOTING_TAB } from '../../contest';
import { listingBackend, openAssessments, overview } from '../testSupport';
import { assessment, mcq, programming, workspaceBackend } from '../workspace/test/fixtures';
import { editorText, openWorkspace, shown, typeInEditor } from '../workspace/test/openWorkspace';
import { saveQueue } from './saveQueue';
import {
  CONFLICT_TITLE,
  FINALISE_OFFLINE,
  FINALISE_WAITING,
  KEEP_MINE,
  LISTING_CONFLICT,
  LISTING_WAITING,
  MINE_LABEL,
  SENT,
  SERVER_LABEL,
  USE_SERVERS,
  WAITING_CHOICE,
  WAITING_DETAIL,
  WAITING_LABEL,
} from './texts';

settleTooltipTimersAfterAll();

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

const PATH = '/courses/1/missions/5/0';
const USER = 7; // the fixtures' student
const T0 = '2030-01-01T10:00:00.000Z';
const T1 = '2030-01-01T11:00:00.000Z';

/** navigator.onLine as the test says, and a network that fails every fetch while it is down. */
let online = true;
let networkDown = false;
beforeEach(() => {
  online = true;
  networkDown = false;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'onLine');
  await saveQueue.clear();
});

function withNetwork<B extends { fetch: typeof fetch }>(backend: B): B {
  const reach = backend.fetch;
  backend.fetch = (input, init) =>
    networkDown ? Promise.reject(new TypeError('Failed to fetch')) : reach(input, init);
  return backend;
}

/** The server of one assessment whose answers also carry the time they were saved. */
function serverWith(served: ReturnType<typeof assessment>) {
  const backend = withNetwork(workspaceBackend(served));
  const savedAt = new Map<number, string | null>(served.questions.map((q) => [q.id, q.lastModifiedAt]));
  const edits: Array<{ questionId: number; answer: unknown; editedAt: unknown }> = [];
  for (const question of served.questions) {
    backend.on(`POST courses/1/assessments/question/${question.id}/answer`, ({ body }) => {
      const { answer, editedAt } = body as { answer: string | number; editedAt?: string };
      backend.saved.set(question.id, answer);
      savedAt.set(question.id, T1);
      edits.push({ questionId: question.id, answer, editedAt });
      return text('OK');
    });
    backend.on(`POST courses/1/assessments/question/${question.id}/answerLastModified`, ({ body }) => {
      const { lastModifiedAt } = body as { lastModifiedAt: string | null };
      const saved = savedAt.get(question.id) ?? null;
      return json({ lastModified: saved !== null && saved !== lastModifiedAt });
    });
  }
  backend.on(`GET courses/1/assessments/${served.id}`, () =>
    json({
      ...served,
      questions: served.questions.map((q) =>
        backend.saved.has(q.id)
          ? { ...q, answer: backend.saved.get(q.id), lastModifiedAt: savedAt.get(q.id) }
          : q,
      ),
    }),
  );
  return Object.assign(backend, { edits, savedAt });
}

const goOnline = () => {
  online = true;
  networkDown = false;
  window.dispatchEvent(new Event('online'));
};

describe('saving while offline', () => {
  it('keeps the answer on this device, says so on Save, and sends it once when back online', async () => {
    const backend = serverWith(assessment(5, [programming(51, { answer: 'old', lastModifiedAt: T0 })]));
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    networkDown = true;
    typeInEditor('const offline = 1;');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: WAITING_LABEL })).toBeTruthy();
    expect(await screen.findByText(WAITING_DETAIL)).toBeTruthy();
    expect(saveQueue.getSnapshot()).toMatchObject([
      { userId: USER, courseId: 1, assessmentId: 5, questionId: 51, answer: 'const offline = 1;', base: T0 },
    ]);

    // A second edit while waiting replaces the queued one, keeping its base.
    typeInEditor('const offline = 2;');
    await user.click(screen.getByRole('button', { name: WAITING_LABEL }));
    await waitFor(() =>
      expect(saveQueue.getSnapshot()).toMatchObject([{ answer: 'const offline = 2;', base: T0 }]),
    );
    expect(backend.edits).toEqual([]);

    goOnline();
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(backend.edits).toEqual([
      { questionId: 51, answer: 'const offline = 2;', editedAt: expect.any(String) },
    ]);
    expect(saveQueue.getSnapshot()).toEqual([]);
    // Back online, a save goes straight to the server again.
    typeInEditor('const online = 3;');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.edits).toHaveLength(2));
  });

  it('queues a save the browser believes online but that gets no answer, and a 4xx is not queued', async () => {
    const backend = serverWith(assessment(5, [programming(51)]));
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    backend.on('POST courses/1/assessments/question/51/answer', () =>
      text('Assessment not open', 403, 'Forbidden'),
    );
    typeInEditor('refused');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Assessment not open')).toBeTruthy();
    expect(saveQueue.getSnapshot()).toEqual([]);

    networkDown = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: WAITING_LABEL })).toBeTruthy();
    expect(saveQueue.getSnapshot()).toMatchObject([{ answer: 'refused', base: null }]);
  });

  it('queues an MCQ choice and says it waits above the question', async () => {
    const backend = serverWith(assessment(5, [mcq(61)]));
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    online = false;
    await user.click(screen.getByRole('radio', { name: /Pears/ }));
    expect(await screen.findByText(WAITING_CHOICE)).toBeTruthy();
    expect(saveQueue.getSnapshot()).toMatchObject([{ questionId: 61, answer: 1 }]);
    expect(screen.getByRole('radio', { name: /Pears/ }).getAttribute('aria-checked')).toBe('true');
    goOnline();
    await waitFor(() => expect(backend.edits).toMatchObject([{ questionId: 61, answer: 1 }]));
    await waitFor(() => expect(screen.queryByText(WAITING_CHOICE)).toBeNull());
  });
});

describe('voting offline', () => {
  it('queues the scores like any answer and sends them when back online', async () => {
    const { choices: _choices, ...base } = mcq(54);
    const voting: Extract<StudentQuestion, { type: 'voting' }> = {
      ...base,
      type: 'voting',
      prepend: '',
      solutionTemplate: '',
      contestEntries: [
        { submission_id: 21, answer: { code: 'show(heart);' }, score: null },
        { submission_id: 22, answer: { code: 'show(square);' }, score: null },
      ],
      scoreLeaderboard: [],
      popularVoteLeaderboard: [],
    };
    const backend = serverWith(assessment(5, [voting]));
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    online = false;
    await user.click(screen.getByRole('tab', { name: CONTEST_VOTING_TAB }));
    await user.type(screen.getByRole('spinbutton', { name: 'Score for entry 21' }), '9');
    await user.type(screen.getByRole('spinbutton', { name: 'Score for entry 22' }), '10');
    expect(await screen.findByText(WAITING_CHOICE)).toBeTruthy();
    const votes = [
      { submission_id: 21, score: 9 },
      { submission_id: 22, score: 10 },
    ];
    expect(saveQueue.getSnapshot()).toMatchObject([{ questionId: 54, answer: votes, base: null }]);
    goOnline();
    await waitFor(() => expect(backend.edits).toMatchObject([{ questionId: 54, answer: votes }]));
    await waitFor(() => expect(saveQueue.getSnapshot()).toEqual([]));
  });
});

describe('a conflict', () => {
  /** An answer queued from 'old' (saved at T0) while the server got 'from my laptop' meanwhile. */
  async function conflictOn(path: string) {
    const backend = serverWith(assessment(5, [programming(51, { answer: 'old', lastModifiedAt: T0 })]));
    backend.saved.set(51, 'from my laptop');
    backend.savedAt.set(51, T1);
    await saveQueue.enqueue({
      userId: USER,
      courseId: 1,
      assessmentId: 5,
      questionId: 51,
      answer: 'from this device',
      editedAt: '2030-01-01T10:30:00.000Z',
      base: T0,
      baseAnswer: 'old',
      now: 1,
    });
    const { user } = openWorkspace(path, backend);
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    return { backend, dialog, user };
  }

  it('shows both versions and keeps mine when chosen, saved over the server copy', async () => {
    const { backend, dialog, user } = await conflictOn(PATH);
    const mine = within(dialog).getByRole('region', { name: MINE_LABEL });
    expect(mine.textContent).toContain('from this device');
    const server = await within(dialog).findByRole('region', { name: SERVER_LABEL });
    expect(server.textContent).toContain('from my laptop');
    expect(backend.edits).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: KEEP_MINE }));
    await waitFor(() => expect(backend.edits).toMatchObject([{ answer: 'from this device' }]));
    expect(screen.queryByRole('dialog', { name: CONFLICT_TITLE })).toBeNull();
    // The choice is a new edit: newer than the queued one.
    expect(Date.parse(String(backend.edits[0]?.editedAt))).toBeGreaterThan(
      Date.parse('2030-01-01T10:30:00.000Z'),
    );
    await waitFor(() => expect(saveQueue.getSnapshot()).toEqual([]));
  });

  it('asks wherever the student is: on the listing, with the card saying a choice is needed', async () => {
    const { dialog, user } = await conflictOn('/courses/1/missions');
    expect(
      within(await within(dialog).findByRole('region', { name: SERVER_LABEL })).getByText('from my laptop'),
    ).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Mission 5' }));
    expect(card.getByRole('status').textContent).toBe(LISTING_CONFLICT);
    await user.click(within(dialog).getByRole('button', { name: USE_SERVERS }));
    await waitFor(() => expect(card.queryByRole('status')).toBeNull());
  });

  it("drops mine for the server's when chosen, and the open editor shows the server's", async () => {
    const { backend, dialog, user } = await conflictOn(PATH);
    await within(dialog).findByRole('region', { name: SERVER_LABEL });
    await shown('Question 1 of 1');
    expect(editorText()).toBe('from this device');
    await user.click(within(dialog).getByRole('button', { name: USE_SERVERS }));
    await waitFor(() => expect(editorText()).toBe('from my laptop'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(saveQueue.getSnapshot()).toEqual([]);
    expect(backend.edits).toEqual([]);
  });

  it('says on the listing which assessments have answers waiting; Finalize waits for them and the network', async () => {
    await saveQueue.enqueue({
      userId: USER,
      courseId: 1,
      assessmentId: 5,
      questionId: 51,
      answer: 'x',
      editedAt: T0,
      base: null,
      baseAnswer: null,
      now: 1,
    });
    online = false;
    const backend = listingBackend({
      overviews: [overview(5, { title: 'Offline mission', status: 'attempted' })],
    });
    // The server is down behind its proxy: the answer keeps waiting once the browser is online.
    backend.on('POST courses/1/assessments/question/51/answerLastModified', () =>
      text('Bad gateway', 502, 'Bad Gateway'),
    );
    openAssessments('/courses/1/missions', { backend });
    const card = within(await screen.findByRole('article', { name: 'Offline mission' }));
    expect(card.getByRole('status').textContent).toBe(LISTING_WAITING);
    const finalize = card.getByRole('button', { name: 'Finalize Submission' });
    expect((finalize as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByText(FINALISE_OFFLINE).id).toBe(finalize.getAttribute('aria-describedby'));
    online = true;
    window.dispatchEvent(new Event('online'));
    // Still waiting to be sent: finalising waits for the answers, not just the network.
    await waitFor(() => expect(card.getByText(FINALISE_WAITING)).toBeTruthy());
    await waitFor(() => expect(backend.calls.some((c) => c.path.endsWith('answerLastModified'))).toBe(true));
    expect(saveQueue.getSnapshot()).toHaveLength(1);
    expect((finalize as HTMLButtonElement).disabled).toBe(true);
  });
});
