import type { Assessment } from '@sa/contracts';
import { changedServerDecision, type QueuedAnswer, type QueuedSave, sendingOrder } from '@sa/domain';
import type { RouteCaller } from '../../../api/call';
import { ApiError, NetworkError } from '../../../api/errors';
import { queuedSaveEndpoints } from '../api';
import type { SaveQueue } from './saveQueue';

/**
 * Sends the signed-in user's queued answers when the network is back, in the order they were
 * queued, each once: it asks whether the server's copy changed since the entry's base; if not,
 * saves with the entry's `editedAt` and deletes the entry only once the server confirmed. If it
 * changed, the server's copy decides (domain changedServerDecision): already ours - done; from
 * elsewhere - a conflict for the student. A save whose response is lost is remembered as maybe
 * delivered, and a replay of it is a no-op on the server (ADR 3), so nothing lands twice.
 */

/** No answer came back, or the server is down or unreachable behind its proxy: try again later. */
export function cannotReachServer(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408);
}

/** What sending one entry came to: go on with the next, or stop and wait for the network. */
type Step = 'next' | 'stop';

export interface SenderOptions {
  queue: SaveQueue;
  call: RouteCaller;
  /** The signed-in user, or null (nothing is sent without one). */
  userId(): number | null;
  /** The server refused an entry for good ('Assessment not open'): it is dropped and said. */
  onRefused(entry: QueuedSave, reason: string): void;
  /** Some entry became a conflict. */
  onConflict?(): void;
}

/** The server's copy of one question's answer, in the assessment as the student sees it. */
export function copyInAssessment(
  assessment: Assessment,
  entry: Pick<QueuedSave, 'questionId'>,
): { answer: QueuedAnswer | null; lastModifiedAt: string | null } | null {
  const question = assessment.questions.find((q) => q.id === entry.questionId);
  if (!question) return null;
  const answer =
    question.type === 'voting'
      ? question.contestEntries.map((e) => ({ submission_id: e.submission_id, score: e.score }))
      : question.answer;
  return { answer, lastModifiedAt: question.lastModifiedAt };
}

/** The server's copy of one question's answer, read afresh. */
export async function serverCopy(call: RouteCaller, entry: QueuedSave) {
  const assessment = await queuedSaveEndpoints(call, entry.courseId).assessment(entry.assessmentId);
  return copyInAssessment(assessment, entry);
}

export function createSender(options: SenderOptions) {
  const { queue, call } = options;
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(entry: QueuedSave): Promise<Step> {
    const api = queuedSaveEndpoints(call, entry.courseId);
    let sent = false;
    try {
      const { lastModified } = await api.answerLastModified(entry.questionId, entry.base);
      if (lastModified && (await settleChanged(entry, false)) === 'settled') return 'next';
      sent = true;
      await api.saveAnswer(entry.questionId, toRequestAnswer(entry.answer), entry.editedAt);
      await queue.confirmSent(entry);
      return 'next';
    } catch (error) {
      if (cannotReachServer(error)) {
        if (sent) await queue.sendInDoubt(entry);
        return 'stop';
      }
      if (!(error instanceof ApiError)) throw error;
      // Signed out meanwhile: the entry waits for the next sign-in.
      if (error.status === 401) return 'stop';
      // A newer edit is stored (another device, a later clock): the server's copy decides.
      if (error.status === 409) return (await settleChanged(entry, true)) === 'unreachable' ? 'stop' : 'next';
      await queue.remove(entry);
      options.onRefused(entry, error.body.trim() || `${error.status} ${error.statusText}`);
      return 'next';
    }
  }

  /**
   * The server's copy changed since the entry's base: settled when it is ours already (the entry
   * goes) or from elsewhere (a conflict); 'send' when it is one this device knows. After a 409 a
   * send would be refused again, so that too is left to the student.
   */
  async function settleChanged(
    entry: QueuedSave,
    refused: boolean,
  ): Promise<'settled' | 'send' | 'unreachable'> {
    let copy: Awaited<ReturnType<typeof serverCopy>>;
    try {
      copy = await serverCopy(call, entry);
    } catch (error) {
      if (cannotReachServer(error)) return 'unreachable';
      throw error;
    }
    const decision = copy === null ? 'conflict' : changedServerDecision(entry, copy.answer);
    if (decision === 'delivered') {
      await queue.confirmSent(entry);
      return 'settled';
    }
    if (decision === 'send' && !refused) return 'send';
    await queue.markConflict(entry);
    options.onConflict?.();
    return 'settled';
  }

  async function flushOnce(): Promise<void> {
    // Read first even offline: a page loaded offline shows what waits from the stored entries.
    const stored = await queue.load();
    const userId = options.userId();
    if (userId === null || !navigatorOnline()) return;
    const entries = sendingOrder(stored.filter((e) => e.userId === userId));
    for (const entry of entries) {
      if ((await sendOne(entry)) === 'stop') return;
    }
  }

  /** One pass at a time in this page; across tabs, one at a time where the browser has Web Locks. */
  function exclusive(): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return flushOnce();
    return locks.request('sa-offline-saves', flushOnce).then(() => undefined);
  }

  return {
    /** Sends what waits; a call while a pass runs makes one more pass after it. */
    flush(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      const pass = async () => {
        do {
          again = false;
          await exclusive().catch(() => undefined);
        } while (again);
      };
      running = pass().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

export function navigatorOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The save route takes its own (mutable) vote list. */
export function toRequestAnswer(
  answer: QueuedAnswer,
): string | number | { submission_id: number; score: number | null }[] {
  return typeof answer === 'object' ? answer.map((v) => ({ ...v })) : answer;
}
