import { randomBytes } from 'node:crypto';
import { TokenService } from '../auth/tokens';
import type { AppConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { users } from '../db/schema';

/**
 * A new user in the database and an access token for them, signed as the app would sign it:
 * for tests that talk to a listening app over websockets or several apps on one database.
 */
export async function signedInUser(
  database: OpenDatabase,
  config: AppConfig,
  usernamePrefix = 'user',
): Promise<{ id: number; token: string }> {
  const username = `${usernamePrefix}_${randomBytes(4).toString('hex')}`;
  const [row] = await database.db
    .insert(users)
    .values({ name: `Name of ${username}`, provider: 'test', username })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  const tokens = new TokenService(database.db, {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  });
  return { id: row.id, token: await tokens.signAccessToken(row.id) };
}
