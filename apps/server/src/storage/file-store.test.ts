import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, FileNotFoundError, type FileStore, FileTooLargeError } from './file-store';
import { FolderStore } from './folder-store';
import { S3Store } from './s3-store';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Every file under a folder, hidden and temporary ones included. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `size` bytes in chunks of 64 KiB, then (optionally) a failure instead of the end. */
function body(bytes: Buffer, failAfter?: number): Readable {
  const chunk = 64 * 1024;
  let offset = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && offset >= failAfter) {
        this.destroy(new Error('connection cut'));
        return;
      }
      if (offset >= bytes.length) {
        this.push(null);
        return;
      }
      this.push(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

interface Subject {
  store: FileStore;
  /** Keys of complete objects the store holds. */
  keys(): Promise<string[]>;
  /** Files on disk behind the store (the folder's own, or none for a bucket). */
  looseFiles(): string[];
  /** Names of the S3 commands sent (a bucket only). */
  commands: string[];
  close(): Promise<void>;
}

async function folderSubject(): Promise<Subject> {
  const root = tempDir('sa-files-');
  return {
    store: new FolderStore(root),
    keys: async () => filesUnder(root).map((path) => path.slice(root.length + 1)),
    looseFiles: () => filesUnder(root),
    commands: [],
    close: async () => {},
  };
}

async function s3Subject(): Promise<Subject> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('sa-s3rver-'),
    configureBuckets: [{ name: 'lessons' }],
  });
  const { port } = await server.run();
  const store = new S3Store({
    bucket: 'lessons',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver's fixed development keys.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const commands: string[] = [];
  store.client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName) commands.push(context.commandName);
      return next(args);
    },
    { step: 'initialize' },
  );
  return {
    store,
    keys: async () => {
      const list = await store.client.send(new ListObjectsV2Command({ Bucket: 'lessons' }));
      return (list.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
    },
    looseFiles: () => [],
    commands,
    close: async () => {
      store.close();
      await server.close();
    },
  };
}

const MB = 1024 * 1024;

function desCipherWorks(): boolean {
  try {
    createCipheriv('des', Buffer.alloc(8), Buffer.alloc(8));
    return true;
  } catch {
    return false;
  }
}

/** Byte-for-byte equality (toEqual walks a Buffer index by index: seconds for a few MB). */
function expectBytes(actual: Buffer, expected: Buffer): void {
  expect(actual.length).toBe(expected.length);
  expect(Buffer.compare(actual, expected)).toBe(0);
}

describe.each([
  ['the folder store', folderSubject],
  ['the S3 store (s3rver)', s3Subject],
])('%s', (_, makeSubject) => {
  let s: Subject;
  beforeAll(async () => {
    s = await makeSubject();
  });
  afterAll(async () => s.close());

  const put = (key: string, bytes: Buffer, maxBytes = 50 * MB, failAfter?: number) =>
    s.store.put(key, body(bytes, failAfter), { contentType: 'audio/wav', maxBytes });

  it('stores a file, reads it whole and by ranges, and deletes it', async () => {
    const bytes = randomBytes(200_000);
    expect(await put('lessons/one.wav', bytes)).toEqual({ size: bytes.length });
    expect(await s.store.stat('lessons/one.wav')).toEqual({
      size: bytes.length,
      modifiedAt: expect.any(Date),
    });
    expectBytes(await bytesOf(await s.store.readRange('lessons/one.wav')), bytes);
    const middle = await bytesOf(await s.store.readRange('lessons/one.wav', { start: 1000, end: 1999 }));
    expectBytes(middle, bytes.subarray(1000, 2000));
    await s.store.delete('lessons/one.wav');
    expect(await s.store.stat('lessons/one.wav')).toBeNull();
    await expect(s.store.readRange('lessons/one.wav')).rejects.toBeInstanceOf(FileNotFoundError);
    // Deleting again is no error.
    await s.store.delete('lessons/one.wav');
  });

  it('streams a file of several parts and reads a range across a part boundary', async () => {
    const bytes = randomBytes(12 * MB);
    expect(await put('lessons/big.wav', bytes)).toEqual({ size: bytes.length });
    const start = 5 * MB - 10;
    const part = await bytesOf(await s.store.readRange('lessons/big.wav', { start, end: start + 19 }));
    expectBytes(part, bytes.subarray(start, start + 20));
    // A range larger than one read (streamed) as well.
    const large = await bytesOf(await s.store.readRange('lessons/big.wav', { start: 3, end: 3 * MB }));
    expectBytes(large, bytes.subarray(3, 3 * MB + 1));
    await s.store.delete('lessons/big.wav');
  });

  it('leaves nothing when a file passes its limit, small or in several parts', async () => {
    const before = await s.keys();
    await expect(put('lessons/small.wav', randomBytes(1000), 999)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(put('lessons/large.wav', randomBytes(12 * MB), 7 * MB)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await s.keys()).toEqual(before);
    expect(await s.store.stat('lessons/large.wav')).toBeNull();
    expect(s.looseFiles()).toHaveLength(before.length);
    // A bucket drops the parts already sent (s3rver itself does not implement the abort).
    if (s.store.kind === 's3') expect(s.commands).toContain('AbortMultipartUploadCommand');
  });

  it('leaves nothing when the body fails part-way', async () => {
    const before = await s.keys();
    await expect(put('lessons/cut.wav', randomBytes(8 * MB), 50 * MB, 6 * MB)).rejects.toThrow(
      'connection cut',
    );
    await expect(put('lessons/cut-early.wav', randomBytes(MB), 50 * MB, 128 * 1024)).rejects.toThrow(
      'connection cut',
    );
    expect(await s.keys()).toEqual(before);
    expect(s.looseFiles()).toHaveLength(before.length);
  });

  it('replaces a file put again under the same key', async () => {
    await put('lessons/again.wav', randomBytes(100));
    const range = { start: 10, end: 29 };
    // A small range read first: a store that keeps the file open must not read the old one after.
    await bytesOf(await s.store.readRange('lessons/again.wav', range));
    const second = randomBytes(50);
    await put('lessons/again.wav', second);
    expectBytes(await bytesOf(await s.store.readRange('lessons/again.wav')), second);
    expectBytes(await bytesOf(await s.store.readRange('lessons/again.wav', range)), second.subarray(10, 30));
    await s.store.delete('lessons/again.wav');
    await expect(s.store.readRange('lessons/again.wav', range)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('answers many small ranges read at once', async () => {
    const bytes = randomBytes(300_000);
    await put('lessons/seeks.wav', bytes);
    const starts = Array.from({ length: 300 }, (_, i) => (i * 997) % (bytes.length - 4096));
    const parts = await Promise.all(
      starts.map(async (start) =>
        bytesOf(await s.store.readRange('lessons/seeks.wav', { start, end: start + 4095 })),
      ),
    );
    for (const [i, part] of parts.entries())
      expectBytes(part, bytes.subarray(starts[i], (starts[i] ?? 0) + 4096));
    await s.store.delete('lessons/seeks.wav');
  });

  it('answers an address for the browser: its own path for the folder, a presigned GET for a bucket', async () => {
    await put('lessons/linked.wav', randomBytes(100));
    const url = await s.store.url('lessons/linked.wav', '/v2/own/linked.wav');
    if (s.store.kind === 'folder') expect(url).toBe('/v2/own/linked.wav');
    else {
      expect(url).toMatch(/X-Amz-Signature=/);
      const answer = await fetch(url);
      expect([answer.status, (await answer.arrayBuffer()).byteLength]).toEqual([200, 100]);
    }
    await s.store.delete('lessons/linked.wav');
  });

  it('lists the files under a prefix with their sizes, sub-folders included', async () => {
    await put('shelf/a.png', randomBytes(10));
    await put('shelf/deep/er/b.txt', randomBytes(20));
    await put('shelfish/not-under.png', randomBytes(30));
    await put('other/c.png', randomBytes(40));
    const sorted = (files: { key: string; size: number }[]) =>
      [...files].sort((a, b) => a.key.localeCompare(b.key));
    expect(sorted(await s.store.list('shelf/'))).toEqual([
      { key: 'shelf/a.png', size: 10 },
      { key: 'shelf/deep/er/b.txt', size: 20 },
    ]);
    expect(await s.store.list('shelf/deep/er/')).toEqual([{ key: 'shelf/deep/er/b.txt', size: 20 }]);
    expect(await s.store.list('nothing/here/')).toEqual([]);
    // A file where the prefix would need a folder: nothing is under it.
    expect(await s.store.list('shelf/a.png/')).toEqual([]);
    expect(await s.store.stat('shelf/a.png/inner.png')).toBeNull();
    // The whole store: no temporary or hidden files among them.
    const all = (await s.store.list('')).map((file) => file.key);
    expect(all).toEqual(expect.arrayContaining(['shelf/a.png', 'shelfish/not-under.png', 'other/c.png']));
    expect(all.filter((key) => key.split('/').some((segment) => segment.startsWith('.')))).toEqual([]);
    await s.store.delete('shelf/a.png');
    expect((await s.store.list('shelf/')).map((file) => file.key)).toEqual(['shelf/deep/er/b.txt']);
    for (const key of ['shelf/deep/er/b.txt', 'shelfish/not-under.png', 'other/c.png'])
      await s.store.delete(key);
  });

  it('lists more files than one page of a bucket holds', async (context) => {
    // s3rver makes its continuation tokens with DES, which OpenSSL 3 refuses: a truncated page
    // fails there, and the bucket's walk over pages (StartAfter) goes unchecked on such a machine.
    if (s.store.kind === 's3' && !desCipherWorks()) context.skip();
    const keys = Array.from({ length: 1005 }, (_, i) => `many/f${String(i).padStart(4, '0')}.txt`);
    for (const key of keys) await put(key, Buffer.from('x'));
    const listed = (await s.store.list('many/')).map((file) => file.key).sort();
    expect(listed).toEqual(keys);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => s.store.delete(key)));
    }
  }, 60_000);

  it('refuses a prefix that is not a folder of keys', async () => {
    for (const prefix of ['../', 'a', '/abs/', 'a//', '.partial/']) {
      await expect(s.store.list(prefix), prefix).rejects.toThrow('Invalid key prefix');
    }
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../escape', 'a/../../b', '.partial/x', '/abs', 'a//b', '']) {
      await expect(put(key, randomBytes(10)), key).rejects.toThrow('Invalid file key');
    }
  });
});
