import { TokenPair, type UserResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../demo/demo-users';
import { startTestServer, type TestServer } from '../test/harness';
import { courses } from './schema';
import { DEMO_GROUP, seedDemo } from './seed-demo';

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

describe('seedDemo', () => {
  it('creates the demo course that each demo user sees with their role on first sign-in', async () => {
    const result = await seedDemo(s.db);
    expect(result.seeded).toBe(true);

    for (const demo of DEMO_USERS) {
      const asDemo = await signIn(demo.code);
      const me = (await asDemo.get('/v2/user')).json<UserResponse>();
      expect(me.user).toMatchObject({ name: demo.name, username: demo.username });
      expect(me.user.courses).toEqual([
        {
          courseId: result.courseId,
          courseName: 'CS1101S Programming Methodology',
          courseShortName: 'CS1101S',
          role: demo.role,
          viewable: true,
        },
      ]);
      expect(me.courseRegistration?.group).toBe(demo.role === 'student' ? DEMO_GROUP : null);
      expect(me.courseConfiguration).toMatchObject({ sourceChapter: 1, sourceVariant: 'default' });
      expect(me.courseConfiguration?.moduleHelpText).toMatch(/^## /);
      expect(me.assessmentConfigurations?.map((c) => c.type)).toEqual(['Missions', 'Quests', 'Paths']);
      expect(me.assessmentConfigurations?.[0]).toMatchObject({
        earlySubmissionXp: 100,
        hoursBeforeEarlyXpDecay: 48,
      });
    }
  });

  it('does nothing once a course exists', async () => {
    expect(await seedDemo(s.db)).toEqual({ seeded: false });
    expect(await s.db.select().from(courses).where(eq(courses.courseShortName, 'CS1101S'))).toHaveLength(1);
  });
});
