import type { ContestEntryRef, StoredVotingQuestion, VoteAssignment } from '@sa/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { assessments, courseRegistrations, questions, submissionVotes } from '../../db/schema';

/** A voting question of an assessment, with the contest it points to (if that exists in the course). */
export interface VotingQuestionRow {
  questionId: number;
  courseId: number;
  data: StoredVotingQuestion;
  contestAssessmentId: number | null;
  contestCloseAt: Date | null;
}

/** The voting questions of an assessment, each joined to its contest by the contest's number. */
export async function listVotingQuestions(
  executor: Executor,
  assessmentId: number,
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
    })
    .from(questions)
    .innerJoin(assessments, eq(assessments.id, questions.assessmentId))
    .where(and(eq(questions.assessmentId, assessmentId), eq(questions.type, 'voting')))
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
      },
    ];
  });
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

/** Replaces a voting question's votes by fresh, unscored ones. */
export async function replaceVotes(
  executor: Executor,
  questionId: number,
  assignments: readonly VoteAssignment[],
): Promise<void> {
  await executor.delete(submissionVotes).where(eq(submissionVotes.questionId, questionId));
  // Touching the question moves the course's listing version, so cached overviews pick up
  // isVotingPublished.
  await executor.update(questions).set({ updatedAt: new Date() }).where(eq(questions.id, questionId));
  if (assignments.length === 0) return;
  await executor
    .insert(submissionVotes)
    .values(
      assignments.map((a) => ({ voterId: a.voterId, submissionId: a.submissionId, questionId, score: null })),
    );
}
