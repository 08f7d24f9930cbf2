import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { typeProgram } from './playground-helpers';
import { createDatabase, REDIS_URL, requireRedis, type ServerProcess, startServer } from './server-processes';
import {
  createSession,
  openInvitation,
  personAt,
  sharedText,
  toEnd,
  waitJoined,
} from './shared-editing-helpers';

/**
 * Shared editing at scale (issue 20): two server processes on one PostgreSQL database and one
 * Redis serve one session; two people, each on another process, still edit one program, and the
 * session outlives a restart. PostgreSQL and Redis are required: this journey fails, never skips,
 * without them (CI provides both).
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const basePort = Number(process.env.E2E_PORT ?? 8731) + 2;
// One secret for both processes: a token one of them signed is good on the other.
const JWT_SECRET = randomBytes(32).toString('hex');

let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
const servers: ServerProcess[] = [];

function serverEnv(): Record<string, string> {
  if (!database) throw new Error('no database');
  return { DATABASE_URL: database.url, REDIS_URL, JWT_SECRET };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await requireRedis();
  database = await createDatabase();
  // One after the other: the first seeds the demo course, the second finds it there.
  servers.push(await startServer(basePort, serverEnv()));
  servers.push(await startServer(basePort + 1, serverEnv()));
});

test.afterAll(async () => {
  for (const server of servers.splice(0)) await server.stop();
  await database?.drop();
});

test('two processes serve one session through Redis, and the session survives a restart', async ({
  browser,
}) => {
  const [first, second] = servers;
  if (!first || !second) throw new Error('the servers did not start');
  const a = await personAt(browser, first.url, 'student');
  const b = await personAt(browser, second.url, 'student2');

  await a.goto('/playground');
  await typeProgram(a, 'const scale = 1;');
  const invitation = new URL(await createSession(a));
  // The same invitation, opened on the other process.
  await openInvitation(b, `${second.url}${invitation.pathname}${invitation.search}`);
  await expect.poll(() => sharedText(b)).toBe('const scale = 1;');

  await toEnd(a);
  await a.keyboard.press('Enter');
  await a.keyboard.type('const onFirst = 2;');
  await expect.poll(() => sharedText(b)).toContain('const onFirst = 2;');
  await toEnd(b);
  await b.keyboard.press('Enter');
  await b.keyboard.type('const onSecond = 3;');
  await expect.poll(() => sharedText(a)).toContain('const onSecond = 3;');
  await expect.poll(async () => (await sharedText(a)) === (await sharedText(b))).toBe(true);
  const text = await sharedText(a);

  // Both processes stop (the edits are written as they close); one comes back on the same address.
  for (const server of servers.splice(0)) await server.stop();
  if (!database) throw new Error('no database');
  servers.push(await startServer(basePort, serverEnv()));
  await a.reload();
  await waitJoined(a);
  await expect.poll(() => sharedText(a)).toBe(text);
});
