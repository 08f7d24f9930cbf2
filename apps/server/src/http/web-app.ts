import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const PAGE_NOT_FOUND = 'Page not found';
export const WEB_NOT_BUILT =
  'The web app has not been built. Run `npm run build` (or `npm start`, which builds it) and reload.';

/**
 * Files at the root of the build that must be fetched again on every use (never the page in their
 * place): the page itself, the service worker (a browser compares its bytes to find a new version,
 * docs/adr/0034-offline-service-worker.md) and the web app manifest.
 */
const ALWAYS_REVALIDATED = new Set(['index.html', 'service-worker.js', 'manifest.webmanifest']);
const ROOT_FILES_NOT_PAGES = new Set(['/service-worker.js', '/manifest.webmanifest']);
/** Vite's build files carry a hash of their contents in their names: a copy never goes stale. */
export const BUILD_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The cache policy of a file of the build at `path`: root files to revalidate, hashed files under
 * assets/ for a year; anything else (icons) may be reused while the browser revalidates it.
 */
function cacheControlOf(distDir: string, path: string): string {
  const dir = dirname(resolve(path));
  if (dir === distDir && ALWAYS_REVALIDATED.has(basename(path))) return 'no-cache';
  if (dir === join(distDir, 'assets')) return BUILD_FILE_CACHE_CONTROL;
  return 'public, max-age=0';
}

/**
 * Serves the built single-page app. Any GET outside /v2 that is not a file answers index.html,
 * so the client router handles deep links; unknown /v2 routes answer 404 `Page not found`, and so
 * do the service worker and the manifest when the build has none.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Ours alone: @fastify/static would write its own max-age=0 over what setHeaders sets.
      cacheControl: false,
      // Hashed assets may be cached for long; index.html and the worker must always be fetched again.
      setHeaders: (res, path) => res.setHeader('cache-control', cacheControlOf(resolve(distDir), path)),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Under /modules, /textbook and /assets too: a missing file must not be answered with the
    // app's page (the reader would try to parse index.html as a section, the game as an image).
    const isApi =
      path === '/v2' ||
      path.startsWith('/v2/') ||
      path.startsWith('/modules/') ||
      path === '/assets' ||
      path.startsWith('/assets/') ||
      path === '/textbook' ||
      path.startsWith('/textbook/') ||
      // A missing worker answered with the page would be taken for a broken script, not "none".
      ROOT_FILES_NOT_PAGES.has(path);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    reply.type('text/plain; charset=utf-8');
    if (isApi || !isPageRequest) return reply.code(404).send(PAGE_NOT_FOUND);
    if (!built) return reply.code(503).send(WEB_NOT_BUILT);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
