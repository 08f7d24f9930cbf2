import type { ContestEntryRef, StoredVotingQuestion, VoteAssignment } from '@sa/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  answers,
  assessments,
  courseRegistrations,
  questions,
  submissions,
  submissionVotes,
} from '../../db/schema';

/** A voting question of an assessment, with the contest it points to (if that exists in the course). */
export interface VotingQuestionRow {
  questionId: number;
  courseId: number;
  data: StoredVotingQuestion;
  contestAssessmentId: number | null;
  contestCloseAt: Date | null;
  /** Whether any entries are handed out for it (vote rows exist). */
  hasVotes: boolean;
}

/** Voting questions matching `where`, each joined to its contest by the contest's number. */
async function selectVotingQuestions(
  executor: Executor,
  where: SQL | undefined,
): Promise<VotingQuestionRow[]> {
  // Outer columns are named in full: Drizzle may render a column unqualified, which inside the
  // subquery would name the subquery's own table.
  const contest = sql`(select c.id, c.close_at from ${assessments} c
    where c.course_id = assessments.course_id
      and c.number = questions.question -> 'data' ->> 'contestNumber')`;
  const rows = await executor
    .select({
      questionId: questions.id,
      courseId: assessments.courseId,
      question: questions.question,
      contestAssessmentId: sql<string | null>`(select id from ${contest} as found)`,
      contestCloseAt: sql<string | null>`(select close_at from ${contest} as found)`,
      hasVotes: sql<boolean>`exists (select 1 from ${submissionVotes} v where v.question_id = questions.id)`,
    })
    .from(questions)
    .innerJoin(assessments, eq(assessments.id, questions.assessmentId))
    .where(and(eq(questions.type, 'voting'), where))
    .orderBy(asc(questions.displayOrder));
  return rows.flatMap((row) => {
    // The type column and the document's type always agree; this narrows the document.
    if (row.question.type !== 'voting') return [];
    return [
      {
        questionId: row.questionId,
        courseId: row.courseId,
        data: row.question.data,
        contestAssessmentId: row.contestAssessmentId === null ? null : Number(row.contestAssessmentId),
        contestCloseAt: row.contestCloseAt === null ? null : new Date(row.contestCloseAt),
        hasVotes: row.hasVotes,
      },
    ];
  });
}

/** The voting questions of an assessment, in display order. */
export function listVotingQuestions(executor: Executor, assessmentId: number): Promise<VotingQuestionRow[]> {
  return selectVotingQuestions(executor, eq(questions.assessmentId, assessmentId));
}

/** One voting question by id. */
export async function findVotingQuestion(
  executor: Executor,
  questionId: number,
): Promise<VotingQuestionRow | undefined> {
  const [row] = await selectVotingQuestions(executor, eq(questions.id, questionId));
  return row;
}

const ClaimedRow = z.object({ id: z.coerce.number() });

/**
 * One voting question that should have entries by now and has none (api-reference section 7, the
 * nightly run): its contest has closed and been dealt with by the closer (which may still submit
 * open attempts at the close, and those are entries too), its own assessment is still to close,
 * and no entries were handed out since the contest closed. Locked until the transaction ends;
 * SKIP LOCKED makes each question assigned by one process only.
 */
export async function claimUnassignedVotingQuestion(
  executor: Executor,
  now: Date,
): Promise<number | undefined> {
  const at = now.toISOString();
  const result = await executor.execute(sql`
    select q.id
    from ${questions} q
    join ${assessments} a on a.id = q.assessment_id
    join ${assessments} c on c.course_id = a.course_id and c.number = q.question -> 'data' ->> 'contestNumber'
    where q.type = 'voting'
      and a.close_at > ${at}::timestamptz
      and c.close_at <= ${at}::timestamptz
      and (not c.is_published or c.auto_closed_at >= c.close_at)
      and (q.entries_assigned_at is null or q.entries_assigned_at < c.close_at)
      and not exists (select 1 from ${submissionVotes} v where v.question_id = q.id)
    order by q.id
    limit 1
    for no key update of q skip locked`);
  const [row] = z.object({ rows: z.array(ClaimedRow) }).parse(result).rows;
  return row?.id;
}

const EntryRow = z.object({ submission_id: z.coerce.number(), student_id: z.coerce.number() });
const EntryResult = z.object({ rows: z.array(EntryRow) });

/**
 * The eligible entries of a contest (api-reference section 7): submitted submissions by students
 * whose answer to the contest's question (its first one; the reference expects only one) contains
 * `return`, in submission id order.
 */
export async function listEligibleEntries(
  executor: Executor,
  contestAssessmentId: number,
): Promise<ContestEntryRef[]> {
  const result = await executor.execute(sql`
    select s.id as submission_id, s.student_id
    from submissions s
    join ${courseRegistrations} r on r.id = s.student_id and r.role = 'student'
    join answers a on a.submission_id = s.id and a.question_id = (
      select q.id from ${questions} q where q.assessment_id = ${contestAssessmentId}
      order by q.display_order limit 1)
    where s.assessment_id = ${contestAssessmentId} and s.status = 'submitted'
      and strpos(coalesce(a.answer ->> 'code', ''), 'return') > 0
    order by s.id`);
  return EntryResult.parse(result).rows.map((r) => ({
    submissionId: r.submission_id,
    studentId: r.student_id,
  }));
}

/** The course's students, who are the voters. */
export async function listStudentVoters(executor: Executor, courseId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.role, 'student')))
    .orderBy(asc(courseRegistrations.id));
  return rows.map((r) => r.id);
}

/**
 * Replaces a voting question's votes by fresh, unscored ones. The old votes go first, then the
 * voters' answers to the question (`{completed:true}` said they had scored entries they no longer
 * hold), and each submission that lost one takes the status the answer count gives it, as the
 * reference's status rule has it: back to 'attempting'. A finalised one is handed back too (the
 * reference deletes these submissions outright), without its bonus, so its author can score the
 * new entries and finalise again.
 */
export async function replaceVotes(
  executor: Executor,
  questionId: number,
  assignments: readonly VoteAssignment[],
  now: Date,
): Promise<void> {
  await executor.delete(submissionVotes).where(eq(submissionVotes.questionId, questionId));
  await clearVotingAnswers(executor, questionId);
  // Touching the question moves the course's listing version, so cached overviews pick up
  // isVotingPublished.
  await executor
    .update(questions)
    .set({ updatedAt: new Date(), entriesAssignedAt: now })
    .where(eq(questions.id, questionId));
  if (assignments.length === 0) return;
  await executor
    .insert(submissionVotes)
    .values(
      assignments.map((a) => ({ voterId: a.voterId, submissionId: a.submissionId, questionId, score: null })),
    );
}

async function clearVotingAnswers(executor: Executor, questionId: number): Promise<void> {
  const cleared = await executor
    .delete(answers)
    .where(eq(answers.questionId, questionId))
    .returning({ submissionId: answers.submissionId });
  const submissionIds = [...new Set(cleared.map((row) => row.submissionId))];
  if (submissionIds.length === 0) return;
  await executor
    .update(submissions)
    .set({
      status: sql`case
        when (select count(*) from ${answers} a where a.submission_id = submissions.id)
           >= (select count(*) from ${questions} q where q.assessment_id = submissions.assessment_id)
        then 'attempted'::submission_status else 'attempting'::submission_status end`,
      submittedAt: null,
      xpBonus: 0,
      isGradingPublished: false,
      updatedAt: new Date(),
    })
    .where(inArray(submissions.id, submissionIds));
}
