import type { Achievement, CourseUser, GoalDefinition } from '@sa/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeBackend, type FakeBackend, json, userResponse } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';
import { achievementsArea } from '..';

export const staffProfile = userResponse({ role: 'staff', courseId: 1 });
export const studentProfile = userResponse({ role: 'student', courseId: 1 });

/** A uuid whose last digits are `n`, so tests can name them briefly. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function achievement(n: number, title: string, extra: Partial<Achievement> = {}): Achievement {
  return {
    uuid: uuid(n),
    title,
    xp: 100,
    isVariableXp: false,
    release: null,
    deadline: null,
    isTask: true,
    position: n,
    prerequisiteUuids: [],
    cardBackground: null,
    view: { coverImage: null, description: `About ${title}`, completionText: 'Well done' },
    goalUuids: [],
    ...extra,
  };
}

export function manualGoal(n: number, text: string, targetCount = 1): GoalDefinition {
  return { uuid: uuid(100 + n), text, targetCount, type: 'Manual', meta: { targetCount } };
}

export function courseUser(courseRegId: number, name: string | null, group: string | null): CourseUser {
  return {
    courseRegId,
    course_id: 1,
    courseId: 1,
    name,
    provider: 'test',
    username: `user${courseRegId}`,
    role: 'student',
    group,
  };
}

/** The editor's reads, and 204 for every write it makes. */
export function controlBackend(
  data: { achievements: Achievement[]; goals: GoalDefinition[]; users?: CourseUser[] },
  profile = staffProfile,
): FakeBackend {
  const backend = createFakeBackend({
    'GET user': () => json(profile),
    'GET courses/1/achievements': () => json(data.achievements),
    'GET courses/1/admin/goals': () => json(data.goals),
    'GET courses/1/admin/users': () => json(data.users ?? []),
    'PUT courses/1/admin/achievements': () => new Response(null, { status: 204 }),
    'PUT courses/1/admin/goals': () => new Response(null, { status: 204 }),
  });
  for (const a of data.achievements) {
    backend.on(`DELETE courses/1/admin/achievements/${a.uuid}`, () => new Response(null, { status: 204 }));
  }
  for (const g of data.goals) {
    backend.on(`DELETE courses/1/admin/goals/${g.uuid}`, () => new Response(null, { status: 204 }));
  }
  return backend;
}

/** The editor of course 1, shown once its cards are on screen. */
export async function openControl(backend: FakeBackend, profile = staffProfile) {
  const user = userEvent.setup();
  const app = renderApp({
    path: '/courses/1/achievements/control',
    profile,
    backend,
    areas: [achievementsArea],
  });
  await screen.findByRole('region', { name: 'Achievements' });
  return { user, ...app };
}

export const callsTo = (backend: FakeBackend, method: string, path: string) =>
  backend.calls.filter((c) => c.method === method && c.path === path);

/** The JSON body of the `index`th `method path` call, parsed with its contract. */
export function bodyOf<T>(
  backend: FakeBackend,
  method: string,
  path: string,
  schema: { parse: (value: unknown) => T },
  index = 0,
): T {
  const call = callsTo(backend, method, path)[index];
  if (!call) throw new Error(`no call ${index} to ${method} ${path}`);
  return schema.parse(call.body);
}
