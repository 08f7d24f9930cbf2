import { type LatestVersion, MAX_UNNAMED_VERSIONS } from '@sa/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { answers, answerVersions } from '../../../db/schema';

/** The newest version of an answer (the one a new save may collapse into). */
export async function findLatestVersion(
  executor: Executor,
  answerId: number,
): Promise<LatestVersion | undefined> {
  const [row] = await executor
    .select({
      id: answerVersions.id,
      name: answerVersions.name,
      content: answerVersions.content,
      savedById: answerVersions.savedById,
      insertedAt: answerVersions.insertedAt,
    })
    .from(answerVersions)
    .where(eq(answerVersions.answerId, answerId))
    .orderBy(desc(answerVersions.insertedAt), desc(answerVersions.id))
    .limit(1);
  return row;
}

/** Replaces an unnamed version's content; false when it was named or deleted meanwhile. */
export async function replaceVersionContent(
  executor: Executor,
  input: { id: number; content: string; at: Date },
): Promise<boolean> {
  const rows = await executor
    .update(answerVersions)
    .set({ content: input.content, updatedAt: input.at })
    .where(and(eq(answerVersions.id, input.id), sql`${answerVersions.name} is null`))
    .returning({ id: answerVersions.id });
  return rows.length > 0;
}

const AddedResult = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/**
 * Adds a version and, in the same statement, deletes the unnamed versions of the answer beyond
 * the newest MAX_UNNAMED_VERSIONS (the new one counted): the bound on what an answer keeps.
 */
export async function insertVersion(
  executor: Executor,
  input: { answerId: number; content: string; savedById: number; at: Date },
): Promise<number> {
  const at = input.at.toISOString();
  const result = await executor.execute(sql`
    with added as (
      insert into ${answerVersions} (answer_id, content, saved_by_id, inserted_at, updated_at)
      values (${input.answerId}, ${input.content}, ${input.savedById}, ${at}::timestamptz, ${at}::timestamptz)
      returning id
    ), pruned as (
      delete from ${answerVersions} where id in (
        select id from ${answerVersions}
        where answer_id = ${input.answerId} and name is null
        order by inserted_at desc, id desc
        offset ${MAX_UNNAMED_VERSIONS - 1}
      )
    )
    select id from added`);
  const [row] = AddedResult.parse(result).rows;
  if (!row) throw new Error('A new version has no id');
  return row.id;
}

/** The answer to the question in the submission, if one was saved. */
export async function findAnswerId(
  executor: Executor,
  submissionId: number,
  questionId: number,
): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: answers.id })
    .from(answers)
    .where(and(eq(answers.submissionId, submissionId), eq(answers.questionId, questionId)));
  return row?.id;
}

const summary = {
  id: answerVersions.id,
  name: answerVersions.name,
  insertedAt: answerVersions.insertedAt,
  updatedAt: answerVersions.updatedAt,
};

/** An answer's versions, newest first. */
export function listVersions(executor: Executor, answerId: number) {
  return executor
    .select(summary)
    .from(answerVersions)
    .where(eq(answerVersions.answerId, answerId))
    .orderBy(desc(answerVersions.insertedAt), desc(answerVersions.id));
}

/** One version of the answer; undefined when the id is another answer's. */
export async function findVersion(executor: Executor, answerId: number, versionId: number) {
  const [row] = await executor
    .select({ ...summary, answerId: answerVersions.answerId, content: answerVersions.content })
    .from(answerVersions)
    .where(and(eq(answerVersions.id, versionId), eq(answerVersions.answerId, answerId)));
  return row;
}

/** Names (or with null, unnames) one version of the answer; false when it is not the answer's. */
export async function nameVersion(
  executor: Executor,
  input: { answerId: number; versionId: number; name: string | null },
): Promise<boolean> {
  const rows = await executor
    .update(answerVersions)
    // updated_at stays when its content was last saved: a name is not an edit.
    .set({ name: input.name, updatedAt: sql`${answerVersions.updatedAt}` })
    .where(and(eq(answerVersions.id, input.versionId), eq(answerVersions.answerId, input.answerId)))
    .returning({ id: answerVersions.id });
  return rows.length > 0;
}
