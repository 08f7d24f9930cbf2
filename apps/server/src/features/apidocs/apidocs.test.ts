import { allRoutes, openApiPath } from '@sa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/client';
import { testClient } from '../../test/client';
import { openTestDatabase } from '../../test/database';
import { buildQuietApp, testConfig } from '../../test/harness';
import { API_PAGE_PREFIX } from './routes';

/**
 * The API document and the running server describe the same routes: every route the app
 * registers is in /v2/openapi.json with its method, and every operation of the document is a
 * registered route. Only the web app's own files and the API page's files are not API routes.
 */
const NOT_API = [/^\/\*$/, /^\/$/, new RegExp(`^${API_PAGE_PREFIX}(/|$)`)];

let database: OpenDatabase;
let app: FastifyInstance;
const registered = new Set<string>();

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase();
  app = await buildQuietApp(config, database, {
    onRoute: ({ method, url }) => {
      if (NOT_API.some((pattern) => pattern.test(url))) return;
      // HEAD follows each GET; OPTIONS * is the CORS preflight that @fastify/cors answers.
      for (const m of [method].flat()) {
        if (m !== 'HEAD' && m !== 'OPTIONS') registered.add(`${m} ${openApiPath(url)}`);
      }
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function fetchDocument() {
  const res = await testClient(app).get('/v2/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
}

describe('GET /v2/openapi.json', () => {
  it('is an OpenAPI 3.1 document anyone may read', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(5);
  });

  it('documents every registered route, and registers every documented one', async () => {
    const doc = await fetchDocument();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect([...registered].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route)).sort()).toEqual([]);
    expect(documented.size).toBe(allRoutes().length);
  });

  it('gives each operation its parameters, who may call it and its error texts', async () => {
    const doc = await fetchDocument();
    const xp = doc.paths['/v2/courses/{courseId}/leaderboards/xp']?.get;
    expect(xp).toMatchObject({
      'x-access': 'student',
      tags: ['leaderboard'],
      parameters: expect.arrayContaining([
        expect.objectContaining({ name: 'courseId', in: 'path', required: true }),
        expect.objectContaining({ name: 'page_size', in: 'query', required: false }),
      ]),
      responses: expect.objectContaining({
        '200': expect.anything(),
        '401': expect.anything(),
        '403': expect.anything(),
      }),
    });
  });
});

describe('the API page', () => {
  it('is served by us, reading the document', async () => {
    const page = await testClient(app).get(`${API_PAGE_PREFIX}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const json = await testClient(app).get(`${API_PAGE_PREFIX}/json`);
    expect(json.json<{ openapi: string }>().openapi).toBe('3.1.0');
  });
});
