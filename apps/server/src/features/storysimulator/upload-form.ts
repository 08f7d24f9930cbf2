import type { FastifyMultipartOptions } from '@fastify/multipart';
import { ASSET_MAX_BYTES, ASSET_UPLOAD_FIELD, assetTooLarge } from '@sa/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';

export const NOT_AN_ASSET_FORM = `Expected a multipart form with the file in the field "${ASSET_UPLOAD_FIELD}"`;
export const ONE_ASSET_FILE = `Send one file only, in the field "${ASSET_UPLOAD_FIELD}"`;

/**
 * busboy's limits for an asset form: one file, cut one byte past the largest limit (the reader
 * sees the excess and answers 413), and a few short text fields at most (none is used).
 */
export const ASSET_FORM_LIMITS: FastifyMultipartOptions = {
  throwFileSizeLimit: false,
  limits: { files: 1, fileSize: ASSET_MAX_BYTES + 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
};

/** Room for the form's boundaries and part headers beside the file. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * The uploaded file's bytes, at most `maxBytes` of them (413 past that). The file is held in
 * memory, at most 10 MB: its kind is checked from its bytes (a text file as a whole) before
 * anything reaches the store, so a refused upload never leaves or replaces a file.
 */
export async function readAssetFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NOT_AN_ASSET_FORM);
  // A body that says it is larger than the file's limit with a form around it is refused unread.
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, assetTooLarge(maxBytes));
  }
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== ASSET_UPLOAD_FIELD || file !== undefined) {
        part.file.destroy();
        throw badRequest(ONE_ASSET_FILE);
      }
      file = await readAtMost(part.file, maxBytes);
    }
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    if (code === 'FST_FILES_LIMIT') throw badRequest(ONE_ASSET_FILE);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(NOT_AN_ASSET_FORM);
    throw error;
  }
  if (file === undefined) throw badRequest(NOT_AN_ASSET_FORM);
  return file;
}

async function readAtMost(stream: AsyncIterable<Buffer> & { destroy(): void }, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new HttpError(413, assetTooLarge(maxBytes));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
