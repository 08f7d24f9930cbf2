import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

/** The kinds of file the book's folder holds, and what they are sent as. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/**
 * One path segment: letters, digits, '_', '-', '.', never starting with '.' (no '..', no hidden
 * files). The book's names (`1.1.2.json`, `toc-navigation.json`, `ch1-Z-G-6.svg`) all fit.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;
const MAX_DEPTH = 4;

/** One file of the book as it is sent. */
export interface TextbookFile {
  body: Buffer;
  contentType: string;
  /** A hash of the bytes, so every server process agrees. */
  etag: string;
  lastModified: Date;
}

/**
 * The path under the book's folder that a request names (already percent-decoded by Fastify), or
 * undefined when it is not one we would ever serve: strict segments only, a known file type.
 */
export function textbookPath(requested: string): string | undefined {
  const segments = requested.split('/');
  if (segments.length > MAX_DEPTH || !segments.every((s) => SEGMENT.test(s))) return undefined;
  if (!(extname(requested).toLowerCase() in CONTENT_TYPES)) return undefined;
  return segments.join('/');
}

/**
 * Reads the book's folder read-only and keeps each file with its hash until it changes on disk
 * (one stat per request). The real path must stay inside the folder's real path, so a symbolic
 * link that leads out of it is not followed.
 */
export class TextbookFiles {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; file: TextbookFile }>();
  private root: Promise<string> | undefined;

  constructor(private readonly dir: string) {}

  async get(relativePath: string): Promise<TextbookFile | undefined> {
    this.root ??= realpath(this.dir);
    const root = await this.root;
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
    const file: TextbookFile = {
      body,
      contentType: CONTENT_TYPES[extname(real).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      // HTTP dates have whole seconds; If-Modified-Since compares against this.
      lastModified: new Date(Math.floor(info.mtimeMs / 1000) * 1000),
    };
    this.cache.set(real, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  }
}
