import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { createRouter } from '../../http/route';
import { createCourse, getCourseConfig, saveResearchAgreement } from './service';

const { courses } = routes;

/** Course creation and the member-facing course routes (api-reference-routes 1.2). */
export const courseRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const route = createRouter(app, guards);

  route(courses.create, async ({ user, body, request }) => {
    const course = await createCourse(db, user, body);
    request.log.info({ courseId: course.id, userId: user.id }, 'course created');
    return OK;
  });

  route(courses.config, ({ courseReg }) => getCourseConfig(db, courseReg.courseId));

  route(courses.researchAgreement, async ({ courseReg, body }) => {
    await saveResearchAgreement(db, courseReg.id, body.agreedToResearch);
    return OK;
  });
};
