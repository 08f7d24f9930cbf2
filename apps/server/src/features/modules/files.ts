import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One file of the modules' dist as it is sent: its bytes and its validators. */
export interface ModuleFile {
  body: Buffer;
  /** A strong validator: a hash of the bytes, so every server process (and a CDN copy) agrees. */
  etag: string;
  lastModified: Date;
}

/**
 * Reads the modules' dist (small files: bundles are tens of KiB) and keeps each file in memory
 * with its hash until the file on disk changes: a rebuild while the server runs is served at
 * once, and an unchanged file costs one stat.
 */
export class ModuleFiles {
  private readonly cache = new Map<string, { mtimeMs: number; size: number; file: ModuleFile }>();

  constructor(private readonly distDir: string) {}

  /** `relativePath` has been validated by the route's strict pattern; undefined when absent. */
  async get(relativePath: string): Promise<ModuleFile | undefined> {
    const path = join(this.distDir, relativePath);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) {
      this.cache.delete(path);
      return undefined;
    }
    const cached = this.cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.file;
    const body = await readFile(path);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    // HTTP dates have whole seconds; If-Modified-Since compares against this.
    const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
    const file = { body, etag, lastModified };
    this.cache.set(path, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  }
}

/**
 * Whether the client's copy is current (RFC 9110 section 13.1): If-None-Match when sent (weak
 * comparison, as GET allows), otherwise If-Modified-Since.
 */
export function isNotModified(
  file: ModuleFile,
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(file.etag);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && file.lastModified.getTime() <= since;
}
