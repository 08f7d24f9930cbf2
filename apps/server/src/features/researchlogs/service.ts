import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  EVENT_LOG_EXPORT_COLUMNS,
  type EventLogAck,
  type EventLogEntry,
  type EventLogExportQuery,
  type ExportedEventLog,
  RESEARCH_NOT_AGREED,
} from '@sa/contracts';
import { csvLines } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/errors';
import { type ExportedRow, findResearchAgreement, insertResearchLogs, pageOfCourseLogs } from './queries';

/** 403 unless the member agreed to research in this course. */
export async function requireResearchAgreement(db: Database, courseRegId: number): Promise<void> {
  if ((await findResearchAgreement(db, courseRegId)) !== true) throw forbidden(RESEARCH_NOT_AGREED);
}

/**
 * Stores a consenting member's batch. Every id of the batch is acknowledged, stored now or
 * before, so the browser may delete them all; `stored` counts the new ones. An id that another
 * user already sent is acknowledged too and this caller's entry stored beside theirs: the other
 * entry is neither overwritten nor reported (nothing in the answer tells that it exists).
 */
export async function storeResearchLogs(
  db: Database,
  courseReg: CourseReg,
  entries: readonly EventLogEntry[],
): Promise<EventLogAck> {
  const stored = await db.transaction(async (tx) => {
    if ((await findResearchAgreement(tx, courseReg.id, { lock: true })) !== true)
      throw forbidden(RESEARCH_NOT_AGREED);
    return insertResearchLogs(tx, { courseId: courseReg.courseId, courseRegId: courseReg.id }, entries);
  });
  return { acknowledged: [...new Set(entries.map((entry) => entry.id))], stored };
}

/**
 * A participant's name in exports: HMAC-SHA256 of the course and user ids under the deployment's
 * pseudonym key, cut to 128 bits. The same in every export of the course, unrelated across
 * courses, and not reversible (nor guessable from the small space of user ids) without the key.
 */
export function pseudonymOf(key: Uint8Array, courseId: number, userId: number): string {
  return createHmac('sha256', key).update(`research-log:${courseId}:${userId}`).digest('hex').slice(0, 32);
}

/** Rows read from the database per query while an export streams. */
export const EXPORT_PAGE_SIZE = 1000;

export const EXPORT_TYPES: Record<EventLogExportQuery['format'], string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

export function exportFileName(courseId: number, format: EventLogExportQuery['format']): string {
  return `research-logs-course-${courseId}.${format}`;
}

export interface ExportOptions {
  courseId: number;
  format: EventLogExportQuery['format'];
  pseudonymKey: Uint8Array;
  pageSize?: number;
}

/**
 * The course's export as a stream: a page of rows is read only when the reader has taken the
 * text of the previous one, so memory holds one page however large the course's log is.
 */
export function streamResearchLogs(db: Database, options: ExportOptions): Readable {
  return Readable.from(exportChunks(db, options), { objectMode: false });
}

async function* exportChunks(db: Database, options: ExportOptions): AsyncGenerator<string> {
  const { courseId, format, pseudonymKey } = options;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  if (format === 'csv') yield csvLines([EVENT_LOG_EXPORT_COLUMNS]);
  let afterId = 0;
  for (;;) {
    const page = await pageOfCourseLogs(db, courseId, afterId, pageSize);
    if (page.length === 0) return;
    const entries = page.map((found) => toExported(found, courseId, pseudonymKey));
    yield format === 'csv'
      ? csvLines(entries.map(csvRow))
      : entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    afterId = page[page.length - 1]?.row.id ?? afterId;
    if (page.length < pageSize) return;
  }
}

function toExported({ row, userId }: ExportedRow, courseId: number, key: Uint8Array): ExportedEventLog {
  return {
    participant: pseudonymOf(key, courseId, userId),
    id: row.entryId,
    sessionId: row.sessionId,
    assessmentId: row.assessmentId,
    questionId: row.questionId,
    type: row.payload.type,
    time: row.clientTime.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    payload: row.payload,
  };
}

function csvRow(entry: ExportedEventLog): (string | number | null)[] {
  return EVENT_LOG_EXPORT_COLUMNS.map((column) =>
    column === 'payload' ? JSON.stringify(entry.payload) : entry[column],
  );
}
