import { CreateCourseRequest, ResearchAgreementRequest } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg, currentUser } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { setResearchAgreement } from './queries';
import { createCourse, getCourseConfig } from './service';

/** Course creation and the member-facing course routes (api-reference-routes 1.2). */
export const courseRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  app.post('/v2/config/create', { preHandler: guards.authenticate }, async (request) => {
    const user = currentUser(request);
    const input = parseInput(CreateCourseRequest, request.body);
    const course = await createCourse(db, user, input);
    request.log.info({ courseId: course.id, userId: user.id }, 'course created');
    return OK;
  });

  app.get(
    '/v2/courses/:courseId/config',
    { preHandler: guards.requireCourseRole('student') },
    async (request) => {
      return getCourseConfig(db, currentCourseReg(request).courseId);
    },
  );

  app.put(
    '/v2/courses/:courseId/user/research_agreement',
    { preHandler: guards.requireCourseRole('student') },
    async (request) => {
      const { agreedToResearch } = parseInput(ResearchAgreementRequest, request.body);
      await setResearchAgreement(db, currentCourseReg(request).id, agreedToResearch);
      return OK;
    },
  );
};
