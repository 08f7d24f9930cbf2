import { AcknowledgeNotificationsRequest } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentCourseReg } from '../../auth/guard';
import { type AppDeps, OK } from '../../http/deps';
import { parseInput } from '../../http/errors';
import { acknowledgeNotifications, listNotifications } from './service';

const PREFIX = '/v2/courses/:courseId/notifications';

/** Any member's own notifications (api-reference-routes 1.4). */
export const notificationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const member = { preHandler: guards.requireCourseRole('student') };

  app.get(PREFIX, member, async (request) => listNotifications(db, currentCourseReg(request)));

  app.post(`${PREFIX}/acknowledge`, member, async (request) => {
    const { notificationIds } = parseInput(AcknowledgeNotificationsRequest, request.body);
    await acknowledgeNotifications(db, currentCourseReg(request), notificationIds);
    return OK;
  });
};
