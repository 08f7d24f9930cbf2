import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, users } from './schema';

/**
 * Sourcecasts (issue 22): a recorded lesson of a course, its voice a WAV file in the file store
 * under `audio_key` (unguessable: the key is what lets a browser fetch it without a token) and its
 * keystrokes the uploaded playback JSON, kept as the text it came as. A row exists only for a file
 * that was stored complete. `uid` names the lesson in share links, unique across courses.
 */
export const sourcecasts = pgTable(
  'sourcecasts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    uid: text('uid').notNull().unique('sourcecasts_uid_index'),
    playbackData: text('playback_data').notNull(),
    /** The name the recorder gave the file (`<ms>.wav`), shown as the reference's `audio.file_name`. */
    audioFileName: text('audio_file_name').notNull(),
    audioKey: text('audio_key').notNull(),
    audioSize: bigint('audio_size', { mode: 'number' }).notNull(),
    uploaderId: bigint('uploader_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('sourcecasts_course_id_inserted_at_index').on(t.courseId, t.insertedAt)],
);
