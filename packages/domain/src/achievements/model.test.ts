import { describe, expect, it } from 'vitest';
import {
  COUNTED_EVENT_NAMES,
  EDITABLE_GOAL_TYPES,
  eventMetaOf,
  goalTypeLabel,
  manualMetaOf,
  parseTime,
} from './model';

describe('manualMetaOf', () => {
  it('reads the target of a Manual goal, falling back to the goal field', () => {
    expect(manualMetaOf({ type: 'Manual', meta: { targetCount: 4 }, targetCount: 1 })).toEqual({
      targetCount: 4,
    });
    expect(manualMetaOf({ type: 'Manual', meta: null, targetCount: 2 })).toEqual({ targetCount: 2 });
  });

  it('is null for other types', () => {
    expect(manualMetaOf({ type: 'Event', meta: { targetCount: 4 }, targetCount: 4 })).toBeNull();
  });
});

describe('eventMetaOf', () => {
  it('reads an Event meta, keeping only string event names and valid date strings', () => {
    const goal = {
      type: 'Event',
      targetCount: 2,
      meta: {
        eventNames: ['Run Code', 7, 'Error'],
        release: '2026-01-01T00:00:00Z',
        deadline: '',
        observeTo: 5,
      },
    };
    expect(eventMetaOf(goal)).toEqual({
      eventNames: ['Run Code', 'Error'],
      targetCount: 2,
      release: '2026-01-01T00:00:00Z',
      deadline: null,
      observeFrom: null,
      observeTo: null,
    });
  });

  it('is null for other types or a malformed meta', () => {
    expect(eventMetaOf({ type: 'Manual', meta: { eventNames: [] }, targetCount: 1 })).toBeNull();
    expect(eventMetaOf({ type: 'Event', meta: 'x', targetCount: 1 })).toBeNull();
    expect(eventMetaOf({ type: 'Event', meta: { eventNames: 'Error' }, targetCount: 1 })).toBeNull();
  });
});

describe('parseTime', () => {
  it('parses ISO dates and rejects absent or invalid ones', () => {
    expect(parseTime('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('nonsense')).toBeNull();
  });
});

describe('editor vocabularies', () => {
  it('offers Manual and Event goals, and the three counted event kinds', () => {
    expect(EDITABLE_GOAL_TYPES).toEqual(['Manual', 'Event']);
    expect(COUNTED_EVENT_NAMES).toEqual(['Run Code', 'Error', 'Run Testcase']);
  });
});

describe('goalTypeLabel', () => {
  it('marks the legacy goal types as unsupported', () => {
    expect(goalTypeLabel('Manual')).toBe('Manual');
    expect(goalTypeLabel('Event')).toBe('Event');
    expect(goalTypeLabel('Assessment')).toBe('Assessment (unsupported)');
    expect(goalTypeLabel('Binary')).toBe('Binary (unsupported)');
  });
});
