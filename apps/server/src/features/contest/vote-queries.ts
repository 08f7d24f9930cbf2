import type { ContestEntry } from '@sa/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { answers, questions, submissionVotes } from '../../db/schema';

/** The entries a voter was handed for a voting question, in the order they were handed out. */
export async function listAssignedSubmissionIds(
  executor: Executor,
  voterId: number,
  questionId: number,
): Promise<number[]> {
  const rows = await executor
    .select({ submissionId: submissionVotes.submissionId })
    .from(submissionVotes)
    .where(and(eq(submissionVotes.voterId, voterId), eq(submissionVotes.questionId, questionId)))
    .orderBy(asc(submissionVotes.id));
  return rows.map((r) => r.submissionId);
}

/**
 * Sets the voter's scores: all of them are reset to null first, then each given one is set, as
 * the reference does, in one statement.
 */
export async function setVoteScores(
  executor: Executor,
  voterId: number,
  questionId: number,
  votes: readonly { submission_id: number; score: number | null }[],
): Promise<void> {
  await executor.execute(sql`
    update ${submissionVotes} as v
    set score = (select given.score
        from jsonb_to_recordset(${JSON.stringify(votes)}::jsonb) as given(submission_id bigint, score int)
        where given.submission_id = v.submission_id limit 1),
      updated_at = now()
    where v.voter_id = ${voterId} and v.question_id = ${questionId}`);
}

/**
 * The voter's entries per voting question, with the code of each entry (its answer to the
 * contest's question) and the voter's score.
 */
export async function listContestEntries(
  executor: Executor,
  voterId: number,
  questionIds: readonly number[],
): Promise<Map<number, ContestEntry[]>> {
  const byQuestion = new Map<number, ContestEntry[]>();
  if (questionIds.length === 0) return byQuestion;
  const code = sql<string | null>`(select a.answer ->> 'code' from ${answers} a
    join ${questions} q on q.id = a.question_id
    where a.submission_id = submission_votes.submission_id
    order by q.display_order limit 1)`;
  const rows = await executor
    .select({
      questionId: submissionVotes.questionId,
      submissionId: submissionVotes.submissionId,
      score: submissionVotes.score,
      code,
    })
    .from(submissionVotes)
    .where(and(eq(submissionVotes.voterId, voterId), inArray(submissionVotes.questionId, [...questionIds])))
    .orderBy(asc(submissionVotes.id));
  for (const row of rows) {
    const list = byQuestion.get(row.questionId) ?? [];
    list.push({ submission_id: row.submissionId, answer: { code: row.code ?? '' }, score: row.score });
    byQuestion.set(row.questionId, list);
  }
  return byQuestion;
}
