import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ByteCounter } from './byte-counter';
import {
  type ByteRange,
  checkKey,
  checkPrefix,
  type FileInfo,
  FileNotFoundError,
  type FileStore,
  type PutOptions,
  type StoredFile,
} from './file-store';

export interface S3StoreSettings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, s3rver); AWS itself when unset. */
  endpoint: string | undefined;
  region: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted services). */
  forcePathStyle: boolean;
  /** Explicit keys (tests); otherwise the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** How long a listed audio address stays valid: a lesson is played well within it after listing. */
const PRESIGNED_SECONDS = 6 * 3600;
/**
 * Multipart parts of 5 MiB (S3's smallest), two in flight: an upload holds at most about 10 MiB
 * of the file in memory whatever its size.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Files in an S3-compatible bucket (S3_BUCKET). */
export class S3Store implements FileStore {
  readonly kind = 's3';
  /** Public for tests that watch the commands it sends. */
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StoreSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      // The SDK insists on a region even for services that have none.
      region: settings.region ?? 'us-east-1',
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }> {
    checkKey(key);
    const counter = new ByteCounter(options.maxBytes);
    // A failure of the body reaches the counter, so the upload sees its source fail.
    body.on('error', (error) => counter.destroy(error));
    body.pipe(counter);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter, ContentType: options.contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // On failure the multipart upload is aborted, so no parts are kept (and billed).
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      // A body that failed after the last part was sent cannot leave a complete object behind,
      // but an object under this key from a racing put would be removed too: keys are fresh.
      throw error instanceof Error ? (counter.errored ?? error) : error;
    }
    return { size: counter.bytes };
  }

  async readRange(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('The S3 answer has no readable body');
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<FileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return {
        size: head.ContentLength ?? 0,
        ...(head.LastModified ? { modifiedAt: head.LastModified } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async url(key: string): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) });
    return getSignedUrl(this.client, command, { expiresIn: PRESIGNED_SECONDS });
  }

  async list(prefix: string): Promise<StoredFile[]> {
    checkPrefix(prefix);
    const files: StoredFile[] = [];
    let after: string | undefined;
    // A page holds at most 1,000 keys, in key order; the next page starts after the last key.
    // (StartAfter rather than continuation tokens: the same walk, and s3rver, our tests' bucket,
    // cannot decipher its own tokens on OpenSSL 3.)
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          ...(prefix === '' ? {} : { Prefix: prefix }),
          ...(after === undefined ? {} : { StartAfter: after }),
        }),
      );
      const contents = page.Contents ?? [];
      for (const item of contents) {
        if (item.Key !== undefined) files.push({ key: item.Key, size: item.Size ?? 0 });
      }
      const last = contents.at(-1)?.Key;
      if (!page.IsTruncated || last === undefined) break;
      after = last;
    }
    return files;
  }

  /** Stops the client's sockets (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
