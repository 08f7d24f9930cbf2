import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_PATH, INVALID_ASSET_PATH, noCourseFile, routes } from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { createRouter } from '../../http/route';
import { serveStoredFile } from '../../storage/serve-file';
import {
  COURSE_FILE_CACHE_CONTROL,
  courseFileType,
  isServableKey,
  readAssetAddress,
  SVG_POLICY,
} from './course-files';
import { isCourseFileKey } from './service';

/**
 * GET /assets/{course prefix}{path}: a course's files from the file store (game art, sounds,
 * `stories/*.txt`), public because `<img>` and Phaser's loader send no token; byte ranges for
 * sounds, ETag/Last-Modified and an hour of caching. The address is read from the raw path so
 * encoded tricks (`%2e%2e`, `%2f`, `%5c`, `%00`) are refused before any key is made.
 *
 * The web build also keeps its files in `assets/` (Vite's default), one segment deep: such a name
 * is handed to the web app's static files, so the build and course files share the folder name.
 */
export const courseFileRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, files, config }) => {
  const webBuilt = existsSync(join(config.webDistDir, 'index.html'));
  const route = createRouter(app);

  route(routes.game.assets, async ({ request, reply }) => {
    const rawPath = (request.url.split('?', 1)[0] ?? '').slice(ASSETS_PATH.length);
    const address = readAssetAddress(rawPath);
    if (address.kind === 'invalid') throw badRequest(INVALID_ASSET_PATH);
    if (address.kind === 'build') {
      if (webBuilt && /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(address.name)) {
        return reply.sendFile(`assets/${address.name}`);
      }
      throw notFound(noCourseFile(address.name));
    }
    const { key } = address;
    const contentType = courseFileType(key);
    if (!contentType || !isServableKey(key) || !(await isCourseFileKey(db, key))) {
      throw notFound(noCourseFile(key));
    }
    return serveStoredFile(request, reply, files, key, {
      contentType,
      notFoundText: noCourseFile(key),
      cacheControl: COURSE_FILE_CACHE_CONTROL,
      validators: true,
      headers: {
        'x-content-type-options': 'nosniff',
        ...(contentType.startsWith('image/svg') ? { 'content-security-policy': SVG_POLICY } : {}),
      },
    });
  });
};
