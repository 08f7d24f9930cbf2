import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { SOURCECAST_AUDIO_FIELD, SOURCECAST_PLAYBACK_FIELD } from '@sa/contracts';
import { findUnstorableText, PLAYBACK_DATA_MAX_BYTES, UNSAFE_TEXT_MESSAGE } from '@sa/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { type FileStore, FileTooLargeError } from '../../storage/file-store';
import { WavCheck } from './wav-check';

const MB = 1024 * 1024;

export const NOT_MULTIPART_SOURCECAST = `Expected a multipart form with the recording in the field "${SOURCECAST_AUDIO_FIELD}"`;
export const ONE_AUDIO_FILE = `Send one file only: the recording in "${SOURCECAST_AUDIO_FIELD}"`;
export const TOO_MANY_SOURCECAST_FIELDS =
  'Too many form fields: send title, description, uid, audio and playbackData';
export const NOT_A_WAV_NAME = `${SOURCECAST_AUDIO_FIELD}: the file name must end in .wav`;
export const playbackTooLarge = () =>
  `${SOURCECAST_PLAYBACK_FIELD}: the playback data is larger than the limit of ${PLAYBACK_DATA_MAX_BYTES / MB} MB`;
export const formTooLarge = (maxAudioBytes: number) =>
  `The upload is larger than its limits together: the recording ${Math.round(maxAudioBytes / MB)} MB and the playback data ${PLAYBACK_DATA_MAX_BYTES / MB} MB`;
export const audioTooLarge = (maxBytes: number) =>
  `${SOURCECAST_AUDIO_FIELD}: the recording is larger than the limit of ${Math.round(maxBytes / MB)} MB`;

/**
 * The form's limits for busboy: one file, whose size the store counts itself (busboy stops one
 * byte past it, so the store sees the excess), and text fields up to the playback data's limit
 * (the only large one): a request never makes the server hold more than that in memory.
 */
export function sourcecastFormLimits(maxAudioBytes: number): FastifyMultipartOptions {
  return {
    throwFileSizeLimit: false,
    limits: {
      files: 1,
      fileSize: maxAudioBytes + 1,
      fields: 8,
      fieldSize: PLAYBACK_DATA_MAX_BYTES,
      parts: 10,
      headerPairs: 50,
    },
  };
}

/** Room for the form's boundaries, part headers and short fields beside the two large parts. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The recording, stored complete in the file store under a fresh unguessable key. */
export interface StoredAudio {
  key: string;
  size: number;
  /** The name the client gave the file (`<ms>.wav`). */
  fileName: string;
}

export interface SourcecastForm {
  fields: Record<string, string>;
  audio: StoredAudio | undefined;
}

/** `sourcecasts/<32 hex digits>.wav`: 128 random bits, the capability to fetch the audio. */
export function newAudioKey(): string {
  return `sourcecasts/${randomBytes(16).toString('hex')}.wav`;
}

/**
 * Reads the upload as it streams in, text fields and the recording in any order: the recording
 * goes straight to the store (checked as WAV by its first bytes, counted against the limit),
 * never whole into memory. Whatever fails, a stored recording is deleted again before the
 * error goes on, so a failed form leaves no file; the caller does the same for its own checks.
 */
export async function readSourcecastForm(
  request: FastifyRequest,
  store: FileStore,
  maxAudioBytes: number,
): Promise<SourcecastForm> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART_SOURCECAST);
  // A body that says it is larger than every limit together is refused before it is read.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxAudioBytes + PLAYBACK_DATA_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, formTooLarge(maxAudioBytes));
  }
  const fields: Record<string, string> = {};
  let audio: StoredAudio | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== SOURCECAST_AUDIO_FIELD) {
          part.file.destroy();
          throw badRequest(`Unexpected file field "${part.fieldname}": ${ONE_AUDIO_FILE}`);
        }
        audio = await storeAudio(store, part.file, part.filename, maxAudioBytes);
      } else {
        if (part.valueTruncated) {
          throw part.fieldname === SOURCECAST_PLAYBACK_FIELD
            ? new HttpError(413, playbackTooLarge())
            : badRequest(`${part.fieldname}: the field is too long`);
        }
        if (part.fieldname in fields) throw badRequest(`${part.fieldname}: the field is sent twice`);
        fields[part.fieldname] = String(part.value);
      }
    }
    const unsafe = findUnstorableText({ ...fields, [SOURCECAST_AUDIO_FIELD]: audio?.fileName ?? '' });
    if (unsafe !== undefined) throw badRequest(`${unsafe}: ${UNSAFE_TEXT_MESSAGE}`);
  } catch (error) {
    if (audio) await store.delete(audio.key);
    throw translateLimitError(error, maxAudioBytes);
  }
  return { fields, audio };
}

async function storeAudio(
  store: FileStore,
  file: Readable,
  fileName: string,
  maxAudioBytes: number,
): Promise<StoredAudio> {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  if (!/\.wav$/i.test(name) || name.length > 255) {
    file.destroy();
    throw badRequest(NOT_A_WAV_NAME);
  }
  const check = new WavCheck(SOURCECAST_AUDIO_FIELD);
  // A client that cuts the connection fails the file stream: the store must see that failure.
  file.on('error', (error: Error) => check.destroy(error));
  file.pipe(check);
  const key = newAudioKey();
  try {
    const { size } = await store.put(key, check, { contentType: 'audio/wav', maxBytes: maxAudioBytes });
    return { key, size, fileName: name };
  } catch (error) {
    // Stop reading the rest of a refused file.
    file.destroy();
    throw error;
  }
}

/** @fastify/multipart's and the store's limit errors as plain-text answers naming the field. */
function translateLimitError(error: unknown, maxAudioBytes: number): unknown {
  if (error instanceof FileTooLargeError) return new HttpError(413, audioTooLarge(maxAudioBytes));
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_AUDIO_FILE);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest(TOO_MANY_SOURCECAST_FIELDS);
  return error;
}
