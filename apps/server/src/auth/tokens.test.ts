import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { TokenService } from './tokens';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

describe('access tokens and the guard', () => {
  const get = (authorization?: string) => s.signedOut.get('/v2/user', { headers: { authorization } });

  it.each([
    ['no header', undefined],
    ['not a bearer token', 'Basic abc'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('answers 401 Unauthorised for %s', async (_label, header) => {
    const res = await get(header);
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });

  it('refuses an expired token, one signed with another secret, and a refresh token', async () => {
    const user = await s.createUser();
    const expired = await new TokenService(s.db, {
      secret: s.config.jwtSecret,
      accessTokenTtlSeconds: -60,
      refreshTokenTtlSeconds: 60,
    }).signAccessToken(user.id);
    const forged = await new TokenService(s.db, {
      secret: new TextEncoder().encode('x'.repeat(64)),
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 60,
    }).signAccessToken(user.id);
    const { refreshToken } = await s.tokens.issue(user.id);
    for (const token of [expired, forged, refreshToken]) {
      const res = await get(`Bearer ${token}`);
      expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
    }
    expect((await get(`Bearer ${await s.tokenFor(user)}`)).statusCode).toBe(200);
  });

  it('refuses a token signed with our secret that has no expiry', async () => {
    // The probe's token: everything right but `exp`, so it would be valid for ever.
    const user = await s.createUser();
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer('source-academy')
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(s.config.jwtSecret);
    };
    const res = await get(`Bearer ${await sign(false)}`);
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
    expect((await get(`Bearer ${await sign(true)}`)).statusCode).toBe(200);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await s.createUser();
    const token = await s.tokenFor(user);
    await s.db.delete(users).where(eq(users.id, user.id));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('signs access tokens as short-lived HS256 JWTs of type access', async () => {
    const user = await s.createUser();
    const [header, payload] = (await s.tokenFor(user))
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ typ: 'access', sub: String(user.id) });
    expect(payload.exp - payload.iat).toBe(900);
  });
});

describe('token storage', () => {
  it('keeps one live refresh token per sign-in', async () => {
    const user = await s.createUser();
    await s.tokens.issue(user.id);
    await s.tokens.issue(user.id);
    const live = await s.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(2);
  });
});
