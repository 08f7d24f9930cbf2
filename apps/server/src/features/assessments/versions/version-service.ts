import {
  NO_ANSWER_YET,
  PROGRAMMING_ONLY,
  VERSION_NOT_FOUND,
  type VersionResponse,
  type VersionSummary,
} from '@sa/contracts';
import type { CourseReg } from '../../../auth/guard';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { type AnswerQueries, prepareAnswerQueries } from '../answer-queries';
import { assertMayWrite, findQuestion } from '../answer-service';
import { findAnswerId, findVersion, insertVersion, listVersions, nameVersion } from './version-queries';

/**
 * Answer version history (issue 16, api-reference-routes 1.3). Versions hang off the answer, so
 * they are the caller's own (or, on a team assessment, the team's shared answer's): every route
 * finds the caller's answer to the question first, and a version id of any other answer is
 * 'Version not found'. Staff, like the reference, see the versions of their own answers.
 */

const summaryJson = (row: { id: number; name: string | null; insertedAt: Date; updatedAt: Date }) => ({
  id: row.id,
  name: row.name,
  inserted_at: row.insertedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The question as the caller may see it, and the caller's answer to it if one was saved. */
async function callerAnswerId(db: Database, queries: AnswerQueries, reg: CourseReg, questionId: number) {
  const context = await findQuestion(queries, reg, questionId);
  const answerId =
    context.submissionId === null ? undefined : await findAnswerId(db, context.submissionId, questionId);
  return { context, answerId };
}

/** The version routes' operations over one database. */
export function createVersionService(db: Database) {
  const queries = prepareAnswerQueries(db);

  async function versionOf(reg: CourseReg, questionId: number, versionId: number): Promise<VersionResponse> {
    const { answerId } = await callerAnswerId(db, queries, reg, questionId);
    const row = answerId === undefined ? undefined : await findVersion(db, answerId, versionId);
    if (!row) throw notFound(VERSION_NOT_FOUND);
    return { ...summaryJson(row), answer_id: row.answerId, content: row.content };
  }

  return {
    async list(reg: CourseReg, questionId: number): Promise<VersionSummary[]> {
      const { answerId } = await callerAnswerId(db, queries, reg, questionId);
      if (answerId === undefined) return [];
      return (await listVersions(db, answerId)).map(summaryJson);
    },

    get: versionOf,

    /**
     * Keeps `content` as a version of the caller's answer without changing the answer (saving
     * the answer is POST .../answer, which keeps a version too). It follows the saving rules and
     * always adds a version: asked for explicitly, it is never collapsed into another.
     */
    async save(reg: CourseReg, questionId: number, content: string, now: Date): Promise<VersionResponse> {
      const { context, answerId } = await callerAnswerId(db, queries, reg, questionId);
      if (context.questionType !== 'programming') throw badRequest(PROGRAMMING_ONLY);
      assertMayWrite(reg, context, now);
      if (answerId === undefined) throw badRequest(NO_ANSWER_YET);
      const id = await insertVersion(db, { answerId, content, savedById: reg.id, at: now });
      return versionOf(reg, questionId, id);
    },

    async name(reg: CourseReg, questionId: number, versionId: number, name: string | null): Promise<void> {
      const { answerId } = await callerAnswerId(db, queries, reg, questionId);
      const trimmed = name?.trim() ?? '';
      const named =
        answerId !== undefined &&
        (await nameVersion(db, { answerId, versionId, name: trimmed === '' ? null : trimmed }));
      if (!named) throw notFound(VERSION_NOT_FOUND);
    },
  };
}
