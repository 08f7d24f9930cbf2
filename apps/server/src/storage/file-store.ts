import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/**
 * Where the platform keeps files that are not rows: sourcecast audio now, game assets later
 * (ADR 25). Two kinds share this interface: a folder on this machine (the default) and an
 * S3-compatible bucket (S3_BUCKET), so a feature never knows which one it writes to.
 *
 * Keys are relative paths of `/`-separated segments (`sourcecasts/3f9c….wav`); a feature that
 * serves a file by its key alone must make the key unguessable, as the key is then the capability.
 */
export interface FileStore {
  readonly kind: 'folder' | 's3';
  /**
   * Streams `body` into the file `key` (replacing any file there) and answers its size in bytes.
   * The file appears only once complete: when the body fails, is cut off or passes `maxBytes`,
   * nothing is left under `key` or anywhere else, and the promise rejects (FileTooLargeError
   * for the limit, the body's own error otherwise).
   */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /**
   * The file's bytes `start..end` (both inclusive), or the whole file without a range: a stream,
   * or the bytes themselves for a small range a store reads at once (a player's seeks).
   */
  readRange(key: string, range?: ByteRange): Promise<Readable | Buffer>;
  /** The file's size (and when it was last written, where the store says), or null when there is no such file. */
  stat(key: string): Promise<FileInfo | null>;
  /** Removes the file; a missing file is no error (a delete may be repeated). */
  delete(key: string): Promise<void>;
  /**
   * The address a browser fetches the file from: for a bucket a presigned GET valid for a while,
   * for the folder `ownPath`, the caller's own route that serves the key (see serve-file.ts).
   */
  url(key: string, ownPath: string): Promise<string>;
  /**
   * Every file whose key starts with `prefix` (a folder: empty, or a valid key ending in `/`),
   * sub-folders included, with its size; in no particular order. A file still being put is not
   * listed. For a course's files (issue 24): its folders and the room it has left.
   */
  list(prefix: string): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  size: number;
}

export interface FileInfo {
  size: number;
  /** When the file was last written: Last-Modified and ETag for course files (serve-file.ts). */
  modifiedAt?: Date;
}

export interface PutOptions {
  contentType: string;
  /** More bytes than this fail the put with FileTooLargeError. */
  maxBytes: number;
}

/** Inclusive byte offsets, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

/** All of a `readRange` answer's bytes (tests, small files). */
export async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  return Buffer.isBuffer(body) ? body : buffer(body);
}

export class FileNotFoundError extends Error {
  override name = 'FileNotFoundError';
  constructor(readonly key: string) {
    super(`No file ${key}`);
  }
}

/** Segments of letters, digits, `.`, `_` and `-`, none starting with a dot (no `..`, no hidden files). */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,8}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Whether `key` is one the store can hold (checkKey's rule, without throwing). */
export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

/** Refuses a prefix that is not a folder of keys (`''` or `a/b/`). */
export function checkPrefix(prefix: string): string {
  if (prefix !== '' && !(prefix.endsWith('/') && isValidKey(prefix.slice(0, -1)))) {
    throw new Error(`Invalid key prefix: ${JSON.stringify(prefix)}`);
  }
  return prefix;
}

/** Refuses a key that could leave the store's folder or hide among its temporary files. */
export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  return key;
}
