import type { AssessmentOverview, StudentAssessment, StudentQuestion } from '@sa/contracts';
import { daysFromNow, overview } from '../../../../test/assessmentFixtures';
import { createFakeBackend, type FakeBackend, json, text } from '../../../../test/fakeBackend';
import { profileWith } from '../../testSupport';

const library = {
  chapter: 1 as const,
  variant: 'default' as const,
  execTimeMs: 1000,
  globals: {},
  external: { name: 'none', symbols: [] },
  languageOptions: {},
};

const answerFields = {
  answer: null,
  lastModifiedAt: null,
  grader: null,
  gradedAt: null,
  xp: 0,
  autogradingStatus: 'none' as const,
  autogradingResults: [],
  comments: null,
};

type Programming = Extract<StudentQuestion, { type: 'programming' }>;
type Mcq = Extract<StudentQuestion, { type: 'mcq' }>;

export function programming(id: number, overrides: Partial<Programming> = {}): Programming {
  return {
    id,
    type: 'programming',
    library,
    maxXp: 100,
    blocking: false,
    content: `Write **f** for question ${id}.`,
    ...answerFields,
    prepend: '',
    solutionTemplate: '// your code here',
    postpend: '',
    testcases: [],
    ...overrides,
  };
}

export function mcq(id: number, overrides: Partial<Mcq> = {}): Mcq {
  return {
    id,
    type: 'mcq',
    library,
    maxXp: 10,
    blocking: false,
    content: 'Pick one.',
    ...answerFields,
    choices: [
      { id: 0, content: 'Apples', hint: 'Apples are not it.' },
      { id: 1, content: 'Pears', hint: 'Pears are right.' },
    ],
    ...overrides,
  };
}

export function assessment(id: number, questions: StudentQuestion[]): StudentAssessment {
  return {
    id,
    courseId: 1,
    title: `Mission ${id}`,
    type: 'Missions',
    story: null,
    number: `M${id}`,
    reading: null,
    longSummary: 'Welcome, *cadet*.',
    hasTokenCounter: false,
    missionPDF: null,
    isMinigame: false,
    // Off, so saves in tests happen only when they press Save; the autosave tests turn it on.
    isAutosaveEnabled: false,
    questions,
  };
}

export interface WorkspaceBackend extends FakeBackend {
  /** Answers saved through POST .../answer, by question id. */
  saved: Map<number, string | number>;
}

/**
 * A fake server holding one assessment: GET answers it with the answers saved so far (as a reload
 * would see them), POST .../answer stores them. The status is 'attempting' unless given, so no
 * briefing dialog gets in the way of tests about something else.
 */
export function workspaceBackend(
  served: StudentAssessment,
  status: AssessmentOverview['status'] = 'attempting',
): WorkspaceBackend {
  const saved = new Map<number, string | number>();
  const backend = createFakeBackend({
    'GET user': () => json(profileWith('student')),
    // The listing's row of it, open since yesterday until tomorrow.
    'GET courses/1/assessments': () =>
      json([overview(served.id, { status, questionCount: 1, closeAt: daysFromNow(1) })]),
    'GET courses/1/notifications': () => json([]),
    [`GET courses/1/assessments/${served.id}`]: () =>
      json({
        ...served,
        questions: served.questions.map((q) => (saved.has(q.id) ? { ...q, answer: saved.get(q.id) } : q)),
      }),
  });
  for (const question of served.questions) {
    backend.on(`POST courses/1/assessments/question/${question.id}/answer`, ({ body }) => {
      saved.set(question.id, (body as { answer: string | number }).answer);
      return text('OK');
    });
  }
  return Object.assign(backend, { saved });
}
