import type { VideoFrame } from '../../protocol';

/**
 * What filtering one frame came to. The same shape as @sa/runner's VideoFilterOutcome, declared
 * here so the tab does not depend on the runner: 'skipped' means nothing filtered it (no program
 * with pix_n_flix, or the runner busy), and the frame is shown as the camera saw it.
 */
export type VideoFilterOutcome =
  | { status: 'filtered'; frame: VideoFrame }
  | { status: 'error'; text: string }
  | { status: 'skipped' };

/** What the tab's own inputs accept (the legacy Video Display's ranges). */
export const TAB_LIMITS = { minSize: 1, maxSize: 500, minFps: 3, maxFps: 29 } as const;

/** How long a source may take to show its first frame before the tab offers to activate it. */
export const LOAD_TIMEOUT_MS = 4_000;

export const NOT_LOADED_MESSAGE =
  'Looks like the video did not have time to load. Click the button below to activate.';

/** Why the feed is not showing; null while it is (or is paused by the user). */
export type FeedProblem =
  | { kind: 'not-loaded' }
  | { kind: 'camera'; text: string }
  | { kind: 'filter-error'; text: string }
  | { kind: 'choose-file' };

/** The message for a camera that did not start (getUserMedia's error names). */
export function cameraProblemText(error: unknown): string {
  // DOMExceptions are not Errors in every environment: read the name of whatever was thrown.
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is blocked for this page. Allow the camera in your browser (the camera icon in the address bar), then press Retry.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found. Connect one and press Retry, or choose an image or a video file as the mode.';
  }
  if (name === 'NotReadableError') {
    return 'The camera is in use by another application. Close it, then press Retry.';
  }
  const message =
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '';
  const detail = message ? `: ${message}` : '';
  return `The camera could not start${detail}.`;
}

export const NO_CAMERA_API_TEXT =
  'This browser cannot open a camera on this page (cameras need a secure page: https or localhost). Choose an image or a video file as the mode.';
