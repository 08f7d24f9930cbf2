import { AchievementsResponse, OwnGoalsResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function signIn(code: string) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/v2/auth/login',
    payload: { provider: 'test', code },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().access_token}` };
}

describe('the demo course', () => {
  it('gives the demo student a dashboard: a chain of tasks, a Manual and an Event goal, some progress', async () => {
    const { courseId } = await seedDemo(s.db);
    const headers = await signIn('student_code');
    const get = (path: string) => s.app.inject({ url: `/v2/courses/${courseId}/${path}`, headers });
    const achievements = AchievementsResponse.parse((await get('achievements')).json());
    expect(achievements.map((a) => [a.title, a.position])).toEqual([
      ['Hello, Source', 1],
      ['Studio Regular', 2],
      ['Recursion Adept', 3],
    ]);
    const [hello, studio, adept] = achievements;
    expect(studio?.prerequisiteUuids).toEqual([hello?.uuid]);
    expect(adept?.prerequisiteUuids).toEqual([studio?.uuid]);
    const goals = OwnGoalsResponse.parse((await get('self/goals')).json());
    expect(goals.map((g) => [g.type, g.targetCount, g.count])).toEqual(
      expect.arrayContaining([
        ['Event', 5, 2],
        ['Manual', 1, 0],
      ]),
    );
    expect(goals.find((g) => g.type === 'Event')?.meta).toMatchObject({ eventNames: ['Run Code'] });
  });
});
