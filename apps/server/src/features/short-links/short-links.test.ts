import {
  SHORT_LINK_NEEDS_SIGN_IN,
  SHORT_LINK_NOT_A_FORM,
  SHORT_LINK_NOT_FOUND,
  SHORT_LINK_NOT_PLAYGROUND,
  SHORT_LINK_RATE_LIMITED,
  SHORT_LINK_URL_MAX,
  SHORT_LINK_URL_TOO_LONG,
  ShortenAnswer,
  type ShortenFailure,
  shortLinkKeywordTaken,
  shortLinkUrlExists,
} from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortLinks } from '../../db/sharing-schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { SHORT_LINKS_PER_WINDOW } from './caller';

const ORIGIN = 'https://academy.example';
const SIGNATURE = 'a-deployment-secret-of-some-length';
const API = '/s/yourls-api.php';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    config: {
      publicUrl: ORIGIN,
      sharing: { shortenerSignature: SIGNATURE, sessionIdleDays: 30, redisUrl: undefined },
    },
  });
});
afterAll(async () => s.close());

let programCount = 0;
/** A playground link as the web app builds it, with a program no other test uses. */
function playgroundLink(origin = ORIGIN): string {
  programCount += 1;
  return `${origin}/playground#chap=1&exec=1000&lz=MYewdgzgLgBAhgLhgZhgXhgRhgZlgbQIwG4AoA${programCount}&variant=default`;
}

/** The form as the reference client sends it (FormData, so multipart). */
function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({
    signature: '',
    action: 'shorturl',
    format: 'json',
    ...fields,
  })) {
    data.append(name, value);
  }
  return data;
}

async function shortenAs(user: UserRow, fields: Record<string, string>) {
  return s.as(user).upload(API, form(fields));
}

describe('POST /s/yourls-api.php', () => {
  it('makes a link that opens the playground with the program (round trip)', async () => {
    const user = await s.createUser();
    const url = playgroundLink();
    const res = await shortenAs(user, { url });
    expect(res.statusCode).toBe(200);
    const answer = res.json(ShortenAnswer);
    expect(answer).toMatchObject({
      status: 'success',
      code: '',
      url: { url },
      statusCode: 200,
      shorturl: `${ORIGIN}/s/${answer.url.keyword}`,
    });
    expect(answer.url.keyword).toMatch(/^[A-Za-z0-9]{7}$/);

    const open = await s.signedOut.get(`/s/${answer.url.keyword}`);
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(url);

    const [row] = await s.db.select().from(shortLinks).where(eq(shortLinks.keyword, answer.url.keyword));
    expect(row).toMatchObject({ url: url.slice(ORIGIN.length), userId: user.id });
  });

  it('answers the existing link when the same URL is shortened again, never a second row', async () => {
    const user = await s.createUser();
    const url = playgroundLink();
    const first = (await shortenAs(user, { url })).json(ShortenAnswer);
    const again = await shortenAs(await s.createUser(), { url });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'fail',
      code: 'error:url',
      message: shortLinkUrlExists(url),
      shorturl: first.shorturl,
      url: { keyword: first.url.keyword },
    });
    const rows = await s.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.url, url.slice(ORIGIN.length)));
    expect(rows).toHaveLength(1);
  });

  it('takes a custom keyword, and refuses a taken one with 409 without touching the first link', async () => {
    const user = await s.createUser();
    const url = playgroundLink();
    const made = await shortenAs(user, { url, keyword: 'my-Program_1' });
    expect(made.statusCode).toBe(200);
    expect(made.json(ShortenAnswer)).toMatchObject({
      status: 'success',
      shorturl: `${ORIGIN}/s/my-Program_1`,
    });

    const other = playgroundLink();
    const taken = await shortenAs(await s.createUser(), { url: other, keyword: 'my-Program_1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ShortenFailure>()).toEqual({
      status: 'fail',
      code: 'error:keyword',
      message: shortLinkKeywordTaken('my-Program_1'),
      statusCode: 409,
    });
    expect((await s.signedOut.get('/s/my-Program_1')).headers.location).toBe(url);
  });

  it('refuses links that are not this deployment’s playground with a program', async () => {
    const user = await s.createUser();
    const refused = [
      playgroundLink('https://elsewhere.example'),
      playgroundLink('http://academy.example'),
      `${ORIGIN}/courses/1/missions#lz=abc`,
      `${ORIGIN}/playground`,
      `${ORIGIN}/playground#chap=1`,
      'javascript:alert(1)//playground#lz=abc',
      'not a url',
    ];
    for (const url of refused) {
      const res = await shortenAs(user, { url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json<ShortenFailure>()).toMatchObject({ status: 'fail', statusCode: 400 });
      expect(res.json<ShortenFailure>().message).toContain(SHORT_LINK_NOT_PLAYGROUND);
    }
    // The program may also come in the query, as older links carry it.
    const query = await shortenAs(user, { url: `${ORIGIN}/playground?prgrm=abc&chap=2` });
    expect(query.statusCode).toBe(200);
  });

  it('refuses an over-long URL with 413, in multipart and URL-encoded forms', async () => {
    const user = await s.createUser();
    const base = playgroundLink();
    const url = `${base}${'A'.repeat(SHORT_LINK_URL_MAX - base.length + 1)}`;
    const multipart = await shortenAs(user, { url });
    expect([multipart.statusCode, multipart.json<ShortenFailure>().message]).toEqual([
      413,
      SHORT_LINK_URL_TOO_LONG,
    ]);
    const encoded = await s
      .as(user)
      .post(API, new URLSearchParams({ action: 'shorturl', format: 'json', url }).toString(), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect([encoded.statusCode, encoded.json<ShortenFailure>().message]).toEqual([
      413,
      SHORT_LINK_URL_TOO_LONG,
    ]);
  });

  it('takes a URL-encoded form as well as multipart', async () => {
    const user = await s.createUser();
    const url = playgroundLink();
    const body = new URLSearchParams({ signature: '', action: 'shorturl', format: 'json', keyword: '', url });
    const res = await s.as(user).post(API, body.toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json(ShortenAnswer).status).toBe('success');
  });

  it('needs a signed-in user or the deployment signature (401 otherwise)', async () => {
    const url = playgroundLink();
    const none = await s.signedOut.upload(API, form({ url }));
    expect(none.statusCode).toBe(401);
    expect(none.json<ShortenFailure>()).toEqual({
      status: 'fail',
      code: 'error:auth',
      message: SHORT_LINK_NEEDS_SIGN_IN,
      statusCode: 401,
    });
    const wrong = await s.signedOut.upload(API, form({ url, signature: `${SIGNATURE}x` }));
    expect(wrong.statusCode).toBe(401);
    const badToken = await s.signedOut.upload(API, form({ url }), {
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.statusCode).toBe(401);

    const signed = await s.signedOut.upload(API, form({ url, signature: SIGNATURE }));
    expect(signed.statusCode).toBe(200);
    const { keyword } = signed.json(ShortenAnswer).url;
    const [row] = await s.db.select().from(shortLinks).where(eq(shortLinks.keyword, keyword));
    expect(row?.userId).toBeNull();
  });

  it('takes no signature at all when the deployment has none configured', async () => {
    const other = await startTestServer({ config: { publicUrl: ORIGIN } });
    try {
      for (const signature of ['', 'anything']) {
        const res = await other.signedOut.upload(API, form({ url: playgroundLink(), signature }));
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await other.close();
    }
  });

  it('limits each user to a number of links per window (429)', async () => {
    const user = await s.createUser();
    for (let i = 0; i < SHORT_LINKS_PER_WINDOW; i++) {
      expect((await shortenAs(user, { url: playgroundLink() })).statusCode).toBe(200);
    }
    const over = await shortenAs(user, { url: playgroundLink() });
    expect(over.statusCode).toBe(429);
    expect(over.json<ShortenFailure>().message).toBe(SHORT_LINK_RATE_LIMITED);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held back by it.
    expect((await shortenAs(await s.createUser(), { url: playgroundLink() })).statusCode).toBe(200);
  });

  it('answers bad forms with a 4xx naming the field', async () => {
    const user = await s.createUser();
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'url'],
      [{ url: playgroundLink(), action: 'expand' }, 'action'],
      [{ url: playgroundLink(), format: 'xml' }, 'format'],
      [{ url: playgroundLink(), keyword: 'has space' }, 'keyword'],
      [{ url: playgroundLink(), keyword: 'k'.repeat(51) }, 'keyword'],
      [{ url: playgroundLink(), keyword: 'yourls-api' }, 'keyword'],
    ];
    for (const [fields, field] of cases) {
      const res = await shortenAs(user, fields);
      expect([fields, res.statusCode]).toEqual([fields, 400]);
      expect(res.json<ShortenFailure>().message).toContain(`${field}: `);
    }
    const json = await s.as(user).post(API, { action: 'shorturl', format: 'json', url: playgroundLink() });
    expect(json.statusCode).toBe(415);
    expect(json.json<ShortenFailure>().message).toBe(SHORT_LINK_NOT_A_FORM);
    const withFile = form({ url: playgroundLink() });
    withFile.append('file', new Blob(['x']), 'x.txt');
    expect((await shortenAs(user, {})).statusCode).toBe(400);
    expect((await s.as(user).upload(API, withFile)).statusCode).toBe(400);
  });

  it('uses the request’s own origin when no public URL is configured', async () => {
    const other = await startTestServer();
    try {
      const user = await other.createUser();
      const url = playgroundLink('http://academy.local:8000');
      const res = await other
        .as(user)
        .upload(API, form({ url }), { headers: { host: 'academy.local:8000' } });
      expect(res.statusCode).toBe(200);
      const answer = res.json(ShortenAnswer);
      expect(answer.shorturl).toBe(`http://academy.local:8000/s/${answer.url.keyword}`);
      const open = await other.signedOut.get(`/s/${answer.url.keyword}`);
      expect(open.headers.location).toBe(url.slice('http://academy.local:8000'.length));
    } finally {
      await other.close();
    }
  });
});

describe('GET /s/:keyword', () => {
  it('answers an unknown keyword with a 404 page, not the app and not a 500', async () => {
    for (const keyword of ['nothing-here', 'yourls-api.php', '%E2%9C%93']) {
      const res = await s.signedOut.get(`/s/${keyword}`);
      expect([keyword, res.statusCode]).toEqual([keyword, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(SHORT_LINK_NOT_FOUND);
    }
  });
});

describe('racing requests', () => {
  it('give a custom keyword to one of them only, and one URL one generated link', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => s.createUser()));
    const keyword = `race-${programCount}`;
    const urls = users.map(() => playgroundLink());
    const custom = await Promise.all(
      users.map((user, i) => shortenAs(user, { url: urls[i] ?? '', keyword })),
    );
    expect(custom.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = urls[custom.findIndex((res) => res.statusCode === 200)];
    expect((await s.signedOut.get(`/s/${keyword}`)).headers.location).toBe(winner);

    const url = playgroundLink();
    const same = await Promise.all(users.map((user) => shortenAs(user, { url })));
    expect(new Set(same.map((res) => res.json(ShortenAnswer).url.keyword)).size).toBe(1);
    const rows = await s.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.url, url.slice(ORIGIN.length)));
    expect(rows).toHaveLength(1);
  });
});
