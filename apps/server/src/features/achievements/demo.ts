import type { Achievement, GoalDefinition } from '@sa/contracts';
import type { Executor } from '../../db/client';
import { replaceAchievementEdges, upsertAchievementRows } from './achievement-queries';
import { toAchievementRow } from './achievement-service';
import { upsertGoalRows, upsertProgress } from './goal-queries';
import { toGoalRow } from './goal-service';

/**
 * The demo course's achievements: a chain of three tasks (each needs the one before) with a Manual
 * goal and an Event goal ('Run Code' five times), so a new user sees a populated dashboard. The
 * uuids are fixed: the demo seed runs once, on an empty database.
 */
const GOALS = {
  runCode: '6f1c2a52-7d0e-4c51-9a7e-0d8e3c4b5a01',
  studio: '6f1c2a52-7d0e-4c51-9a7e-0d8e3c4b5a02',
  mission: '6f1c2a52-7d0e-4c51-9a7e-0d8e3c4b5a03',
} as const;
export const ACHIEVEMENTS = {
  hello: '0b7d9e4a-3c21-4f6a-8e5d-1a2b3c4d5e01',
  studio: '0b7d9e4a-3c21-4f6a-8e5d-1a2b3c4d5e02',
  adept: '0b7d9e4a-3c21-4f6a-8e5d-1a2b3c4d5e03',
} as const;

const DAY_MS = 86_400_000;

function demoGoals(now: Date): GoalDefinition[] {
  return [
    {
      uuid: GOALS.runCode,
      text: 'Run a program 5 times',
      targetCount: 5,
      type: 'Event',
      meta: {
        eventNames: ['Run Code'],
        targetCount: 5,
        observeFrom: new Date(now.getTime() - DAY_MS).toISOString(),
        observeTo: null,
      },
    },
    {
      uuid: GOALS.studio,
      text: 'Attend your first studio',
      targetCount: 1,
      type: 'Manual',
      meta: { targetCount: 1 },
    },
    {
      uuid: GOALS.mission,
      text: 'Have the recursion mission graded',
      targetCount: 1,
      type: 'Manual',
      meta: { targetCount: 1 },
    },
  ];
}

function demoAchievements(now: Date): Achievement[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const view = (description: string, completionText: string) => ({
    coverImage: null,
    description,
    completionText,
  });
  return [
    {
      uuid: ACHIEVEMENTS.hello,
      title: 'Hello, Source',
      xp: 100,
      isVariableXp: false,
      release: at(-1),
      deadline: at(14),
      isTask: true,
      prerequisiteUuids: [],
      cardBackground: null,
      position: 1,
      view: view('Open the playground and run your first programs.', 'You ran your first programs!'),
      goalUuids: [GOALS.runCode],
    },
    {
      uuid: ACHIEVEMENTS.studio,
      title: 'Studio Regular',
      xp: 200,
      isVariableXp: false,
      release: at(-1),
      deadline: at(21),
      isTask: true,
      prerequisiteUuids: [ACHIEVEMENTS.hello],
      cardBackground: null,
      position: 2,
      view: view('Meet your Avenger and your studio group.', 'Welcome to the studio.'),
      goalUuids: [GOALS.studio],
    },
    {
      uuid: ACHIEVEMENTS.adept,
      title: 'Recursion Adept',
      xp: 500,
      isVariableXp: false,
      release: at(-1),
      deadline: null,
      isTask: true,
      prerequisiteUuids: [ACHIEVEMENTS.studio],
      cardBackground: null,
      position: 3,
      view: view('Finish the recursion mission.', 'Recursion holds no fear for you.'),
      goalUuids: [GOALS.mission],
    },
  ];
}

/** Adds the demo achievements and goals to the course; the student has already run code twice. */
export async function seedDemoAchievements(
  tx: Executor,
  courseId: number,
  now: Date,
  studentRegId: number | undefined,
): Promise<void> {
  await upsertGoalRows(
    tx,
    demoGoals(now).map((goal) => toGoalRow(courseId, goal)),
  );
  const achievements = demoAchievements(now);
  await upsertAchievementRows(
    tx,
    achievements.map((a) => toAchievementRow(courseId, a)),
  );
  await replaceAchievementEdges(
    tx,
    achievements.map((a) => a.uuid),
    achievements.flatMap((a) => a.prerequisiteUuids.map((to) => ({ from: a.uuid, to }))),
    achievements.flatMap((a) => a.goalUuids.map((to) => ({ from: a.uuid, to }))),
  );
  if (studentRegId !== undefined) {
    await upsertProgress(tx, {
      goalUuid: GOALS.runCode,
      courseRegId: studentRegId,
      count: 2,
      completed: false,
    });
  }
}
