import { describe, expect, it } from 'vitest';
import { editorReducer, emptyEditorState, hasDirtyCards, publishPlan } from './editorState';
import { achievement, manualGoal, uuid } from './testSupport';
import { randomUuid } from './uuid';

const loaded = editorReducer(emptyEditorState, {
  type: 'load',
  achievements: [
    achievement(1, 'Alpha', { prerequisiteUuids: [uuid(2)], goalUuids: [uuid(101)] }),
    achievement(2, 'Bravo', { goalUuids: [uuid(101)] }),
  ],
  goals: [manualGoal(1, 'Attend')],
});

describe('editor state', () => {
  it('starts with nothing to publish and no dirty card', () => {
    expect(loaded.loaded).toBe(true);
    expect(publishPlan(loaded).hasChanges).toBe(false);
    expect(hasDirtyCards(loaded)).toBe(false);
  });

  it('keeps an edit as a draft until the card is saved', () => {
    const alpha = loaded.achievements[0];
    if (!alpha) throw new Error('no Alpha');
    const edited = editorReducer(loaded, { type: 'editAchievement', draft: { ...alpha, xp: 250 } });
    expect(hasDirtyCards(edited)).toBe(true);
    expect(publishPlan(edited).hasChanges).toBe(false);
    const saved = editorReducer(edited, { type: 'saveAchievement', uuid: alpha.uuid });
    expect(hasDirtyCards(saved)).toBe(false);
    expect(publishPlan(saved).achievementsToSave.map((a) => a.xp)).toEqual([250]);
  });

  it('deleting a goal unlinks it from saved achievements and open drafts', () => {
    const bravo = loaded.achievements[1];
    if (!bravo) throw new Error('no Bravo');
    const drafted = editorReducer(loaded, { type: 'editAchievement', draft: { ...bravo, title: 'B' } });
    const next = editorReducer(drafted, { type: 'deleteGoal', uuid: uuid(101) });
    expect(next.goals).toEqual([]);
    expect(next.achievements.map((a) => a.goalUuids)).toEqual([[], []]);
    expect(next.achievementDrafts[bravo.uuid]?.goalUuids).toEqual([]);
    expect(publishPlan(next).goalUuidsToDelete).toEqual([uuid(101)]);
  });

  it('deleting an achievement unlinks it from the others and renumbers the tasks', () => {
    const next = editorReducer(loaded, { type: 'deleteAchievement', uuid: uuid(2) });
    expect(next.achievements).toEqual([
      expect.objectContaining({ uuid: uuid(1), prerequisiteUuids: [], position: 1 }),
    ]);
    const plan = publishPlan(next);
    expect(plan.achievementUuidsToDelete).toEqual([uuid(2)]);
    expect(plan.achievementsToSave.map((a) => a.uuid)).toEqual([uuid(1)]);
  });

  it('keeps local work when the published lists are refreshed after a failed publish', () => {
    const added = editorReducer(loaded, { type: 'addGoal', uuid: uuid(102) });
    const synced = editorReducer(added, { type: 'syncPublished', achievements: [], goals: [] });
    expect(synced.goals).toHaveLength(2);
    expect(publishPlan(synced).goalsToSave).toHaveLength(2);
  });
});

describe('uuids', () => {
  it('makes version-4 uuids', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
