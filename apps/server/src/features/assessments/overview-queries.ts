import { SUBMISSION_STATUSES } from '@sa/domain';
import { asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  answers,
  assessmentConfigs,
  assessments,
  questions,
  submissions,
  submissionVotes,
} from '../../db/schema';

/**
 * The listing in two parts: what every member of a course sees alike (assessments, their types
 * and question totals), which the server keeps per course, and the caller's own submissions.
 *
 * The shared part is labelled with the course's version: the row count and the sum of a 64-bit
 * hash per row of (table, id, xmin) over the course's assessments, their questions and its
 * assessment types. Every insert or update writes a row with a new xmin (its transaction's id),
 * so any insert, update or delete gives another version, but for a 2^-64 chance of a collision.
 * (An md5 of the sorted list would be exact and costs twice as much, on every request.) Each
 * request reads the version with its own submissions in one statement and reloads the shared part
 * only when the version moved; the shared part is read with its version in one statement too, so
 * data and label always come from the same snapshot.
 */
function courseVersion(courseId: Placeholder): SQL<string> {
  return sql<string>`(select count(*) || ':' || coalesce(sum(hashint8extended(id * 4 + kind, row_version)), 0)
    from (
      select 1 as kind, a.id, a.xmin::text::bigint as row_version from ${assessments} a
        where a.course_id = ${courseId}
      union all
      select 2, q.id, q.xmin::text::bigint from ${questions} q
        join ${assessments} qa on qa.id = q.assessment_id where qa.course_id = ${courseId}
      union all
      select 3, c.id, c.xmin::text::bigint from ${assessmentConfigs} c where c.course_id = ${courseId}
    ) as parts)`;
}

/**
 * The listing's two statements, prepared once per database (PostgreSQL then plans them once per
 * connection instead of on every request).
 */
export function prepareOverviewQueries(db: Database) {
  const courseId = sql.placeholder('courseId');
  const courseRegId = sql.placeholder('courseRegId');

  const questionTotals = db
    .select({
      maxXp: sql<number>`coalesce(sum(${questions.maxXp}), 0)::int`.as('max_xp_total'),
      questionCount: sql<number>`count(*)::int`.as('question_count'),
    })
    .from(questions)
    .where(eq(questions.assessmentId, assessments.id))
    .as('question_totals');

  /**
   * Every assessment of the course (published or not) with its type and question totals, in
   * listing order (openAt, then id), each row carrying the course's version.
   */
  const courseAssessments = db
    .select({
      version: courseVersion(courseId),
      id: assessments.id,
      courseId: assessments.courseId,
      title: assessments.title,
      shortSummary: assessments.summaryShort,
      openAt: assessments.openAt,
      closeAt: assessments.closeAt,
      type: assessmentConfigs.type,
      isManuallyGraded: assessmentConfigs.isManuallyGraded,
      story: assessments.story,
      number: assessments.number,
      reading: assessments.reading,
      coverImage: assessments.coverPicture,
      isPrivate: sql<boolean>`(${assessments.password} is not null)`,
      isPublished: assessments.isPublished,
      earlySubmissionXp: assessmentConfigs.earlySubmissionXp,
      hoursBeforeEarlyXpDecay: assessmentConfigs.hoursBeforeEarlyXpDecay,
      maxTeamSize: assessments.maxTeamSize,
      hasVotingFeatures: assessments.hasVotingFeatures,
      hasTokenCounter: assessments.hasTokenCounter,
      // Any vote rows (api-reference-routes 1.3); assigning votes touches the question, so the
      // course version above moves and a cached listing is rebuilt.
      isVotingPublished: sql<boolean>`exists (select 1 from ${submissionVotes} v
        join ${questions} vq on vq.id = v.question_id where vq.assessment_id = ${assessments.id})`,
      isAutosaveEnabled: assessments.isAutosaveEnabled,
      maxXp: questionTotals.maxXp,
      questionCount: questionTotals.questionCount,
    })
    .from(assessments)
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .leftJoinLateral(questionTotals, sql`true`)
    .where(eq(assessments.courseId, courseId))
    .orderBy(asc(assessments.openAt), asc(assessments.id))
    .prepare('assessments_course_listing');

  /**
   * The course's current version and the caller's submissions with their answer totals (XP, and
   * how many answers have a grader), in one row: the submissions come as one JSON array of
   * tuples, which the driver parses far faster than it maps a hundred rows. A registration
   * belongs to one course, so its submissions are all of this course. Its teams' submissions are
   * its own too; they come last, so where a member also has an own one (made before the team
   * was formed) the team's wins, as everywhere else (features/teams/owner-sql.ts).
   */
  const callerSubmissions = db
    .select({
      version: courseVersion(courseId),
      submissions: sql<unknown>`(select coalesce(json_agg(json_build_array(s.assessment_id, s.status,
          s.is_grading_published, s.xp_bonus, t.xp, t.graded) order by s.team_id nulls first), '[]'::json)
        from ${submissions} s,
        lateral (select coalesce(sum(an.xp + an.xp_adjustment), 0) as xp, count(an.grader_id) as graded
                 from ${answers} an where an.submission_id = s.id) t
        where s.student_id = ${courseRegId}
          or s.team_id in (select tm.team_id from team_members tm where tm.student_id = ${courseRegId}))`,
    })
    .from(sql`(select 1) as anchor`)
    .prepare('assessments_caller_submissions');

  return {
    courseAssessments: (id: number) => courseAssessments.execute({ courseId: id }),
    async callerSubmissions(id: number, regId: number) {
      const [row] = await callerSubmissions.execute({ courseId: id, courseRegId: regId });
      return {
        version: row?.version ?? '',
        submissions: z.array(CallerSubmission).parse(row?.submissions ?? []),
      };
    },
  };
}

export type OverviewQueries = ReturnType<typeof prepareOverviewQueries>;
export type CourseAssessmentRow = Awaited<ReturnType<OverviewQueries['courseAssessments']>>[number];

/** One submission of the caller: assessment id, status, grading published, bonus, answer XP, graded answers. */
export const CallerSubmission = z.tuple([
  z.number(),
  z.enum(SUBMISSION_STATUSES),
  z.boolean(),
  z.number(),
  z.number(),
  z.number(),
]);
export type CallerSubmission = z.infer<typeof CallerSubmission>;
