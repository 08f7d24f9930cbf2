import {
  type PlaybackData as PlaybackDataShape,
  SOURCECAST_DESCRIPTION_MAX,
  SOURCECAST_TITLE_MAX,
  SOURCECAST_UID_PATTERN,
} from '@sa/domain';
import { z } from 'zod';
import { CourseParams, IdParam } from './common';

/**
 * Sourcecasts (issue 22; reference: Sourcecast): recorded lessons of voice and code. A course's
 * members list them; staff upload one as multipart (`sourcecast[title|description|uid|audio|
 * playbackData]`) and delete them. The audio is served at an unguessable address (`url`).
 */

export const SourcecastParams = CourseParams.extend({ sourcecastId: IdParam });
export type SourcecastParams = z.infer<typeof SourcecastParams>;

/** One sourcecast as the index lists it (the reference's fields; `playbackData` is JSON text). */
export const Sourcecast = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  uid: z.string(),
  inserted_at: z.string(),
  updated_at: z.string(),
  audio: z.object({ file_name: z.string(), updated_at: z.string() }),
  playbackData: z.string(),
  uploader: z.object({ id: z.number().int(), name: z.string().nullable() }),
  /** Where the audio is: our own unguessable address (absolute), or a presigned one of the S3 store. */
  url: z.string(),
  courseId: z.number().int(),
});
export type Sourcecast = z.infer<typeof Sourcecast>;

const position = z.object({ row: z.number().int().min(0), column: z.number().int().min(0) });
const range = z.object({ start: position, end: position });
const delta = z.object({
  action: z.enum(['insert', 'remove']),
  start: position,
  end: position,
  lines: z.array(z.string()),
});
const time = z.number().finite().min(0);

const input = z.discriminatedUnion('type', [
  z.object({ time, type: z.literal('codeDelta'), data: delta }),
  z.object({ time, type: z.literal('cursorPositionChange'), data: position }),
  z.object({
    time,
    type: z.literal('selectionRangeData'),
    data: z.object({ range, isBackwards: z.boolean() }),
  }),
  z.object({ time, type: z.literal('keyboardCommand'), data: z.literal('run') }),
  z.object({ time, type: z.literal('activeTabChange'), data: z.string().max(100) }),
  z.object({ time, type: z.literal('chapterSelect'), data: z.number().int() }),
  z.object({ time, type: z.literal('externalLibrarySelect'), data: z.string().max(100) }),
  z.object({ time, type: z.literal('forcePause'), data: z.null() }),
]);

/**
 * The playback data an upload must carry (the reference stores any text: ADR 26). Every input of a
 * known type (`InputType`) with its data, times never going back.
 */
export const PlaybackData: z.ZodType<PlaybackDataShape> = z
  .object({
    init: z.object({
      editorValue: z.string(),
      chapter: z.number().int(),
      externalLibrary: z.string().max(100),
    }),
    inputs: z.array(input),
  })
  .superRefine((data, ctx) => {
    for (let i = 1; i < data.inputs.length; i++) {
      const before = data.inputs[i - 1]?.time ?? 0;
      if ((data.inputs[i]?.time ?? 0) < before)
        ctx.addIssue({
          code: 'custom',
          path: ['inputs', i, 'time'],
          message: 'Input times must not go back',
        });
    }
  });

/** The upload's text fields, by their multipart names; the audio is the file part `sourcecast[audio]`. */
export const SourcecastUploadFields = z.object({
  'sourcecast[title]': z.string().trim().min(1).max(SOURCECAST_TITLE_MAX),
  'sourcecast[description]': z.string().max(SOURCECAST_DESCRIPTION_MAX).optional(),
  'sourcecast[uid]': z
    .string()
    .optional()
    .refine((uid) => !uid || SOURCECAST_UID_PATTERN.test(uid), {
      message: 'uid may hold only letters, digits, - and _ (at most 64)',
    }),
  'sourcecast[playbackData]': z.string().min(1),
});
export type SourcecastUploadFields = z.infer<typeof SourcecastUploadFields>;

export const SOURCECAST_AUDIO_FIELD = 'sourcecast[audio]';
/** The playback data's field (JSON text), named in its errors. */
export const SOURCECAST_PLAYBACK_FIELD = 'sourcecast[playbackData]';

/** A sourcecast's audio file at its unguessable address (`<32 hex digits>.wav`; others are 404). */
export const SourcecastAudioParams = z.object({ file: z.string().max(100) });
export type SourcecastAudioParams = z.infer<typeof SourcecastAudioParams>;
/** The audio route's 404 (an unknown or deleted recording). */
export const SOURCECAST_AUDIO_NOT_FOUND = 'Audio not found';
