import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouteTable } from '../../http/route';
import { testClient } from '../../test/client';
import { parseProviderSettings } from './config';
import { providerPages } from './pages';
import { createProviders } from './registry';

let app: FastifyInstance | undefined;

async function start(raw: string | undefined, demo = true) {
  app = Fastify();
  useRouteTable(app);
  await app.register(providerPages, { providers: createProviders(parseProviderSettings(raw, demo)) });
  return app;
}

function authorize(redirectUri: string) {
  return `/v2/auth/test/authorize?redirect_uri=${encodeURIComponent(redirectUri)}`;
}

function links(html: string) {
  return [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => ({ href: m[1], text: m[2] }));
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /v2/auth/test/authorize', () => {
  it('lists one sign-in link per demo user, back to redirect_uri with the code appended', async () => {
    const server = await start(undefined);
    const response = await testClient(server).get(authorize('http://localhost:5173/login?provider=test'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Test sign-in</title>');
    expect(response.body).toContain('demo sign-in provider');
    expect(links(response.body)).toEqual([
      {
        href: 'http://localhost:5173/login?provider=test&amp;code=admin_code',
        text: 'Sign in as Ada Admin (admin)',
      },
      {
        href: 'http://localhost:5173/login?provider=test&amp;code=staff_code',
        text: 'Sign in as Sam Staff (staff)',
      },
      {
        href: 'http://localhost:5173/login?provider=test&amp;code=student_code',
        text: 'Sign in as Stu Student (student)',
      },
      {
        href: 'http://localhost:5173/login?provider=test&amp;code=student2_code',
        text: 'Sign in as Sue Student (student2)',
      },
    ]);
    expect(response.body).toMatch(/\(admin\)<\/a> <span class="role">admin<\/span>/);
  });

  it('escapes user names and the redirect URI', async () => {
    const users = [{ code: 'c"1', username: '<u>', name: '<script>alert(1)</script>' }];
    const server = await start(JSON.stringify([{ id: 'test', kind: 'test', users }]));
    const response = await testClient(server).get(authorize('https://app.example/login?x="><b>'));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<b>');
    expect(response.body).toContain('Sign in as &lt;script&gt;alert(1)&lt;/script&gt; (&lt;u&gt;)');
    const [link] = links(response.body);
    const href = new URL(link!.href!.replaceAll('&amp;', '&'));
    expect(href.searchParams.get('code')).toBe('c"1');
    expect(href.searchParams.get('x')).toBe('"><b>');
    expect(response.body).not.toContain('class="role"');
  });

  it.each(['', 'not a url', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://host/login'])(
    'answers 400 for redirect_uri %j',
    async (redirectUri) => {
      const server = await start(undefined);
      const response = await testClient(server).get(authorize(redirectUri));
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('Invalid redirect_uri');
    },
  );

  it('answers 400 without a redirect_uri', async () => {
    const server = await start(undefined);
    const response = await testClient(server).get('/v2/auth/test/authorize');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Invalid redirect_uri');
  });

  it('does not exist when no test provider is configured', async () => {
    const github = { id: 'github', kind: 'github', clientId: 'c', clientSecret: 's' };
    for (const server of [await start(undefined, false), await start(JSON.stringify([github]), true)]) {
      const response = await testClient(server).get(authorize('http://localhost:5173/login?provider=test'));
      expect(response.statusCode).toBe(404);
      await server.close();
    }
  });
});
