import { INVALID_REFRESH_TOKEN, TokenPair, type UserResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { TestProvider } from './providers/test-provider';
import { type AuthProvider, ProviderError } from './providers/types';
import { hashToken, REFRESH_REUSE_GRACE_SECONDS } from './tokens';

/** An upstream provider that fails at the stage named by the code ('token', 'validate', 'user'). */
const upstream: AuthProvider = {
  id: 'upstream',
  kind: 'oidc',
  name: 'Upstream',
  isDefault: false,
  endpoint: (origin) => `${origin}/never`,
  async authenticate({ code }) {
    if (code === 'token' || code === 'validate' || code === 'user')
      throw new ProviderError(code, `failed at ${code}`);
    if (code === 'crash') throw new Error('socket hang up');
    return { username: `up-${code}`, name: null };
  },
};

const demo = new TestProvider({
  id: 'test',
  kind: 'test',
  name: 'Test',
  isDefault: true,
  users: [
    { code: 'student_code', username: 'student', name: 'Stu Student' },
    { code: 'pre_code', username: 'precreated', name: 'Pre Created' },
  ],
});

let s: TestServer;
let clock = Date.now();

beforeAll(async () => {
  s = await startTestServer({
    providers: [demo, upstream],
    config: { loginThrottle: { maxFailures: 3, maxFailuresPerAddress: 6, windowSeconds: 60 } },
    now: () => clock,
  });
});
afterAll(() => s?.close());

/** Each test uses its own client address so that the throttle counts do not mix. */
let ipCounter = 0;
const nextIp = () => `10.0.0.${++ipCounter}`;

function login(body: unknown, ip = nextIp()) {
  return s.signedOut.post('/v2/auth/login', body as object, { remoteAddress: ip });
}

async function signIn(code = 'student_code') {
  const res = await login({ provider: 'test', code });
  expect(res.statusCode).toBe(200);
  return res.json(TokenPair);
}

const refresh = (token: string) => s.signedOut.post('/v2/auth/refresh', { refresh_token: token });

describe('POST /v2/auth/login', () => {
  it('creates the user on first sign-in, with no course, and does not duplicate them later', async () => {
    const first = await signIn();
    const rows = await s.db.select().from(users).where(eq(users.username, 'student'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Stu Student', provider: 'test', latestViewedCourseId: null });

    const second = await signIn();
    expect(await s.db.select().from(users).where(eq(users.username, 'student'))).toHaveLength(1);
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const me = await s.bearer(second.access_token).get('/v2/user');
    expect(me.statusCode).toBe(200);
    expect(me.json<UserResponse>().user).toMatchObject({
      userId: rows[0]?.id,
      username: 'student',
      courses: [],
    });
  });

  it('fills in the name of a user an admin pre-created, but never overwrites a name', async () => {
    const pre = await s.createUser({ username: 'precreated', provider: 'test', name: null });
    await signIn('pre_code');
    expect((await s.reloadUser(pre)).name).toBe('Pre Created');
    await s.db.update(users).set({ name: 'Chosen Name' }).where(eq(users.id, pre.id));
    await signIn('pre_code');
    expect((await s.reloadUser(pre)).name).toBe('Chosen Name');
  });

  it('keeps users of different providers with the same username apart', async () => {
    await s.createUser({ username: 'up-alice', provider: 'test' });
    const res = await login({ provider: 'upstream', code: 'alice' });
    expect(res.statusCode).toBe(200);
    const rows = await s.db.select().from(users).where(eq(users.username, 'up-alice'));
    expect(rows.map((r) => r.provider).sort()).toEqual(['test', 'upstream']);
  });

  it('accepts code and provider from the query string, like the reference', async () => {
    const res = await s.signedOut.post('/v2/auth/login?provider=test&code=student_code');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
  });

  it.each([[{ provider: 'test' }], [{ code: 'student_code' }], [{ provider: '', code: 'x' }], [{}]])(
    'answers 400 Missing parameter for %j',
    async (body) => {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('Missing parameter');
    },
  );

  it('answers 400 with the problem for a malformed field', async () => {
    const res = await login({ provider: 'test', code: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Invalid parameter\(s\): code: /);
  });

  it('answers 400 for an unknown provider', async () => {
    const res = await login({ provider: 'nope', code: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Invalid or nonexistent provider config');
  });

  it('answers a wrong test code with the reference message', async () => {
    const res = await login({ provider: 'test', code: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Unable to validate token: Invalid code');
  });

  it.each([
    ['token', 'Unable to retrieve token from authentication provider: failed at token'],
    ['validate', 'Unable to validate token: failed at validate'],
    ['user', 'Unable to retrieve user: failed at user'],
  ])('maps a provider failure at stage %s to its prefix', async (code, message) => {
    const res = await login({ provider: 'upstream', code });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(message);
  });

  it('answers 500 without details when a provider fails unexpectedly', async () => {
    const res = await login({ provider: 'upstream', code: 'crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('Internal server error');
  });
});

describe('failed-login throttle', () => {
  const TOO_MANY = 'Too many failed login attempts. Please try again later.';

  // Changed with issue 17: this test used to expect the right code of another user from the same
  // address to be refused too (the whole address was locked out, a whole network behind a proxy).
  it('refuses a code after too many failures with it from one address, until the window passes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await login({ provider: 'test', code: 'bad' }, ip)).statusCode).toBe(400);
    const blocked = await login({ provider: 'test', code: 'bad' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toBe(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another user behind the same address signs in with their right code.
    expect((await login({ provider: 'test', code: 'student_code' }, ip)).statusCode).toBe(200);
    // The same code from another address is not affected.
    expect((await login({ provider: 'test', code: 'bad' })).statusCode).toBe(400);

    clock += 61_000;
    expect((await login({ provider: 'test', code: 'bad' }, ip)).statusCode).toBe(400);
  });

  it('forgets earlier failures after a successful login', async () => {
    const ip = nextIp();
    for (let i = 0; i < 2; i++) await login({ provider: 'test', code: 'bad' }, ip);
    expect((await login({ provider: 'test', code: 'student_code' }, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login({ provider: 'test', code: 'bad' }, ip);
    expect((await login({ provider: 'test', code: 'student_code' }, ip)).statusCode).toBe(200);
  });

  it('never refuses right codes for their number: a demo user signs in again and again', async () => {
    const ip = nextIp();
    for (let i = 0; i < 8; i++)
      expect((await login({ provider: 'test', code: 'student_code' }, ip)).statusCode).toBe(200);
  });

  it('slows down guessing many different codes from one address, and only from that address', async () => {
    // The probe's attack: one address trying code after code, each wrong only once.
    const ip = nextIp();
    for (let i = 0; i < 6; i++)
      expect((await login({ provider: 'test', code: `guess-${i}` }, ip)).statusCode).toBe(400);
    const next = await login({ provider: 'test', code: 'guess-6' }, ip);
    expect([next.statusCode, next.body]).toEqual([429, TOO_MANY]);
    expect((await login({ provider: 'test', code: 'student_code' })).statusCode).toBe(200);

    clock += 61_000;
    expect((await login({ provider: 'test', code: 'student_code' }, ip)).statusCode).toBe(200);
  });

  it('cuts a burst of parallel guesses off at the limits', async () => {
    const ip = nextIp();
    const same = await Promise.all(
      Array.from({ length: 12 }, () => login({ provider: 'test', code: 'bad' }, ip)),
    );
    expect(same.filter((r) => r.statusCode === 400)).toHaveLength(3);
    const other = nextIp();
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login({ provider: 'test', code: `burst-${i}` }, other)),
    );
    expect(many.filter((r) => r.statusCode === 400)).toHaveLength(6);
    expect(many.filter((r) => r.statusCode === 429)).toHaveLength(6);
  });

  describe('behind a reverse proxy', () => {
    const PROXY = '10.9.9.9';
    let trusting: TestServer;
    beforeAll(async () => {
      trusting = await startTestServer({
        providers: [demo],
        config: {
          trustProxy: [PROXY],
          loginThrottle: { maxFailures: 3, maxFailuresPerAddress: 6, windowSeconds: 60 },
        },
      });
    });
    afterAll(() => trusting?.close());

    /** What the proxy forwards: the header the client sent, with the client's own address appended. */
    const viaProxy = (server: TestServer, code: string, client: string, sent?: string) =>
      server.signedOut.post(
        '/v2/auth/login',
        { provider: 'test', code },
        { headers: { 'x-forwarded-for': sent ? `${sent}, ${client}` : client }, remoteAddress: PROXY },
      );

    it("with TRUST_PROXY set to the proxy's address each client has its own allowance", async () => {
      for (let i = 0; i < 6; i++) await viaProxy(trusting, `guess-${i}`, '192.0.2.1');
      expect((await viaProxy(trusting, 'guess-6', '192.0.2.1')).statusCode).toBe(429);
      expect((await viaProxy(trusting, 'student_code', '192.0.2.2')).statusCode).toBe(200);
    });

    it('a client cannot dodge the limit by sending an X-Forwarded-For of its own', async () => {
      for (let i = 0; i < 6; i++) await viaProxy(trusting, `forged-${i}`, '192.0.2.3', `203.0.113.${i}`);
      expect((await viaProxy(trusting, 'forged-6', '192.0.2.3', '203.0.113.99')).statusCode).toBe(429);
    });

    it("without TRUST_PROXY every client counts as the proxy's address", async () => {
      for (let i = 0; i < 6; i++) await viaProxy(s, `shared-${i}`, '192.0.2.1');
      expect((await viaProxy(s, 'student_code', '192.0.2.2')).statusCode).toBe(429);
    });
  });
});

describe('POST /v2/auth/refresh', () => {
  it('rotates: the new pair works and the old refresh token stops working', async () => {
    const pair = await signIn();
    const rotated = await refresh(pair.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json(TokenPair);
    expect(next.refresh_token).not.toBe(pair.refresh_token);
    const me = await s.bearer(next.access_token).get('/v2/user');
    expect(me.statusCode).toBe(200);

    const [old] = await s.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(pair.refresh_token)));
    expect(old?.revokedAt).toBeInstanceOf(Date);
    expect(old?.replacedBy).toEqual(expect.any(Number));
  });

  it('treats reuse of a rotated token as theft and revokes all of that user’s refresh tokens', async () => {
    const pair = await signIn();
    const other = await signIn(); // a second session of the same user
    const next = (await refresh(pair.refresh_token)).json(TokenPair);
    clock += (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000; // past the grace window for a second refresh

    const reuse = await refresh(pair.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.body).toBe(INVALID_REFRESH_TOKEN);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
  });

  it('answers the same successor to a second refresh with one token within the grace window', async () => {
    const pair = await signIn();
    // Two tabs meet an expired access token at once and both refresh with the stored token.
    const [first, second] = await Promise.all([refresh(pair.refresh_token), refresh(pair.refresh_token)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const a = first?.json<{ access_token: string; refresh_token: string }>();
    const b = second?.json<{ access_token: string; refresh_token: string }>();
    expect(b?.refresh_token).toBe(a?.refresh_token);
    expect(a?.refresh_token).not.toBe(pair.refresh_token);

    clock += (REFRESH_REUSE_GRACE_SECONDS - 1) * 1000;
    const third = await refresh(pair.refresh_token);
    expect(third.statusCode).toBe(200);
    expect(third.json<{ refresh_token: string }>().refresh_token).toBe(a?.refresh_token);

    // The user is still signed in: both access tokens work and the successor refreshes on.
    for (const access of [a?.access_token, b?.access_token]) {
      const me = await s.signedOut.get('/v2/user', { headers: { authorization: `Bearer ${access}` } });
      expect(me.statusCode).toBe(200);
    }
    expect((await refresh(a?.refresh_token ?? '')).statusCode).toBe(200);
    // The successor is kept only as a hash too.
    const rows = await s.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === a?.refresh_token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(a?.refresh_token ?? ''))).toBe(true);
  });

  it('revokes the family when a rotated token comes back after the grace window', async () => {
    const pair = await signIn();
    const other = await signIn();
    const next = (await refresh(pair.refresh_token)).json<{ refresh_token: string }>();
    clock += REFRESH_REUSE_GRACE_SECONDS * 1000 + 1;
    const late = await refresh(pair.refresh_token);
    expect([late.statusCode, late.body]).toEqual([401, INVALID_REFRESH_TOKEN]);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
  });

  it('gives no grace once the successor is gone: logged out, or rotated in turn', async () => {
    const loggedOut = await signIn();
    const successor = (await refresh(loggedOut.refresh_token)).json<{ refresh_token: string }>();
    await s.signedOut.post('/v2/auth/logout', { refresh_token: successor.refresh_token });
    const afterLogout = await refresh(loggedOut.refresh_token);
    expect([afterLogout.statusCode, afterLogout.body]).toEqual([401, INVALID_REFRESH_TOKEN]);

    const rotated = await signIn();
    const second = (await refresh(rotated.refresh_token)).json<{ refresh_token: string }>();
    const third = (await refresh(second.refresh_token)).json<{ refresh_token: string }>();
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    // That was reuse: the family is revoked.
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('gives no grace to a token revoked by logout', async () => {
    const pair = await signIn();
    const other = await signIn();
    await s.signedOut.post('/v2/auth/logout', { refresh_token: pair.refresh_token });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
  });

  it('stores only a hash of the refresh token', async () => {
    const pair = await signIn();
    const rows = await s.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === pair.refresh_token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(pair.refresh_token))).toBe(true);
  });

  it('refuses an expired or unknown refresh token', async () => {
    const pair = await signIn();
    await s.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(pair.refresh_token)));
    const expired = await refresh(pair.refresh_token);
    expect([expired.statusCode, expired.body]).toEqual([401, INVALID_REFRESH_TOKEN]);
    const unknown = await refresh('not-a-token');
    expect([unknown.statusCode, unknown.body]).toEqual([401, INVALID_REFRESH_TOKEN]);
  });

  it('answers 400 Missing parameter without a token', async () => {
    const res = await s.signedOut.post('/v2/auth/refresh', {});
    expect([res.statusCode, res.body]).toEqual([400, 'Missing parameter']);
  });
});

describe('POST /v2/auth/logout', () => {
  it('revokes the refresh token', async () => {
    const pair = await signIn();
    const out = await s.signedOut.post('/v2/auth/logout', { refresh_token: pair.refresh_token });
    expect([out.statusCode, out.body]).toEqual([200, 'OK']);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    const again = await s.signedOut.post('/v2/auth/logout', { refresh_token: pair.refresh_token });
    expect([again.statusCode, again.body]).toEqual([401, 'Invalid token']);
  });

  it('leaves the user’s other sessions alone', async () => {
    const a = await signIn();
    const b = await signIn();
    await s.signedOut.post('/v2/auth/logout', { refresh_token: a.refresh_token });
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });
});
