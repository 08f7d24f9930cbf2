import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  answers,
  assessmentConfigs,
  assessments,
  courseRegistrations,
  questions,
  submissions,
  users,
} from '../../db/schema';

/** The contest assessment a voting question points to, by number within the course. */
export async function findContestId(
  executor: Executor,
  courseId: number,
  contestNumber: string,
): Promise<number | undefined> {
  const result = await executor.execute(
    sql`select id from ${assessments} where course_id = ${courseId} and number = ${contestNumber}`,
  );
  const [row] = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) }).parse(result).rows;
  return row?.id;
}

const EntryScoreRow = z.object({
  answer_id: z.coerce.number(),
  submission_id: z.coerce.number(),
  code: z.string(),
  student_name: z.string().nullable(),
  student_username: z.string(),
  popular_score: z.coerce.number(),
  relative_score: z.coerce.number(),
});
export type EntryScoreRow = z.infer<typeof EntryScoreRow>;

/**
 * The contest's ranked entries (api-reference section 7, "Leaderboard"): students' answers to the
 * contest's question (its first), with code containing `return`, and their stored scores.
 */
export async function listScoredEntries(executor: Executor, contestId: number): Promise<EntryScoreRow[]> {
  const result = await executor.execute(sql`
    select a.id as answer_id, s.id as submission_id, a.answer ->> 'code' as code, u.name as student_name,
      u.username as student_username, a.popular_score, a.relative_score
    from ${submissions} s
    join ${courseRegistrations} r on r.id = s.student_id and r.role = 'student'
    join ${users} u on u.id = r.user_id
    join ${answers} a on a.submission_id = s.id and a.question_id = (
      select q.id from ${questions} q where q.assessment_id = ${contestId} order by q.display_order limit 1)
    where s.assessment_id = ${contestId} and strpos(coalesce(a.answer ->> 'code', ''), 'return') > 0
    order by s.id`);
  return z.object({ rows: z.array(EntryScoreRow) }).parse(result).rows;
}

const ContestSummaryRow = z.object({
  contest_id: z.coerce.number(),
  title: z.string(),
  published: z.boolean(),
  voting_assessment_id: z.coerce.number().nullable(),
});

/**
 * GET all_contests: the course's assessments of the type literally named `Contests` whose number
 * some voting question of the course refers to, in id order; published ones only unless
 * `withUnpublished` (staff).
 */
export async function listAllContests(
  executor: Executor,
  courseId: number,
  withUnpublished: boolean,
): Promise<z.infer<typeof ContestSummaryRow>[]> {
  const result = await executor.execute(sql`
    select a.id as contest_id, a.title, a.is_published as published,
      (select min(v.id) from ${questions} q join ${assessments} v on v.id = q.assessment_id
        where v.course_id = a.course_id and q.type = 'voting' and (${withUnpublished} or v.is_published)
          and q.question -> 'data' ->> 'contestNumber' = a.number) as voting_assessment_id
    from ${assessments} a
    join ${assessmentConfigs} t on t.id = a.config_id and t.type = 'Contests'
    where a.course_id = ${courseId} and (${withUnpublished} or a.is_published)
      and exists (select 1 from ${questions} q join ${assessments} v on v.id = q.assessment_id
        where v.course_id = a.course_id and q.type = 'voting'
          and q.question -> 'data' ->> 'contestNumber' = a.number)
    order by a.id`);
  return z.object({ rows: z.array(ContestSummaryRow) }).parse(result).rows;
}
