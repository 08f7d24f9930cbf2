import { describe, expect, it } from 'vitest';
import { Achievement, GoalInput, OwnGoal } from './achievements';

const uuid = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';

describe('achievement contracts', () => {
  it('lower-cases uuids, as PostgreSQL answers them', () => {
    const parsed = Achievement.parse({
      uuid,
      title: 'T',
      xp: 0,
      isVariableXp: false,
      release: null,
      deadline: '2030-01-01T00:00:00+08:00',
      isTask: false,
      prerequisiteUuids: [uuid],
      cardBackground: null,
      position: 0,
      view: { coverImage: null, description: null, completionText: null },
      goalUuids: [],
    });
    expect(parsed.uuid).toBe(uuid.toLowerCase());
    expect(parsed.prerequisiteUuids).toEqual([uuid.toLowerCase()]);
  });

  it("reads a goal's meta by its type: Event names are checked, legacy kinds kept as they are", () => {
    const event = {
      uuid,
      text: 'x',
      targetCount: 2,
      type: 'Event',
      meta: { eventNames: ['Error'], targetCount: 2 },
    };
    expect(GoalInput.safeParse(event).success).toBe(true);
    expect(GoalInput.safeParse({ ...event, meta: { eventNames: ['Jump'], targetCount: 2 } }).success).toBe(
      false,
    );
    const binary = {
      uuid,
      text: 'x',
      targetCount: 1,
      type: 'Binary',
      meta: { anything: [1, { deep: true }] },
    };
    expect(GoalInput.parse(binary).meta).toEqual({ anything: [1, { deep: true }] });
  });

  it("keeps meta whole and takes the legacy kinds under the reference client's labels", () => {
    const manual = GoalInput.parse({
      uuid,
      text: 'x',
      targetCount: 2,
      type: 'Manual',
      meta: { type: 'Manual', targetCount: 2, note: { any: 1 } },
    });
    expect(manual.meta).toEqual({ type: 'Manual', targetCount: 2, note: { any: 1 } });
    const legacy = GoalInput.parse({
      uuid,
      text: 'x',
      targetCount: 1,
      type: 'Assessment (unsupported)',
      meta: { type: 'Assessment (unsupported)', assessmentNumber: 3 },
    });
    expect([legacy.type, legacy.meta]).toEqual([
      'Assessment',
      { type: 'Assessment (unsupported)', assessmentNumber: 3 },
    ]);
    const disagreeing = GoalInput.safeParse({
      uuid,
      text: 'x',
      targetCount: 2,
      type: 'Manual',
      meta: { type: 'Event', targetCount: 2 },
    });
    expect(disagreeing.error?.issues[0]?.message).toBe('meta.type must name the goal type');
  });

  it("refuses a Manual or Event goal whose meta target differs from the goal's", () => {
    const result = GoalInput.safeParse({
      uuid,
      text: 'x',
      targetCount: 2,
      type: 'Manual',
      meta: { targetCount: 3 },
    });
    expect(result.error?.issues[0]?.message).toBe('meta.targetCount must equal targetCount');
  });

  it('gives own goals their progress fields', () => {
    const own = OwnGoal.parse({
      uuid,
      text: 'x',
      targetCount: 1,
      type: 'Manual',
      meta: { targetCount: 1 },
      count: 1,
      completed: true,
      achievementUuids: [],
    });
    expect(own).toMatchObject({ count: 1, completed: true });
  });
});
