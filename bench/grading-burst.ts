import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { post } from './bench-http';
import { childrenCpuMs, commandCpuMs, machineCpu, processCpu } from './cpu-time';
import { type PacedFigures, pacedLoad, percentile } from './paced-load';
import { BENCH_LIBRARY, BENCH_TYPES, createScratchDatabase, seedBenchCourse } from './scratch-database';
import { migrateSeedAndSign } from './seeded-scratch';
import { startServer } from './server-process';

const studentCount = Number(process.env.STUDENTS ?? 300);
const windowSeconds = Number(process.env.WINDOW_S ?? 60);
const readers = Number(process.env.READERS ?? 50);
const readRate = Number(process.env.READ_RATE ?? 2);
const questionCount = Number(process.env.QUESTIONS ?? 5);
const testcaseCount = Number(process.env.TESTCASES ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8793);
/** Past assessments in the course besides the open one, so the listing is a semester's, not one row. */
const PAST_ASSESSMENTS = 40;
const TARGET_P95_GRADED_MS = 5000;
const TARGET_P99_LIST_MS = 50;

/** Question k: `f` multiplies by k; its testcases f(1) .. f(TESTCASES), split public/opaque/secret. */
function question(k: number) {
  const testcases = Array.from({ length: testcaseCount }, (_, i) => ({
    program: `f(${i + 1});`,
    answer: String(k * (i + 1)),
    score: 1,
  }));
  const open = Math.ceil(testcaseCount / 5);
  const opaque = Math.ceil((testcaseCount - open) / 3);
  return {
    type: 'programming',
    data: {
      content: `Write a function \`f\` that multiplies its argument by ${k}.`,
      prepend: '',
      template: 'function f(x) {\n  // your answer here\n}',
      postpend: '',
      solution: `function f(x) { return ${k} * x; }`,
      public: testcases.slice(0, open),
      opaque: testcases.slice(open, open + opaque),
      secret: testcases.slice(open + opaque),
    },
  };
}

/** Every fourth student gets question 1 wrong (f returns x): graded work of both kinds. */
function studentAnswer(student: number, k: number): string {
  const body = student % 4 === 0 && k === 1 ? 'x + 1' : `${k} * x`;
  return `function f(x) {\n  // student ${student}\n  return ${body};\n}`;
}

interface Seeded {
  courseId: number;
  assessmentId: number;
  questionIds: number[];
  students: Array<{ userId: number; regId: number }>;
}

function seed(url: string): Promise<Seeded> {
  return seedBenchCourse(url, 'Burst', BENCH_TYPES, async (rows, c) => {
    await rows(
      `insert into users (name, username, provider)
       select 'Burst student ' || i, 'burst-student-' || i, 'test' from generate_series(1, $1::int) i`,
      [studentCount + readers + 1],
    );
    await rows(
      `with g as (select array_agg(id order by id) ids from groups where course_id = $1)
       insert into course_registrations (role, user_id, course_id, group_id)
       select 'student', u.id, $1, g.ids[1 + u.id % array_length(g.ids, 1)]
       from users u, g where u.username like 'burst-student-%'`,
      [c],
    );
    // The past assessments (closed, one question each) and the open Mission of the burst.
    await rows(
      `with t as (select array_agg(id order by "order") ids from assessment_configs where course_id = $1)
       insert into assessments (title, number, is_published, summary_short, open_at, close_at, config_id, course_id)
       select 'Past ' || i, 'P' || i, true, 'An earlier assessment.', now() - (100 - i) * interval '1 day',
              now() - (93 - i) * interval '1 day', t.ids[1 + i % 3], $1
       from generate_series(1, $2::int) i, t`,
      [c, PAST_ASSESSMENTS],
    );
    await rows(
      `insert into questions (assessment_id, display_order, type, question, max_xp, library, grading_library)
       select a.id, 1, 'programming', $2::jsonb, 100, $3::jsonb, $3::jsonb
       from assessments a where a.course_id = $1`,
      [c, JSON.stringify(question(2)), JSON.stringify(BENCH_LIBRARY)],
    );
    const [open] = await rows(
      `insert into assessments (title, number, is_published, summary_short, open_at, close_at, config_id, course_id)
       select 'The burst', 'M1', true, 'Finalised by everyone at once.', now() - interval '1 day',
              now() + interval '7 days', min(id), $1
       from assessment_configs where course_id = $1 and type = 'Missions'
       returning id`,
      [c],
    );
    const questionIds: number[] = [];
    for (let k = 1; k <= questionCount; k += 1) {
      const [q] = await rows(
        `insert into questions (assessment_id, display_order, type, question, max_xp, library, grading_library)
         values ($1, $2, 'programming', $3::jsonb, 100, $4::jsonb, $4::jsonb) returning id`,
        [open?.id, k, JSON.stringify(question(k)), JSON.stringify(BENCH_LIBRARY)],
      );
      questionIds.push(Number(q?.id));
    }
    await rows('vacuum analyze');
    await rows('checkpoint');
    const students = await rows(
      `select r.user_id as "userId", r.id as "regId" from course_registrations r
       where r.course_id = $1 and r.role = 'student' order by r.id`,
      [c],
    );
    return {
      courseId: Number(c),
      assessmentId: Number(open?.id),
      questionIds,
      students: students.map((s) => ({ userId: Number(s.userId), regId: Number(s.regId) })),
    };
  });
}

interface Finalised {
  regId: number;
  /** Date.now() when the finalise response had arrived. */
  at: number;
  /** How long the finalise request itself took, in ms. */
  took: number;
}

/** One student: waits for its moment, saves every answer, finalises. */
async function student(
  origin: string,
  seeded: Seeded,
  who: { regId: number; token: string; index: number },
  delayMs: number,
): Promise<Finalised> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const base = `/v2/courses/${seeded.courseId}/assessments`;
  for (const [i, questionId] of seeded.questionIds.entries()) {
    await post(origin, `${base}/question/${questionId}/answer`, who.token, {
      answer: studentAnswer(who.index, i + 1),
    });
  }
  const started = performance.now();
  await post(origin, `${base}/${seeded.assessmentId}/submit`, who.token);
  return { regId: who.regId, at: Date.now(), took: performance.now() - started };
}

/** Samples the grading queue once a second: the most jobs waiting at once. */
function watchQueue(client: pg.Client): { stop(): Promise<number> } {
  let most = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `select count(*)::int as waiting from grading_jobs where status in ('queued', 'running')`,
      );
      most = Math.max(most, Number(rows[0]?.waiting ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return most;
    },
  };
}

async function untilGraded(client: pg.Client, assessmentId: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query(
      `select count(*)::int as processing from answers a join submissions s on s.id = a.submission_id
       where s.assessment_id = $1 and a.autograding_status = 'processing'`,
      [assessmentId],
    );
    if (Number(rows[0]?.processing) === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]?.processing} answers still processing`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const scratch = await createScratchDatabase();
const scratchUrl = new URL(scratch.url);
try {
  const { seeded, tokens, serverEnv } = await migrateSeedAndSign(scratchUrl.href, seed, (s) =>
    s.students.map((student) => student.userId),
  );
  const server = await startServer(port, serverEnv);
  const client = new pg.Client({ connectionString: scratchUrl.href });
  await client.connect();
  try {
    const listPath = `/v2/courses/${seeded.courseId}/assessments`;
    // The first STUDENTS students finalise; the READERS after them only read the listing; the last
    // one finalises before the burst, to start the grader's workers (the pool creates them on its
    // first job) and warm their JIT, as on a server that has been up for a while.
    const finalisers = seeded.students.slice(0, studentCount).map((s, index) => ({
      regId: s.regId,
      token: tokens[index] ?? '',
      index,
    }));
    const reads = tokens.slice(studentCount, studentCount + readers).map((token) => ({
      method: 'GET' as const,
      path: listPath,
      headers: { authorization: `Bearer ${token}` },
    }));
    const listing = await fetch(`${server.origin}${listPath}`, { headers: reads[0]?.headers ?? {} });
    if (!listing.ok) throw new Error(`GET ${listPath} answered ${listing.status}`);
    const listed: unknown = await listing.json();
    const overviews = Array.isArray(listed) ? listed.length : 0;
    const last = seeded.students.length - 1;
    const warmUp = { regId: seeded.students[last]?.regId ?? 0, token: tokens[last] ?? '', index: 1 };
    const cold = await student(server.origin, seeded, warmUp, 0);
    await untilGraded(client, seeded.assessmentId, 120_000);
    const coldMs = Date.now() - cold.at;
    const coldXp = (await results(client, seeded.assessmentId))[0]?.xp ?? 0;
    // Warm-up of the read path (JIT, pool connections).
    await pacedLoad(server.origin, reads, { rate: readRate, seconds: 3 });

    console.log(
      `${studentCount} students finalise within ${windowSeconds} s (${questionCount} questions x ${testcaseCount} ` +
        `chapter 1 testcases each: ${studentCount * questionCount * testcaseCount} testcases); ` +
        `${readers} others GET assessments (${overviews} overviews) ${readRate}/s each; server in its own ` +
        `process on PostgreSQL, ${availableParallelism()} cores, load average before ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    console.log(
      `warm-up: one submission finalised right after the server started (its runner processes load at start) was ` +
        `graded ${(coldMs / 1000).toFixed(1)} s after its finalise, with ${coldXp} XP of ${questionCount * 100} ` +
        '(every answer is right: less means testcases were cut short while the workers started)\n',
    );
    const queue = watchQueue(client);
    const cpu = {
      server: processCpu(server.pid),
      runners: childrenCpuMs(server.pid),
      machine: machineCpu(),
      bench: process.cpuUsage(),
      postgres: commandCpuMs('postgres'),
    };
    const burstStarted = Date.now();
    const [finalised, list] = await Promise.all([
      Promise.all(
        finalisers.map((who) => student(server.origin, seeded, who, Math.random() * windowSeconds * 1000)),
      ),
      pacedLoad(server.origin, reads, { rate: readRate, seconds: windowSeconds }),
    ]);
    await untilGraded(client, seeded.assessmentId, 600_000);
    const mostWaiting = await queue.stop();
    const elapsedMs = Date.now() - burstStarted;
    const server2 = processCpu(server.pid);
    const runnersMs = childrenCpuMs(server.pid) - cpu.runners;
    const machine2 = machineCpu();
    const postgresMs = commandCpuMs('postgres') - cpu.postgres;
    const bench = process.cpuUsage(cpu.bench);
    const graded = (await results(client, seeded.assessmentId)).filter((g) => g.regId !== warmUp.regId);
    const met = report(graded, finalised, list, mostWaiting, burstStarted);
    const cores = (ms: number) => `${(ms / elapsedMs).toFixed(2)} cores`;
    const serverMain = server2.mainMs - cpu.server.mainMs;
    const serverOther = server2.otherThreadsMs - cpu.server.otherThreadsMs;
    const benchMs = (bench.user + bench.system) / 1000;
    const machineBusy = machine2.busyMs - cpu.machine.busyMs;
    console.log(
      `\nCPU from the burst's start to the last result (${(elapsedMs / 1000).toFixed(1)} s), on average: ` +
        `server event loop ${cores(serverMain)}, server's other threads (V8 helpers) ${cores(serverOther)}, ` +
        `grader runner processes (student code, at lower priority) ${cores(runnersMs)}, ` +
        `PostgreSQL ${cores(postgresMs)}, this load generator ${cores(benchMs)}, ` +
        `other programs ${cores(machineBusy - serverMain - serverOther - runnersMs - postgresMs - benchMs)}; machine idle ` +
        `${cores(machine2.idleMs - cpu.machine.idleMs)}`,
    );
    console.log(met ? 'TARGETS MET' : 'TARGETS NOT MET');
  } finally {
    await client.end();
    await server.stop();
  }
} finally {
  await scratch.drop();
}

interface Graded {
  regId: number;
  /** When the last of the submission's answers was stored, ms since the epoch. */
  doneAt: number;
  answers: number;
  success: number;
  xp: number;
}

/** Per submission of the open assessment: when its last result was stored, and what was stored. */
async function results(client: pg.Client, assessmentId: number): Promise<Graded[]> {
  const { rows } = await client.query(
    `select s.student_id as "regId", max(a.updated_at) as "doneAt", count(*)::int as answers,
            count(*) filter (where a.autograding_status = 'success')::int as success, sum(a.xp)::int as xp
     from submissions s join answers a on a.submission_id = s.id
     where s.assessment_id = $1 and s.status = 'submitted'
     group by s.student_id`,
    [assessmentId],
  );
  return rows.map((r) => ({
    regId: Number(r.regId),
    doneAt: new Date(r.doneAt).getTime(),
    answers: Number(r.answers),
    success: Number(r.success),
    xp: Number(r.xp),
  }));
}

function report(
  graded: Graded[],
  finalised: Finalised[],
  list: PacedFigures,
  mostWaiting: number,
  burstStarted: number,
): boolean {
  const byReg = new Map(graded.map((g) => [g.regId, g]));
  const waits = finalised.map((f) => (byReg.get(f.regId)?.doneAt ?? Number.NaN) - f.at).sort((a, b) => a - b);
  const finaliseTimes = finalised.map((f) => f.took).sort((a, b) => a - b);
  const wrong = graded.filter((g) => g.answers !== questionCount || g.success !== questionCount);
  const expectedXp = (regIndex: number) => questionCount * 100 - (regIndex % 4 === 0 ? 100 : 0);
  const xpOff = finalised.filter((f, i) => byReg.get(f.regId)?.xp !== expectedXp(i)).length;
  const firstFinalise = Math.min(...finalised.map((f) => f.at));
  const lastStored = Math.max(...graded.map((g) => g.doneAt));
  const testcases = graded.length * questionCount * testcaseCount;
  // Testcases whose results were stored, per 5 s bucket: the grader's rate while it had work.
  const stored = new Map<number, number>();
  for (const f of finalised) {
    const g = byReg.get(f.regId);
    if (!g) continue;
    const bucket = Math.floor((g.doneAt - burstStarted) / 5000);
    stored.set(bucket, (stored.get(bucket) ?? 0) + questionCount * testcaseCount);
  }
  const peak = Math.max(...stored.values()) / 5;
  const round = (ms: number) => `${Math.round(ms)} ms`;
  const p = (values: number[], q: number) => round(percentile(values, q));

  console.log(
    `finalise -> all ${questionCount} results stored, per submission (${waits.length}): ` +
      `p50 ${p(waits, 50)}, p95 ${p(waits, 95)}, max ${round(waits.at(-1) ?? Number.NaN)}   ` +
      `(target p95 < ${TARGET_P95_GRADED_MS} ms)`,
  );
  console.log(
    `GET assessments during the burst (${readers} x ${readRate}/s, ${list.requestsPerSecond.toFixed(0)} req/s): ` +
      `p50 ${list.p50} ms, p90 ${list.p90} ms, p99 ${list.p99} ms, max ${list.max} ms, ` +
      `non-2xx ${list.non2xx}, errors ${list.errors}   (target p99 < ${TARGET_P99_LIST_MS} ms)`,
  );
  console.log(
    `the finalise request itself: p50 ${p(finaliseTimes, 50)}, p95 ${p(finaliseTimes, 95)}, max ${round(finaliseTimes.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `grader: ${testcases} testcases from the first finalise to the last result in ` +
      `${((lastStored - firstFinalise) / 1000).toFixed(1)} s (${(testcases / ((lastStored - firstFinalise) / 1000)).toFixed(0)}/s ` +
      `on average, the arrival rate when it keeps up); busiest 5 s: ${peak.toFixed(0)} testcases/s; ` +
      `at most ${mostWaiting} answers queued or running at once`,
  );
  console.log(
    `stored: ${graded.length} submissions; ${wrong.length} with an answer not graded 'success', ` +
      `${xpOff} with XP other than expected`,
  );
  return (
    wrong.length === 0 &&
    xpOff === 0 &&
    list.non2xx === 0 &&
    list.errors === 0 &&
    percentile(waits, 95) < TARGET_P95_GRADED_MS &&
    list.p99 < TARGET_P99_LIST_MS
  );
}
