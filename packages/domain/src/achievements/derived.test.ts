import { describe, expect, it } from 'vitest';
import {
  type AssessmentOverviewLike,
  assessmentAchievements,
  derivedAchievementUuid,
  derivedTypeAchievementUuid,
  isAssessmentComplete,
  isAssessmentTracked,
  isDerivedUuid,
  withAssessmentAchievements,
} from './derived';
import { newAchievement } from './editor';
import { summariseAchievements } from './progress';

const now = new Date('2026-05-10T12:00:00Z');
const overview = (id: number, fields: Partial<AssessmentOverviewLike> = {}): AssessmentOverviewLike => ({
  id,
  title: `Mission ${id}`,
  type: 'Missions',
  openAt: '2026-05-01T00:00:00Z',
  closeAt: '2026-05-20T00:00:00Z',
  status: 'attempting',
  isManuallyGraded: true,
  gradedCount: 0,
  questionCount: 2,
  xp: 0,
  ...fields,
});

describe('isAssessmentTracked', () => {
  it('tracks an assessment that has opened and is not closed unsubmitted', () => {
    expect(isAssessmentTracked(overview(1), now)).toBe(true);
    expect(isAssessmentTracked(overview(1, { openAt: '2026-05-10T12:00:00Z' }), now)).toBe(true);
  });

  it('skips an assessment not yet open', () => {
    expect(isAssessmentTracked(overview(1, { openAt: '2026-05-11T00:00:00Z' }), now)).toBe(false);
  });

  it('skips a closed unsubmitted assessment but keeps a closed submitted one', () => {
    const closed = { closeAt: '2026-05-10T12:00:00Z' };
    expect(isAssessmentTracked(overview(1, { ...closed, status: 'attempted' }), now)).toBe(false);
    expect(isAssessmentTracked(overview(1, { ...closed, status: 'submitted' }), now)).toBe(true);
  });
});

describe('isAssessmentComplete', () => {
  it('needs a manually graded assessment to be fully graded (and published)', () => {
    expect(isAssessmentComplete(overview(1, { status: 'submitted', gradedCount: 1 }))).toBe(false);
    expect(isAssessmentComplete(overview(1, { status: 'submitted', gradedCount: 2 }))).toBe(true);
    expect(
      isAssessmentComplete(overview(1, { status: 'submitted', gradedCount: 2, isGradingPublished: false })),
    ).toBe(false);
    expect(
      isAssessmentComplete(overview(1, { status: 'submitted', gradedCount: 2, isGradingPublished: true })),
    ).toBe(true);
  });

  it('needs an auto-graded assessment only to be submitted', () => {
    expect(isAssessmentComplete(overview(1, { isManuallyGraded: false, status: 'submitted' }))).toBe(true);
    expect(isAssessmentComplete(overview(1, { isManuallyGraded: false, status: 'attempted' }))).toBe(false);
  });
});

describe('assessmentAchievements', () => {
  it('makes a hidden achievement with Submitted and Graded goals for a manually graded assessment', () => {
    const { achievements, goals } = assessmentAchievements(
      [overview(7, { status: 'submitted', xp: 120 })],
      now,
    );
    expect(goals).toEqual([
      {
        uuid: 'assessment-7-submitted',
        text: 'Submitted Mission 7',
        targetCount: 1,
        type: 'Manual',
        meta: { targetCount: 1 },
        count: 1,
        completed: true,
        achievementUuids: ['assessment-7'],
      },
      {
        uuid: 'assessment-7-graded',
        text: 'Graded Mission 7',
        targetCount: 1,
        type: 'Manual',
        meta: { targetCount: 1 },
        count: 0,
        completed: false,
        achievementUuids: ['assessment-7'],
      },
    ]);
    expect(achievements).toHaveLength(1);
    expect(achievements[0]).toMatchObject({
      uuid: 'assessment-7',
      title: 'Mission 7',
      xp: 120,
      isTask: false,
      position: 0,
      release: '2026-05-01T00:00:00Z',
      deadline: '2026-05-20T00:00:00Z',
      goalUuids: ['assessment-7-submitted', 'assessment-7-graded'],
      prerequisiteUuids: [],
    });
  });

  it('gives an auto-graded assessment only the Submitted goal', () => {
    const { goals } = assessmentAchievements([overview(3, { isManuallyGraded: false })], now);
    expect(goals.map((g) => g.text)).toEqual(['Submitted Mission 3']);
    expect(goals[0]).toMatchObject({ count: 0, completed: false });
  });

  it("adds a 'Completed {type}' task per type listing only the completed assessments", () => {
    const { achievements } = assessmentAchievements(
      [
        overview(1, { status: 'submitted', gradedCount: 2 }),
        overview(2),
        overview(3, { type: 'Quests', isManuallyGraded: false, status: 'submitted' }),
        overview(4, { type: 'Paths' }),
      ],
      now,
    );
    const parents = achievements.filter((a) => a.isTask);
    expect(parents).toEqual([
      expect.objectContaining({
        uuid: 'assessment-type-Missions',
        title: 'Completed Missions',
        position: 1,
        prerequisiteUuids: ['assessment-1'],
        goalUuids: [],
        xp: 0,
      }),
      expect.objectContaining({
        title: 'Completed Quests',
        position: 2,
        prerequisiteUuids: ['assessment-3'],
      }),
    ]);
  });

  it('leaves out assessments not yet open or closed unsubmitted', () => {
    const result = assessmentAchievements(
      [overview(1, { openAt: '2026-06-01T00:00:00Z' }), overview(2, { closeAt: '2026-05-02T00:00:00Z' })],
      now,
    );
    expect(result).toEqual({ achievements: [], goals: [] });
  });

  it('completes through the ordinary progress rules', () => {
    const { achievements, goals } = assessmentAchievements(
      [overview(1, { status: 'submitted', gradedCount: 2 }), overview(2, { status: 'submitted' })],
      now,
    );
    const summaries = summariseAchievements(achievements, goals, now);
    expect(summaries.get('assessment-1')?.status).toBe('COMPLETED');
    expect(summaries.get('assessment-2')?.status).toBe('ACTIVE');
    expect(summaries.get('assessment-2')?.progress).toBe(0.5);
    expect(summaries.get('assessment-type-Missions')?.status).toBe('COMPLETED');
  });
});

describe('derived uuids', () => {
  it('are recognisable and distinct from server UUIDs', () => {
    expect(derivedAchievementUuid(5)).toBe('assessment-5');
    expect(derivedTypeAchievementUuid('Paths')).toBe('assessment-type-Paths');
    expect(isDerivedUuid('assessment-5-graded')).toBe(true);
    expect(isDerivedUuid('5f0c6a1e-8f57-4e57-9a53-1f8a4d0f2b11')).toBe(false);
  });
});

describe('withAssessmentAchievements', () => {
  it('appends the derived items, numbering the type tasks after the last server task', () => {
    const own = {
      achievements: [{ ...newAchievement('x'), isTask: true, position: 4 }, newAchievement('y')],
      goals: [],
    };
    const merged = withAssessmentAchievements(
      own,
      [overview(1, { isManuallyGraded: false, status: 'submitted' })],
      now,
    );
    expect(merged.achievements.map((a) => `${a.uuid}:${a.position}`)).toEqual([
      'x:4',
      'y:0',
      'assessment-1:0',
      'assessment-type-Missions:5',
    ]);
    expect(merged.goals.map((g) => g.uuid)).toEqual(['assessment-1-submitted']);
  });
});
