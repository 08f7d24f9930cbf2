import { AcknowledgeNotificationsRequest, NotificationsResponse } from '../assessments';
import { CourseParams } from '../common';
import { defineRoute, OkText } from '../http/route';

/** A member's own unread notifications (api-reference-routes 1.4). */
export const notificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/notifications',
    feature: 'notifications',
    access: 'student',
    summary: "The caller's unread notifications in the course",
    params: CourseParams,
    response: NotificationsResponse,
  }),
  acknowledge: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/notifications/acknowledge',
    feature: 'notifications',
    access: 'student',
    summary: "Marks the caller's notifications read; ids of other members' notifications are ignored",
    params: CourseParams,
    body: AcknowledgeNotificationsRequest,
    response: OkText,
  }),
};
