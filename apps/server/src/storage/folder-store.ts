import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, open as openFile, read } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LRUCache } from 'lru-cache';
import { ByteCounter } from './byte-counter';
import {
  type ByteRange,
  checkKey,
  checkPrefix,
  type FileInfo,
  FileNotFoundError,
  type FileStore,
  isValidKey,
  type PutOptions,
  type StoredFile,
} from './file-store';
import { OpenFiles } from './open-files';

/**
 * Temporary files live in the store's own folder (so the final rename never crosses file
 * systems) under a name no key can have: keys never start with a dot.
 */
const PARTIAL_DIR = '.partial';

/**
 * Ranges up to this size are read in one call into memory rather than streamed: a player's
 * seeks ask for small ranges, many at once, and a stream costs more than the read itself.
 */
const SMALL_RANGE_BYTES = 256 * 1024;

/**
 * Sizes of files recently asked about. A file under a key changes only by a put or delete, which
 * this store forgets it for; another process's change shows after at most this long (a read of a
 * file deleted meanwhile still fails as not found).
 */
const SIZE_CACHE_MS = 5_000;

/** Descriptors kept open for repeated small reads (see OpenFiles). */
const OPEN_FILES_MAX = 256;

/** Files under a folder of this machine (DATA_DIR/files by default). */
export class FolderStore implements FileStore {
  readonly kind = 'folder';

  private readonly sizes = new LRUCache<string, FileInfo>({ max: 10_000, ttl: SIZE_CACHE_MS });
  private readonly openFiles = new OpenFiles({ max: OPEN_FILES_MAX, ttlMs: SIZE_CACHE_MS });

  constructor(readonly root: string) {}

  async put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }> {
    const target = this.pathOf(key);
    this.forget(key);
    const partial = join(this.root, PARTIAL_DIR, `${randomBytes(12).toString('hex')}.part`);
    // The body may already be flowing and fail while the folder is made: its error is kept
    // here (not thrown as unhandled) and ends the put.
    let early: unknown;
    const keep = (error: unknown) => {
      early ??= error;
    };
    body.on('error', keep);
    await mkdir(dirname(partial), { recursive: true });
    if (early !== undefined) throw early;
    const counter = new ByteCounter(options.maxBytes);
    try {
      // pipeline destroys every stream on any failure, the body included, so an upload that
      // fails here stops being read.
      await pipeline(body, counter, createWriteStream(partial, { flags: 'wx' }));
      await mkdir(dirname(target), { recursive: true });
      await rename(partial, target);
      // A read meanwhile may have opened the file this one replaced.
      this.forget(key);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    } finally {
      body.off('error', keep);
    }
    return { size: counter.bytes };
  }

  async readRange(key: string, range?: ByteRange): Promise<Readable | Buffer> {
    const path = this.pathOf(key);
    try {
      if (range && range.end - range.start + 1 <= SMALL_RANGE_BYTES) {
        const bytes = Buffer.allocUnsafe(range.end - range.start + 1);
        const bytesRead = await this.openFiles.use(path, (fd) => readAt(fd, bytes, range.start));
        return bytes.subarray(0, bytesRead);
      }
      // The stream owns its own descriptor and closes it at its end or on an error.
      const fd = await openForReading(path);
      return createReadStream('', { fd, ...(range ? { start: range.start, end: range.end } : {}) });
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<FileInfo | null> {
    const known = this.sizes.get(key);
    if (known) return known;
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return null;
      const found = { size: info.size, modifiedAt: info.mtime };
      this.sizes.set(key, found);
      return found;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    this.forget(key);
    await rm(this.pathOf(key), { force: true });
  }

  async url(key: string, ownPath: string): Promise<string> {
    checkKey(key);
    return ownPath;
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const folder = join(this.root, checkPrefix(prefix));
    let entries: Awaited<ReturnType<typeof listFiles>>;
    try {
      entries = await listFiles(folder);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys = entries
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      // Temporary files (`.partial/`) and anything else no key could name are not files of the store.
      .filter(isValidKey);
    const found = await Promise.all(keys.map(async (key) => ({ key, info: await this.stat(key) })));
    // A file deleted while listing is left out.
    return found.flatMap(({ key, info }) => (info ? [{ key, size: info.size }] : []));
  }

  private forget(key: string): void {
    this.sizes.delete(key);
    this.openFiles.forget(this.pathOf(key));
  }

  private pathOf(key: string): string {
    return join(this.root, checkKey(key));
  }
}

function listFiles(folder: string) {
  return readdir(folder, { recursive: true, withFileTypes: true }).then((entries) =>
    entries.filter((entry) => entry.isFile()),
  );
}

/** No such file: nothing there, or a file where the key needs a folder (`a.png` for `a.png/b`). */
function isMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'ENOENT' || error.code === 'ENOTDIR';
}

// Plain descriptors, not fs/promises' FileHandle: a FileHandle object costs more than a seek's
// small read itself when hundreds arrive at once.
function openForReading(path: string): Promise<number> {
  return new Promise((resolve, reject) =>
    openFile(path, 'r', (error, fd) => (error ? reject(error) : resolve(fd))),
  );
}

function readAt(fd: number, bytes: Buffer, position: number): Promise<number> {
  return new Promise((resolve, reject) =>
    read(fd, bytes, 0, bytes.length, position, (error, bytesRead) =>
      error ? reject(error) : resolve(bytesRead),
    ),
  );
}
