import { INVALID_REDIRECT_URI, routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { createRouter } from '../../http/route';
import { TestProvider, type TestUser } from './test-provider';

/**
 * Pages that providers serve from this server. Register it without a prefix: the paths are the
 * ones `endpoint()` returns. Today that is only the test provider's sign-in page, and only when
 * a test provider is configured, so a production server without one answers 404.
 */
export const providerPages: FastifyPluginAsync<Pick<AppDeps, 'providers'>> = async (app, { providers }) => {
  const testProvider = providers.find((provider) => provider instanceof TestProvider);
  if (!testProvider) return;

  createRouter(app)(routes.auth.testAuthorize, ({ query, reply }) => {
    const redirectUri = query.redirect_uri === undefined ? undefined : parseHttpUrl(query.redirect_uri);
    if (!redirectUri) throw badRequest(INVALID_REDIRECT_URI);
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Nothing but the inline style may load, and the page cannot be framed (no clickjacking).
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .header('referrer-policy', 'no-referrer')
        .send(renderTestSignIn(testProvider.users, redirectUri))
    );
  });
};

/** Only http(s): anything else (javascript:, data:) in a link would run or leak in our origin. */
function parseHttpUrl(value: string): URL | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** The link that signs `user` in: the client's redirect_uri, with its own query kept, plus the code. */
function signInLink(redirectUri: URL, user: TestUser): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', user.code);
  return url.href;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function renderTestSignIn(users: readonly TestUser[], redirectUri: URL): string {
  const items = users
    .map((user) => {
      const role = user.role ? ` <span class="role">${escapeHtml(user.role)}</span>` : '';
      const label = `Sign in as ${escapeHtml(user.name)} (${escapeHtml(user.username)})`;
      return `      <li><a href="${escapeHtml(signInLink(redirectUri, user))}">${label}</a>${role}</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Test sign-in</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; background: #f5f8fa; color: #1c2127; }
    main { max-width: 32rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 8px;
      box-shadow: 0 1px 3px rgb(0 0 0 / 20%); }
    h1 { font-size: 1.5rem; margin-top: 0; }
    ul { list-style: none; padding: 0; }
    li { display: flex; align-items: center; gap: 0.75rem; margin: 0.75rem 0; }
    a { display: inline-block; padding: 0.6rem 1rem; border-radius: 4px; background: #215db0; color: #fff;
      text-decoration: none; }
    a:hover { background: #184a90; }
    a:focus-visible { outline: 3px solid #fbb360; outline-offset: 2px; }
    .role { font-size: 0.875rem; padding: 0.15rem 0.5rem; border-radius: 999px; background: #e5e8eb; }
  </style>
</head>
<body>
  <main>
    <h1>Test sign-in</h1>
    <p>This is the demo sign-in provider. It has no passwords: anyone can sign in as any of these
      users, so it is only for trying the platform out and for development.</p>
    <ul aria-label="Demo users">
${items}
    </ul>
  </main>
</body>
</html>
`;
}
