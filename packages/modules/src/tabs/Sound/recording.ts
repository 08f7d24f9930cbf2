import { MicrophoneRecorder, type RecorderOptions } from './recorder';
import { browserRecorderDevices } from './recorderDevices';

export type { MicrophoneRecorder, RecordOutput } from './recorder';

/**
 * The page's recorder for `sound`/`stereo_sound` (the workspace's sounds Background loads this
 * only once a program asked to record): the browser's microphone, MediaRecorder and Web Audio.
 */
export function createBrowserRecorder(options: Omit<RecorderOptions, 'devices'>): MicrophoneRecorder {
  return new MicrophoneRecorder({ ...options, devices: browserRecorderDevices() });
}
