import type { UserResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses, users } from '../db/schema';
import type { TestClient } from '../test/client';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Writes made straight to the database stand for another server process: the cached reads of
 * this process must follow them through the database's change notifications.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** GET /v2/user: its status, and its body when it answered 200. */
async function getUser(client: TestClient) {
  const res = await client.get('/v2/user');
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json<UserResponse>() : undefined };
}

describe('cached signed-in reads', () => {
  it('follow a rename committed elsewhere', async () => {
    const user = await s.createUser({ name: 'Before' });
    const client = s.bearer(await s.tokenFor(user));
    expect((await getUser(client)).body?.user.name).toBe('Before');
    await s.db.update(users).set({ name: 'After' }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await getUser(client)).body?.user.name).toBe('After'), {
      timeout: 3000,
      interval: 20,
    });
  });

  it('follow a course-wide change committed elsewhere', async () => {
    const user = await s.createUser();
    const course = await s.createCourse({ courseName: 'Old name' });
    await s.enrol(user, course, 'student');
    await s.db.update(users).set({ latestViewedCourseId: course.id }).where(eq(users.id, user.id));
    const client = s.bearer(await s.tokenFor(user));
    await vi.waitFor(async () =>
      expect((await getUser(client)).body?.courseConfiguration?.courseName).toBe('Old name'),
    );
    await s.db.update(courses).set({ courseName: 'New name' }).where(eq(courses.id, course.id));
    await vi.waitFor(
      async () => expect((await getUser(client)).body?.courseConfiguration?.courseName).toBe('New name'),
      { timeout: 3000, interval: 20 },
    );
  });

  it('stop accepting the token of a user deleted elsewhere', async () => {
    const user = await s.createUser();
    const client = s.bearer(await s.tokenFor(user));
    expect((await getUser(client)).status).toBe(200);
    await s.db.delete(users).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await getUser(client)).status).toBe(401), {
      timeout: 3000,
      interval: 20,
    });
  });

  it("show this process's own writes at once", async () => {
    const user = await s.createUser();
    const client = s.bearer(await s.tokenFor(user));
    expect((await getUser(client)).body?.courseConfiguration).toBeNull();
    const created = await client.post('/v2/config/create', {
      courseName: 'Fresh',
      sourceChapter: 1,
      sourceVariant: 'default',
    });
    expect(created.statusCode).toBe(200);
    // No waiting: the very next read must already see the new course.
    expect((await getUser(client)).body?.courseConfiguration?.courseName).toBe('Fresh');
  });
});
