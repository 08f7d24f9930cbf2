import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * What the PostgreSQL benches share: the server to create scratch databases on, and a scratch
 * database of a bench's own that is dropped at the end (kept with KEEP_DATABASE=1, to look at its
 * queries with EXPLAIN).
 */
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keepDatabase = process.env.KEEP_DATABASE === '1';

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  /** Drops the database, or says where it was kept. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `sa_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    url: url.href,
    drop: async () => {
      if (keepDatabase) console.log(`kept the database ${url.href}`);
      else await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The library of the benches' questions: chapter 1, default variant, 1 s. */
export const BENCH_LIBRARY = {
  chapter: 1,
  variant: 'default',
  execTimeMs: 1000,
  globals: {},
  languageOptions: {},
  external: { name: 'none', symbols: [] },
};

export type Rows = (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/**
 * Ten staff members of the course, each leading a studio ('Studio 1'...), named
 * '{Prefix} staff {i}' with usernames '{prefix}-staff-{i}'.
 */
export async function seedStudios(rows: Rows, courseId: unknown, prefix: 'Bench' | 'Burst'): Promise<void> {
  const lower = prefix.toLowerCase();
  await rows(
    `insert into users (name, username, provider)
     select '${prefix} staff ' || i, '${lower}-staff-' || i, 'test' from generate_series(1, 10) i`,
  );
  await rows(
    `insert into course_registrations (role, user_id, course_id)
     select 'staff', id, $1 from users where username like '${lower}-staff-%' order by id`,
    [courseId],
  );
  await rows(
    `insert into groups (name, course_id, leader_id)
     select 'Studio ' || row_number() over (order by id), $1, id
     from course_registrations where course_id = $1 and role = 'staff'`,
    [courseId],
  );
}

/** The assessment types every bench course gets: [type, is manually graded]. */
export const BENCH_TYPES: ReadonlyArray<readonly [string, boolean]> = [
  ['Missions', true],
  ['Quests', true],
  ['Paths', false],
];

/**
 * Connects to the scratch database, creates '{Prefix} course' with the given assessment types and
 * its ten studios (seedStudios), and hands the bench's own seeding the statement runner and the
 * course id; the connection is closed afterwards.
 */
export async function seedBenchCourse<T>(
  url: string,
  prefix: 'Bench' | 'Burst',
  types: ReadonlyArray<readonly [string, boolean]>,
  seed: (rows: Rows, courseId: unknown) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows: Rows = async (text, values = []) => (await client.query(text, values)).rows;
    const [course] = await rows(
      `insert into courses (course_name, course_short_name, source_chapter) values ($1, $2, 1) returning id`,
      [`${prefix} course`, prefix.toUpperCase()],
    );
    const courseId = course?.id;
    const values = types.map((_, i) => `($1, ${i + 1}, $${2 * i + 2}, $${2 * i + 3})`).join(', ');
    await rows(
      `insert into assessment_configs (course_id, "order", type, is_manually_graded) values ${values}`,
      [courseId, ...types.flat()],
    );
    await seedStudios(rows, courseId, prefix);
    return await seed(rows, courseId);
  } finally {
    await client.end();
  }
}
