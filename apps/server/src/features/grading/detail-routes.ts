import { SaveGradeRequest } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { forbidden, parseInput } from '../../http/errors';
import { SubmissionParams, SubmissionQuestionParams } from '../submissions/params';
import { getGradingDetail } from './detail-service';
import { saveGrade } from './save-service';

const PREFIX = '/v2/courses/:courseId/admin/grading';

/**
 * Grading one submission (api-reference-routes 1.5): its detail for staff, and saving a grade.
 * Saving admits students past the guard only to tell them 'Only staff can submit answers.', the
 * spec's text; the detail is staff-only (403 'Forbidden').
 */
export const gradingDetailRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards, now }) => {
  app.get(`${PREFIX}/:submissionId`, { preHandler: guards.requireCourseRole('staff') }, async (request) => {
    const { submissionId } = parseInput(SubmissionParams, request.params);
    return getGradingDetail(db, currentCourseReg(request), submissionId);
  });

  app.post(
    `${PREFIX}/:submissionId/:questionId`,
    { preHandler: guards.requireCourseRole('student') },
    async (request) => {
      const reg = currentCourseReg(request);
      if (reg.role === 'student') throw forbidden('Only staff can submit answers.');
      const { submissionId, questionId } = parseInput(SubmissionQuestionParams, request.params);
      const { grading } = parseInput(SaveGradeRequest, request.body, 'Missing parameter');
      await saveGrade(db, reg, { submissionId, questionId }, grading, now());
      return OK;
    },
  );
};
