import { createHmac, randomUUID } from 'node:crypto';
import type { EventLogEntry, LogPayload } from '@sa/contracts';
import { asc, eq } from 'drizzle-orm';
import { researchLogs } from '../../db/schema';
import type { TestResponse } from '../../test/client';
import type { TestServer, UserRow } from '../../test/harness';

export const uploadPath = (courseId: number) => `/v2/courses/${courseId}/research/logs`;
export const exportPath = (courseId: number, format?: string) =>
  `/v2/courses/${courseId}/admin/research/logs${format ? `?format=${format}` : ''}`;

let clock = Date.parse('2026-11-20T09:00:00.000Z');

/** A valid entry of an assessment question; each call a new id and a later time. */
export function entry(overrides: Partial<EventLogEntry> = {}): EventLogEntry {
  clock += 1000;
  return {
    id: randomUUID(),
    sessionId: 'session-1',
    assessmentId: 7,
    questionId: 70,
    time: new Date(clock).toISOString(),
    payload: { type: 'codeDelta', changes: [{ from: 0, to: 0, insert: 'const x = 1;' }] },
    ...overrides,
  };
}

export const payloads: LogPayload[] = [
  { type: 'init', code: '// start\n', chapter: 2, variant: 'default' },
  { type: 'cursorPositionChange', position: { line: 3, column: 4 } },
  { type: 'selectionRangeData', ranges: [{ anchor: { line: 1, column: 0 }, head: { line: 2, column: 5 } }] },
  { type: 'keyboardCommand', command: 'Mod-s' },
];

export function upload(
  s: TestServer,
  user: UserRow,
  courseId: number,
  entries: unknown[],
): Promise<TestResponse> {
  return s.as(user).post(uploadPath(courseId), { entries });
}

export async function agree(s: TestServer, user: UserRow, courseId: number, agreed: boolean): Promise<void> {
  const res = await s
    .as(user)
    .put(`/v2/courses/${courseId}/user/research_agreement`, { agreedToResearch: agreed });
  if (res.statusCode !== 200) throw new Error(`research agreement: ${res.statusCode} ${res.body}`);
}

/** Every stored row, in the order they arrived. */
export function storedRows(s: TestServer, courseRegId?: number) {
  const query = s.db.select().from(researchLogs);
  return (courseRegId === undefined ? query : query.where(eq(researchLogs.courseRegId, courseRegId))).orderBy(
    asc(researchLogs.id),
  );
}

/** The pseudonym scheme the export promises, computed here on its own: HMAC-SHA256 of course and user. */
export function expectedPseudonym(key: Uint8Array, courseId: number, userId: number): string {
  return createHmac('sha256', key).update(`research-log:${courseId}:${userId}`).digest('hex').slice(0, 32);
}
