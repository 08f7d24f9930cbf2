import { CONTRIBUTORS_UNAVAILABLE, type ContributorsResponse } from '@sa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContributorsConfig } from '../../config';
import type { OpenDatabase } from '../../db/client';
import { testClient } from '../../test/client';
import { openTestDatabase } from '../../test/database';
import { buildQuietApp, testConfig } from '../../test/harness';
import { type FakeCodeHost, type FakeRepository, startFakeCodeHost } from './contributors-test-kit';
import { RETRY_AFTER_FAILURE_MS } from './service';

const ORG = 'learning-org';
const HOUR = 3_600_000;

let database: OpenDatabase;
const opened: { app: FastifyInstance; fake: FakeCodeHost }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map(async ({ app, fake }) => Promise.all([app.close(), fake.close()])));
});
afterAll(async () => {
  await database.close();
});

function sampleRepositories(): FakeRepository[] {
  return [
    { name: 'runner', description: 'Runs programs', contributors: { ada: 5, bob: 40 } },
    {
      name: 'frontend',
      description: '  The web app ',
      contributors: { bob: 100, ada: 30, 'dependabot[bot]': 300 },
    },
    { name: 'notes', contributors: { carol: 1 } },
  ];
}

/** An app reading `repositories` from a fresh fake, on a clock the test moves. */
async function open(
  repositories: FakeRepository[] = sampleRepositories(),
  settings: Partial<ContributorsConfig> = {},
) {
  const fake = await startFakeCodeHost(ORG, repositories);
  const clock = { now: Date.parse('2026-11-27T08:00:00Z') };
  const config = testConfig({
    contributors: {
      apiUrl: fake.origin,
      webUrl: 'https://code.example.org',
      organisation: ORG,
      token: undefined,
      excludedRepositories: [],
      excludedUsers: ['dependabot[bot]'],
      cacheMs: 6 * HOUR,
      timeoutMs: 2_000,
      ...settings,
    },
  });
  const app = await buildQuietApp(config, database, { now: () => clock.now });
  opened.push({ app, fake });
  const client = testClient(app);
  const get = () => client.get('/v2/contributors');
  const list = async () => {
    const res = await get();
    expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
    return res.json<ContributorsResponse>();
  };
  return { fake, clock, get, list };
}

describe('GET /v2/contributors', () => {
  it("answers anyone the organisation's repositories and contributors, busiest first", async () => {
    const { list } = await open();
    const body = await list();
    expect(body).toEqual({
      organisation: { login: ORG, url: `https://code.example.org/${ORG}` },
      fetchedAt: '2026-11-27T08:00:00.000Z',
      stale: false,
      repositories: [
        {
          id: expect.any(Number),
          name: 'frontend',
          description: 'The web app',
          url: `https://code.example.org/${ORG}/frontend`,
          contributions: 130,
          contributors: [
            {
              id: expect.any(Number),
              login: 'bob',
              avatarUrl: expect.stringMatching(/^https:\/\/avatars\.example\.org\/u\/\d+\?v=4$/),
              url: 'https://code.example.org/bob',
              contributions: 100,
            },
            expect.objectContaining({ login: 'ada', contributions: 30 }),
          ],
        },
        expect.objectContaining({
          name: 'runner',
          description: 'Runs programs',
          contributions: 45,
          contributors: [
            expect.objectContaining({ login: 'bob', contributions: 40 }),
            expect.objectContaining({ login: 'ada', contributions: 5 }),
          ],
        }),
        expect.objectContaining({ name: 'notes', description: null, contributions: 1 }),
      ],
    });
    // The same person is the same id in every repository, as the API gives it.
    const bobs = body.repositories.flatMap((r) => r.contributors.filter((c) => c.login === 'bob'));
    expect(new Set(bobs.map((b) => b.id)).size).toBe(1);
  });

  it('leaves out excluded repositories and users (any case), forks, private repositories and no one else', async () => {
    const { list, fake } = await open(
      [
        ...sampleRepositories(),
        { name: 'Assessments', contributors: { staff: 9 } },
        { name: 'js-slang-fork', fork: true, contributors: { outsider: 999 } },
        { name: 'secret', private: true, contributors: { staff: 9 } },
        { name: 'empty', contributors: {} },
      ],
      { excludedRepositories: ['assessments'], excludedUsers: ['DEPENDABOT[bot]', 'carol'] },
    );
    const body = await list();
    expect(body.repositories.map((r) => r.name)).toEqual(['frontend', 'runner', 'empty', 'notes']);
    const logins = new Set(body.repositories.flatMap((r) => r.contributors.map((c) => c.login)));
    expect([...logins].sort()).toEqual(['ada', 'bob']);
    expect(body.repositories.find((r) => r.name === 'notes')?.contributors).toEqual([]);
    // Only the public repositories were asked for, and no contributors of what is left out.
    expect(fake.requests.filter((r) => r.path.endsWith('/repos')).length).toBe(1);
    const asked = fake.requests.filter((r) => r.path.startsWith('/repos/')).map((r) => r.path.split('/')[3]);
    expect(asked.sort()).toEqual(['empty', 'frontend', 'notes', 'runner']);
  });

  it('follows the pages of both lists', async () => {
    const many: FakeRepository[] = Array.from({ length: 130 }, (_, i) => ({
      name: `repo-${String(i).padStart(3, '0')}`,
      contributors:
        i === 0 ? Object.fromEntries(Array.from({ length: 250 }, (_, j) => [`p${j}`, j + 1])) : {},
    }));
    const { list, fake } = await open(many);
    const body = await list();
    expect(body.repositories).toHaveLength(130);
    expect(body.repositories[0]?.contributors).toHaveLength(250);
    expect(body.repositories[0]?.contributors[0]).toMatchObject({ login: 'p249', contributions: 250 });
    expect(fake.count('/orgs/')).toBe(2);
    expect(fake.count(`/repos/${ORG}/repo-000/`)).toBe(3);
  });

  it('sends the token when one is set, to the configured API only', async () => {
    const { list, fake } = await open(sampleRepositories(), { token: 'ghp_secret' });
    await list();
    expect(new Set(fake.requests.map((r) => r.authorization))).toEqual(new Set(['Bearer ghp_secret']));
  });

  it('refuses a contributors link to another server: the token never leaves for it, and the answer is 503', async () => {
    const elsewhere = await startFakeCodeHost(ORG, sampleRepositories());
    const { get, fake } = await open(
      [
        {
          name: 'runner',
          contributors: { ada: 1 },
          contributorsUrl: `${elsewhere.origin}/repos/${ORG}/runner/contributors`,
        },
      ],
      { token: 'ghp_secret' },
    );
    const res = await get();
    await elsewhere.close();
    expect([res.statusCode, res.body]).toEqual([503, CONTRIBUTORS_UNAVAILABLE]);
    expect(elsewhere.requests).toEqual([]);
    expect(fake.count('/orgs/')).toBe(1);
  });

  it('keeps the list: a second request within the hours does not reach the API', async () => {
    const { list, fake, clock } = await open();
    await list();
    const asked = fake.requests.length;
    clock.now += 6 * HOUR - 1;
    const again = await list();
    expect(again.fetchedAt).toBe('2026-11-27T08:00:00.000Z');
    expect(fake.requests.length).toBe(asked);
  });

  it('after the hours, answers the kept list at once and refreshes it in the background', async () => {
    const repositories = sampleRepositories();
    const { list, fake, clock } = await open(repositories);
    await list();
    repositories.push({ name: 'new-tool', contributors: { dana: 500 } });
    clock.now += 6 * HOUR;
    const old = await list();
    expect(old.repositories.map((r) => r.name)).not.toContain('new-tool');
    await vi.waitFor(async () => {
      const fresh = await list();
      expect(fresh.repositories[0]?.name).toBe('new-tool');
      expect(fresh.fetchedAt).toBe('2026-11-27T14:00:00.000Z');
    });
    expect(fake.count('/orgs/')).toBe(2);
  });

  it('shares one fetch between requests that arrive together', async () => {
    const { get, fake } = await open();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get()));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(fake.count('/orgs/')).toBe(1);
    expect(fake.count('/repos/')).toBe(3);
  });

  it('serves the last good list, marked stale with when it was fetched, while the API fails', async () => {
    const { list, fake, clock } = await open();
    const first = await list();
    fake.mode = 'fail';
    clock.now += 7 * HOUR;
    await vi.waitFor(async () => {
      const body = await list();
      expect(body.stale).toBe(true);
    });
    const stale = await list();
    expect(stale).toEqual({ ...first, stale: true });
    // While it is down, the API is asked again only after a pause, not on every visit.
    const asked = fake.requests.length;
    await list();
    expect(fake.requests.length).toBe(asked);
    fake.mode = 'ok';
    clock.now += RETRY_AFTER_FAILURE_MS;
    await vi.waitFor(async () => {
      const body = await list();
      expect([body.stale, body.fetchedAt]).toEqual([false, new Date(clock.now).toISOString()]);
    });
  });

  it('answers 503 with a message when it never got the list, then 200 once the API is back', async () => {
    const { get, fake, clock } = await open();
    fake.mode = 'fail';
    const res = await get();
    expect([res.statusCode, res.body]).toEqual([503, CONTRIBUTORS_UNAVAILABLE]);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['retry-after']).toBe('60');
    expect(res.headers['cache-control']).toBeUndefined();
    fake.mode = 'ok';
    // Within the pause the API is not asked again.
    expect((await get()).statusCode).toBe(503);
    expect(fake.count('/orgs/')).toBe(1);
    clock.now += RETRY_AFTER_FAILURE_MS;
    expect((await get()).statusCode).toBe(200);
  });

  it('answers 503, never 500, when the API answers a shape it does not expect', async () => {
    const { get, fake } = await open();
    fake.mode = 'bad-shape';
    const res = await get();
    expect([res.statusCode, res.body]).toEqual([503, CONTRIBUTORS_UNAVAILABLE]);
  });

  it('gives up on an API that does not answer within the timeout', async () => {
    const { get, fake } = await open(sampleRepositories(), { timeoutMs: 150 });
    fake.mode = 'hang';
    const res = await get();
    expect([res.statusCode, res.body]).toEqual([503, CONTRIBUTORS_UNAVAILABLE]);
    expect(fake.count('/orgs/')).toBe(1);
  });

  it('answers 503 when the API cannot be reached at all', async () => {
    const { get, fake } = await open();
    await fake.close();
    const res = await get();
    expect([res.statusCode, res.body]).toEqual([503, CONTRIBUTORS_UNAVAILABLE]);
  });
});
