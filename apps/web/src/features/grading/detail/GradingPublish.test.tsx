import type { GradingDetailResponse, StaffQuestion } from '@sa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Area } from '../../../app/area-rules/types';
import { createFakeBackend, json, text, userResponse } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';
import { MISSION_5_SUBMISSION } from './testFixtures';
import { NO_VOTES_ASSIGNED, NOT_SCORED } from './texts';

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});
afterEach(() => vi.restoreAllMocks());

const testArea: Area = {
  id: 'grading',
  courseRoutes: [{ path: 'grading/:submissionId/:questionId', load: () => import('./GradingDetailPage') }],
};

const library = {
  chapter: 1 as const,
  variant: 'default' as const,
  execTimeMs: 1000,
  globals: {},
  external: { name: 'none', symbols: [] },
  languageOptions: {},
};

function mcq(id: number): Extract<StaffQuestion, { type: 'mcq' }> {
  return {
    id,
    type: 'mcq',
    library,
    graderLibrary: library,
    showSolution: false,
    maxXp: 10,
    blocking: false,
    content: `Pick one ${id}`,
    answer: 1,
    lastModifiedAt: null,
    grader: null,
    gradedAt: null,
    xp: 10,
    autogradingStatus: 'success',
    autogradingResults: [],
    comments: null,
    choices: [
      { id: 0, content: 'one', hint: null },
      { id: 1, content: 'two', hint: null },
    ],
    solution: 1,
  };
}

function voting(id: number, entries: { submission_id: number; code: string; score: number | null }[]) {
  const { choices: _choices, solution: _solution, ...base } = mcq(id);
  const question: StaffQuestion = {
    ...base,
    type: 'voting',
    answer: null,
    prepend: '',
    solutionTemplate: '',
    contestEntries: entries.map((e) => ({
      submission_id: e.submission_id,
      answer: { code: e.code },
      score: e.score,
    })),
    scoreLeaderboard: [],
    popularVoteLeaderboard: [],
  };
  return question;
}

const grader = { id: 3, name: 'Sam Staff' };

/** A submission of 'Mission 5' by Stu Dent; graded questions have a grader. */
function detail(
  questions: { question: StaffQuestion; graded: boolean }[],
  overrides: Partial<GradingDetailResponse> = {},
): GradingDetailResponse {
  return {
    ...MISSION_5_SUBMISSION,
    answers: questions.map(({ question, graded }) => ({
      question,
      solution: null,
      grade: {
        grader: graded ? grader : null,
        gradedAt: graded ? '2030-03-03T00:00:00.000Z' : null,
        xp: 10,
        xpAdjustment: 0,
        comments: null,
      },
      student: { id: 9, name: 'Stu Dent', username: 'stu' },
    })),
    ...overrides,
  };
}

const graded = () => detail([mcq(81), mcq(82)].map((question) => ({ question, graded: true })));

function open(response: () => GradingDetailResponse, extra: Record<string, () => Response> = {}) {
  const backend = createFakeBackend({
    'GET user': () => json(userResponse({ role: 'staff', courseId: 1 })),
    'GET courses/1/admin/grading/12': () => json(response()),
    ...extra,
  });
  const user = userEvent.setup();
  const app = renderApp({
    path: '/courses/1/grading/12/0',
    profile: userResponse({ role: 'staff', courseId: 1 }),
    backend,
    areas: [testArea],
  });
  return { user, ...app };
}

const publishButton = (name = 'Publish grading Mission 5 by Stu Dent') =>
  screen.findByRole('button', { name }, { timeout: 5000 });
const posts = (backend: { calls: { method: string; path: string }[] }) =>
  backend.calls.filter((c) => c.method === 'POST').map((c) => c.path);

describe('publishing from the grading page', () => {
  it('is enabled for a submitted, manually graded submission with every question graded', async () => {
    open(graded);
    expect((await publishButton()).hasAttribute('disabled')).toBe(false);
  });

  it('is disabled while a question is ungraded, before submission, or for an autograded type', async () => {
    const cases = [
      detail([
        { question: mcq(81), graded: true },
        { question: mcq(82), graded: false },
      ]),
      { ...graded(), status: 'attempted' as const },
      { ...graded(), isManuallyGraded: false },
    ];
    for (const response of cases) {
      const { unmount } = open(() => response);
      expect((await publishButton()).hasAttribute('disabled')).toBe(true);
      unmount();
    }
  });

  it('asks first, publishes, toasts and reloads the detail', async () => {
    let published = false;
    const { user, backend } = open(() => ({ ...graded(), isGradingPublished: published }), {
      'POST courses/1/admin/grading/12/publish_grades': () => {
        published = true;
        return text('OK');
      },
    });
    await user.click(await publishButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Publish the grading of Mission 5 by Stu Dent?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(backend)).toEqual([]);

    await user.click(await publishButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published successfully!')).toBeTruthy();
    expect(posts(backend)).toEqual(['courses/1/admin/grading/12/publish_grades']);
    // The reloaded detail says it is published: the action turns into unpublishing.
    expect(await publishButton('Unpublish grading Mission 5 by Stu Dent')).toBeTruthy();
  });

  it("unpublishes a published grading and toasts the server's reason when it refuses", async () => {
    const { user, backend } = open(() => ({ ...graded(), isGradingPublished: true }), {
      'POST courses/1/admin/grading/12/unpublish_grades': () => text('Some answers are not graded', 400),
    });
    await user.click(await publishButton('Unpublish grading Mission 5 by Stu Dent'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Unpublish the grading of Mission 5 by Stu Dent?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Some answers are not graded')).toBeTruthy();
    expect(posts(backend)).toEqual(['courses/1/admin/grading/12/unpublish_grades']);
  });
});

describe('a voting answer in grading', () => {
  it('shows the entries handed to the student with the scores they gave, read-only', async () => {
    open(() =>
      detail([
        {
          question: voting(91, [
            { submission_id: 31, code: 'show(heart);', score: 8 },
            { submission_id: 32, code: 'show(square);', score: null },
          ]),
          graded: false,
        },
      ]),
    );
    const first = await screen.findByRole('listitem', { name: 'Entry 31' }, { timeout: 5000 });
    expect(within(first).getByText('show(heart);')).toBeTruthy();
    expect(within(first).getByText('Score: 8')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Entry 32' });
    expect(within(second).getByText(NOT_SCORED)).toBeTruthy();
    // No score field: the grader reads the votes, the only number to edit is the XP adjustment.
    expect(screen.queryAllByRole('spinbutton', { name: /score/i })).toEqual([]);
    expect(screen.getByRole('spinbutton', { name: 'XP adjustment' })).toBeTruthy();
  });

  it('says plainly when the student was handed no entries', async () => {
    open(() => detail([{ question: voting(91, []), graded: false }]));
    expect(await screen.findByText(NO_VOTES_ASSIGNED, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Entry/ })).toBeNull());
  });
});
