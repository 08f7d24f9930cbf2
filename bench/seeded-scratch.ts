import { randomBytes } from 'node:crypto';
import { TokenService } from '../apps/server/src/auth/tokens';
import { openPostgres } from '../apps/server/src/db/client';

export interface SeededScratch<S> {
  seeded: S;
  /** An access token per user id asked for, in the same order. */
  tokens: string[];
  seedSeconds: number;
  /** What the bench's server process needs to use this database and accept these tokens. */
  serverEnv: Record<string, string>;
}

/**
 * Migrates a scratch database, seeds it and signs access tokens as the server will check them
 * (signing touches no table), so every database bench starts its server the same way.
 */
export async function migrateSeedAndSign<S>(
  url: string,
  seed: (url: string) => Promise<S>,
  userIdsOf: (seeded: S) => readonly number[],
): Promise<SeededScratch<S>> {
  const database = openPostgres(url);
  const secret = randomBytes(48).toString('base64url');
  try {
    await database.migrate();
    const started = performance.now();
    const seeded = await seed(url);
    const seedSeconds = (performance.now() - started) / 1000;
    const signer = new TokenService(database.db, {
      secret: new TextEncoder().encode(secret),
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 3600,
    });
    const tokens = await Promise.all(userIdsOf(seeded).map((id) => signer.signAccessToken(id)));
    return {
      seeded,
      tokens,
      seedSeconds,
      serverEnv: { DATABASE_URL: url, JWT_SECRET: secret, ACCESS_TOKEN_TTL_SECONDS: '3600' },
    };
  } finally {
    await database.close();
  }
}
