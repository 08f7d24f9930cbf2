import { noLibraryFile, routes } from '@sa/contracts';
import { wasmStdFile } from '@sa/runner/wasm-std';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/route';

/**
 * GET /wasm-std/:name: the standard library files of Source §1 WebAssembly, which the compiler in the
 * browser's runner imports (packages/runner/src/wasm). Served by us so that nothing is fetched from
 * another site. Public like the web app's own assets: the files are part of the program, not data of
 * any course, so no sign-in is needed (the worker fetches them without the page's token).
 */
export const wasmStdRoutes: FastifyPluginAsync = async (app) => {
  createRouter(app)(routes.wasmStd.file, ({ params, reply }) => {
    const text = wasmStdFile(params.name);
    if (text === undefined) throw notFound(noLibraryFile(params.name));
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(text);
  });
};
