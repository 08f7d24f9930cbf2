import { AssessmentOverview } from '@sa/contracts';
import { isStaffOrAdmin } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import {
  type CallerSubmission,
  type CourseAssessmentRow,
  type OverviewQueries,
  prepareOverviewQueries,
} from './overview-queries';

/** The fields of an overview that are the caller's own; the rest is alike for every member. */
const SharedOverview = AssessmentOverview.omit({
  status: true,
  xp: true,
  gradedCount: true,
  isGradingPublished: true,
});
type SharedOverview = ReturnType<typeof SharedOverview.parse>;

/** A shared overview, serialised once: its JSON text without the closing brace. */
interface SharedEntry {
  id: number;
  isPublished: boolean;
  jsonPrefix: string;
}

interface CourseListing {
  version: string;
  entries: SharedEntry[];
}

/**
 * The shared part of each course's listing, by course id, valid while the course's version (see
 * overview-queries.ts) is unchanged: a listing of 200 assessments (about 116 KB) then costs each
 * request only its own submissions. Bounded; the course used least recently goes first.
 */
class ListingCache {
  private readonly courses = new Map<number, CourseListing>();

  constructor(private readonly maxCourses: number) {}

  get(courseId: number, version: string): SharedEntry[] | undefined {
    const hit = this.courses.get(courseId);
    if (hit?.version !== version) return undefined;
    this.courses.delete(courseId);
    this.courses.set(courseId, hit);
    return hit.entries;
  }

  set(courseId: number, listing: CourseListing): void {
    this.courses.delete(courseId);
    if (this.courses.size >= this.maxCourses) {
      const oldest = this.courses.keys().next();
      if (!oldest.done) this.courses.delete(oldest.value);
    }
    this.courses.set(courseId, listing);
  }
}

/**
 * GET courses/:id/assessments (api-reference-routes 1.3), as JSON text: students see published
 * assessments only (upcoming ones included), staff and admin every one; status and XP are the
 * caller's own. One query per request, a second only when the course's assessments changed.
 * Each overview is the cached text of its shared fields followed by the caller's four fields:
 * building and serialising 200 objects per request costs about 50 times as much.
 */
export function createOverviewLister(db: Database, maxCourses = 500) {
  const queries = prepareOverviewQueries(db);
  const cache = new ListingCache(maxCourses);
  return async function listOverviewsJson(reg: CourseReg): Promise<string> {
    const mine = await queries.callerSubmissions(reg.courseId, reg.id);
    const shared = cache.get(reg.courseId, mine.version) ?? (await loadShared(queries, cache, reg.courseId));
    const byAssessment = new Map(mine.submissions.map((submission) => [submission[0], submission]));
    const everything = isStaffOrAdmin(reg.role);
    const parts: string[] = [];
    for (const entry of shared) {
      if (everything || entry.isPublished) {
        parts.push(`${entry.jsonPrefix},${callerFieldsJson(byAssessment.get(entry.id))}}`);
      }
    }
    return `[${parts.join(',')}]`;
  };
}

async function loadShared(queries: OverviewQueries, cache: ListingCache, courseId: number) {
  const rows = await queries.courseAssessments(courseId);
  const entries = rows.map((row): SharedEntry => {
    const overview = sharedOverview(row);
    return {
      id: overview.id,
      isPublished: overview.isPublished,
      jsonPrefix: JSON.stringify(overview).slice(0, -1),
    };
  });
  // An empty course has no rows to carry the version; it is cheap to read again.
  const version = rows[0]?.version;
  if (version !== undefined) cache.set(courseId, { version, entries });
  return entries;
}

/** Validated once, when the course's listing is loaded, not on every request. */
function sharedOverview(row: CourseAssessmentRow): SharedOverview {
  return SharedOverview.parse({
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    shortSummary: row.shortSummary,
    openAt: row.openAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    type: row.type,
    isManuallyGraded: row.isManuallyGraded,
    story: row.story,
    number: row.number,
    reading: row.reading,
    maxXp: row.maxXp ?? 0,
    coverImage: row.coverImage,
    private: row.isPrivate,
    isPublished: row.isPublished,
    questionCount: row.questionCount ?? 0,
    earlySubmissionXp: row.earlySubmissionXp,
    maxTeamSize: row.maxTeamSize,
    hasVotingFeatures: row.hasVotingFeatures,
    hasTokenCounter: row.hasTokenCounter,
    isVotingPublished: row.isVotingPublished,
    hoursBeforeEarlyXpDecay: row.hoursBeforeEarlyXpDecay,
    isAutosaveEnabled: row.isAutosaveEnabled,
  });
}

/** Status from the caller's submission; grading (XP, graded count) hidden until published. */
function callerFields(submission: CallerSubmission | undefined): CallerFields {
  if (!submission) return { status: 'not_attempted', xp: 0, gradedCount: 0, isGradingPublished: null };
  const [, status, published, xpBonus, answerXp, gradedCount] = submission;
  return {
    status,
    xp: published ? answerXp + xpBonus : 0,
    gradedCount: published ? gradedCount : 0,
    isGradingPublished: published,
  };
}

type CallerFields = Pick<AssessmentOverview, 'status' | 'xp' | 'gradedCount' | 'isGradingPublished'>;

function callerFieldsJson(submission: CallerSubmission | undefined): string {
  const f = callerFields(submission);
  return `"status":"${f.status}","xp":${f.xp},"gradedCount":${f.gradedCount},"isGradingPublished":${f.isGradingPublished}`;
}
