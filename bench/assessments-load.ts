import autocannon from 'autocannon';
import { pacedLoad } from './paced-load';
import { BENCH_LIBRARY, BENCH_TYPES, createScratchDatabase, seedBenchCourse } from './scratch-database';
import { migrateSeedAndSign } from './seeded-scratch';
import { startServer } from './server-process';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 200);
/** Requests per second of each virtual student in the paced runs. */
const rate = Number(process.env.RATE ?? 1);
const port = Number(process.env.BENCH_PORT ?? 8792);
const STUDENTS = 2000;
const ASSESSMENTS = 200;
const TARGET_P99_MS = 30;

const programming = {
  type: 'programming',
  data: {
    content: 'Write a function `f` that doubles its argument. '.repeat(8),
    prepend: '',
    template: 'function f(x) {\n  // your answer here\n}',
    postpend: '',
    solution: 'function f(x) { return 2 * x; }',
    public: [{ program: 'f(1);', answer: '2', score: 1 }],
    opaque: [{ program: 'f(2);', answer: '4', score: 1 }],
    secret: [{ program: 'f(3);', answer: '6', score: 1 }],
  },
};
const mcq = {
  type: 'mcq',
  data: {
    content: 'Which of these is even?',
    choices: ['one', 'two', 'three', 'four'].map((content, choiceId) => ({
      choiceId,
      content,
      hint: null,
      isCorrect: choiceId === 1,
    })),
  },
};

/** Seeds the course; returns its id and, per virtual student, a user id and a question to save to. */
function seed(url: string) {
  return seedBenchCourse(url, 'Bench', [...BENCH_TYPES, ['Contests', true]], async (rows, c) => {
    await rows(
      `insert into users (name, username, provider)
       select 'Bench student ' || i, 'bench-student-' || i, 'test' from generate_series(1, $1::int) i`,
      [STUDENTS],
    );
    await rows(
      `with g as (select array_agg(id order by id) ids from groups where course_id = $1)
       insert into course_registrations (role, user_id, course_id, group_id)
       select 'student', u.id, $1, g.ids[1 + u.id % array_length(g.ids, 1)]
       from users u, g where u.username like 'bench-student-%'`,
      [c],
    );
    // 1..100 closed, 101..160 open now, 161..200 upcoming; every tenth private.
    await rows(
      `with t as (select array_agg(id order by "order") ids from assessment_configs where course_id = $1)
       insert into assessments (title, number, is_published, summary_short, open_at, close_at, password,
                                config_id, course_id)
       select 'Assessment ' || i, 'B' || i, true, 'What assessment ' || i || ' is about, in a line or two.',
              s.open_at, o.close_at, case when i % 10 = 0 then 'pw' end, t.ids[1 + i % 4], $1
       from generate_series(1, $2::int) i, t,
       lateral (select case
         when i <= 100 then now() - (200 - i) * interval '1 day'
         when i <= 160 then now() - interval '1 day' - (i - 100) * interval '1 hour'
         else now() + (i - 160) * interval '1 day' end as open_at) s,
       lateral (select case when i > 100 and i <= 160 then now() + interval '30 days'
                            else s.open_at + interval '7 days' end as close_at) o`,
      [c, ASSESSMENTS],
    );
    await rows(
      `insert into questions (assessment_id, display_order, type, question, max_xp, library, grading_library)
       select a.id, k, (case when k = 2 then 'mcq' else 'programming' end)::question_type,
              case when k = 2 then $2::jsonb else $3::jsonb end, 100 * k, $4::jsonb, $4::jsonb
       from assessments a, generate_series(1, 3) k where a.course_id = $1`,
      [c, JSON.stringify(mcq), JSON.stringify(programming), JSON.stringify(BENCH_LIBRARY)],
    );
    await rows(
      `insert into submissions (status, is_grading_published, submitted_at, student_id, assessment_id)
       select 'submitted', (r.id + a.id) % 2 = 0, a.close_at - interval '1 hour', r.id, a.id
       from course_registrations r, assessments a
       where r.course_id = $1 and r.role = 'student' and a.course_id = $1 and a.close_at < now()`,
      [c],
    );
    await rows(
      `insert into answers (answer, xp, grader_id, graded_at, autograding_status, submission_id, question_id,
                            last_modified_at)
       select case when q.type = 'mcq' then '{"choiceId": 1}'::jsonb
                   else '{"code": "function f(x) { return 2 * x; }"}'::jsonb end,
              q.max_xp / 2, g.leader_id, s.submitted_at, 'success', s.id, q.id, s.submitted_at
       from submissions s
       join questions q on q.assessment_id = s.assessment_id
       join course_registrations r on r.id = s.student_id
       join groups g on g.id = r.group_id
       where r.course_id = $1`,
      [c],
    );
    // A settled database: statistics and visibility maps up to date, dirty pages written, so that
    // neither autovacuum nor a checkpoint runs into the measurements.
    await rows('vacuum analyze');
    await rows('checkpoint');
    // Virtual student j saves to the first question of open assessment 101 + j % 60.
    const students = await rows(
      `select r.user_id as "userId",
              (select q.id from questions q join assessments a on a.id = q.assessment_id
               where a.course_id = $1 and a.number = 'B' || (101 + (n - 1) % 60) and q.display_order = 1) as "questionId"
       from (select user_id, row_number() over (order by id) n from course_registrations
             where course_id = $1 and role = 'student') r
       where n <= $2`,
      [c, connections],
    );
    const counts = await rows(
      `select (select count(*) from submissions)::int as submissions, (select count(*) from answers)::int as answers`,
    );
    return {
      courseId: Number(c),
      students: students.map((s) => ({ userId: Number(s.userId), questionId: Number(s.questionId) })),
      counts: { submissions: Number(counts[0]?.submissions), answers: Number(counts[0]?.answers) },
    };
  });
}

interface Figures {
  route: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface PerClient {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Closed loop: each virtual student sends its next request as soon as it has the answer. */
async function flatOut(
  route: string,
  origin: string,
  perClient: PerClient[],
  seconds: number,
): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    setupClient: (client) => {
      const mine = perClient[next++ % perClient.length];
      if (mine) client.setRequests([mine]);
    },
  });
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Open loop: each virtual student sends `rate` requests per second, spread over the second. */
async function paced(
  route: string,
  origin: string,
  perClient: PerClient[],
  seconds: number,
): Promise<Figures> {
  return { route, ...(await pacedLoad(origin, perClient, { rate, seconds })) };
}

/** Sends one request as the load will, and fails loudly unless it succeeds. */
async function probe(origin: string, request: PerClient): Promise<string> {
  const res = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}: ${text}`);
  return text;
}

const scratch = await createScratchDatabase();
const scratchUrl = new URL(scratch.url);
try {
  const { seeded, tokens, seedSeconds, serverEnv } = await migrateSeedAndSign(scratchUrl.href, seed, (s) =>
    s.students.map((student) => student.userId),
  );
  const students = seeded.students.map((s, i) => ({ ...s, token: tokens[i] ?? '' }));
  const server = await startServer(port, serverEnv);
  try {
    const base = `/v2/courses/${seeded.courseId}/assessments`;
    const gets: PerClient[] = students.map((s) => ({
      method: 'GET',
      path: base,
      headers: { authorization: `Bearer ${s.token}` },
    }));
    const saves: PerClient[] = students.map((s, i) => ({
      method: 'POST',
      path: `${base}/question/${s.questionId}/answer`,
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answer: `function f(x) {\n  return 2 * x; // student ${i}\n}` }),
    }));
    const [firstGet, firstSave] = [gets[0], saves[0]];
    if (!firstGet || !firstSave) throw new Error('no virtual students');
    const listing = await probe(server.origin, firstGet);
    const overviews: unknown = JSON.parse(listing);
    const listed = Array.isArray(overviews) ? overviews.length : 0;
    await probe(server.origin, firstSave);

    // Warm-up: JIT, the pool's connections and PostgreSQL's caches.
    await flatOut('warm-up', server.origin, gets, 3);
    await flatOut('warm-up', server.origin, saves, 3);
    const each = `${connections} x ${rate}/s`;
    const figures = [
      await paced(`GET assessments  ${each}`, server.origin, gets, duration),
      await paced(`POST answer      ${each}`, server.origin, saves, duration),
      await flatOut('GET assessments  flat out', server.origin, gets, duration),
      await flatOut('POST answer      flat out', server.origin, saves, duration),
    ];
    const [listPaced, savePaced] = figures;

    console.log(
      `\n${STUDENTS} students, ${ASSESSMENTS} assessments (${listed} overviews, ${Math.round(listing.length / 1024)} KiB per listing), ` +
        `${seeded.counts.submissions} submissions, ${seeded.counts.answers} answers; seeded in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(
      `${connections} students at once (a connection and token each), ${duration} s per line, server in its own process (PostgreSQL)`,
    );
    console.log(
      `paced: each student sends ${rate} request(s) a second at its own moment, timed from when due;` +
        ' flat out: each sends its next request as soon as it has the answer\n',
    );
    console.log('route and load                   req/s   p50 ms  p90 ms  p99 ms  non-2xx  errors');
    for (const f of figures) {
      console.log(
        `${f.route.padEnd(30)} ${f.requestsPerSecond.toFixed(0).padStart(7)} ${String(f.p50).padStart(8)} ${String(f.p90).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.non2xx).padStart(8)} ${String(f.errors).padStart(7)}`,
      );
    }
    const failed = figures.some((f) => f.non2xx > 0 || f.errors > 0);
    const met = !failed && [listPaced, savePaced].every((f) => f !== undefined && f.p99 < TARGET_P99_MS);
    console.log(`\ntarget: p99 < ${TARGET_P99_MS} ms for each route under the paced load, no failures`);
    console.log(met ? 'TARGETS MET' : 'TARGETS NOT MET');
  } finally {
    // Let the last answers of the flat-out run arrive before the server shuts down.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.stop();
  }
} finally {
  await scratch.drop();
}
