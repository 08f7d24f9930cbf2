/**
 * Adding 1,000 users from one CSV, end to end (issue 3): build the file, parse and validate it
 * with the web app's own code, PUT it through the API to the real server (in its own process,
 * PGlite), then check the course lists them. Target: under 2 s from file text to answer.
 * Round 1 creates and enrols every user; later rounds upload the same usernames with other roles
 * and groups (the "update instead of failing" path), into a course made for the bench.
 *
 *   npm run bench:add-users      (USERS=1000 ROUNDS=3 to change the load)
 */
import { CourseUsersResponse, TokenPair, UserResponse } from '@sa/contracts';
import { parseUserCsv } from '../apps/web/src/features/adminpanel/users-csv';
import { startServer } from './server-process';

const count = Number(process.env.USERS ?? 1000);
const rounds = Number(process.env.ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8791);
const TARGET_MS = 2000;

/** A file as an admin would upload it: a few staff, groups of 20, CRLF line ends. */
function buildCsv(round: number): string {
  const lines = Array.from({ length: count }, (_, i) => {
    const role = (i + round) % 50 === 0 ? 'staff' : 'student';
    return `e${String(i).padStart(7, '0')},${role},Studio ${Math.floor((i + round) / 20) + 1}`;
  });
  return `${lines.join('\r\n')}\r\n`;
}

async function call(origin: string, path: string, token: string | null, init: RequestInit = {}) {
  const res = await fetch(`${origin}/v2/${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text}`);
  return text;
}

const server = await startServer(port, { ACCESS_TOKEN_TTL_SECONDS: '3600' });
try {
  const login = await call(server.origin, 'auth/login', null, {
    method: 'POST',
    body: JSON.stringify({ code: 'admin_code', provider: 'test' }),
  });
  const token = TokenPair.parse(JSON.parse(login)).access_token;
  // A course of its own, so the demo course is left as it is (creating one also views it).
  await call(server.origin, 'config/create', token, {
    method: 'POST',
    body: JSON.stringify({ courseName: 'Bench course', sourceChapter: 1, sourceVariant: 'default' }),
  });
  const me = UserResponse.parse(JSON.parse(await call(server.origin, 'user', token)));
  const courseId = me.courseRegistration?.courseId;
  if (courseId === undefined) throw new Error('the demo admin has no course');
  const usersPath = `courses/${courseId}/admin/users`;
  const before = CourseUsersResponse.parse(JSON.parse(await call(server.origin, usersPath, token))).length;

  console.log(`\n${count} users per CSV, ${rounds} rounds, server in its own process (PGlite)\n`);
  console.log('round  parse+validate ms  PUT ms  total ms');
  const totals: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const csv = buildCsv(round);
    const started = performance.now();
    const result = parseUserCsv(csv);
    if (!result.ok) throw new Error(`the CSV did not validate: ${result.message}`);
    const parsed = performance.now();
    await call(server.origin, usersPath, token, {
      method: 'PUT',
      body: JSON.stringify({ users: result.users, provider: 'test' }),
    });
    const done = performance.now();
    totals.push(done - started);
    console.log(
      `${String(round).padStart(5)} ${(parsed - started).toFixed(1).padStart(18)} ${(done - parsed).toFixed(0).padStart(7)} ${(done - started).toFixed(0).padStart(9)}`,
    );
  }

  const after = CourseUsersResponse.parse(JSON.parse(await call(server.origin, usersPath, token))).length;
  const expected = before + count;
  console.log(`\nGET ${usersPath}: ${after} members (expected ${expected})`);
  const worst = Math.max(...totals);
  console.log(`worst round ${worst.toFixed(0)} ms end to end (target < ${TARGET_MS} ms)`);
  console.log(after === expected && worst < TARGET_MS ? 'TARGETS MET' : 'TARGETS NOT MET');
} finally {
  await server.stop();
}
