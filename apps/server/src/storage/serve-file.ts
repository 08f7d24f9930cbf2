import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../http/cached-files';
import { notFound } from '../http/errors';
import { parseRange } from './byte-range';
import { type FileInfo, FileNotFoundError, type FileStore } from './file-store';

export interface ServeFileOptions {
  contentType: string;
  /** The 404's text. */
  notFoundText: string;
  /** Cache-Control; a stored file never changes under its key, so it may be kept long. */
  cacheControl?: string;
  /**
   * Send ETag and Last-Modified (when the store knows the file's time) and answer 304 to a
   * client whose copy is current: for files that may be replaced under the same key (course files).
   */
  validators?: boolean;
  /** More headers of this answer (a content policy for SVG). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Answers a stored file with byte ranges, as `<audio>` and `<video>` ask for them to seek: 200 with
 * the whole file, 206 with `Content-Range` for one range, 416 with `bytes * /size` when the range
 * is past the end, 404 for no file. HEAD gets the same headers (Fastify drops the body).
 */
export async function serveStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  key: string,
  options: ServeFileOptions,
): Promise<FastifyReply> {
  const info = await store.stat(key);
  if (!info) throw notFound(options.notFoundText);
  reply.header('accept-ranges', 'bytes');
  reply.header('cache-control', options.cacheControl ?? 'private, max-age=86400, immutable');
  if (options.headers) reply.headers(options.headers);
  const validators = options.validators ? validatorsOf(info) : undefined;
  if (validators) {
    reply.header('etag', validators.etag).header('last-modified', validators.lastModified.toUTCString());
    if (isNotModified(validators, request.headers)) return reply.code(304).send();
  }
  const range = parseRange(request.headers.range, info.size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${info.size}`)
      .type('text/plain; charset=utf-8')
      .send('Range Not Satisfiable');
  }
  const part = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
  const length = part ? part.end - part.start + 1 : info.size;
  if (info.size === 0) return reply.code(200).type(options.contentType).header('content-length', 0).send('');
  try {
    const body = await store.readRange(key, part);
    if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${info.size}`);
    return reply.type(options.contentType).header('content-length', length).send(body);
  } catch (error) {
    // Deleted between stat and read.
    if (error instanceof FileNotFoundError) throw notFound(options.notFoundText);
    throw error;
  }
}

/**
 * Validators from what a stat already tells (no read of the bytes): a weak tag of size and time,
 * and the time in whole seconds as HTTP dates have them.
 */
function validatorsOf(info: FileInfo): { etag: string; lastModified: Date } | undefined {
  if (!info.modifiedAt) return undefined;
  const ms = info.modifiedAt.getTime();
  return {
    etag: `W/"${info.size.toString(36)}-${ms.toString(36)}"`,
    lastModified: new Date(Math.floor(ms / 1000) * 1000),
  };
}
