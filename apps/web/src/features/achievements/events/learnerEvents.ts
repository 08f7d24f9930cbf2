import type { OwnGoal } from '@sa/contracts';
import { type EventName, eventGoalUpdates, type LearnerEvent } from '@sa/domain';
import type { SessionSnapshot } from '../../../app/session/store';
import type { LearnerEventStore } from './eventStore';

/**
 * Event goals (spec 2 section 3, issue 9): the learner's runs, errors and testcase runs are
 * recorded in the browser per user and course, and the counts that fall in each Event goal's
 * window are posted as that goal's progress, a few seconds after the last event.
 */

/** Spec 1 section 9: "Event batching delay 3000 ms". */
export const EVENT_SYNC_DELAY_MS = 3000;

/** Whose events these are: one user in one course. */
export interface LearnerScope {
  userId: number;
  courseId: number;
}

export const scopeKey = (scope: LearnerScope) => `${scope.userId}:${scope.courseId}`;

/**
 * The signed-in member's scope, or null when nothing should be recorded: signed out, no course,
 * or a course without achievements (no Event goal could ever use the events).
 */
export function scopeOf(snapshot: SessionSnapshot): LearnerScope | null {
  const profile = snapshot.profile;
  const courseId = profile?.courseRegistration?.courseId;
  if (!snapshot.tokens || !profile || courseId === undefined) return null;
  if (!profile.courseConfiguration?.enableAchievements) return null;
  return { userId: profile.user.userId, courseId };
}

/** `times` events of one kind, stamped now. */
export function eventsNow(name: EventName, times: number, now: Date): LearnerEvent[] {
  const at = now.toISOString();
  return Array.from({ length: Math.max(0, Math.floor(times)) }, () => ({ name, at }));
}

export interface SyncDeps {
  store: LearnerEventStore;
  /** GET self/goals of the session's course. */
  loadGoals: () => Promise<OwnGoal[]>;
  postProgress: (uuid: string, body: { progress: { count: number; completed: boolean } }) => Promise<unknown>;
}

/**
 * Posts the progress of every Event goal whose count has changed (the domain rule decides the
 * count and `completed`); returns how many were posted. `goals` saves a GET when the caller has
 * them already (the dashboard).
 */
export async function syncEventGoals(
  deps: SyncDeps,
  scope: LearnerScope,
  goals?: readonly OwnGoal[],
): Promise<number> {
  const events = await deps.store.read(scopeKey(scope));
  if (events.length === 0) return 0;
  const updates = eventGoalUpdates(goals ?? (await deps.loadGoals()), events);
  for (const { uuid, progress } of updates) await deps.postProgress(uuid, { progress });
  return updates.length;
}

export interface EventSyncer {
  /** Records `events` and schedules a sync of their scope after the batching delay. */
  record(scope: LearnerScope, events: readonly LearnerEvent[]): Promise<void>;
  /** Syncs the scope now (the dashboard on load) and resolves with the number of goals posted. */
  syncNow(scope: LearnerScope, goals?: readonly OwnGoal[]): Promise<number>;
}

export interface SyncerOptions {
  store: LearnerEventStore;
  /** The sync deps for a scope, or null when the session has moved on (another user or course). */
  depsFor: (scope: LearnerScope) => Omit<SyncDeps, 'store'> | null;
  /** After goals were posted: refresh what shows them. */
  onSynced?: (scope: LearnerScope) => void;
  delayMs?: number;
}

/**
 * One debounced sync per scope: a burst of runs posts once, 3 s after the last. Failures are
 * swallowed; the events stay stored, so the next sync posts them.
 */
export function createEventSyncer(options: SyncerOptions): EventSyncer {
  const delay = options.delayMs ?? EVENT_SYNC_DELAY_MS;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const syncNow = async (scope: LearnerScope, goals?: readonly OwnGoal[]) => {
    const deps = options.depsFor(scope);
    if (!deps) return 0;
    try {
      const posted = await syncEventGoals({ ...deps, store: options.store }, scope, goals);
      if (posted > 0) options.onSynced?.(scope);
      return posted;
    } catch {
      return 0;
    }
  };

  return {
    async record(scope, events) {
      if (events.length === 0) return;
      await options.store.append(scopeKey(scope), events);
      const key = scopeKey(scope);
      const pending = timers.get(key);
      if (pending !== undefined) clearTimeout(pending);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          void syncNow(scope);
        }, delay),
      );
    },
    syncNow,
  };
}
