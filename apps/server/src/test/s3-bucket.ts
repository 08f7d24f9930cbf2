import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StoreSettings } from '../storage/s3-store';

/** A local S3-compatible bucket (s3rver) for tests of the S3 file store, on a free port. */
export interface TestBucket {
  /** What the S3 store is configured with to use this bucket. */
  settings: S3StoreSettings;
  close(): Promise<void>;
}

export async function startTestBucket(name: string): Promise<TestBucket> {
  const dir = mkdtempSync(join(tmpdir(), `sa-s3-${name}-`));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket: name,
      endpoint: `http://127.0.0.1:${port}`,
      region: undefined,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
