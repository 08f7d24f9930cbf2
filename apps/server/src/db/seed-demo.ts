import { count, inArray } from 'drizzle-orm';
import { upsertSignedInUser } from '../auth/queries';
import { DEMO_USERS, TEST_PROVIDER_ID } from '../demo/demo-users';
import { seedDemoAchievements } from '../features/achievements/demo';
import {
  insertAssessmentConfigs,
  insertCourse,
  listAssessmentConfigs,
  type NewAssessmentConfig,
} from '../features/courses/queries';
import { enrolAndView } from '../features/courses/service';
import { importDemoAssessments } from '../features/groundcontrol/demo';
import type { Database } from './client';
import { courseRegistrations, courses, groups } from './schema';

export const DEMO_COURSE = {
  courseName: 'CS1101S Programming Methodology',
  courseShortName: 'CS1101S',
  sourceChapter: 1,
  sourceVariant: 'default',
  moduleHelpText: [
    '## Welcome to CS1101S',
    '',
    'This is a **demo course**. Sign in as the admin, staff or student demo user to look around.',
    '',
    '- Programs run in Source §1 unless an assessment says otherwise.',
    '- Ask your Avenger (group leader) if you are stuck.',
  ].join('\n'),
} as const;

export const DEMO_GROUP = 'Avenger Group 1';

/** The three assessment types of the demo course, with the reference's usual settings. */
function demoAssessmentConfigs(courseId: number): NewAssessmentConfig[] {
  return [
    {
      courseId,
      order: 1,
      type: 'Missions',
      isManuallyGraded: true,
      earlySubmissionXp: 100,
      hoursBeforeEarlyXpDecay: 48,
    },
    { courseId, order: 2, type: 'Quests', isManuallyGraded: true },
    // Paths are short autograded exercises: no grading summary, grades published at once.
    {
      courseId,
      order: 3,
      type: 'Paths',
      isManuallyGraded: false,
      isGradingAutoPublished: true,
      showGradingSummary: false,
    },
  ];
}

export interface SeedResult {
  seeded: boolean;
  courseId?: number;
}

/**
 * First start in demo mode: one course with the demo users enrolled (admin, staff, two
 * students), the students in the staff user's group. Does nothing once any course exists, so restarts and
 * courses created by hand are left alone.
 */
export async function seedDemo(db: Database): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(courses);
    if ((existing?.n ?? 0) > 0) return { seeded: false };

    const course = await insertCourse(tx, { ...DEMO_COURSE });
    await insertAssessmentConfigs(tx, demoAssessmentConfigs(course.id));
    const configs = await listAssessmentConfigs(tx, course.id);
    await importDemoAssessments(
      tx,
      course.id,
      Object.fromEntries(configs.map((c) => [c.type, c.id])),
      new Date(),
    );

    // Registration ids by demo code.
    const regIds = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const user = await upsertSignedInUser(tx, {
        username: demo.username,
        name: demo.name,
        provider: TEST_PROVIDER_ID,
      });
      regIds.set(demo.code, await enrolAndView(tx, user.id, course.id, demo.role));
    }
    const regOf = (role: string) => regIds.get(DEMO_USERS.find((d) => d.role === role)?.code ?? '');
    const studentRegIds = DEMO_USERS.filter((d) => d.role === 'student').flatMap(
      (d) => regIds.get(d.code) ?? [],
    );

    const [group] = await tx
      .insert(groups)
      .values({ name: DEMO_GROUP, courseId: course.id, leaderId: regOf('staff') ?? null })
      .returning({ id: groups.id });
    if (group && studentRegIds.length > 0) {
      await tx
        .update(courseRegistrations)
        .set({ groupId: group.id })
        .where(inArray(courseRegistrations.id, studentRegIds));
    }
    await seedDemoAchievements(tx, course.id, new Date(), regOf('student'));
    return { seeded: true, courseId: course.id };
  });
}
