import { type StoredAnswer, SUBMISSION_STATUSES, type SubmissionStatus } from '@sa/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { answers, assessments, questions, submissions } from '../../db/schema';
import { isCallersSubmission, teamOfMember } from '../teams/owner-sql';
import { ownerCondition, type SubmissionOwner } from '../teams/submission-owner';

/** The statements every save runs, prepared once per database (planned once per connection). */
export function prepareAnswerQueries(db: Database) {
  /**
   * Everything a save needs to decide, in one statement: the question's type (and, for mcq, its
   * choice ids, not the whole question document), its assessment's window, how many questions the
   * assessment has, the caller's team in it (if any), and the caller's submission (their own or
   * their team's) with how many of them it has answered.
   */
  const context = db
    .select({
      questionId: questions.id,
      questionType: questions.type,
      choiceIds: sql<number[] | null>`case when ${questions.type} = 'mcq'
        then jsonb_path_query_array(${questions.question}, '$.data.choices[*].choiceId') end`,
      assessmentId: assessments.id,
      courseId: assessments.courseId,
      isPublished: assessments.isPublished,
      openAt: assessments.openAt,
      closeAt: assessments.closeAt,
      maxTeamSize: assessments.maxTeamSize,
      teamId: teamOfMember(assessments.id, sql.placeholder('courseRegId')),
      questionCount: sql<number>`(select count(*)::int from ${questions} as sibling
        where sibling.assessment_id = ${assessments.id})`,
      submissionId: submissions.id,
      submissionStatus: submissions.status,
      answeredCount: sql<number>`(select count(*)::int from ${answers} as given
        where given.submission_id = ${submissions.id})`,
    })
    .from(questions)
    .innerJoin(assessments, eq(assessments.id, questions.assessmentId))
    .leftJoin(
      submissions,
      and(
        eq(submissions.assessmentId, assessments.id),
        isCallersSubmission(submissions, sql.placeholder('courseRegId')),
      ),
    )
    .where(eq(questions.id, sql.placeholder('questionId')))
    .prepare('assessments_answer_context');

  const answerCount = db
    .select({ n: count() })
    .from(answers)
    .where(eq(answers.submissionId, sql.placeholder('submissionId')))
    .prepare('assessments_answer_count');

  return {
    async context(questionId: number, courseRegId: number) {
      const [row] = await context.execute({ questionId, courseRegId });
      return row;
    },
    async countAnswers(submissionId: number): Promise<number> {
      const [row] = await answerCount.execute({ submissionId });
      return row?.n ?? 0;
    },
  };
}

export type AnswerQueries = ReturnType<typeof prepareAnswerQueries>;
export type AnswerContext = NonNullable<Awaited<ReturnType<AnswerQueries['context']>>>;

const SavedRow = z.object({
  submission_id: z.coerce.number(),
  status: z.enum(SUBMISSION_STATUSES),
  saved: z.boolean(),
  writable: z.boolean(),
  answer_id: z.coerce.number().nullable(),
  replaced: z.boolean(),
  replayed: z.boolean(),
});
const SavedResult = z.object({ rows: z.array(SavedRow) });

export interface SaveResult {
  submissionId: number;
  /** The submission's status when the answer was saved. */
  status: SubmissionStatus;
  /** False when the submission was already submitted and `intoSubmitted` was not allowed, or stale. */
  saved: boolean;
  /** False when the submission was submitted and `intoSubmitted` was not allowed. */
  writable: boolean;
  /** The saved answer's id (null when not saved). */
  answerId: number | null;
  /**
   * The question had an answer already (as the statement's snapshot shows it; an answer saved
   * meanwhile by a concurrent request reads as none, which only costs a recount).
   */
  replaced: boolean;
  /**
   * Nothing was written because the stored answer is this very save (the same answer and the same
   * `editedAt`): a client's retry after a lost response. It adds no version and keeps the stored
   * times, so another device's `answerLastModified` sees no change that is not one.
   */
  replayed: boolean;
}

/**
 * Saves one answer in one statement: locks the caller's submission (saves and the finalise of a
 * submission run one after the other, so the status checked is the one the answer is saved
 * under) and inserts or replaces the answer unless the submission is submitted and that is not
 * allowed. Undefined when the caller has no submission.
 *
 * Saves that say when their edit was made (`editedAt`) are applied in that order: the replacing
 * is conditional on the stored edit being no newer, decided on the row as it is when the
 * statement holds the lock, so of two racing saves the older edit never lands last. A save
 * without it replaces whatever is stored and clears the stored time (last write wins). A save that
 * repeats the stored one exactly (answer and `editedAt`) writes nothing and reports `replayed`; seen
 * from the statement's snapshot, so one racing its own first send may read as stale (409) instead.
 *
 * It does not count the answers: a statement that waited for the lock still reads other rows as
 * they were when it began, so it could miss an answer committed meanwhile.
 */
export async function saveIntoSubmission(
  executor: Executor,
  input: {
    assessmentId: number;
    owner: SubmissionOwner;
    questionId: number;
    answer: StoredAnswer;
    at: Date;
    intoSubmitted: boolean;
    editedAt?: Date;
  },
): Promise<SaveResult | undefined> {
  const editedAt = input.editedAt?.toISOString() ?? null;
  const answerJson = JSON.stringify(input.answer);
  const result = await executor.execute(sql`
    with locked as (
      select id, status from ${submissions}
      where assessment_id = ${input.assessmentId} and ${ownerCondition(input.owner)}
      for no key update
    ), saved as (
      insert into ${answers} as a (submission_id, question_id, answer, last_modified_at, edited_at)
      select id, ${input.questionId}, ${answerJson}::jsonb,
        ${input.at.toISOString()}::timestamptz, ${editedAt}::timestamptz
      from locked where status <> 'submitted' or ${input.intoSubmitted}
      on conflict (submission_id, question_id) do update
        set answer = excluded.answer, last_modified_at = excluded.last_modified_at,
          edited_at = excluded.edited_at, updated_at = now()
        where (excluded.edited_at is null or a.edited_at is null or a.edited_at <= excluded.edited_at)
          and not coalesce(a.edited_at = excluded.edited_at and a.answer = excluded.answer, false)
      returning a.id
    )
    select locked.id as submission_id, locked.status, exists (select 1 from saved) as saved,
      (locked.status <> 'submitted' or ${input.intoSubmitted}) as writable,
      (select id from saved) as answer_id,
      exists (select 1 from ${answers} earlier
        where earlier.submission_id = locked.id and earlier.question_id = ${input.questionId}) as replaced,
      (not exists (select 1 from saved) and exists (select 1 from ${answers} same
        where same.submission_id = locked.id and same.question_id = ${input.questionId}
          and same.edited_at = ${editedAt}::timestamptz
          and same.answer = ${answerJson}::jsonb)) as replayed
    from locked`);
  const [row] = SavedResult.parse(result).rows;
  return (
    row && {
      submissionId: row.submission_id,
      status: row.status,
      saved: row.saved,
      writable: row.writable,
      answerId: row.answer_id,
      replaced: row.replaced,
      replayed: row.replayed,
    }
  );
}

/** When the owner's answer to the question was last saved, or undefined if there is none. */
export async function findLastModifiedAt(
  executor: Executor,
  input: { assessmentId: number; owner: SubmissionOwner; questionId: number },
): Promise<Date | undefined> {
  const [row] = await executor
    .select({ at: answers.lastModifiedAt })
    .from(answers)
    .innerJoin(submissions, eq(submissions.id, answers.submissionId))
    .where(
      and(
        eq(submissions.assessmentId, input.assessmentId),
        'teamId' in input.owner
          ? eq(submissions.teamId, input.owner.teamId)
          : eq(submissions.studentId, input.owner.studentId),
        eq(answers.questionId, input.questionId),
      ),
    );
  return row?.at;
}
