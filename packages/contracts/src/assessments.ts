import {
  AUTOGRADING_STATUSES,
  MAX_ANSWER_CODE_CHARS,
  NOTIFICATION_TYPES,
  QUESTION_TYPES,
  SUBMISSION_STATUSES,
} from '@sa/domain';
import { z } from 'zod';
import { IdParam } from './common';
import { ChapterSchema, VariantSchema } from './courses';

/**
 * Assessments as /v2 sends them (api-reference 1a and routes 1.3). Outputs are role-scoped: the
 * server serialises a student's assessment through the Student* schemas, whose testcase types
 * and keys cannot carry secret testcases, the grading library or an unshown solution (zod strips
 * keys a schema does not name), and whose results of secret testcases keep only their verdict.
 */

const isoDate = z.string();

export const AssessmentStatusSchema = z.enum(['not_attempted', ...SUBMISSION_STATUSES]);
export const AutogradingStatusSchema = z.enum(AUTOGRADING_STATUSES);
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);

// ---------- overviews: GET courses/{id}/assessments ----------

export const AssessmentOverview = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  shortSummary: z.string().nullable(),
  openAt: isoDate,
  closeAt: isoDate,
  /** The assessment type's name ('Missions'). */
  type: z.string(),
  isManuallyGraded: z.boolean(),
  story: z.string().nullable(),
  number: z.string(),
  reading: z.string().nullable(),
  status: AssessmentStatusSchema,
  maxXp: z.number().int(),
  /** 0 until grading is published. */
  xp: z.number().int(),
  coverImage: z.string().nullable(),
  private: z.boolean(),
  isPublished: z.boolean(),
  questionCount: z.number().int(),
  /** 0 until grading is published. */
  gradedCount: z.number().int(),
  /** Null when there is no submission. */
  isGradingPublished: z.boolean().nullable(),
  earlySubmissionXp: z.number().int(),
  maxTeamSize: z.number().int(),
  hasVotingFeatures: z.boolean(),
  hasTokenCounter: z.boolean(),
  isVotingPublished: z.boolean(),
  hoursBeforeEarlyXpDecay: z.number().int(),
  isAutosaveEnabled: z.boolean(),
});
export type AssessmentOverview = z.infer<typeof AssessmentOverview>;
export const AssessmentOverviewsResponse = z.array(AssessmentOverview);

// ---------- one assessment: GET courses/{id}/assessments/{aid} ----------

export const LibraryOutput = z.object({
  chapter: ChapterSchema,
  variant: VariantSchema,
  execTimeMs: z.number().int(),
  globals: z.record(z.string(), z.string()),
  external: z.object({ name: z.string(), symbols: z.array(z.string()) }),
  languageOptions: z.record(z.string(), z.string()),
});
export type LibraryOutput = z.infer<typeof LibraryOutput>;

const AutograderErrorSchema = z.union([
  z.object({
    errorType: z.enum(['syntax', 'runtime']),
    line: z.number().int(),
    location: z.enum(['prepend', 'student', 'postpend', 'testcase', 'unknown']),
    errorLine: z.string(),
    errorExplanation: z.string(),
  }),
  z.object({ errorType: z.literal('timeout') }),
  z.object({ errorType: z.literal('systemError'), errorMessage: z.string() }),
]);

export const AutograderResultSchema = z.union([
  z.object({ resultType: z.literal('pass'), score: z.number() }),
  z.object({ resultType: z.literal('fail'), expected: z.string(), actual: z.string() }),
  z.object({ resultType: z.literal('error'), errors: z.array(AutograderErrorSchema) }),
]);
export type AutograderResultOutput = z.infer<typeof AutograderResultSchema>;

/** Stands in a student's view for the values of a secret testcase's failed result. */
export const SECRET_RESULT_TEXT = '(secret testcase)';

/**
 * A secret testcase's result as a student sees it (issue 17): the verdict, and nothing that
 * depends on the testcase's input. An error keeps no line, location, code line or message: an
 * answer that throws on a line chosen by its argument would otherwise spell out the secret input.
 */
export const StudentSecretResult = z.discriminatedUnion('resultType', [
  z.object({ resultType: z.literal('pass'), score: z.number() }),
  z.object({
    resultType: z.literal('fail'),
    expected: z.literal(SECRET_RESULT_TEXT),
    actual: z.literal(SECRET_RESULT_TEXT),
  }),
  z.object({ resultType: z.literal('error'), errors: z.tuple([]) }),
]);
export type StudentSecretResult = z.infer<typeof StudentSecretResult>;

/** A secret testcase's result cut to what a student may see of it: a new object, nothing carried over. */
export function secretVerdict(result: AutograderResultOutput): StudentSecretResult {
  switch (result.resultType) {
    case 'pass':
      return { resultType: 'pass', score: result.score };
    case 'fail':
      return { resultType: 'fail', expected: SECRET_RESULT_TEXT, actual: SECRET_RESULT_TEXT };
    case 'error':
      return { resultType: 'error', errors: [] };
  }
}

/** The caller's answer and its grading; masked to 0/none/[]/null until grading is published. */
const AnswerFields = {
  answer: z.union([z.string(), z.number().int(), z.null()]),
  lastModifiedAt: isoDate.nullable(),
  grader: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  gradedAt: isoDate.nullable(),
  /** xp + xp adjustment. */
  xp: z.number().int(),
  autogradingStatus: AutogradingStatusSchema,
  autogradingResults: z.array(AutograderResultSchema),
  comments: z.string().nullable(),
};

const QuestionBase = {
  id: z.number().int(),
  library: LibraryOutput,
  maxXp: z.number().int(),
  blocking: z.boolean(),
  content: z.string(),
  ...AnswerFields,
};

const StudentTestcase = z.object({
  program: z.string(),
  answer: z.string(),
  score: z.number(),
  type: z.enum(['public', 'opaque']),
});
const StaffTestcase = StudentTestcase.extend({ type: z.enum(['public', 'opaque', 'secret']) });
export type TestcaseOutput = z.infer<typeof StaffTestcase>;

export const McqChoiceOutput = z.object({
  id: z.number().int(),
  content: z.string(),
  hint: z.string().nullable(),
});

/** An entry handed to the voter: its code and the voter's score (null until scored). */
export const ContestEntry = z.object({
  submission_id: z.number().int(),
  answer: z.object({ code: z.string() }),
  score: z.number().int().nullable(),
});
export type ContestEntry = z.infer<typeof ContestEntry>;
const LeaderboardEntry = z.object({
  submission_id: z.number().int(),
  answer: z.object({ code: z.string() }),
  student_name: z.string().nullable(),
  rank: z.number().int(),
  final_score: z.number(),
});

function questionSchemas<T extends z.ZodTypeAny>(testcase: T, staff: boolean) {
  // Students get `solution` only when the problem says to show it; the server leaves it out otherwise.
  const extra = staff
    ? { graderLibrary: LibraryOutput, showSolution: z.boolean() }
    : ({} as Record<string, never>);
  const programming = z.object({
    ...QuestionBase,
    ...extra,
    type: z.literal('programming'),
    prepend: z.string(),
    solutionTemplate: z.string(),
    postpend: z.string(),
    testcases: z.array(testcase),
    solution: z.string().optional(),
  });
  return z.discriminatedUnion('type', [
    staff ? programming : programming.overwrite(withSecretResultsCut),
    z.object({
      ...QuestionBase,
      ...extra,
      type: z.literal('mcq'),
      choices: z.array(McqChoiceOutput),
      /** The id of the correct choice. */
      solution: z.number().int().optional(),
    }),
    z.object({
      ...QuestionBase,
      ...extra,
      type: z.literal('voting'),
      prepend: z.string(),
      solutionTemplate: z.string(),
      contestEntries: z.array(ContestEntry),
      scoreLeaderboard: z.array(LeaderboardEntry),
      popularVoteLeaderboard: z.array(LeaderboardEntry),
    }),
  ]);
}

/**
 * A student's programming question: results follow the testcases (public, opaque, secret) and a
 * student is shown no secret ones, so every result past the shown testcases is a secret one's,
 * and is cut to its verdict here, whatever the server put in it.
 */
function withSecretResultsCut<
  Q extends { testcases: unknown[]; autogradingResults: AutograderResultOutput[] },
>(question: Q): Q {
  const shown = question.testcases.length;
  return {
    ...question,
    autogradingResults: question.autogradingResults.map((result, index) =>
      index < shown ? result : secretVerdict(result),
    ),
  };
}

export const StudentQuestion = questionSchemas(StudentTestcase, false);
export type StudentQuestion = z.infer<typeof StudentQuestion>;
export const StaffQuestion = questionSchemas(StaffTestcase, true);
export type StaffQuestion = z.infer<typeof StaffQuestion>;
/** What the web app reads: either scope (the staff one is a superset). */
export type Question = StudentQuestion | StaffQuestion;

const AssessmentBase = {
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  type: z.string(),
  story: z.string().nullable(),
  number: z.string(),
  reading: z.string().nullable(),
  longSummary: z.string().nullable(),
  hasTokenCounter: z.boolean(),
  missionPDF: z.string().nullable(),
  isMinigame: z.boolean(),
  isAutosaveEnabled: z.boolean(),
};

export const StudentAssessment = z.object({ ...AssessmentBase, questions: z.array(StudentQuestion) });
export type StudentAssessment = z.infer<typeof StudentAssessment>;
export const StaffAssessment = z.object({ ...AssessmentBase, questions: z.array(StaffQuestion) });
export type StaffAssessment = z.infer<typeof StaffAssessment>;
/**
 * What the web app parses: either scope. The staff schema first (it names more keys, which the
 * student one would strip); a student's payload lacks the staff fields and falls to the second.
 */
export const AssessmentResponse = z.union([StaffAssessment, StudentAssessment]);
export type Assessment = StudentAssessment | StaffAssessment;

// ---------- requests ----------

export const AssessmentParams = z.object({ courseId: IdParam, assessmentId: IdParam });
export const QuestionParams = z.object({ courseId: IdParam, questionId: IdParam });
/** GET admin/users/{courseRegId}/assessments/{assessmentId}: one member's assessment, for staff. */
export const MemberAssessmentParams = z.object({
  courseId: IdParam,
  courseRegId: IdParam,
  assessmentId: IdParam,
});

export const UnlockRequest = z.object({ password: z.string().max(1000) });

export const VoteInput = z.object({ submission_id: z.number().int(), score: z.number().int().nullable() });

/** A code string (programming), a choice id (mcq) or votes (voting). */
export const SaveAnswerRequest = z.object({
  answer: z.union([
    z.string().max(MAX_ANSWER_CODE_CHARS, `Answers are limited to ${MAX_ANSWER_CODE_CHARS} characters`),
    z.number().int().min(0),
    z.array(VoteInput).max(1000),
  ]),
  /**
   * When the edit being saved was made, by the saving client's clock (ADR 3). A save of an edit
   * older than the one stored is refused with 409; a save without it replaces whatever is stored.
   */
  editedAt: z.iso.datetime({ offset: true }).optional(),
});
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequest>;

/**
 * POST .../question/{qid}/answerLastModified: has the saved answer changed since this time? Null
 * is "never saved": the reference web client sends the question's `lastModifiedAt` as it got it,
 * null before the first save.
 */
export const AnswerLastModifiedRequest = z.object({
  lastModifiedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const AnswerLastModifiedResponse = z.object({ lastModified: z.boolean() });
export type AnswerLastModifiedResponse = z.infer<typeof AnswerLastModifiedResponse>;

/** POST admin/assessments/{aid}: every field optional, the two dates only together. */
export const UpdateAssessmentRequest = z
  .object({
    openAt: z.iso.datetime({ offset: true }),
    closeAt: z.iso.datetime({ offset: true }),
    isPublished: z.boolean(),
    maxTeamSize: z.number().int().min(1).max(100),
    hasTokenCounter: z.boolean(),
    hasVotingFeatures: z.boolean(),
    isAutosaveEnabled: z.boolean(),
    assignEntriesForVoting: z.boolean(),
  })
  .partial()
  .refine((b) => (b.openAt === undefined) === (b.closeAt === undefined), {
    message: 'openAt and closeAt must be given together',
    path: ['closeAt'],
  });
export type UpdateAssessmentRequest = z.infer<typeof UpdateAssessmentRequest>;

/** The multipart text fields of POST admin/assessments (the file is the `assessment` part). */
export const UploadAssessmentFields = z.object({
  forceUpdate: z.enum(['true', 'false']).default('false'),
  assessmentConfigId: z.coerce.number().int().positive(),
});

// ---------- notifications ----------

export const NotificationOutput = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  assessment_id: z.number().int(),
  submission_id: z.number().int().nullable(),
  assessment: z.object({ type: z.string(), title: z.string() }),
});
export type NotificationOutput = z.infer<typeof NotificationOutput>;
export const NotificationsResponse = z.array(NotificationOutput);

export const AcknowledgeNotificationsRequest = z.object({
  notificationIds: z.array(z.number().int().positive()).max(10_000),
});
