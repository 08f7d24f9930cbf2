import {
  type Assessment,
  type LibraryOutput,
  StaffAssessment,
  StudentAssessment,
  secretVerdict,
} from '@sa/contracts';
import type { StoredAnswer, StoredLibrary, StoredTestcase, TestcaseKind } from '@sa/domain';
import { EMPTY_LEADERBOARDS } from '../contest/leaderboards';
import type { VotingExtras } from '../contest/voting-payload';
import type { AssessmentForCaller, QuestionWithAnswer } from './show-queries';

/**
 * The show payload (api-reference 1a), scoped by role. A student's payload is built without secret
 * testcases, the grading library, an unshown solution or a secret testcase's result beyond its
 * verdict, and then parsed with the Student schema, which could not carry them anyway (and which
 * the route applies once more): guards against leaking them.
 */
export type OutputScope = 'student' | 'staff';

/**
 * When the answers' grading (XP, grader, comments, autograder results) is shown: to the submission's
 * owner once published; to staff opening a member's assessment always, as the grading screens do.
 */
export type GradingVisibility = 'when-published' | 'always';

export function assessmentPayload(
  assessment: Omit<AssessmentForCaller, 'maxTeamSize' | 'teamId'>,
  rows: readonly QuestionWithAnswer[],
  scope: OutputScope,
  /** The voting questions' entries (the caller's) and leaderboards; none when left out. */
  voting: VotingExtras = { entries: new Map(), leaderboards: new Map() },
  grading: GradingVisibility = 'when-published',
): Assessment {
  const gradingVisible = grading === 'always' || assessment.isGradingPublished === true;
  const payload = {
    id: assessment.id,
    courseId: assessment.courseId,
    title: assessment.title,
    type: assessment.type,
    story: assessment.story,
    number: assessment.number,
    reading: assessment.reading,
    longSummary: assessment.longSummary,
    hasTokenCounter: assessment.hasTokenCounter,
    missionPDF: assessment.missionPdf,
    isMinigame: assessment.isMinigame,
    isAutosaveEnabled: assessment.isAutosaveEnabled,
    questions: rows.map((row) => questionPayload(row, scope, gradingVisible, voting)),
  };
  return scope === 'staff' ? StaffAssessment.parse(payload) : StudentAssessment.parse(payload);
}

function questionPayload(
  row: QuestionWithAnswer,
  scope: OutputScope,
  gradingVisible: boolean,
  voting: VotingExtras,
) {
  const staff = scope === 'staff';
  const base = {
    id: row.id,
    library: libraryOutput(row.library),
    maxXp: row.maxXp,
    blocking: row.blocking,
    ...answerFields(row, gradingVisible, staff ? null : firstSecretResult(row)),
    ...(staff ? { graderLibrary: libraryOutput(row.gradingLibrary), showSolution: row.showSolution } : {}),
  };
  const withSolution = staff || row.showSolution;
  const stored = row.question;
  switch (stored.type) {
    case 'programming': {
      const d = stored.data;
      return {
        ...base,
        type: 'programming' as const,
        content: d.content,
        prepend: d.prepend,
        solutionTemplate: d.template,
        postpend: d.postpend,
        testcases: [
          ...testcases(d.public, 'public'),
          ...testcases(d.opaque, 'opaque'),
          ...(staff ? testcases(d.secret, 'secret') : []),
        ],
        ...(withSolution ? { solution: d.solution } : {}),
      };
    }
    case 'mcq': {
      const d = stored.data;
      const correct = d.choices.find((c) => c.isCorrect);
      return {
        ...base,
        type: 'mcq' as const,
        content: d.content,
        choices: d.choices.map((c) => ({ id: c.choiceId, content: c.content, hint: c.hint })),
        ...(withSolution && correct ? { solution: correct.choiceId } : {}),
      };
    }
    case 'voting': {
      const d = stored.data;
      const boards = voting.leaderboards.get(row.id) ?? EMPTY_LEADERBOARDS;
      return {
        ...base,
        type: 'voting' as const,
        content: d.content,
        prepend: d.prepend,
        solutionTemplate: d.template,
        contestEntries: voting.entries.get(row.id) ?? [],
        scoreLeaderboard: boards.scoreLeaderboard,
        popularVoteLeaderboard: boards.popularVoteLeaderboard,
      };
    }
  }
}

function testcases(list: readonly StoredTestcase[], type: TestcaseKind) {
  return list.map((t) => ({ program: t.program, answer: t.answer, score: t.score, type }));
}

function libraryOutput(library: StoredLibrary): LibraryOutput {
  return {
    chapter: library.chapter,
    variant: library.variant,
    execTimeMs: library.execTimeMs,
    globals: library.globals,
    external: { name: library.external.name, symbols: library.external.symbols },
    languageOptions: library.languageOptions,
  };
}

/** The stored answer as the client edits it: code text, a choice id, or null for votes. */
export function answerValue(answer: StoredAnswer | null): string | number | null {
  if (answer === null) return null;
  if ('code' in answer) return answer.code;
  if ('choiceId' in answer) return answer.choiceId;
  return null;
}

/**
 * The caller's answer; its grading is masked (0, none, [], null) until grading is published. For a
 * student, the results of secret testcases (from `firstSecret` on) keep only their verdict, not
 * what depends on the testcase's input: values, and an error's line, location and message.
 */
function answerFields(row: QuestionWithAnswer, gradingVisible: boolean, firstSecret: number | null) {
  const results = row.autogradingResults ?? [];
  return {
    answer: answerValue(row.answer),
    lastModifiedAt: row.lastModifiedAt?.toISOString() ?? null,
    grader:
      gradingVisible && row.graderId !== null ? { id: row.graderId, name: row.graderName ?? null } : null,
    gradedAt: gradingVisible ? (row.gradedAt?.toISOString() ?? null) : null,
    xp: gradingVisible ? (row.xp ?? 0) + (row.xpAdjustment ?? 0) : 0,
    autogradingStatus: gradingVisible ? (row.autogradingStatus ?? 'none') : 'none',
    autogradingResults: gradingVisible
      ? firstSecret === null
        ? results
        : results.map((result, i) => (i < firstSecret ? result : secretVerdict(result)))
      : [],
    comments: gradingVisible ? row.comments : null,
  };
}

/** Where a programming question's secret testcases start in its results (public, opaque, secret). */
function firstSecretResult(row: QuestionWithAnswer): number | null {
  const stored = row.question;
  if (stored.type !== 'programming') return null;
  return stored.data.public.length + stored.data.opaque.length;
}
