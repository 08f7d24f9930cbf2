import { randomUUID } from 'node:crypto';
import {
  PlaybackData,
  SOURCECAST_PLAYBACK_FIELD,
  type Sourcecast,
  SourcecastUploadFields,
} from '@sa/contracts';
import { SOURCECAST_NOT_FOUND } from '@sa/domain';
import type { Database } from '../../db/client';
import { badRequest, describeZodError, HttpError, notFound, parseInput } from '../../http/errors';
import type { FileStore } from '../../storage/file-store';
import { deleteSourcecast, insertSourcecast, type ListedSourcecast, listSourcecasts } from './queries';
import type { SourcecastForm } from './upload-form';

export const MISSING_AUDIO = 'sourcecast[audio]: missing the recording (a .wav file)';
export const uidTakenText = (uid: string) => `uid ${uid} is taken`;

/** Our own address of a stored recording (the folder store; a bucket presigns its own). */
export function audioPath(key: string): string {
  return `/v2/sourcecast-audio/${key.slice(key.lastIndexOf('/') + 1)}`;
}

/** The audio route's file name back to its store key; undefined for any other name (a 404). */
export function audioKeyOf(file: string): string | undefined {
  return /^[0-9a-f]{32}\.wav$/.test(file) ? `sourcecasts/${file}` : undefined;
}

/**
 * `origin` makes our own audio addresses absolute: the reference client, served from elsewhere,
 * puts `url` straight into its `<audio>` element.
 */
export async function listCourseSourcecasts(
  db: Database,
  files: FileStore,
  courseId: number,
  origin: string,
): Promise<Sourcecast[]> {
  const rows = await listSourcecasts(db, courseId);
  return Promise.all(rows.map((listed) => toSourcecast(listed, files, origin)));
}

async function toSourcecast(
  { row, uploaderName }: ListedSourcecast,
  files: FileStore,
  origin: string,
): Promise<Sourcecast> {
  const updatedAt = row.updatedAt.toISOString();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    uid: row.uid,
    inserted_at: row.insertedAt.toISOString(),
    updated_at: updatedAt,
    audio: { file_name: row.audioFileName, updated_at: updatedAt },
    playbackData: row.playbackData,
    uploader: { id: row.uploaderId, name: uploaderName },
    url: await files.url(row.audioKey, `${origin}${audioPath(row.audioKey)}`),
    courseId: row.courseId,
  };
}

export interface SaveSourcecastInput {
  courseId: number;
  uploaderId: number;
  form: SourcecastForm;
}

/**
 * Writes the row of a form whose recording is already stored, after checking every field; on
 * any refusal the recording is deleted, so nothing of the upload stays.
 */
export async function saveSourcecast(
  db: Database,
  files: FileStore,
  input: SaveSourcecastInput,
): Promise<void> {
  const { form } = input;
  try {
    const fields = parseInput(SourcecastUploadFields, form.fields, 'Invalid sourcecast');
    checkPlaybackData(fields[SOURCECAST_PLAYBACK_FIELD]);
    if (!form.audio) throw badRequest(MISSING_AUDIO);
    const uid = fields['sourcecast[uid]'] || randomUUID();
    const row = await insertSourcecast(db, {
      title: fields['sourcecast[title]'],
      description: fields['sourcecast[description]'] || null,
      uid,
      playbackData: fields[SOURCECAST_PLAYBACK_FIELD],
      audioFileName: form.audio.fileName,
      audioKey: form.audio.key,
      audioSize: form.audio.size,
      uploaderId: input.uploaderId,
      courseId: input.courseId,
    });
    if (!row) throw new HttpError(409, uidTakenText(uid));
  } catch (error) {
    if (form.audio) await files.delete(form.audio.key);
    throw error;
  }
}

/** The recording format of ADR 26: JSON of `{init, inputs}` with known input types, in time order. */
function checkPlaybackData(text: string): void {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(`${SOURCECAST_PLAYBACK_FIELD}: not JSON`);
  }
  const result = PlaybackData.safeParse(json);
  if (!result.success) throw badRequest(`${SOURCECAST_PLAYBACK_FIELD}: ${describeZodError(result.error)}`);
}

/** Deletes the row first, then its file: a failed file delete leaves an unlisted file, never a broken row. */
export async function removeSourcecast(
  db: Database,
  files: FileStore,
  courseId: number,
  id: number,
): Promise<void> {
  const row = await deleteSourcecast(db, courseId, id);
  if (!row) throw notFound(SOURCECAST_NOT_FOUND);
  await files.delete(row.audioKey);
}
