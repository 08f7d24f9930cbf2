import type { NotificationOutput } from '@sa/contracts';
import { NOTIFICATION_TEXT } from '@sa/domain';

/** Badge count of one assessment type (the type's name, as notifications carry it). */
export function countForType(list: readonly NotificationOutput[], type: string): number {
  return list.filter((n) => n.assessment.type === type).length;
}

/** Badge count of one assessment's card. */
export function countForAssessment(list: readonly NotificationOutput[], assessmentId: number): number {
  return list.filter((n) => n.assessment_id === assessmentId).length;
}

/** The texts of an assessment's unread notifications, in the order they came. */
export function textsForAssessment(list: readonly NotificationOutput[], assessmentId: number): string[] {
  return list.filter((n) => n.assessment_id === assessmentId).flatMap((n) => NOTIFICATION_TEXT[n.type] ?? []);
}

/**
 * What opening an assessment acknowledges: its notifications, except 'submitted' ones - those tell
 * staff about a student's submission and are cleared where that submission is graded.
 */
export function acknowledgedOnOpen(list: readonly NotificationOutput[], assessmentId: number): number[] {
  return list.filter((n) => n.assessment_id === assessmentId && n.type !== 'submitted').map((n) => n.id);
}
