import { AchievementsResponse, OwnGoalsResponse, TokenPair } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function signIn(code: string) {
  const res = await s.signedOut.post('/v2/auth/login', { provider: 'test', code });
  expect(res.statusCode).toBe(200);
  return s.bearer(res.json(TokenPair).access_token);
}

describe('the demo course', () => {
  it('gives the demo student a dashboard: a chain of tasks, a Manual and an Event goal, some progress', async () => {
    const { courseId } = await seedDemo(s.db);
    const student = await signIn('student_code');
    const get = (path: string) => student.get(`/v2/courses/${courseId}/${path}`);
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
