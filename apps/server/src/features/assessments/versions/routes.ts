import { NameVersionRequest, QuestionParams, SaveVersionRequest, VersionParams } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../../auth/guard';
import { type AppDeps, OK } from '../../../http/deps';
import { parseInput } from '../../../http/errors';
import { createVersionService } from './version-service';

const PREFIX = '/v2/courses/:courseId/assessments/question/:questionId/versions';

/**
 * The version history of the caller's answer to a question (api-reference-routes 1.3), open to
 * every member of the course; the service finds the caller's own answer.
 */
export const versionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const member = { preHandler: guards.requireCourseRole('student') };
  const memberWrite = { ...member, config: { leavesReadCachesValid: true } };
  const versions = createVersionService(db);

  app.get(PREFIX, member, async (request) => {
    const { questionId } = parseInput(QuestionParams, request.params);
    return versions.list(currentCourseReg(request), questionId);
  });

  app.get(`${PREFIX}/:versionId`, member, async (request) => {
    const { questionId, versionId } = parseInput(VersionParams, request.params);
    return versions.get(currentCourseReg(request), questionId, versionId);
  });

  app.post(`${PREFIX}/save`, memberWrite, async (request) => {
    const { questionId } = parseInput(QuestionParams, request.params);
    const { content } = parseInput(SaveVersionRequest, request.body);
    return versions.save(currentCourseReg(request), questionId, content, now());
  });

  app.put(`${PREFIX}/:versionId/name`, memberWrite, async (request) => {
    const { questionId, versionId } = parseInput(VersionParams, request.params);
    const { name } = parseInput(NameVersionRequest, request.body);
    await versions.name(currentCourseReg(request), questionId, versionId, name);
    return OK;
  });
};
