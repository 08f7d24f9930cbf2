import { describe, expect, it } from 'vitest';
import {
  addTaskAfter,
  DEFAULT_BRIEFING,
  DEFAULT_STARTER_CODE,
  defaultMission,
  defaultTask,
  deleteTask,
  type Mission,
  updateTask,
} from './mission';
import { CLASSROOM_TEXTS, MAX_MISSION_TASKS } from './texts';

const missionWith = (count: number): Mission => ({
  ...defaultMission(),
  tasks: Array.from({ length: count }, (_, i) => ({
    ...defaultTask(i + 1),
    taskDescription: `task ${i + 1}`,
  })),
});
const descriptions = (mission: Mission) => mission.tasks.map((task) => task.taskDescription);
const numbers = (mission: Mission) => mission.tasks.map((task) => task.questionNumber);

describe('the default mission', () => {
  it('has the default briefing, chapter 1 and one default task whose saved code is the starter comment', () => {
    const mission = defaultMission();
    expect(mission.briefing).toBe(DEFAULT_BRIEFING);
    expect(mission.metadata).toEqual({ sourceVersion: 1 });
    expect(mission.tasks).toHaveLength(1);
    expect(mission.tasks[0]).toMatchObject({
      questionNumber: 1,
      starterCode: DEFAULT_STARTER_CODE,
      savedCode: DEFAULT_STARTER_CODE,
      testCases: [],
    });
    expect(DEFAULT_STARTER_CODE.startsWith('//')).toBe(true);
  });
});

describe('addTaskAfter', () => {
  it('inserts a default task after the current one, selects it and renumbers', () => {
    const change = addTaskAfter(missionWith(3), 0);
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(change.selected).toBe(1);
    expect(descriptions(change.mission)).toEqual([
      'task 1',
      defaultTask().taskDescription,
      'task 2',
      'task 3',
    ]);
    expect(numbers(change.mission)).toEqual([1, 2, 3, 4]);
  });

  it('appends after the last task', () => {
    const change = addTaskAfter(missionWith(2), 1);
    expect(change).toMatchObject({ ok: true, selected: 2 });
  });

  it(`refuses a task beyond ${MAX_MISSION_TASKS}`, () => {
    expect(addTaskAfter(missionWith(MAX_MISSION_TASKS - 1), 0).ok).toBe(true);
    expect(addTaskAfter(missionWith(MAX_MISSION_TASKS), 0)).toEqual({
      ok: false,
      message: 'Cannot have more than 20 Tasks in a Mission!',
    });
  });
});

describe('deleteTask', () => {
  it('removes the current task, selects the one before it and renumbers', () => {
    const change = deleteTask(missionWith(3), 1);
    expect(change).toMatchObject({ ok: true, selected: 0 });
    if (!change.ok) return;
    expect(descriptions(change.mission)).toEqual(['task 1', 'task 3']);
    expect(numbers(change.mission)).toEqual([1, 2]);
  });

  it('selects the first task after deleting the first', () => {
    const change = deleteTask(missionWith(3), 0);
    expect(change).toMatchObject({ ok: true, selected: 0 });
    if (change.ok) expect(descriptions(change.mission)).toEqual(['task 2', 'task 3']);
  });

  it('refuses to delete the only task', () => {
    expect(deleteTask(missionWith(1), 0)).toEqual({ ok: false, message: CLASSROOM_TEXTS.onlyRemainingTask });
    expect(CLASSROOM_TEXTS.onlyRemainingTask).toBe('Cannot delete the only remaining task!');
  });
});

describe('updateTask', () => {
  it('changes one task and leaves the mission given untouched', () => {
    const mission = missionWith(2);
    const next = updateTask(mission, 1, { savedCode: 'edited;' });
    expect(next.tasks[1]?.savedCode).toBe('edited;');
    expect(next.tasks[0]).toBe(mission.tasks[0]);
    expect(mission.tasks[1]?.savedCode).toBe(DEFAULT_STARTER_CODE);
  });
});
