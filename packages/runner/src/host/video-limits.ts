import { MODULE_LIMITS } from '@sa/modules/protocol';

/**
 * How long the host waits for the worker to filter one video frame before it ends the worker: the
 * filter's own limit (a Source function called after the program ended) plus a margin for the
 * frame's round trip. Past it the filter is stuck beyond what the module's own check can stop.
 */
export const VIDEO_FILTER_LIMIT_MS = MODULE_LIMITS.callbackTimeMs + 1000;

export const VIDEO_FILTER_TOO_SLOW = 'The video filter took longer than 1 s on one frame and was stopped.';
