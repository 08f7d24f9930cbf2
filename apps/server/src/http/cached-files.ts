import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One file as it is sent: its bytes and its validators. */
export interface CachedFile {
  body: Buffer;
  /** A strong validator: a hash of the bytes, so every server process (and a CDN copy) agrees. */
  etag: string;
  lastModified: Date;
}

/**
 * Files of one folder served read-only (the Source modules' dist, the textbook's folder): each is
 * kept in memory with its hash until it changes on disk, so a rebuild while the server runs is
 * served at once and an unchanged file costs one stat. The real path must stay inside the folder's
 * real path, so a symbolic link leading out of it is not followed. Callers validate the path's
 * shape first (strict patterns); this is the second fence.
 */
export class CachedFiles {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; file: CachedFile }>();
  private root: Promise<string> | undefined;

  constructor(private readonly dir: string) {}

  /** The file at `relativePath` under the folder; undefined when there is none. */
  async get(relativePath: string): Promise<CachedFile | undefined> {
    this.root ??= realpath(this.dir);
    const root = await this.root.catch(() => undefined);
    if (root === undefined) {
      this.root = undefined; // the folder may appear later (a build still running)
      return undefined;
    }
    const real = await realpath(join(root, relativePath)).catch(() => undefined);
    if (!real?.startsWith(root + sep)) return undefined;
    const info = await stat(real).catch(() => undefined);
    if (!info?.isFile()) {
      this.cache.delete(real);
      return undefined;
    }
    const cached = this.cache.get(real);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.file;
    const body = await readFile(real);
    const file: CachedFile = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      // HTTP dates have whole seconds; If-Modified-Since compares against this.
      lastModified: new Date(Math.floor(info.mtimeMs / 1000) * 1000),
    };
    this.cache.set(real, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  }
}

/**
 * Whether the client's copy is current (RFC 9110 section 13.1): If-None-Match when sent (weak
 * comparison, as GET allows), otherwise If-Modified-Since.
 */
export function isNotModified(
  file: Pick<CachedFile, 'etag' | 'lastModified'>,
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(file.etag.replace(/^W\//, ''));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && file.lastModified.getTime() <= since;
}

/** Sends a file with its validators, or 304 when the client's copy is current. */
export function sendCachedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CachedFile,
  contentType: string,
  cacheControl: string,
): FastifyReply {
  reply
    .header('etag', file.etag)
    .header('last-modified', file.lastModified.toUTCString())
    .header('cache-control', cacheControl);
  if (isNotModified(file, request.headers)) return reply.code(304).send();
  return reply.type(contentType).send(file.body);
}
