import { describe, expect, it } from 'vitest';
import {
  countGoalEvents,
  eventGoalProgress,
  eventGoalUpdates,
  eventGoalWindow,
  type LearnerEvent,
  progressDiffers,
} from './event-goals';
import type { EventGoalMeta } from './model';

const meta = (fields: Partial<EventGoalMeta> = {}): EventGoalMeta => ({
  eventNames: ['Run Code'],
  targetCount: 3,
  ...fields,
});
const at = (name: string, iso: string): LearnerEvent => ({ name, at: iso });
const events = [
  at('Run Code', '2026-05-01T10:00:00Z'),
  at('Run Code', '2026-05-02T10:00:00Z'),
  at('Error', '2026-05-02T11:00:00Z'),
  at('Run Code', '2026-05-03T10:00:00Z'),
  at('Run Testcase', '2026-05-04T10:00:00Z'),
  at('Run Code', 'not a time'),
];

describe('eventGoalWindow', () => {
  it('is open on both sides without bounds', () => {
    expect(eventGoalWindow(meta())).toEqual({ from: null, to: null });
  });

  it('intersects the observation window with release and deadline', () => {
    const window = eventGoalWindow(
      meta({
        observeFrom: '2026-05-01T00:00:00Z',
        release: '2026-05-02T00:00:00Z',
        observeTo: '2026-05-10T00:00:00Z',
        deadline: '2026-05-05T00:00:00Z',
      }),
    );
    expect(window).toEqual({
      from: Date.parse('2026-05-02T00:00:00Z'),
      to: Date.parse('2026-05-05T00:00:00Z'),
    });
  });

  it('ignores null and unparseable bounds', () => {
    expect(eventGoalWindow(meta({ observeFrom: null, deadline: 'whenever' }))).toEqual({
      from: null,
      to: null,
    });
  });
});

describe('countGoalEvents', () => {
  it("counts only the goal's event kinds", () => {
    expect(countGoalEvents(meta(), events)).toBe(3);
    expect(countGoalEvents(meta({ eventNames: ['Error', 'Run Testcase'] }), events)).toBe(2);
    expect(countGoalEvents(meta({ eventNames: [] }), events)).toBe(0);
  });

  it('counts from the start of the window inclusive to its end exclusive', () => {
    const window = { observeFrom: '2026-05-02T10:00:00Z', observeTo: '2026-05-03T10:00:00Z' };
    expect(countGoalEvents(meta(window), events)).toBe(1);
    expect(countGoalEvents(meta({ release: '2026-05-02T00:00:00Z' }), events)).toBe(2);
    expect(countGoalEvents(meta({ deadline: '2026-05-02T00:00:00Z' }), events)).toBe(1);
  });
});

describe('eventGoalProgress', () => {
  const goal = (fields: Partial<EventGoalMeta> = {}, count?: number) => ({
    type: 'Event',
    meta: meta(fields),
    targetCount: 3,
    ...(count === undefined ? {} : { count }),
  });

  it('gives the count and completion', () => {
    expect(eventGoalProgress(goal({ targetCount: 5 }), events)).toEqual({ count: 3, completed: false });
    expect(eventGoalProgress(goal(), events)).toEqual({ count: 3, completed: true });
  });

  it('stops the count at the target', () => {
    expect(eventGoalProgress(goal({ targetCount: 2 }), events)).toEqual({ count: 2, completed: true });
  });

  it('never lowers the count already stored', () => {
    expect(eventGoalProgress(goal({}, 2), [])).toEqual({ count: 2, completed: false });
  });

  it('completes at once with a target of 0', () => {
    expect(eventGoalProgress(goal({ targetCount: 0 }), [])).toEqual({ count: 0, completed: true });
  });

  it('is null for a goal that is not an Event goal or has no event list', () => {
    expect(
      eventGoalProgress({ type: 'Manual', meta: { targetCount: 1 }, targetCount: 1 }, events),
    ).toBeNull();
    expect(eventGoalProgress({ type: 'Event', meta: { targetCount: 1 }, targetCount: 1 }, events)).toBeNull();
  });
});

describe('eventGoalUpdates', () => {
  it('lists only Event goals whose progress changed', () => {
    const goals = [
      { uuid: 'runs', type: 'Event', meta: meta(), targetCount: 3, count: 1, completed: false },
      {
        uuid: 'same',
        type: 'Event',
        meta: meta({ eventNames: ['Error'] }),
        targetCount: 3,
        count: 1,
        completed: false,
      },
      {
        uuid: 'manual',
        type: 'Manual',
        meta: { targetCount: 1 },
        targetCount: 1,
        count: 0,
        completed: false,
      },
    ];
    expect(eventGoalUpdates(goals, events)).toEqual([
      { uuid: 'runs', progress: { count: 3, completed: true } },
    ]);
  });

  it('compares count and completion', () => {
    expect(progressDiffers({ count: 1, completed: false }, { count: 1, completed: false })).toBe(false);
    expect(progressDiffers({ count: 1, completed: false }, { count: 1, completed: true })).toBe(true);
    expect(progressDiffers({ count: 1, completed: true }, { count: 2, completed: true })).toBe(true);
  });
});
