import {
  AnswerLastModifiedRequest,
  AssessmentParams,
  CourseRegParams,
  MemberAssessmentParams,
  QuestionParams,
  SaveAnswerRequest,
  UnlockRequest,
} from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import { assessmentPasswordKey } from '../../auth/guess-limits';
import { type AppDeps, OK } from '../../http/deps';
import { HttpError, notFound, parseInput } from '../../http/errors';
import { createAnswerService, INVALID_ANSWER } from './answer-service';
import { findCourseReg } from './member-queries';
import { createOverviewLister } from './overviews';
import { INVALID_PASSWORD, showAssessment, showMemberAssessment, unlockAssessment } from './show-service';
import { submitAssessment } from './submit-service';

const PREFIX = '/v2/courses/:courseId/assessments';

const isWrongPassword = (error: unknown) => error instanceof HttpError && error.message === INVALID_PASSWORD;

/**
 * The learner's assessment routes (api-reference-routes 1.3), open to every member of the course;
 * what each role may see and do is decided in the services.
 */
export const assessmentRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, guards, guessLimits, now },
) => {
  const member = { preHandler: guards.requireCourseRole('student') };
  const staff = { preHandler: guards.requireCourseRole('staff') };
  // Saving an answer changes nothing the per-process read caches hold (users, courses,
  // registrations, types), so the busiest write of the platform does not empty them.
  const memberWrite = { ...member, config: { leavesReadCachesValid: true } };
  const listOverviewsJson = createOverviewLister(db);
  const answers = createAnswerService(db);

  app.get(PREFIX, member, async (request, reply) => {
    const json = await listOverviewsJson(currentCourseReg(request));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  // Staff see a member's listing as that member sees it (api-reference-routes 1.5), for example on
  // the achievements dashboard, whose assessment achievements are built from it.
  app.get('/v2/courses/:courseId/admin/users/:courseRegId/assessments', staff, async (request, reply) => {
    const { courseId, courseRegId } = parseInput(CourseRegParams, request.params);
    const reg = await findCourseReg(db, courseId, courseRegId);
    if (!reg) throw notFound('User not found');
    return reply.type('application/json; charset=utf-8').send(await listOverviewsJson(reg));
  });

  app.get(
    '/v2/courses/:courseId/admin/users/:courseRegId/assessments/:assessmentId',
    staff,
    async (request) => {
      const { courseId, courseRegId, assessmentId } = parseInput(MemberAssessmentParams, request.params);
      const reg = await findCourseReg(db, courseId, courseRegId);
      if (!reg) throw notFound('User not found');
      return showMemberAssessment(db, reg, assessmentId, now());
    },
  );

  app.get(`${PREFIX}/:assessmentId`, member, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    return showAssessment(db, currentCourseReg(request), assessmentId, now());
  });

  app.post(`${PREFIX}/:assessmentId/unlock`, member, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    const { password } = parseInput(UnlockRequest, request.body);
    const reg = currentCourseReg(request);
    // Wrong passwords are limited per user and assessment, so they cannot be guessed at speed.
    const guesses = assessmentPasswordKey(reg.userId, assessmentId);
    return guessLimits.assessmentPassword.attempt(request, guesses, isWrongPassword, () =>
      unlockAssessment(db, reg, assessmentId, password, now()),
    );
  });

  app.post(`${PREFIX}/:assessmentId/submit`, member, async (request) => {
    const { assessmentId } = parseInput(AssessmentParams, request.params);
    await submitAssessment(db, currentCourseReg(request), assessmentId, now());
    return OK;
  });

  app.post(`${PREFIX}/question/:questionId/answer`, memberWrite, async (request) => {
    const { questionId } = parseInput(QuestionParams, request.params);
    const { answer, editedAt } = parseInput(SaveAnswerRequest, request.body, INVALID_ANSWER);
    const edited = editedAt === undefined ? undefined : new Date(editedAt);
    await answers.saveAnswer(currentCourseReg(request), questionId, answer, now(), edited);
    return OK;
  });

  app.post(`${PREFIX}/question/:questionId/answerLastModified`, memberWrite, async (request) => {
    const { questionId } = parseInput(QuestionParams, request.params);
    const { lastModifiedAt } = parseInput(AnswerLastModifiedRequest, request.body, INVALID_ANSWER);
    return answers.answerLastModified(currentCourseReg(request), questionId, lastModifiedAt, now());
  });
};
