import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCounter } from './byte-counter';
import { type ByteRange, checkKey, FileNotFoundError, type FileStore, type PutOptions } from './file-store';

/**
 * Temporary files live in the store's own folder (so the final rename never crosses file
 * systems) under a name no key can have: keys never start with a dot.
 */
const PARTIAL_DIR = '.partial';

/** Files under a folder of this machine (DATA_DIR/files by default). */
export class FolderStore implements FileStore {
  readonly kind = 'folder';

  constructor(readonly root: string) {}

  async put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const partial = join(this.root, PARTIAL_DIR, `${randomBytes(12).toString('hex')}.part`);
    await mkdir(dirname(partial), { recursive: true });
    const counter = new ByteCounter(options.maxBytes);
    try {
      // pipeline destroys every stream on any failure, the body included, so an upload that
      // fails here stops being read.
      await pipeline(body, counter, createWriteStream(partial, { flags: 'wx' }));
      await mkdir(dirname(target), { recursive: true });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: counter.bytes };
  }

  async readRange(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    if ((await this.stat(key)) === null) throw new FileNotFoundError(key);
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    // A file deleted between stat and open surfaces as the stream's error, as for any reader.
    return stream;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async url(key: string, ownPath: string): Promise<string> {
    checkKey(key);
    return ownPath;
  }

  private pathOf(key: string): string {
    return join(this.root, checkKey(key));
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
