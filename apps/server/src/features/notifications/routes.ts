import { routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { createRouter } from '../../http/route';
import { acknowledgeNotifications, listNotifications } from './service';

const { notifications } = routes;

/** Any member's own notifications (api-reference-routes 1.4). */
export const notificationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, guards }) => {
  const route = createRouter(app, guards);
  route(notifications.list, ({ courseReg }) => listNotifications(db, courseReg));
  route(notifications.acknowledge, async ({ courseReg, body }) => {
    await acknowledgeNotifications(db, courseReg, body.notificationIds);
    return OK;
  });
};
