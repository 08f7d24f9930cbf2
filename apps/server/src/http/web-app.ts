import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const PAGE_NOT_FOUND = 'Page not found';
export const WEB_NOT_BUILT =
  'The web app has not been built. Run `npm run build` (or `npm start`, which builds it) and reload.';

/**
 * Serves the built single-page app. Any GET outside /v2 that is not a file answers index.html,
 * so the client router handles deep links; unknown /v2 routes answer 404 `Page not found`.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Hashed assets may be cached for long; index.html must always be fetched again.
      setHeaders: (res, path) => {
        if (path.endsWith('index.html')) res.setHeader('cache-control', 'no-cache');
      },
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
      path.startsWith('/textbook/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    reply.type('text/plain; charset=utf-8');
    if (isApi || !isPageRequest) return reply.code(404).send(PAGE_NOT_FOUND);
    if (!built) return reply.code(503).send(WEB_NOT_BUILT);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
