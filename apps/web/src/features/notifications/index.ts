/**
 * Notifications (spec 1 section 8): the caller's unread notifications, the red badges that count
 * them (assessment types, cards, grading rows) and acknowledging them when an assessment opens.
 * Not an area of its own: the areas that show badges use this public surface.
 */
export { countForAssessment, countForType, textsForAssessment } from './counts';
export { NotificationBadge } from './NotificationBadge';
export { NOTIFICATION_REFRESH_MS, useAcknowledgeAssessment, useNotifications } from './useNotifications';
