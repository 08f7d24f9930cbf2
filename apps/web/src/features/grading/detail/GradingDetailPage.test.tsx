import type { GradingDetailResponse, StaffQuestion } from '@sa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Area } from '../../../app/area-rules/types';
import { createFakeBackend, json, text, userResponse } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';
import { MISSION_5_SUBMISSION } from './testFixtures';
import {
  LOADING_TEXT,
  REAUTOGRADE_FAILED,
  REAUTOGRADE_NOT_SUBMITTED,
  REAUTOGRADE_QUEUED,
  UNSAVED_GRADE_WARNING,
} from './texts';

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});
afterEach(() => vi.restoreAllMocks());

/** The routes helper D's grading area gives this page, and a stand-in for the list. */
const testArea: Area = {
  id: 'grading',
  courseRoutes: [
    { path: 'grading', load: async () => ({ default: () => <h1>Grading list</h1> }) },
    { path: 'grading/:submissionId/:questionId', load: () => import('./GradingDetailPage') },
  ],
};

const library = {
  chapter: 1 as const,
  variant: 'default' as const,
  execTimeMs: 1000,
  globals: {},
  external: { name: 'none', symbols: [] },
  languageOptions: {},
};

function question(id: number): StaffQuestion {
  return {
    id,
    type: 'programming',
    library,
    graderLibrary: library,
    showSolution: false,
    maxXp: 100,
    blocking: false,
    content: `Task text ${id}`,
    answer: `const answer${id} = 1;`,
    lastModifiedAt: null,
    grader: null,
    gradedAt: null,
    xp: 40,
    autogradingStatus: 'success',
    autogradingResults: [
      { resultType: 'pass', score: 1 },
      { resultType: 'fail', expected: '20', actual: '0' },
    ],
    comments: null,
    prepend: '',
    solutionTemplate: '',
    postpend: '',
    testcases: [
      { program: 'f(1);', answer: '2', score: 1, type: 'public' },
      { program: 'f(10);', answer: '20', score: 2, type: 'secret' },
    ],
    solution: 'function f(x) { return 2 * x; }',
  };
}

function detail(overrides: Partial<GradingDetailResponse> = {}): GradingDetailResponse {
  const student = { id: 9, name: 'Stu Dent', username: 'stu' };
  return {
    ...MISSION_5_SUBMISSION,
    answers: [71, 72].map((id) => ({
      question: question(id),
      solution: 'function f(x) { return 2 * x; }',
      grade: { grader: null, gradedAt: null, xp: 40, xpAdjustment: 0, comments: null },
      student,
    })),
    ...overrides,
  };
}

function open(path: string, extra: Record<string, () => Response> = {}) {
  const backend = createFakeBackend({
    'GET user': () => json(userResponse({ role: 'staff', courseId: 1 })),
    'GET courses/1/admin/grading/12': () => json(detail()),
    'POST courses/1/admin/grading/12/71': () => text('OK'),
    ...extra,
  });
  const user = userEvent.setup();
  const app = renderApp({
    path,
    profile: userResponse({ role: 'staff', courseId: 1 }),
    backend,
    areas: [testArea],
  });
  return { user, ...app };
}

const gradingTab = (n: number) =>
  screen.findByRole('tab', { name: `Grading: Question ${n}` }, { timeout: 5000 });

describe('the grading page', () => {
  it("says 'Getting assessment ready...' while loading, then shows the grading, task and autograder tabs", async () => {
    open('/courses/1/grading/12/0');
    expect(await screen.findByText(LOADING_TEXT, {}, { timeout: 5000 })).toBeTruthy();
    expect(await gradingTab(1)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Task 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Autograder' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
  });

  it('shows every testcase, the secret one too, with its stored result', async () => {
    const { user } = open('/courses/1/grading/12/0');
    await gradingTab(1);
    await user.click(screen.getByRole('tab', { name: 'Autograder' }));
    const secret = within(screen.getByRole('region', { name: 'Testcase 2' }));
    expect(secret.getByText('secret')).toBeTruthy();
    expect(secret.getByText('f(10);')).toBeTruthy();
    expect(secret.getByText('Expected: 20')).toBeTruthy();
  });

  it('reautogrades the question with the spec toasts', async () => {
    let status = 204;
    const { user, backend } = open('/courses/1/grading/12/0', {
      'POST courses/1/admin/grading/12/71/autograde': () =>
        status === 204 ? new Response(null, { status }) : text('no', status),
    });
    await gradingTab(1);
    await user.click(screen.getByRole('tab', { name: 'Autograder' }));
    const button = screen.getByRole('button', { name: 'Reautograde question' });
    await user.click(button);
    expect(await screen.findByText(REAUTOGRADE_QUEUED)).toBeTruthy();
    expect(backend.calls.some((c) => c.path === 'courses/1/admin/grading/12/71/autograde')).toBe(true);
    status = 400;
    await user.click(button);
    expect(await screen.findByText(REAUTOGRADE_NOT_SUBMITTED)).toBeTruthy();
    status = 500;
    await user.click(button);
    expect(await screen.findByText(REAUTOGRADE_FAILED)).toBeTruthy();
  });

  it('goes back to the list for a question out of range', async () => {
    open('/courses/1/grading/12/2');
    expect(await screen.findByRole('heading', { name: 'Grading list' }, { timeout: 5000 })).toBeTruthy();
  });

  it('saves with Save and Continue and moves to the next question without asking', async () => {
    const { user, backend, router } = open('/courses/1/grading/12/0');
    await gradingTab(1);
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Good **work**');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await gradingTab(2)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses/1/grading/12/1');
    expect(backend.calls.find((c) => c.method === 'POST')?.body).toEqual({
      grading: { xpAdjustment: 0, comments: 'Good **work**' },
    });
    expect(screen.queryByText(UNSAVED_GRADE_WARNING)).toBeNull();
  });

  it('keeps an unsaved comment while the grader looks at another tab', async () => {
    const { user } = open('/courses/1/grading/12/0');
    await user.click(await gradingTab(1));
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'half a thought');
    await user.click(screen.getByRole('tab', { name: 'Task 1' }));
    expect(await screen.findByText('Task text 71')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Grading: Question 1' }));
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveProperty('value', 'half a thought');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = open('/courses/1/grading/12/0');
    await gradingTab(1);
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(UNSAVED_GRADE_WARNING)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/courses/1/grading/12/0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1/grading/12/1'));
  });
});
