import { SOURCECAST_AUDIO_FIELD, type SourcecastUploadFields, sourcecastRoutes } from '@sa/contracts';
import { type PlaybackData, recordingFileName } from '@sa/domain';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';

export interface SourcecastUpload {
  courseId: number;
  title: string;
  description: string;
  uid: string;
  audio: Blob;
  playbackData: PlaybackData;
}

/**
 * Sourcereel's one call: the upload, multipart with the reference's field names, the WAV named
 * by the time of upload (`{Date.now()}.wav`). Quiet: the dialog shows the server's own reason.
 */
export function sourcereelEndpoints(call: RouteCaller, now: () => number = Date.now) {
  return {
    upload: ({ courseId, title, description, uid, audio, playbackData }: SourcecastUpload) => {
      const fields: SourcecastUploadFields = {
        'sourcecast[title]': title,
        'sourcecast[description]': description,
        'sourcecast[uid]': uid,
        'sourcecast[playbackData]': JSON.stringify(playbackData),
      };
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value ?? '');
      // A File carries its name everywhere (a Blob's third argument is not honoured by every FormData).
      form.append(SOURCECAST_AUDIO_FIELD, new File([audio], recordingFileName(now()), { type: 'audio/wav' }));
      return call(sourcecastRoutes.upload, { params: { courseId }, body: form }, { quiet: true });
    },
  };
}

export function useSourcereelEndpoints() {
  const { call } = useServices();
  return useMemo(() => sourcereelEndpoints(call), [call]);
}
