import type { EventLogEntry } from '@sa/contracts';

let counter = 0;

/** An entry as the recorder makes them: a fresh id, a time `second` seconds into the day. */
export function logEntry(second = 0, extra: Partial<EventLogEntry> = {}): EventLogEntry {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    sessionId: 'session-1',
    assessmentId: null,
    questionId: null,
    time: new Date(Date.UTC(2026, 0, 1, 10, 0, second)).toISOString(),
    payload: { type: 'cursorPositionChange', position: { line: 1, column: second } },
    ...extra,
  };
}
