import type { SourceChapter, SourceVariant } from '../chapters';

/**
 * How an assessment is stored (api-reference section 2, `questions.question` and `library`). The
 * XML importer writes these shapes, the server reads them; the HTTP shapes are in @sa/contracts.
 */

export const QUESTION_TYPES = ['programming', 'mcq', 'voting'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const TESTCASE_KINDS = ['public', 'opaque', 'secret'] as const;
/** public: shown and run in the browser; opaque: run in the browser, program hidden; secret: server only. */
export type TestcaseKind = (typeof TESTCASE_KINDS)[number];

export interface StoredLibrary {
  chapter: SourceChapter;
  variant: SourceVariant;
  execTimeMs: number;
  /** name -> Source expression text. */
  globals: Record<string, string>;
  languageOptions: Record<string, string>;
  /** External library; name 'none' when there is none. Names are stored lower case. */
  external: { name: string; symbols: string[] };
}

export const DEFAULT_EXEC_TIME_MS = 1000;

export interface StoredTestcase {
  program: string;
  answer: string;
  score: number;
}

export interface StoredProgrammingQuestion {
  content: string;
  prepend: string;
  template: string;
  postpend: string;
  solution: string;
  llmPrompt?: string;
  public: StoredTestcase[];
  opaque: StoredTestcase[];
  secret: StoredTestcase[];
}

export interface StoredMcqChoice {
  /** 0-based position in the file. */
  choiceId: number;
  content: string;
  hint: string | null;
  isCorrect: boolean;
}

export interface StoredMcqQuestion {
  content: string;
  choices: StoredMcqChoice[];
}

export interface StoredVotingQuestion {
  content: string;
  prepend: string;
  template: string;
  /** The `number` of the contest assessment whose entries are voted on. */
  contestNumber: string;
  revealHours: number;
  tokenDivider: number;
  xpValues: number[];
}

export type StoredQuestion =
  | { type: 'programming'; data: StoredProgrammingQuestion }
  | { type: 'mcq'; data: StoredMcqQuestion }
  | { type: 'voting'; data: StoredVotingQuestion };

/** Stored answers (api-reference section 2, "Answer JSON"). */
export type StoredAnswer = { code: string } | { choiceId: number } | { completed: boolean };

export const SUBMISSION_STATUSES = ['attempting', 'attempted', 'submitted'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The overview's status: a submission's, or 'not_attempted' when there is none yet. */
export type AssessmentStatus = SubmissionStatus | 'not_attempted';

export const AUTOGRADING_STATUSES = ['none', 'processing', 'success', 'failed'] as const;
export type AutogradingStatus = (typeof AUTOGRADING_STATUSES)[number];

/** Where an autograder error happened (api-reference section 5). */
export type GraderErrorLocation = 'prepend' | 'student' | 'postpend' | 'testcase' | 'unknown';

export type AutograderError =
  | {
      errorType: 'syntax' | 'runtime';
      line: number;
      location: GraderErrorLocation;
      errorLine: string;
      errorExplanation: string;
    }
  | { errorType: 'timeout' }
  | { errorType: 'systemError'; errorMessage: string };

/** One testcase's result in the reference grader's format. */
export type AutograderResult =
  | { resultType: 'pass'; score: number }
  | { resultType: 'fail'; expected: string; actual: string }
  | { resultType: 'error'; errors: AutograderError[] };

export const NOTIFICATION_TYPES = [
  'new',
  'deadline',
  'autograded',
  'submitted',
  'unsubmitted',
  'graded',
  'new_message',
  'published_grading',
  'unpublished_grading',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
