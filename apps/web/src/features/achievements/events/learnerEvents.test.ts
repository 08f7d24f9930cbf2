import type { EventName, OwnGoal } from '@sa/contracts';
import type { LearnerEvent } from '@sa/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseConfiguration, userResponse } from '../../../test/fakeBackend';
import { appendBounded, MAX_STORED_EVENTS, memoryEventStore } from './eventStore';
import {
  createEventSyncer,
  EVENT_SYNC_DELAY_MS,
  eventsNow,
  scopeKey,
  scopeOf,
  syncEventGoals,
} from './learnerEvents';
import { runEvents } from './useLearnerEvents';

const scope = { userId: 7, courseId: 1 };

function eventGoal(uuid: string, eventNames: EventName[], target: number) {
  return {
    uuid,
    text: uuid,
    targetCount: target,
    type: 'Event' as const,
    meta: {
      eventNames,
      targetCount: target,
      observeFrom: '2025-01-01T00:00:00Z',
      observeTo: '2025-02-01T00:00:00Z',
    },
    count: 0,
    completed: false,
    achievementUuids: [],
  } satisfies OwnGoal;
}

const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T12:00:00Z`;

describe('the event store', () => {
  it('keeps the newest events up to the bound', () => {
    const old: LearnerEvent[] = Array.from({ length: MAX_STORED_EVENTS }, () => ({
      name: 'Run Code',
      at: at(1),
    }));
    const kept = appendBounded(old, [{ name: 'Error', at: at(2) }]);
    expect(kept).toHaveLength(MAX_STORED_EVENTS);
    expect(kept.at(-1)).toEqual({ name: 'Error', at: at(2) });
    expect(appendBounded([], [{ name: 'Error', at: at(2) }], 5)).toHaveLength(1);
  });

  it('keeps each user and course apart', async () => {
    const store = memoryEventStore();
    await store.append('7:1', [{ name: 'Run Code', at: at(1) }]);
    await store.append('8:1', [{ name: 'Error', at: at(1) }]);
    expect(await store.read('7:1')).toEqual([{ name: 'Run Code', at: at(1) }]);
    expect(await store.read('7:2')).toEqual([]);
  });
});

describe('recording learner events', () => {
  it("counts every run as 'Run Code' and a failed one also as 'Error'", () => {
    expect(runEvents({ status: 'finished', value: '1', valueIsUndefined: false })).toEqual(['Run Code']);
    expect(runEvents({ status: 'error', errors: [], text: 'Line 1: oops' })).toEqual(['Run Code', 'Error']);
    expect(runEvents({ status: 'stopped', reason: 'user' })).toEqual(['Run Code']);
    expect(runEvents({ status: 'unavailable', message: 'no' })).toEqual([]);
  });

  it('records only for a member of a course with achievements', () => {
    const on = userResponse({ course: { enableAchievements: true } });
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    expect(scopeOf({ tokens, profile: on })).toEqual({ userId: 7, courseId: 1 });
    expect(scopeOf({ tokens: null, profile: on })).toBeNull();
    expect(scopeOf({ tokens, profile: userResponse({ course: courseConfiguration() }) })).toBeNull();
    expect(scopeOf({ tokens, profile: userResponse({ role: null }) })).toBeNull();
  });

  it('stamps each event with the time', () => {
    const now = new Date(at(3));
    expect(eventsNow('Run Testcase', 2, now)).toEqual([
      { name: 'Run Testcase', at: now.toISOString() },
      { name: 'Run Testcase', at: now.toISOString() },
    ]);
  });
});

describe('syncing Event goals', () => {
  it('posts the count inside each goal’s window, only for goals that changed', async () => {
    const store = memoryEventStore();
    await store.append(scopeKey(scope), [
      { name: 'Run Code', at: at(2) },
      { name: 'Run Code', at: at(3) },
      { name: 'Error', at: at(3) },
      // Outside the window: not counted.
      { name: 'Run Code', at: '2025-03-01T00:00:00Z' },
    ]);
    const runs = eventGoal('runs', ['Run Code'], 5);
    const errors = { ...eventGoal('errors', ['Error'], 1), count: 1, completed: true };
    const posts: Array<[string, unknown]> = [];
    const posted = await syncEventGoals(
      {
        store,
        loadGoals: async () => [runs, errors],
        postProgress: async (uuid, body) => posts.push([uuid, body]),
      },
      scope,
    );
    expect(posted).toBe(1);
    expect(posts).toEqual([['runs', { progress: { count: 2, completed: false } }]]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts once, after the batching delay following the last of a burst', async () => {
    vi.useFakeTimers();
    const store = memoryEventStore();
    const loadGoals = vi.fn(async () => [eventGoal('runs', ['Run Code'], 3)]);
    const postProgress = vi.fn(async () => undefined);
    const onSynced = vi.fn();
    const syncer = createEventSyncer({ store, depsFor: () => ({ loadGoals, postProgress }), onSynced });
    await syncer.record(scope, [{ name: 'Run Code', at: at(4) }]);
    await vi.advanceTimersByTimeAsync(EVENT_SYNC_DELAY_MS - 1);
    await syncer.record(scope, [{ name: 'Run Code', at: at(4) }]);
    await vi.advanceTimersByTimeAsync(EVENT_SYNC_DELAY_MS - 1);
    expect(loadGoals).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadGoals).toHaveBeenCalledTimes(1);
    expect(postProgress).toHaveBeenCalledWith('runs', { progress: { count: 2, completed: false } });
    expect(onSynced).toHaveBeenCalledWith(scope);
  });

  it('keeps the events when the session has moved on or the post fails', async () => {
    vi.useFakeTimers();
    const store = memoryEventStore();
    const moved = createEventSyncer({ store, depsFor: () => null });
    await moved.record(scope, [{ name: 'Run Code', at: at(4) }]);
    await vi.advanceTimersByTimeAsync(EVENT_SYNC_DELAY_MS);
    const failing = createEventSyncer({
      store,
      depsFor: () => ({
        loadGoals: async () => [eventGoal('runs', ['Run Code'], 3)],
        postProgress: async () => Promise.reject(new Error('offline')),
      }),
    });
    expect(await failing.syncNow(scope)).toBe(0);
    expect(await store.read(scopeKey(scope))).toHaveLength(1);
  });
});
