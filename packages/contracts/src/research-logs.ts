import { z } from 'zod';

/**
 * Learning events for research (issue 26, spec 1 section 3): what the editor records per
 * assessment question and playground session, kept in the browser's `evtlogs` database (store
 * `logs`) and sent in batches by the service worker. Only for users whose research agreement in
 * the course is true.
 */

export const EVENT_LOG_TYPES = [
  'init',
  'codeDelta',
  'cursorPositionChange',
  'selectionRangeData',
  'keyboardCommand',
] as const;
export type EventLogType = (typeof EVENT_LOG_TYPES)[number];

/** Entries per upload; the service worker sends larger backlogs in several batches. */
export const MAX_LOG_ENTRIES_PER_BATCH = 500;
/** Code carried by one `init` entry or one change of a `codeDelta` (the answer limit is 100k). */
export const MAX_LOGGED_CODE_CHARS = 100_000;
/** Changes in one `codeDelta`, ranges in one `selectionRangeData`. */
export const MAX_LOGGED_PARTS = 200;
/**
 * The largest upload body the server reads (413 above it). Everyday entries are a few hundred
 * bytes, so 500 fit many times over; a backlog of large `init` entries must be split by size too.
 */
export const MAX_LOG_BATCH_BYTES = 4 * 1024 * 1024;

const Offset = z.number().int().min(0).max(10_000_000);
/** A place in the editor: 1-based line, 0-based column. */
export const LogPosition = z.object({
  line: z.number().int().min(1).max(1_000_000),
  column: z.number().int().min(0).max(1_000_000),
});
export type LogPosition = z.infer<typeof LogPosition>;

/** The per-type payloads. */
export const LogInit = z.object({
  type: z.literal('init'),
  code: z.string().max(MAX_LOGGED_CODE_CHARS),
  chapter: z.number().int().min(1).max(4),
  variant: z.string().min(1).max(40),
});
export const LogCodeDelta = z.object({
  type: z.literal('codeDelta'),
  /** Offsets in the document before this change; `insert` replaces from..to. */
  changes: z
    .array(z.object({ from: Offset, to: Offset, insert: z.string().max(MAX_LOGGED_CODE_CHARS) }))
    .min(1)
    .max(MAX_LOGGED_PARTS)
    // One edit inserts at most a whole answer, however many places it touches.
    .refine(
      (changes) => changes.reduce((sum, change) => sum + change.insert.length, 0) <= MAX_LOGGED_CODE_CHARS,
      {
        message: `the inserted text is longer than ${MAX_LOGGED_CODE_CHARS} characters in all`,
      },
    ),
});
export const LogCursor = z.object({ type: z.literal('cursorPositionChange'), position: LogPosition });
export const LogSelection = z.object({
  type: z.literal('selectionRangeData'),
  ranges: z
    .array(z.object({ anchor: LogPosition, head: LogPosition }))
    .min(1)
    .max(MAX_LOGGED_PARTS),
});
export const LogKeyboardCommand = z.object({
  type: z.literal('keyboardCommand'),
  /** The command run by a key: 'run', 'undo', 'redo', 'indent', ... or the key itself ('Mod-s'). */
  command: z.string().min(1).max(100),
});
export const LogPayload = z.discriminatedUnion('type', [
  LogInit,
  LogCodeDelta,
  LogCursor,
  LogSelection,
  LogKeyboardCommand,
]);
export type LogPayload = z.infer<typeof LogPayload>;

const EARLIEST_LOG_TIME = Date.UTC(1970, 0, 1);
const LATEST_LOG_TIME = Date.UTC(3000, 0, 1);

/** One recorded event. `id` is made by the browser; the server stores each id once per member (idempotent). */
export const EventLogEntry = z.object({
  id: z.uuid(),
  /** One editing session: a playground visit or one opening of an assessment question. */
  sessionId: z.string().min(1).max(64),
  /** Null in the playground. */
  assessmentId: z.number().int().positive().nullable(),
  questionId: z.number().int().positive().nullable(),
  /** When it happened, by the browser's clock (ISO), between 1970 and 3000 (what any clock can say). */
  time: z.iso
    .datetime({ offset: true })
    .refine((time) => Date.parse(time) >= EARLIEST_LOG_TIME && Date.parse(time) < LATEST_LOG_TIME, {
      message: 'the time must be between 1970 and 3000',
    }),
  payload: LogPayload,
});
export type EventLogEntry = z.infer<typeof EventLogEntry>;

export const EventLogBatch = z.object({
  entries: z.array(EventLogEntry).min(1).max(MAX_LOG_ENTRIES_PER_BATCH),
});
export type EventLogBatch = z.infer<typeof EventLogBatch>;

/** Every id of the batch is acknowledged (stored now or before), so the sender may delete them. */
export const EventLogAck = z.object({ acknowledged: z.array(z.uuid()), stored: z.number().int().min(0) });
export type EventLogAck = z.infer<typeof EventLogAck>;

export const RESEARCH_NOT_AGREED = 'Research agreement not given';
export const EVENT_LOG_BATCH_TOO_LARGE = `The batch is larger than ${MAX_LOG_BATCH_BYTES} bytes (4 MB); send it in smaller batches.`;

export const EventLogExportQuery = z.object({ format: z.enum(['csv', 'jsonl']).default('csv') });
export type EventLogExportQuery = z.infer<typeof EventLogExportQuery>;

/**
 * One exported entry: a JSON line of `?format=jsonl`, a row of `?format=csv` (columns in this
 * order, `payload` as JSON text, empty cells for null ids). `participant` is a pseudonym, the same
 * in every export of the course and different in every other course; no name, user id or email
 * is exported. `receivedAt` is when the server stored the entry.
 */
export const ExportedEventLog = z.object({
  participant: z.string(),
  id: z.uuid(),
  sessionId: z.string(),
  assessmentId: z.number().int().nullable(),
  questionId: z.number().int().nullable(),
  type: z.enum(EVENT_LOG_TYPES),
  time: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
  payload: LogPayload,
});
export type ExportedEventLog = z.infer<typeof ExportedEventLog>;
export const EVENT_LOG_EXPORT_COLUMNS = [
  'participant',
  'id',
  'sessionId',
  'assessmentId',
  'questionId',
  'type',
  'time',
  'receivedAt',
  'payload',
] as const satisfies readonly (keyof ExportedEventLog)[];
