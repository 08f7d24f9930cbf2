import { routes, USER_NOT_FOUND } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { assessmentPasswordKey } from '../../auth/guess-limits';
import { type AppDeps, OK } from '../../http/deps';
import { HttpError, notFound } from '../../http/errors';
import { createRouter, JsonText } from '../../http/route';
import { createAnswerService } from './answer-service';
import { findCourseReg } from './member-queries';
import { createOverviewLister } from './overviews';
import { INVALID_PASSWORD, showAssessment, showMemberAssessment, unlockAssessment } from './show-service';
import { submitAssessment } from './submit-service';

const { assessments } = routes;

const isWrongPassword = (error: unknown) => error instanceof HttpError && error.message === INVALID_PASSWORD;

/**
 * The learner's assessment routes (api-reference-routes 1.3), open to every member of the course,
 * and staff's view of a member's (1.5). What each role may do is decided in the services; what
 * each may see of an assessment is cut at the route, to the caller's own schema.
 */
export const assessmentRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, guards, guessLimits, now },
) => {
  const route = createRouter(app, guards);
  const listOverviewsJson = createOverviewLister(db);
  const answers = createAnswerService(db);

  /** The member whose listing or assessment staff ask for, in the caller's course. */
  const member = async (courseId: number, courseRegId: number) => {
    const reg = await findCourseReg(db, courseId, courseRegId);
    if (!reg) throw notFound(USER_NOT_FOUND);
    return reg;
  };

  // The listing serialises its own JSON from cached text (overviews.ts): on this hot path that
  // costs a fiftieth of building and serialising the objects.
  route(assessments.overviews, async ({ courseReg }) => new JsonText(await listOverviewsJson(courseReg)));

  // Staff see a member's listing as that member sees it, for example on the achievements
  // dashboard, whose assessment achievements are built from it.
  route(assessments.memberOverviews, async ({ params }) => {
    const reg = await member(params.courseId, params.courseRegId);
    return new JsonText(await listOverviewsJson(reg));
  });

  route(assessments.memberAssessment, async ({ params }) => {
    const reg = await member(params.courseId, params.courseRegId);
    return showMemberAssessment(db, reg, params.assessmentId, now());
  });

  route(assessments.show, ({ courseReg, params }) =>
    showAssessment(db, courseReg, params.assessmentId, now()),
  );

  route(assessments.unlock, ({ request, courseReg, params, body }) => {
    // Wrong passwords are limited per user and assessment, so they cannot be guessed at speed.
    const guesses = assessmentPasswordKey(courseReg.userId, params.assessmentId);
    return guessLimits.assessmentPassword.attempt(request, guesses, isWrongPassword, () =>
      unlockAssessment(db, courseReg, params.assessmentId, body.password, now()),
    );
  });

  route(assessments.submit, async ({ courseReg, params }) => {
    await submitAssessment(db, courseReg, params.assessmentId, now());
    return OK;
  });

  // Saving an answer changes nothing the per-process read caches hold (users, courses,
  // registrations, types), so the busiest write of the platform does not empty them.
  route(
    assessments.saveAnswer,
    async ({ courseReg, params, body }) => {
      const edited = body.editedAt === undefined ? undefined : new Date(body.editedAt);
      await answers.saveAnswer(courseReg, params.questionId, body.answer, now(), edited);
      return OK;
    },
    { leavesReadCachesValid: true },
  );

  route(
    assessments.answerLastModified,
    ({ courseReg, params, body }) =>
      answers.answerLastModified(courseReg, params.questionId, body.lastModifiedAt, now()),
    { leavesReadCachesValid: true },
  );
};
