import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './schema';

/**
 * Story game chapters (issue 23; the reference's `stories`): a chapter's title and picture, its
 * checkpoint files in play order (names of text files under the course's `stories/` folder in the
 * file store), when it opens and closes, and whether students see it. The chapter's index in the
 * game is its position after sorting by `open_at`, hence the index.
 */
export const stories = pgTable(
  'stories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    filenames: text('filenames').array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean('is_published').notNull().default(false),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('stories_course_id_open_at_index').on(t.courseId, t.openAt)],
);
