import { NotificationOutput } from '@sa/contracts';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { listUnread, markRead } from './queries';

/** GET courses/:id/notifications (api-reference-routes 1.4): the caller's unread ones. */
export async function listNotifications(db: Database, reg: CourseReg): Promise<NotificationOutput[]> {
  const rows = await listUnread(db, reg.id);
  return rows.map((row) =>
    NotificationOutput.parse({
      id: row.id,
      type: row.type,
      assessment_id: row.assessmentId,
      submission_id: row.submissionId,
      assessment: { type: row.assessmentType, title: row.assessmentTitle },
    }),
  );
}

export const NOT_YOURS = 'Notification does not exist or does not belong to user';

/**
 * POST courses/:id/notifications/acknowledge: all or nothing. If any id is not one of the
 * caller's notifications the transaction is rolled back and the answer is 404.
 */
export async function acknowledgeNotifications(
  db: Database,
  reg: CourseReg,
  ids: readonly number[],
): Promise<void> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return;
  await db.transaction(async (tx) => {
    const marked = await markRead(tx, reg.id, [...wanted]);
    if (marked.length !== wanted.size) throw notFound(NOT_YOURS);
  });
}
