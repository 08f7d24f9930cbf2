import { ONLY_STAFF_CAN_GRADE, routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { forbidden } from '../../http/errors';
import { createRouter } from '../../http/route';
import { getGradingDetail } from './detail-service';
import { saveGrade } from './save-service';

const { grading } = routes;

/**
 * Grading one submission (api-reference-routes 1.5): its detail for staff, and saving a grade.
 * Saving admits students past the guard only to tell them 'Only staff can submit answers.', the
 * spec's text; the detail is staff-only (403 'Forbidden').
 */
export const gradingDetailRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  const route = createRouter(app, guards);

  route(grading.detail, ({ courseReg, params }) => getGradingDetail(db, courseReg, params.submissionId));

  route(grading.saveGrade, async ({ courseReg, params, body }) => {
    if (courseReg.role === 'student') throw forbidden(ONLY_STAFF_CAN_GRADE);
    await saveGrade(db, courseReg, params, body.grading, now());
    return OK;
  });
};
