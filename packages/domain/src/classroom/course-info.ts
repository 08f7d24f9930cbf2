import { z } from 'zod';
import { CLASSROOM_TEXTS, dueLabel } from './texts';

/**
 * Course discovery for the Classroom (spec 3 sections 2.4, 5, 9): a course is a GitHub
 * organisation whose login contains the prefix, holding a `course-info` repository whose
 * `course-info.json` lists the assessment types and their assessments.
 */
export const COURSE_ORG_PREFIX = 'source-academy-course-';
export const COURSE_INFO_REPO = 'course-info';
export const COURSE_INFO_FILE = 'course-info.json';

export interface CourseOrg {
  /** The organisation's login: the owner of the course-info and mission repositories. */
  login: string;
  /** What the login holds besides the prefix. */
  courseName: string;
}

/**
 * The courses among `GET /user/orgs`, in GitHub's order. GitHub logins ignore case, so the
 * prefix does too.
 */
export function discoverCourses(orgs: readonly { login: string }[]): CourseOrg[] {
  return orgs.flatMap(({ login }) => {
    const at = login.toLowerCase().indexOf(COURSE_ORG_PREFIX);
    if (at === -1) return [];
    const courseName = login.slice(0, at) + login.slice(at + COURSE_ORG_PREFIX.length);
    return [{ login, courseName }];
  });
}

// Messages follow the place of the error (`types[0].typeName: must be text`).
const text = () => z.string({ error: 'must be text' });
/** A date as ISO 8601 text; '' or null for none. */
const optionalDate = () =>
  z
    .union([z.string(), z.null()], { error: "must be a date (ISO 8601 text), '' or null" })
    .refine((value) => value === null || value === '' || !Number.isNaN(Date.parse(value)), {
      error: "must be a date (ISO 8601 text), '' or null",
    });

const CourseAssessmentSchema = z.object(
  {
    title: text().min(1, { error: 'must not be empty' }),
    coverImage: text(),
    shortSummary: text(),
    repoPrefix: text().regex(/^[A-Za-z0-9._-]+$/, {
      error: 'must be a repository name (letters, digits, ".", "_" or "-")',
    }),
    acceptLink: text(),
    openAt: optionalDate().optional(),
    closeAt: optionalDate(),
    published: z.boolean({ error: 'must be true or false' }),
  },
  { error: 'must be an object' },
);

const CourseInfoSchema = z.object(
  {
    types: z.array(
      z.object(
        {
          typeName: text().min(1, { error: 'must not be empty' }),
          assessments: z.array(CourseAssessmentSchema, { error: 'must be a list' }),
        },
        { error: 'must be an object' },
      ),
      { error: 'must be a list' },
    ),
  },
  { error: `${COURSE_INFO_FILE} must hold an object: {"types": [...]}` },
);

export type CourseAssessment = z.infer<typeof CourseAssessmentSchema>;
export type CourseInfo = z.infer<typeof CourseInfoSchema>;

export type CourseInfoResult = { ok: true; courseInfo: CourseInfo } | { ok: false; errors: string[] };

/**
 * Reads course-info.json. Errors name where they are (`types[0].assessments[1].closeAt: ...`) so
 * that course staff can fix the file from the message alone.
 */
export function parseCourseInfo(json: string): CourseInfoResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [`${COURSE_INFO_FILE} is not valid JSON: ${reason}`] };
  }
  const parsed = CourseInfoSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const where = issue.path.reduce<string>(
          (at, key) =>
            typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key),
          '',
        );
        return where ? `${where}: ${issue.message}` : issue.message;
      }),
    };
  }
  const errors = duplicateSlugs(parsed.data);
  return errors.length ? { ok: false, errors } : { ok: true, courseInfo: parsed.data };
}

/** Two types whose pages would share one address cannot both be reached. */
function duplicateSlugs(info: CourseInfo): string[] {
  const seen = new Map<string, string>();
  const errors: string[] = [];
  for (const { typeName } of info.types) {
    const slug = classroomTypeSlug(typeName);
    const other = seen.get(slug);
    if (other !== undefined) errors.push(`types "${other}" and "${typeName}" would share the page /${slug}`);
    else seen.set(slug, typeName);
  }
  return errors;
}

/** The type page's path segment: lowercased, runs of non-word characters turned to '_'. */
export function classroomTypeSlug(typeName: string): string {
  return typeName.toLowerCase().replace(/\W+/g, '_');
}

const closeTime = (assessment: CourseAssessment): number =>
  assessment.closeAt ? Date.parse(assessment.closeAt) : Number.POSITIVE_INFINITY;

export interface AssessmentTypeListing {
  typeName: string;
  slug: string;
  /** Published only, the earliest due first; those without a due date last. */
  assessments: CourseAssessment[];
}

export function assessmentTypeListings(info: CourseInfo): AssessmentTypeListing[] {
  return info.types.map(({ typeName, assessments }) => ({
    typeName,
    slug: classroomTypeSlug(typeName),
    assessments: assessments
      .filter((assessment) => assessment.published)
      // The sort is stable: assessments due together keep the file's order.
      .sort((a, b) => closeTime(a) - closeTime(b)),
  }));
}

export interface RepoRef {
  owner: string;
  name: string;
}

/** A student's mission repository: `{repoPrefix}-{login}`, owned by the course's organisation. */
export function missionRepository(org: string, repoPrefix: string, login: string): RepoRef {
  return { owner: org, name: `${repoPrefix}-${login}` };
}

/** Whether `repos` (e.g. every page of `GET /user/repos`) hold `wanted`; GitHub names ignore case. */
export function hasRepository(repos: readonly RepoRef[], wanted: RepoRef): boolean {
  const key = (repo: RepoRef) => `${repo.owner}/${repo.name}`.toLowerCase();
  return repos.some((repo) => key(repo) === key(wanted));
}

export type AssessmentCardAction =
  | typeof CLASSROOM_TEXTS.accept
  | typeof CLASSROOM_TEXTS.reviewAnswers
  | typeof CLASSROOM_TEXTS.open;

/**
 * The card's button: 'Accept' (open the accept link) until the mission repository exists, then
 * 'Review Answers' once the due date has passed, else 'Open'.
 */
export function assessmentCardAction(
  assessment: Pick<CourseAssessment, 'closeAt'>,
  repositoryExists: boolean,
  now: Date,
): AssessmentCardAction {
  if (!repositoryExists) return CLASSROOM_TEXTS.accept;
  if (isPastDue(assessment.closeAt, now)) return CLASSROOM_TEXTS.reviewAnswers;
  return CLASSROOM_TEXTS.open;
}

/** Whether `closeAt` has passed; never when there is no due date. */
export function isPastDue(closeAt: string | null | undefined, now: Date): boolean {
  if (!closeAt) return false;
  const time = Date.parse(closeAt);
  return !Number.isNaN(time) && time < now.getTime();
}

/** 'Due: {date}' with the caller's date format, or 'No due date'. */
export function dueText(closeAt: string | null | undefined, format: (iso: string) => string): string {
  return closeAt ? dueLabel(format(closeAt)) : CLASSROOM_TEXTS.noDueDate;
}
