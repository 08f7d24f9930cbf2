/**
 * Learning events for research (issue 26, spec 1 section 3): the workspace editor records them
 * while the user's research agreement in the course is true, into the browser database `evtlogs`,
 * and a loop sends them to the server - in the service worker (worker.ts, imported by it
 * directly), or in the page where no worker controls it.
 */

export type { EventLogTokenMessage, EventLogUnauthorizedMessage } from './messages';
export { ResearchLogSync } from './ResearchLogSync';
export { EVENT_LOG_SYNC_MS } from './sync';
export { type RecordedPlace, useEventLogRecorder } from './useEventLogRecorder';
