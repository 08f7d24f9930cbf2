import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import { CachedFiles, sendCachedFile } from '../../http/cached-files';
import { notFound } from '../../http/errors';
import { textbookContentType, textbookPath } from './files';

export interface TextbookRoutesOptions {
  /** TEXTBOOK_DIR: json/toc.json, json/<section>.json, searchData.json, img_javascript/... */
  dir: string;
}

export const TEXTBOOK_PREFIX = '/textbook/';

export const noTextbookFile = (path: string) => `No textbook file ${path}`;

/**
 * The book changes only when someone copies a new build into the folder: caches keep a copy for
 * an hour, then ask again, and the validators make that a 304 without a body.
 */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /textbook/*: the book's folder, read-only and public (the reader fetches it without a
 * token). Not in the route table: the table names each file pattern, and the book's folder is
 * whatever its generator wrote. Compression is registered here, inside this plugin, so it
 * applies to these files only (searchData.json is megabytes of JSON) and leaves every other
 * route's answers as they were.
 */
export const textbookRoutes: FastifyPluginAsync<TextbookRoutesOptions> = async (app, { dir }) => {
  const files = new CachedFiles(dir);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Like the modules: another deployment's web app may name us as its TEXTBOOK_URL.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.removeHeader('access-control-allow-credentials');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  app.get<{ Params: { '*': string } }>(`${TEXTBOOK_PREFIX}*`, async (request, reply) => {
    const requested = request.params['*'];
    const path = textbookPath(requested);
    const file = path === undefined ? undefined : await files.get(path);
    if (!file || path === undefined) throw notFound(noTextbookFile(requested));
    return sendCachedFile(request, reply, file, textbookContentType(path), CACHE_CONTROL);
  });
};
