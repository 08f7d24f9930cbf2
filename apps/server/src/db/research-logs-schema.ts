import type { LogPayload } from '@sa/contracts';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { courseRegistrations, courses } from './schema';

/**
 * Learning events for research (issue 26): what a consenting member's editor recorded, one row
 * per entry. `id` orders the rows as they arrived and pages the export. The entry's own id is
 * unique per registration, not across users: a retried batch stores nothing twice, and an id
 * another user already sent can neither overwrite nor reveal that user's entry. The assessment
 * and question ids are the browser's word (a playground session has none, a question may since
 * have been deleted): plain numbers, no foreign keys. A registration's rows go with it, and are
 * deleted when its research agreement is withdrawn.
 */
export const researchLogs = pgTable(
  'research_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id').notNull(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    courseRegId: bigint('course_reg_id', { mode: 'number' })
      .notNull()
      .references(() => courseRegistrations.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    assessmentId: bigint('assessment_id', { mode: 'number' }),
    questionId: bigint('question_id', { mode: 'number' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<LogPayload>().notNull(),
    /** When it happened, by the browser's clock. */
    clientTime: timestamp('client_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('research_logs_course_reg_id_entry_id_key').on(t.courseRegId, t.entryId),
    index('research_logs_course_id_id_index').on(t.courseId, t.id),
  ],
);
