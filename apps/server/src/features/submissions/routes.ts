import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { createRouter } from '../../http/route';
import { publishAll, setSubmissionPublished, unpublishAll } from './publish-service';
import { unsubmitSubmission } from './unsubmit-service';

const { submissions } = routes;

/**
 * The submission lifecycle routes of grading (api-reference-routes 1.5 and 1.6): unsubmit and
 * publishing for staff (who may act on which submission is decided in the services), publishing
 * a whole assessment for admins.
 */
export const submissionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const route = createRouter(app, guards);

  route(submissions.unsubmit, async ({ courseReg, params }) => {
    await unsubmitSubmission(db, courseReg, params.submissionId, now());
    return OK;
  });

  for (const [spec, publish] of [
    [submissions.publishGrades, true],
    [submissions.unpublishGrades, false],
  ] as const) {
    route(spec, async ({ courseReg, params }) => {
      await setSubmissionPublished(db, courseReg, params.submissionId, publish, now());
      return OK;
    });
  }

  route(submissions.publishAllGrades, async ({ courseReg, params }) => {
    await publishAll(db, courseReg, params.assessmentId, now());
    return OK;
  });

  route(submissions.unpublishAllGrades, async ({ courseReg, params }) => {
    await unpublishAll(db, courseReg, params.assessmentId);
    return OK;
  });
};
