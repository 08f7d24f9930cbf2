import { ONLY_STAFF_DELETE_SOURCECASTS, ONLY_STAFF_SAVE_SOURCECASTS, SOURCECAST_NOT_FOUND } from '@sa/domain';
import { z } from 'zod';
import { CourseParams } from '../common';
import { defineRoute, OkText } from '../http/route';
import {
  SOURCECAST_AUDIO_FIELD,
  SOURCECAST_AUDIO_NOT_FOUND,
  Sourcecast,
  SourcecastAudioParams,
  SourcecastParams,
  SourcecastUploadFields,
} from '../sourcecast';

/**
 * Sourcecasts (reference: Sourcecast): every member lists them; saving and deleting are staff's.
 * Students pass the guard of the admin routes only to hear the spec's refusal texts.
 */
export const sourcecastRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/sourcecast',
    feature: 'sourcecast',
    access: 'student',
    summary: "The course's sourcecasts, newest first",
    params: CourseParams,
    response: z.array(Sourcecast),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/sourcecast',
    feature: 'sourcecast',
    access: 'student',
    summary: 'Saves a sourcecast: its WAV audio and playback data (multipart)',
    params: CourseParams,
    form: { fields: SourcecastUploadFields, files: [SOURCECAST_AUDIO_FIELD] },
    response: OkText,
    errors: [
      { status: 400, text: '<the field that is missing or wrong, and why>' },
      { status: 403, text: ONLY_STAFF_SAVE_SOURCECASTS },
      { status: 409, text: 'uid <uid> is taken' },
      { status: 413, text: '<the field that is too large, and its limit>' },
    ],
    differs:
      'The audio must be a RIFF/WAVE PCM file by its bytes, the playback data JSON of the recording format (ADR 26), the uid at most 64 characters and unused (409); sizes are limited (413).',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v2/courses/:courseId/admin/sourcecast/:sourcecastId',
    feature: 'sourcecast',
    access: 'student',
    summary: 'Deletes a sourcecast and its audio',
    params: SourcecastParams,
    response: OkText,
    errors: [
      { status: 403, text: ONLY_STAFF_DELETE_SOURCECASTS },
      { status: 404, text: SOURCECAST_NOT_FOUND },
    ],
  }),
  audio: defineRoute({
    method: 'GET',
    path: '/v2/sourcecast-audio/:file',
    feature: 'sourcecast',
    access: 'public',
    summary:
      "A sourcecast's WAV audio, by byte ranges (206, 416); the address is the capability: an <audio> element sends no token",
    params: SourcecastAudioParams,
    response: z.string(),
    produces: 'audio/wav',
    errors: [{ status: 404, text: SOURCECAST_AUDIO_NOT_FOUND }],
    ours: true,
  }),
};
