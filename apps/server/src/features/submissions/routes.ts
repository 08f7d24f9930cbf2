import { AssessmentParams } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { SubmissionParams } from './params';
import { publishAll, setSubmissionPublished, unpublishAll } from './publish-service';
import { unsubmitSubmission } from './unsubmit-service';

const PREFIX = '/v2/courses/:courseId/admin/grading';

/**
 * The submission lifecycle routes of grading (api-reference-routes 1.5 and 1.6): unsubmit and
 * publishing for staff (who may act on which submission is decided in the services), publishing
 * a whole assessment for admins.
 */
export const submissionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const staff = { preHandler: guards.requireCourseRole('staff') };
  const admin = { preHandler: guards.requireCourseRole('admin') };

  app.post(`${PREFIX}/:submissionId/unsubmit`, staff, async (request) => {
    const { submissionId } = parseInput(SubmissionParams, request.params);
    await unsubmitSubmission(db, currentCourseReg(request), submissionId, now());
    return OK;
  });

  for (const [action, publish] of [
    ['publish_grades', true],
    ['unpublish_grades', false],
  ] as const) {
    app.post(`${PREFIX}/:submissionId/${action}`, staff, async (request) => {
      const { submissionId } = parseInput(SubmissionParams, request.params);
      await setSubmissionPublished(db, currentCourseReg(request), submissionId, publish, now());
      return OK;
    });
  }

  app.post(`${PREFIX}/:assessmentId/publish_all_grades`, admin, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    await publishAll(db, currentCourseReg(request), assessmentId, now());
    return OK;
  });

  app.post(`${PREFIX}/:assessmentId/unpublish_all_grades`, admin, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    await unpublishAll(db, currentCourseReg(request), assessmentId);
    return OK;
  });
};
