import { availableParallelism, loadavg } from 'node:os';
import { GradingExportResponse, GradingListResponse } from '@sa/contracts';
import { gradingCsv } from '../apps/web/src/features/grading/list/csv';
import { BENCH_LIBRARY, BENCH_TYPES, createScratchDatabase, seedBenchCourse } from './scratch-database';
import { migrateSeedAndSign } from './seeded-scratch';
import { startServer } from './server-process';

const requests = Number(process.env.REQUESTS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 8793);
const STUDENTS = 2000;
const ASSESSMENTS = 10;
const TARGET_P95_MS = 50;
const TARGET_EXPORT_MS = 2000;

const programming = {
  type: 'programming',
  data: {
    content: 'Write a function `f` that doubles its argument.',
    prepend: '',
    template: 'function f(x) {\n}',
    postpend: '',
    solution: 'function f(x) { return 2 * x; }',
    public: [{ program: 'f(1);', answer: '2', score: 1 }],
    opaque: [],
    secret: [],
  },
};

/** Seeds the course; returns its id, the grader's user id and the row counts. */
function seed(url: string) {
  return seedBenchCourse(url, 'Bench', BENCH_TYPES, async (rows, c) => {
    await rows(
      `update course_registrations r set group_id = g.id from groups g
       where g.leader_id = r.id and r.course_id = $1`,
      [c],
    );
    // Every fiftieth student has never signed in (no name).
    await rows(
      `insert into users (name, username, provider)
       select case when i % 50 = 0 then null else 'Bench student ' || i end, 'bench-student-' || i, 'test'
       from generate_series(1, $1::int) i`,
      [STUDENTS],
    );
    await rows(
      `with g as (select array_agg(id order by id) ids from groups where course_id = $1)
       insert into course_registrations (role, user_id, course_id, group_id)
       select 'student', u.id, $1, g.ids[1 + u.id % array_length(g.ids, 1)]
       from users u, g where u.username like 'bench-student-%'`,
      [c],
    );
    await rows(
      `with t as (select array_agg(id order by "order") ids from assessment_configs where course_id = $1)
       insert into assessments (title, number, is_published, open_at, close_at, config_id, course_id)
       select 'Assessment ' || i, 'B' || i, true, now() - interval '30 days', now() - interval '20 days',
              t.ids[1 + i % 3], $1
       from generate_series(1, $2::int) i, t`,
      [c, ASSESSMENTS],
    );
    await rows(
      `insert into questions (assessment_id, display_order, type, question, max_xp, library, grading_library)
       select a.id, k, 'programming', $2::jsonb, 100 * k, $3::jsonb, $3::jsonb
       from assessments a, generate_series(1, 3) k where a.course_id = $1`,
      [c, JSON.stringify(programming), JSON.stringify(BENCH_LIBRARY)],
    );
    await rows(
      `insert into submissions (status, is_grading_published, submitted_at, xp_bonus, student_id, assessment_id)
       select case when (r.id + a.id) % 20 = 0 then 'attempted'::submission_status else 'submitted' end,
              (r.id + a.id) % 4 = 0, a.close_at - interval '1 hour', (r.id % 3) * 50, r.id, a.id
       from course_registrations r, assessments a
       where r.course_id = $1 and r.role = 'student' and a.course_id = $1`,
      [c],
    );
    // A third of the answers graded by the group's leader; XP spread over the question's range.
    await rows(
      `insert into answers (answer, xp, xp_adjustment, grader_id, graded_at, autograding_status, submission_id,
                            question_id)
       select '{"code": "function f(x) { return 2 * x; }"}'::jsonb, (s.id * 7 + q.id) % (q.max_xp + 1),
              case when (s.id + q.id) % 3 = 0 then -5 else 0 end,
              case when (s.id + q.id) % 3 = 0 then g.leader_id end,
              case when (s.id + q.id) % 3 = 0 then s.submitted_at end, 'success', s.id, q.id
       from submissions s
       join questions q on q.assessment_id = s.assessment_id
       join course_registrations r on r.id = s.student_id
       join groups g on g.id = r.group_id
       where r.course_id = $1`,
      [c],
    );
    // The grader (the first staff member) leads Studio 1: an unread 'submitted' per submission there.
    const [grader] = await rows(
      `select r.id, r.user_id from course_registrations r
       where r.course_id = $1 and r.role = 'staff' order by r.id limit 1`,
      [c],
    );
    await rows(
      `insert into notifications (type, course_reg_id, assessment_id, submission_id)
       select 'submitted', $1, s.assessment_id, s.id
       from submissions s join course_registrations r on r.id = s.student_id
       join groups g on g.id = r.group_id
       where g.leader_id = $1 and s.status = 'submitted'`,
      [grader?.id],
    );
    await rows('vacuum analyze');
    await rows('checkpoint');
    const [counts] = await rows(
      `select (select count(*) from submissions)::int as submissions, (select count(*) from answers)::int as answers,
              (select count(*) from notifications)::int as notifications`,
    );
    return {
      courseId: Number(c),
      graderUserId: Number(grader?.user_id),
      counts: {
        submissions: Number(counts?.submissions),
        answers: Number(counts?.answers),
        notifications: Number(counts?.notifications),
      },
    };
  });
}

interface Line {
  label: string;
  p50: number;
  p95: number;
  max: number;
  rows: number;
  count: number;
  bytes: number;
}

const listed = (json: unknown) => {
  const body = GradingListResponse.parse(json);
  return { rows: body.data.length, count: body.count };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function get(origin: string, path: string, token: string): Promise<{ text: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${text}`);
  return { text, ms };
}

/** `requests` sequential requests after a warm-up; each answer is checked against the contract. */
async function measure(
  origin: string,
  label: string,
  path: string,
  token: string,
  parse: (json: unknown) => { rows: number; count: number } = listed,
): Promise<Line> {
  for (let i = 0; i < 20; i++) await get(origin, path, token);
  const times: number[] = [];
  let last = { text: '', ms: 0 };
  for (let i = 0; i < requests; i++) {
    last = await get(origin, path, token);
    times.push(last.ms);
  }
  const body = parse(JSON.parse(last.text));
  times.sort((a, b) => a - b);
  return {
    label,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? Number.NaN,
    rows: body.rows,
    count: body.count,
    bytes: last.text.length,
  };
}

const scratch = await createScratchDatabase();
const scratchUrl = new URL(scratch.url);
try {
  const { seeded, tokens, seedSeconds, serverEnv } = await migrateSeedAndSign(scratchUrl.href, seed, (s) => [
    s.graderUserId,
  ]);
  const token = tokens[0] ?? '';
  const server = await startServer(port, { ...serverEnv, GRADER_WORKERS: '0' });
  try {
    const base = `/v2/courses/${seeded.courseId}/admin/grading`;
    const page = 'group=false&pageSize=25';
    const loadBefore = loadavg()[0] ?? 0;
    // For scale: a signed-in route that reads one row from a cache, on the same machine and load.
    const baseline = await measure(server.origin, 'for scale: GET user (cached)', '/v2/user', token, () => ({
      rows: 1,
      count: 1,
    }));
    const lines = [
      await measure(server.origin, 'page: first', `${base}?${page}&offset=0`, token),
      await measure(server.origin, 'page: offset 10,000', `${base}?${page}&offset=10000`, token),
      await measure(server.origin, "filter: box 'student 12'", `${base}?${page}&search=student%2012`, token),
      await measure(server.origin, 'filter: own group', `${base}?group=true&pageSize=25`, token),
      await measure(
        server.origin,
        'filter: ungraded Missions',
        `${base}?${page}&isFullyGraded=false&type=Missions&status=submitted`,
        token,
      ),
      await measure(
        server.origin,
        'sort: xp desc',
        `${base}?${page}&sortBy=xp&sortDirection=sort-desc`,
        token,
      ),
      await measure(
        server.origin,
        'sort: progress asc',
        `${base}?${page}&sortBy=progressStatus&sortDirection=sort-asc`,
        token,
      ),
      await measure(
        server.origin,
        'sort: student name',
        `${base}?${page}&sortBy=studentName&sortDirection=sort-asc`,
        token,
      ),
    ];

    // The export, as the web app does it: fetch, parse with the contract, write the CSV.
    const exports: { total: number; server: number; csvBytes: number; rows: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const { text, ms } = await get(server.origin, `${base}/export?group=false`, token);
      const exported = GradingExportResponse.parse(JSON.parse(text));
      const csv = gradingCsv(exported);
      exports.push({
        total: performance.now() - started,
        server: ms,
        csvBytes: csv.length,
        rows: exported.rows.length,
      });
    }
    const worstExport = exports.reduce((a, b) => (b.total > a.total ? b : a));

    console.log(
      `\n${seeded.counts.submissions} submissions, ${seeded.counts.answers} answers, ` +
        `${seeded.counts.notifications} unread notifications for the grader; seeded in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(
      `one grader, ${requests} sequential requests per line after 20 of warm-up, server in its own process;` +
        ` load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${availableParallelism()} cores\n`,
    );
    console.log('request                             p50 ms  p95 ms  max ms   rows   count   bytes');
    for (const l of [baseline, ...lines]) {
      console.log(
        `${l.label.padEnd(34)} ${l.p50.toFixed(1).padStart(7)} ${l.p95.toFixed(1).padStart(7)} ${l.max.toFixed(1).padStart(7)} ${String(l.rows).padStart(6)} ${String(l.count).padStart(7)} ${String(l.bytes).padStart(7)}`,
      );
    }
    console.log(
      `\nexport of ${worstExport.rows} rows (${Math.round(worstExport.csvBytes / 1024)} KiB of CSV), worst of 5: ` +
        `${worstExport.total.toFixed(0)} ms in all, of which the server's answer ${worstExport.server.toFixed(0)} ms` +
        ` (each: ${exports.map((e) => e.total.toFixed(0)).join(', ')} ms)`,
    );
    const met =
      lines.every((l) => l.p95 < TARGET_P95_MS && l.rows > 0) && worstExport.total < TARGET_EXPORT_MS;
    console.log(`\ntargets: p95 < ${TARGET_P95_MS} ms per list request; export < ${TARGET_EXPORT_MS} ms`);
    console.log(met ? 'TARGETS MET' : 'TARGETS NOT MET');
  } finally {
    await server.stop();
  }
} finally {
  await scratch.drop();
}
