import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database, Executor } from '../db/client';
import { refreshTokens } from '../db/schema';

const ISSUER = 'source-academy';
/** Verified access tokens remembered (about 200 bytes each). */
const VERIFIED_TOKENS_KEPT = 50_000;
/**
 * For this long after a refresh token was rotated, presenting it again answers the same successor
 * instead of counting as theft (ADR 2): two tabs or a retried request may refresh with one token.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** Label of the key successors are derived with, so that key is never the JWT signing key itself. */
const SUCCESSOR_KEY_LABEL = 'source-academy refresh token successor';

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** The clock of refresh token expiry and of the reuse grace window (default: the real time). */
  now?: () => Date;
}

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Why a refresh token was refused; every reason answers the same 401 to the client. */
export type RefreshFailure = 'unknown' | 'expired' | 'reused';

export type RotateResult =
  | { ok: true; tokens: IssuedTokens; userId: number }
  | { ok: false; reason: RefreshFailure };

/**
 * Access tokens are short-lived HS256 JWTs checked without touching the database; refresh tokens
 * are random strings stored only as SHA-256 hashes, so they can be revoked and rotated.
 */
export class TokenService {
  private readonly verified = new Map<string, { userId: number; expiresAt: number }>();
  private readonly successorKey: Buffer;
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly settings: TokenSettings,
  ) {
    this.successorKey = createHmac('sha256', settings.secret).update(SUCCESSOR_KEY_LABEL).digest();
    this.now = settings.now ?? (() => new Date());
  }

  async issue(userId: number, executor: Executor = this.db): Promise<IssuedTokens> {
    const refresh = await this.insertRefreshToken(executor, userId);
    return { accessToken: await this.signAccessToken(userId), refreshToken: refresh.token };
  }

  signAccessToken(userId: number): Promise<string> {
    return new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.settings.accessTokenTtlSeconds)
      .sign(this.settings.secret);
  }

  /** The user id of a valid access token, or undefined for anything else (expired, forged, refresh). */
  /**
   * The user id an access token names, or undefined when it is not a valid, unexpired access
   * token of ours. Verifying an HS256 signature with jose costs about 0.1 ms, more than the rest
   * of a cached request, so tokens already verified are remembered until they expire: an access
   * token cannot be revoked, so the answer for a given token only changes when it expires.
   */
  async verifyAccessToken(token: string): Promise<number | undefined> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now() / 1000) return known.userId;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.settings.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        // jose checks `exp` only when it is present: a token without one would never expire.
        requiredClaims: ['exp'],
      });
      if (payload.typ !== 'access' || !payload.sub || !/^[1-9][0-9]{0,15}$/.test(payload.sub))
        return undefined;
      if (payload.exp === undefined) return undefined;
      const userId = Number(payload.sub);
      this.remember(token, userId, payload.exp);
      return userId;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }

  private remember(token: string, userId: number, expiresAt: number): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { userId, expiresAt });
  }

  /**
   * Exchanges a refresh token for a new pair. The old token is revoked and points at its
   * successor. Presenting a rotated token again within REFRESH_REUSE_GRACE_SECONDS answers that
   * same successor (another tab of the same browser refreshed first). Any other use of a revoked
   * token means it was copied (the legitimate client rotated it away), so every live refresh
   * token of that user is revoked: the thief and the user both have to sign in again.
   */
  async rotate(token: string): Promise<RotateResult> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .for('update');
      if (!row) return { ok: false, reason: 'unknown' };
      const now = this.now();
      if (row.revokedAt) {
        const again = await this.answerAgain(tx, row, token, now);
        if (again) return again;
        await revokeAllForUser(tx, row.userId, now);
        return { ok: false, reason: 'reused' };
      }
      if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
      const successor = this.successorOf(token);
      const next = await this.insertRefreshToken(tx, row.userId, successor);
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now, replacedBy: next.id })
        .where(eq(refreshTokens.id, row.id));
      return this.pair(row.userId, successor);
    });
  }

  /**
   * The answer to a rotated token presented again within the grace window: its successor, while
   * that successor is still live. Undefined means reuse (revoked by logout or by a theft alarm,
   * rotated too long ago, or its successor already rotated or revoked in turn).
   */
  private async answerAgain(
    tx: Executor,
    row: RefreshTokenRow,
    token: string,
    now: Date,
  ): Promise<RotateResult | undefined> {
    if (!row.revokedAt || row.replacedBy === null) return undefined;
    if (now.getTime() - row.revokedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return undefined;
    const successor = this.successorOf(token);
    const [next] = await tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.id, row.replacedBy), eq(refreshTokens.tokenHash, hashToken(successor))));
    if (!next || next.revokedAt || next.expiresAt <= now) return undefined;
    return this.pair(row.userId, successor);
  }

  private async pair(userId: number, refreshToken: string): Promise<RotateResult> {
    return { ok: true, userId, tokens: { accessToken: await this.signAccessToken(userId), refreshToken } };
  }

  /**
   * The refresh token that replaces `token`: an HMAC of it under a key derived from the server
   * secret. Answering the same successor a second time then needs no copy of it at all, only the
   * token presented, so the table keeps nothing but hashes; without the secret a successor is as
   * unguessable as a random token.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }

  /** Revokes one live refresh token; false when it is unknown, expired or already revoked. */
  async revoke(token: string): Promise<boolean> {
    const now = this.now();
    const revoked = await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)))
      .returning({ expiresAt: refreshTokens.expiresAt });
    return revoked.some((r) => r.expiresAt > now);
  }

  /** A new live refresh token: random at sign-in, derived from its predecessor on rotation. */
  private async insertRefreshToken(
    executor: Executor,
    userId: number,
    token = randomBytes(32).toString('base64url'),
  ): Promise<{ id: number; token: string }> {
    const expiresAt = new Date(this.now().getTime() + this.settings.refreshTokenTtlSeconds * 1000);
    const [row] = await executor
      .insert(refreshTokens)
      .values({ userId, tokenHash: hashToken(token), expiresAt })
      .returning({ id: refreshTokens.id });
    if (!row) throw new Error('Refresh token insert returned no row');
    return { id: row.id, token };
  }
}

async function revokeAllForUser(executor: Executor, userId: number, now: Date): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
