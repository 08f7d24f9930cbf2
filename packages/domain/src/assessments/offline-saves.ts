/**
 * Answers saved while the server cannot be reached (issue 26): kept on the device, one entry per
 * user, course and question, and sent when the network returns, in order, once. A conflict (the
 * server's copy changed meanwhile, from another device) is never overwritten silently: the
 * student chooses. These are the queue's rules; the web app keeps the entries in IndexedDB.
 */

/** One vote of a voting question, as the answer route takes it. */
export interface QueuedVote {
  submission_id: number;
  score: number | null;
}

/** An answer as the save route takes it: code, an MCQ choice id, or a voting question's votes. */
export type QueuedAnswer = string | number | readonly QueuedVote[];

export interface QueuedSave {
  userId: number;
  courseId: number;
  assessmentId: number;
  questionId: number;
  answer: QueuedAnswer;
  /** When the queued edit was made (ISO), sent as the save's `editedAt`. */
  editedAt: string;
  /** The question's `lastModifiedAt` the student's edit started from; null when never saved. */
  base: string | null;
  /**
   * Answers the server may hold without that being someone else's change: the one the edit
   * started from, and ones this queue sent whose confirmation was lost. A server copy equal to
   * one of them is ours, not a conflict.
   */
  known: readonly (QueuedAnswer | null)[];
  /** The entry's place in the sending order: when it was first queued (ms since the epoch). */
  queuedAt: number;
  /** The server's copy changed meanwhile: the student chooses before anything is sent. */
  conflict: boolean;
}

/** A save to queue: the answer, its edit time, and what the edit started from on the server. */
export interface NewQueuedSave
  extends Pick<
    QueuedSave,
    'userId' | 'courseId' | 'assessmentId' | 'questionId' | 'answer' | 'editedAt' | 'base'
  > {
  /** The answer the server held when the edit started (null for none). */
  baseAnswer: QueuedAnswer | null;
  now: number;
}

/** How many lost sends an entry remembers; older ones are as good as superseded by then. */
export const MAX_KNOWN_ANSWERS = 8;

/** The key of an entry: one per user, course and question. */
export function queuedSaveKey(save: { userId: number; courseId: number; questionId: number }) {
  return [save.userId, save.courseId, save.questionId] as [number, number, number];
}

/**
 * Adds a save to the queue's entry for its question. A later edit replaces the queued answer but
 * keeps the original base, known answers, place and conflict (the server's copy is still what the
 * first queued edit started from); an edit older than the queued one (another tab's slow save)
 * changes nothing.
 */
export function coalesceSave(existing: QueuedSave | undefined, next: NewQueuedSave): QueuedSave {
  if (!existing) {
    return {
      userId: next.userId,
      courseId: next.courseId,
      assessmentId: next.assessmentId,
      questionId: next.questionId,
      answer: next.answer,
      editedAt: next.editedAt,
      base: next.base,
      known: [next.baseAnswer],
      queuedAt: next.now,
      conflict: false,
    };
  }
  if (Date.parse(next.editedAt) < Date.parse(existing.editedAt)) return existing;
  return { ...existing, answer: next.answer, editedAt: next.editedAt };
}

/** The entries to send now, in the order they were first queued; conflicts wait for the student. */
export function sendingOrder(entries: readonly QueuedSave[]): QueuedSave[] {
  return entries
    .filter((e) => !e.conflict)
    .sort((a, b) => a.queuedAt - b.queuedAt || a.questionId - b.questionId);
}

/** Whether two answers are the same (code, choice, or the same votes in the same order). */
export function sameAnswer(a: QueuedAnswer | null, b: QueuedAnswer | null): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  return (
    a.length === b.length &&
    a.every((vote, i) => vote.submission_id === b[i]?.submission_id && vote.score === b[i]?.score)
  );
}

/**
 * What to do with an entry once the server said its answer changed since the entry's base,
 * looking at the server's copy: it is the queued answer already (a send whose confirmation was
 * lost, or the same answer from elsewhere) - 'delivered', nothing to send; it is an answer this
 * device knows (what the edit started from, or a lost send of an earlier edit) - 'send'; anything
 * else came from elsewhere - 'conflict', the student chooses.
 */
export function changedServerDecision(
  entry: Pick<QueuedSave, 'answer' | 'known'>,
  serverAnswer: QueuedAnswer | null,
): 'delivered' | 'send' | 'conflict' {
  if (sameAnswer(serverAnswer, entry.answer)) return 'delivered';
  if (entry.known.some((known) => sameAnswer(known, serverAnswer))) return 'send';
  return 'conflict';
}

/**
 * The entry after a send of `sent` whose outcome is unknown (the response was lost) or that
 * arrived after a newer edit was queued: the server may now hold `sent`, which is then ours.
 */
export function rememberSent(entry: QueuedSave, sent: QueuedAnswer): QueuedSave {
  if (entry.known.some((known) => sameAnswer(known, sent))) return entry;
  return { ...entry, known: [...entry.known, sent].slice(-MAX_KNOWN_ANSWERS) };
}

/**
 * Whether a confirmed send delivered the entry as it is now: a newer edit queued while it was
 * out stays queued (and must not be deleted with the older one).
 */
export function isDelivered(entry: QueuedSave, sent: Pick<QueuedSave, 'answer' | 'editedAt'>): boolean {
  return entry.editedAt === sent.editedAt && sameAnswer(entry.answer, sent.answer);
}

/**
 * The `editedAt` of the student's choice to keep their version over the server's: the choice is
 * a new edit, so it is now - or just after the queued edit, should this clock be behind.
 */
export function keepMineEditedAt(entry: Pick<QueuedSave, 'editedAt'>, now: number): string {
  return new Date(Math.max(now, Date.parse(entry.editedAt) + 1)).toISOString();
}

/** The assessments with entries of a user in a course, and whether any of them is a conflict. */
export function waitingByAssessment(
  entries: readonly QueuedSave[],
): Map<number, { waiting: number; conflicts: number }> {
  const byAssessment = new Map<number, { waiting: number; conflicts: number }>();
  for (const entry of entries) {
    const counts = byAssessment.get(entry.assessmentId) ?? { waiting: 0, conflicts: 0 };
    if (entry.conflict) counts.conflicts += 1;
    else counts.waiting += 1;
    byAssessment.set(entry.assessmentId, counts);
  }
  return byAssessment;
}
