import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

/**
 * Finds or creates the user of a sign-in, keyed by (username, provider id). An admin may have
 * pre-created the user by username without a name; the provider's name fills it in then, but a
 * name already stored is never overwritten.
 */
export async function upsertSignedInUser(
  executor: Executor,
  identity: { username: string; name: string | null; provider: string },
): Promise<{ id: number }> {
  const [row] = await executor
    .insert(users)
    .values({ username: identity.username, name: identity.name, provider: identity.provider })
    .onConflictDoUpdate({
      target: [users.username, users.provider],
      set: { name: sql`coalesce(${users.name}, excluded.name)`, updatedAt: new Date() },
    })
    .returning({ id: users.id });
  if (!row) throw new Error('User upsert returned no row');
  return row;
}
