import { join } from 'node:path';
import { z } from 'zod';
import type { FileStore } from './file-store';
import { FolderStore } from './folder-store';
import { S3Store, type S3StoreSettings } from './s3-store';

/** Which file store this deployment uses (config.ts reads it from the environment). */
export type FileStoreSettings = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3StoreSettings);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** The environment variables of the file store, merged into config.ts's schema. */
export const FileStoreEnv = {
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => v !== undefined && ['true', '1', 'yes'].includes(v)),
};

type FileStoreEnvValues = z.output<z.ZodObject<typeof FileStoreEnv>>;

/** A bucket when S3_BUCKET is set (the SDK finds its credentials itself); else DATA_DIR/files. */
export function fileStoreSettings(e: FileStoreEnvValues, dataDir: string): FileStoreSettings {
  if (!e.S3_BUCKET) return { kind: 'folder', dir: join(dataDir, 'files') };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export function createFileStore(settings: FileStoreSettings): FileStore {
  return settings.kind === 'folder' ? new FolderStore(settings.dir) : new S3Store(settings);
}

/** The bucket's origin when it is not AWS's own: the page's policy must let media load from it. */
export function fileStoreOrigins(settings: FileStoreSettings): string[] {
  if (settings.kind === 'folder') return [];
  if (settings.endpoint) return [new URL(settings.endpoint).origin];
  // AWS itself: https, which the media policy allows already.
  return [];
}
