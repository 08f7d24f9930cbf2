import { type EventGoalMeta, eventMetaOf, type GoalItem, type GoalProgress, parseTime } from './model';

/**
 * Event goals (api-reference section 8): the browser counts the learner's own events ('Run Code',
 * 'Error', 'Run Testcase') inside the goal's window and posts the count as the goal's progress.
 */

/** One thing the learner did, as the web app records it: the event kind and when (ISO). */
export interface LearnerEvent {
  name: string;
  at: string;
}

/**
 * The window in which events count: the intersection of [observeFrom, observeTo) and
 * [release, deadline). Missing bounds leave that side open; `from` inclusive, `to` exclusive, so an
 * event at the very deadline is too late, as for achievement deadlines.
 */
export function eventGoalWindow(meta: EventGoalMeta): { from: number | null; to: number | null } {
  const starts = [parseTime(meta.observeFrom), parseTime(meta.release)].filter(
    (t): t is number => t !== null,
  );
  const ends = [parseTime(meta.observeTo), parseTime(meta.deadline)].filter((t): t is number => t !== null);
  return {
    from: starts.length > 0 ? Math.max(...starts) : null,
    to: ends.length > 0 ? Math.min(...ends) : null,
  };
}

/** How many of the events are of the goal's kinds and fall inside its window; unparseable times are skipped. */
export function countGoalEvents(meta: EventGoalMeta, events: readonly LearnerEvent[]): number {
  const names = new Set(meta.eventNames);
  const { from, to } = eventGoalWindow(meta);
  let count = 0;
  for (const event of events) {
    if (!names.has(event.name)) continue;
    const t = parseTime(event.at);
    if (t === null || (from !== null && t < from) || (to !== null && t >= to)) continue;
    count++;
  }
  return count;
}

/**
 * The progress to post for an Event goal, or null for any other goal. The count stops at the
 * target (more runs earn nothing more, and variable XP stays bounded) and never falls below the
 * count already stored, since the browser's event log may have been cleared since.
 */
export function eventGoalProgress(
  goal: Pick<GoalItem, 'type' | 'meta' | 'targetCount'> & { count?: number },
  events: readonly LearnerEvent[],
): GoalProgress | null {
  const meta = eventMetaOf(goal);
  if (!meta) return null;
  const target = Math.max(0, Math.floor(meta.targetCount));
  const counted = Math.min(countGoalEvents(meta, events), target);
  const count = Math.max(Math.floor(goal.count ?? 0), counted, 0);
  return { count, completed: count >= target };
}

/** Whether posting `next` would change what the server holds for this goal. */
export function progressDiffers(current: GoalProgress, next: GoalProgress): boolean {
  return current.count !== next.count || current.completed !== next.completed;
}

/** The Event goals whose progress has changed, with the progress to post for each. */
export function eventGoalUpdates(
  goals: readonly Pick<GoalItem, 'uuid' | 'type' | 'meta' | 'targetCount' | 'count' | 'completed'>[],
  events: readonly LearnerEvent[],
): { uuid: string; progress: GoalProgress }[] {
  const updates: { uuid: string; progress: GoalProgress }[] = [];
  for (const goal of goals) {
    const progress = eventGoalProgress(goal, events);
    if (progress && progressDiffers(goal, progress)) updates.push({ uuid: goal.uuid, progress });
  }
  return updates;
}
