import { randomUUID } from 'node:crypto';
import type { Achievement, EventGoal, GoalDefinition, ManualGoal } from '@sa/contracts';
import type { TestServer, UserRow } from '../../test/harness';

/** Request bodies and calls for the achievement tests; each test states only what it is about. */

export function achievement(overrides: Partial<Achievement> = {}): Achievement {
  return {
    uuid: randomUUID(),
    title: 'Achievement Title Here',
    xp: 100,
    isVariableXp: false,
    release: null,
    deadline: null,
    isTask: true,
    prerequisiteUuids: [],
    cardBackground: null,
    position: 1,
    view: { coverImage: null, description: null, completionText: null },
    goalUuids: [],
    ...overrides,
  };
}

/** Goals carry their kind in meta too, as the reference web client writes it and the server answers it. */
export function manualGoal(targetCount = 1, text = 'Goal Text Here'): ManualGoal {
  return { uuid: randomUUID(), text, targetCount, type: 'Manual', meta: { type: 'Manual', targetCount } };
}

export function eventGoal(targetCount = 5, text = 'Run your code'): EventGoal {
  return {
    uuid: randomUUID(),
    text,
    targetCount,
    type: 'Event',
    meta: { type: 'Event', eventNames: ['Run Code'], targetCount },
  };
}

export interface Api {
  get(user: UserRow, path: string): Promise<{ statusCode: number; body: string; json(): unknown }>;
  send(
    user: UserRow,
    method: 'PUT' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
  ): Promise<{ statusCode: number; body: string }>;
}

/** Calls under /v2/courses/{courseId}/ as the given user. */
export function courseApi(s: TestServer, courseId: number): Api {
  return {
    get: (user, path) => s.as(user).get(`/v2/courses/${courseId}/${path}`),
    send: (user, method, path, payload) =>
      s.as(user).request(method, `/v2/courses/${courseId}/${path}`, { body: payload }),
  };
}

/** PUT admin/goals then admin/achievements, as the editor publishes; both must answer 204. */
export async function publish(
  api: Api,
  staff: UserRow,
  definitions: { goals?: GoalDefinition[]; achievements?: Achievement[] },
): Promise<void> {
  if (definitions.goals) {
    const res = await api.send(staff, 'PUT', 'admin/goals', { goals: definitions.goals });
    if (res.statusCode !== 204) throw new Error(`PUT goals: ${res.statusCode} ${res.body}`);
  }
  if (definitions.achievements) {
    const res = await api.send(staff, 'PUT', 'admin/achievements', {
      achievements: definitions.achievements,
    });
    if (res.statusCode !== 204) throw new Error(`PUT achievements: ${res.statusCode} ${res.body}`);
  }
}

export const progress = (count: number, completed = false) => ({ progress: { count, completed } });
