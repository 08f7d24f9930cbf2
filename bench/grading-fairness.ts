import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { post } from './bench-http';
import { childrenCpuMs, processCpu } from './cpu-time';
import { pacedLoad } from './paced-load';
import { BENCH_LIBRARY, BENCH_TYPES, createScratchDatabase, seedBenchCourse } from './scratch-database';
import { migrateSeedAndSign } from './seeded-scratch';
import { startServer } from './server-process';

const hostileCount = Number(process.env.HOSTILE ?? 10);
const questionCount = Number(process.env.QUESTIONS ?? 3);
const testcaseCount = Number(process.env.TESTCASES ?? 10);
const readers = Number(process.env.READERS ?? 20);
const readRate = Number(process.env.READ_RATE ?? 2);
const readSeconds = Number(process.env.READ_S ?? 20);
const port = Number(process.env.BENCH_PORT ?? 8794);
const PAST_ASSESSMENTS = 40;
const TARGET_GRADED_MS = 10_000;
const TARGET_P99_LIST_MS = 100;

// Chapter 1 (BENCH_LIBRARY) has no loops: endless tail recursion with a new argument each time is
// what js-slang cannot cut short, so every testcase runs into the time limit.
const HOSTILE_CODE = 'function f(x) {\n  return g(0);\n}\nfunction g(i) {\n  return g(i + 1);\n}';
const ORDINARY_CODE = 'function f(x) {\n  return 2 * x;\n}';

function question() {
  const testcases = Array.from({ length: testcaseCount }, (_, i) => ({
    program: `f(${i + 1});`,
    answer: String(2 * (i + 1)),
    score: 1,
  }));
  return {
    type: 'programming',
    data: {
      content: 'Write a function `f` that doubles its argument.',
      prepend: '',
      template: 'function f(x) {\n  // your answer here\n}',
      postpend: '',
      solution: ORDINARY_CODE,
      public: testcases.slice(0, 2),
      opaque: testcases.slice(2, 4),
      secret: testcases.slice(4),
    },
  };
}

interface Seeded {
  courseId: number;
  assessmentIds: { warmUp: number; hostile: number };
  questionIds: { warmUp: number[]; hostile: number[] };
  /** Hostile students, then the ordinary one, then the warm-up one, then the readers. */
  users: Array<{ userId: number; regId: number }>;
}

function seed(url: string): Promise<Seeded> {
  return seedBenchCourse(url, 'Bench', BENCH_TYPES, async (rows, c) => {
    await rows(
      `insert into users (name, username, provider)
       select 'Student ' || i, 'fair-student-' || lpad(i::text, 5, '0'), 'test' from generate_series(1, $1::int) i`,
      [hostileCount + 2 + readers],
    );
    await rows(
      `with g as (select array_agg(id order by id) ids from groups where course_id = $1)
       insert into course_registrations (role, user_id, course_id, group_id)
       select 'student', u.id, $1, g.ids[1 + u.id % array_length(g.ids, 1)]
       from users u, g where u.username like 'fair-student-%' order by u.username`,
      [c],
    );
    await rows(
      `with t as (select array_agg(id order by "order") ids from assessment_configs where course_id = $1)
       insert into assessments (title, number, is_published, summary_short, open_at, close_at, config_id, course_id)
       select 'Past ' || i, 'P' || i, true, 'An earlier assessment.', now() - (100 - i) * interval '1 day',
              now() - (93 - i) * interval '1 day', t.ids[1 + i % 3], $1
       from generate_series(1, $2::int) i, t`,
      [c, PAST_ASSESSMENTS],
    );
    const open = async (title: string, number: string) => {
      const [row] = await rows(
        `insert into assessments (title, number, is_published, summary_short, open_at, close_at, config_id, course_id)
         select $2, $3, true, 'Open now.', now() - interval '1 day', now() + interval '7 days', min(id), $1
         from assessment_configs where course_id = $1 and type = 'Paths'
         returning id`,
        [c, title, number],
      );
      const questionIds: number[] = [];
      for (let k = 1; k <= questionCount; k += 1) {
        const [q] = await rows(
          `insert into questions (assessment_id, display_order, type, question, max_xp, library, grading_library)
           values ($1, $2, 'programming', $3::jsonb, 100, $4::jsonb, $4::jsonb) returning id`,
          [row?.id, k, JSON.stringify(question()), JSON.stringify(BENCH_LIBRARY)],
        );
        questionIds.push(Number(q?.id));
      }
      return { id: Number(row?.id), questionIds };
    };
    const warmUp = await open('Warm-up', 'W1');
    const hostile = await open('The hostile one', 'H1');
    await rows('vacuum analyze');
    const users = await rows(
      `select r.user_id as "userId", r.id as "regId" from course_registrations r join users u on u.id = r.user_id
       where r.course_id = $1 and r.role = 'student' order by u.username`,
      [c],
    );
    return {
      courseId: Number(c),
      assessmentIds: { warmUp: warmUp.id, hostile: hostile.id },
      questionIds: { warmUp: warmUp.questionIds, hostile: hostile.questionIds },
      users: users.map((u) => ({ userId: Number(u.userId), regId: Number(u.regId) })),
    };
  });
}

/** Saves every answer and finalises; returns Date.now() when the finalise response had arrived. */
async function finalise(
  origin: string,
  courseId: number,
  assessment: { id: number; questionIds: number[] },
  token: string,
  code: string,
): Promise<number> {
  const base = `/v2/courses/${courseId}/assessments`;
  for (const questionId of assessment.questionIds) {
    await post(origin, `${base}/question/${questionId}/answer`, token, { answer: code });
  }
  await post(origin, `${base}/${assessment.id}/submit`, token);
  return Date.now();
}

interface Graded {
  processing: number;
  xp: number;
  /** When the last answer was stored, ms since the epoch. */
  doneAt: number;
}

async function gradedOf(client: pg.Client, regId: number, assessmentId: number): Promise<Graded> {
  const { rows } = await client.query(
    `select count(*) filter (where a.autograding_status = 'processing')::int as processing,
            coalesce(sum(a.xp), 0)::int as xp, max(a.updated_at) as "doneAt"
     from submissions s join answers a on a.submission_id = s.id
     where s.student_id = $1 and s.assessment_id = $2`,
    [regId, assessmentId],
  );
  const row = rows[0];
  return {
    processing: Number(row?.processing ?? 0),
    xp: Number(row?.xp ?? 0),
    doneAt: new Date(row?.doneAt).getTime(),
  };
}

async function untilGraded(client: pg.Client, regId: number, assessmentId: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const graded = await gradedOf(client, regId, assessmentId);
    if (graded.processing === 0) return graded;
    if (Date.now() > deadline) throw new Error(`${graded.processing} answers still processing`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitingJobs(client: pg.Client): Promise<{ queued: number; running: number }> {
  const { rows } = await client.query(
    `select count(*) filter (where status = 'queued')::int as queued,
            count(*) filter (where status = 'running')::int as running from grading_jobs`,
  );
  return { queued: Number(rows[0]?.queued ?? 0), running: Number(rows[0]?.running ?? 0) };
}

const scratch = await createScratchDatabase();
const scratchUrl = new URL(scratch.url);
try {
  const { seeded, tokens, serverEnv } = await migrateSeedAndSign(scratchUrl.href, seed, (s) =>
    s.users.map((u) => u.userId),
  );
  const server = await startServer(port, serverEnv);
  const client = new pg.Client({ connectionString: scratchUrl.href });
  await client.connect();
  try {
    const { courseId } = seeded;
    const hostile = { id: seeded.assessmentIds.hostile, questionIds: seeded.questionIds.hostile };
    const warmUp = { id: seeded.assessmentIds.warmUp, questionIds: seeded.questionIds.warmUp };
    const ordinaryIndex = hostileCount;
    const warmUpIndex = hostileCount + 1;
    const listPath = `/v2/courses/${courseId}/assessments`;
    const reads = tokens.slice(hostileCount + 2).map((token) => ({
      method: 'GET' as const,
      path: listPath,
      headers: { authorization: `Bearer ${token}` },
    }));

    // Warm-up: the runner processes start, their JIT warms, and so does the read path.
    await finalise(server.origin, courseId, warmUp, tokens[warmUpIndex] ?? '', ORDINARY_CODE);
    await untilGraded(client, seeded.users[warmUpIndex]?.regId ?? 0, warmUp.id, 120_000);
    const quiet = await pacedLoad(server.origin, reads, { rate: readRate, seconds: 5 });

    console.log(
      `${hostileCount} students finalise ${questionCount} endless-loop answers each (${testcaseCount} testcases ` +
        `per answer, 1 s time limit), then one student finalises ${questionCount} correct answers; ` +
        `${readers} others GET assessments ${readRate}/s each for ${readSeconds} s; server in its own process on ` +
        `PostgreSQL, ${availableParallelism()} cores, load average before ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    console.log(
      `GET assessments with the grader idle: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms, max ${quiet.max} ms\n`,
    );

    const cpuBefore = { server: processCpu(server.pid), runners: childrenCpuMs(server.pid) };
    const hostileStarted = Date.now();
    await Promise.all(
      Array.from({ length: hostileCount }, (_, i) =>
        finalise(server.origin, courseId, hostile, tokens[i] ?? '', HOSTILE_CODE),
      ),
    );
    const listing = pacedLoad(server.origin, reads, { rate: readRate, seconds: readSeconds });
    const atOrdinary = await waitingJobs(client);
    const finalised = await finalise(
      server.origin,
      courseId,
      hostile,
      tokens[ordinaryIndex] ?? '',
      ORDINARY_CODE,
    );
    const ordinary = await untilGraded(client, seeded.users[ordinaryIndex]?.regId ?? 0, hostile.id, 600_000);
    const gradedMs = ordinary.doneAt - finalised;
    const list = await listing;
    const hostileDone = await Promise.all(
      seeded.users.slice(0, hostileCount).map((u) => untilGraded(client, u.regId, hostile.id, 600_000)),
    );
    const lastHostile = Math.max(...hostileDone.map((g) => g.doneAt));
    const serverCpu = processCpu(server.pid);
    const runnersMs = childrenCpuMs(server.pid) - cpuBefore.runners;
    const elapsed = lastHostile - hostileStarted;

    console.log(
      `when the ordinary student finalised: ${atOrdinary.queued} hostile answers queued, ${atOrdinary.running} running`,
    );
    console.log(
      `finalise -> all ${questionCount} results of the ordinary student stored: ${gradedMs} ms, ` +
        `${ordinary.xp} XP of ${questionCount * 100}   (target < ${TARGET_GRADED_MS} ms)`,
    );
    console.log(
      `GET assessments during the hostile grading (${list.requestsPerSecond.toFixed(0)} req/s): p50 ${list.p50} ms, ` +
        `p90 ${list.p90} ms, p99 ${list.p99} ms, max ${list.max} ms, non-2xx ${list.non2xx}, errors ${list.errors}   ` +
        `(target p99 < ${TARGET_P99_LIST_MS} ms)`,
    );
    console.log(
      `all ${hostileCount * questionCount} hostile answers graded ${(elapsed / 1000).toFixed(1)} s after their ` +
        `finalises began (${(elapsed / (hostileCount * questionCount)).toFixed(0)} ms of wall time per answer, ` +
        `${hostileDone.reduce((sum, g) => sum + g.xp, 0)} XP in all); CPU meanwhile: server event loop ` +
        `${((serverCpu.mainMs - cpuBefore.server.mainMs) / elapsed).toFixed(2)} cores, runner processes ` +
        `${(runnersMs / elapsed).toFixed(2)} cores`,
    );
    const met =
      gradedMs < TARGET_GRADED_MS &&
      ordinary.xp === questionCount * 100 &&
      list.p99 < TARGET_P99_LIST_MS &&
      list.non2xx === 0 &&
      list.errors === 0;
    console.log(met ? 'TARGETS MET' : 'TARGETS NOT MET');
  } finally {
    await client.end();
    await server.stop();
  }
} finally {
  await scratch.drop();
}
