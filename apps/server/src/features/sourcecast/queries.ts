import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { sourcecasts } from '../../db/sourcecast-schema';

export type SourcecastRow = typeof sourcecasts.$inferSelect;
export type NewSourcecast = typeof sourcecasts.$inferInsert;

export interface ListedSourcecast {
  row: SourcecastRow;
  uploaderName: string | null;
}

/** A course's sourcecasts with their uploaders' names, newest first. */
export async function listSourcecasts(db: Database, courseId: number): Promise<ListedSourcecast[]> {
  const rows = await db
    .select({ row: sourcecasts, uploaderName: users.name })
    .from(sourcecasts)
    .innerJoin(users, eq(users.id, sourcecasts.uploaderId))
    .where(eq(sourcecasts.courseId, courseId))
    .orderBy(desc(sourcecasts.insertedAt), desc(sourcecasts.id));
  return rows;
}

/** The new row, or null when its uid is taken (by a sourcecast of any course). */
export async function insertSourcecast(db: Database, values: NewSourcecast): Promise<SourcecastRow | null> {
  const [row] = await db.insert(sourcecasts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function uidTaken(db: Database, uid: string): Promise<boolean> {
  const [row] = await db.select({ id: sourcecasts.id }).from(sourcecasts).where(eq(sourcecasts.uid, uid));
  return row !== undefined;
}

/** Deletes a course's sourcecast; answers the deleted row (for its file), or null. */
export async function deleteSourcecast(
  db: Database,
  courseId: number,
  id: number,
): Promise<SourcecastRow | null> {
  const [row] = await db
    .delete(sourcecasts)
    .where(and(eq(sourcecasts.courseId, courseId), eq(sourcecasts.id, id)))
    .returning();
  return row ?? null;
}
