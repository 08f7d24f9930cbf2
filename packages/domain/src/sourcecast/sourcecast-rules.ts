/** Limits and texts of Sourcecast (the player) and Sourcereel (the recorder): spec 2 sections 4, 5, 8 and 9. */

export const SOURCECAST_TITLE_MAX = 200;
export const SOURCECAST_DESCRIPTION_MAX = 2_000;
/** The playback data's JSON text, in bytes. */
export const PLAYBACK_DATA_MAX_BYTES = 10 * 1024 * 1024;
/** The audio file's default limit in MB (`SOURCECAST_MAX_AUDIO_MB` changes it). */
export const SOURCECAST_AUDIO_MAX_MB = 200;
/** Letters, digits, `-` and `_`; the server makes a UUID when none is given. */
export const SOURCECAST_UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The player's replay loop looks for due inputs this often (spec 2 section 9). */
export const REPLAY_POLL_MS = 20;
/** The recorder's timer refreshes this often. */
export const RECORDER_TICK_MS = 100;
/** The sourcecast table's rows per page. */
export const SOURCECAST_TABLE_ROWS = 50;
/** The seek slider's step on its 0 to 1 scale. */
export const SEEK_STEP = 0.0001;

export const NO_RECORDING_FOUND = 'No recording found';
export const microphoneNotFound = (reason: string) => `Microphone not found: ${reason}`;
export const ONLY_STAFF_SAVE_SOURCECASTS = 'Only staff can save sourcecasts.';
export const ONLY_STAFF_DELETE_SOURCECASTS = 'Only staff can delete sourcecasts.';
export const SOURCECAST_NOT_FOUND = 'Sourcecast not found!';
export const UPLOADED_SUCCESSFULLY = 'Uploaded successfully!';

/** The recorded audio's file name: the moment of upload in ms, `.wav` (spec 2 section 5). */
export function recordingFileName(nowMs: number): string {
  return `${nowMs}.wav`;
}
