import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentConfigs, assessments, courses } from '../../db/schema';
import { seedDemo } from '../../db/seed-demo';
import { startTestServer, type TestServer } from '../../test/harness';
import { importDemoAssessments } from './demo';
import { questionsOf } from './test-helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const DAY = 86_400_000;

describe('importDemoAssessments', () => {
  it('imports one published assessment per type: open, upcoming and closed', async () => {
    const course = await s.createCourse();
    const [missions] = await s.db
      .select()
      .from(assessmentConfigs)
      .where(eq(assessmentConfigs.courseId, course.id));
    const [paths] = await s.db
      .insert(assessmentConfigs)
      .values({ courseId: course.id, order: 2, type: 'Paths' })
      .returning();
    const now = new Date(Date.UTC(2026, 3, 1, 12));
    // No 'Quests' type in this course: its file is skipped.
    const ids = await importDemoAssessments(
      s.db,
      course.id,
      { Missions: missions!.id, Paths: paths!.id },
      now,
    );
    expect(ids).toHaveLength(2);

    const rows = await s.db
      .select()
      .from(assessments)
      .where(eq(assessments.courseId, course.id))
      .orderBy(asc(assessments.number));
    expect(rows.map((r) => [r.number, r.configId, r.isPublished, r.password])).toEqual([
      ['M1', missions!.id, true, null],
      ['P1', paths!.id, true, 'demo'],
    ]);
    const [mission, path] = rows;
    expect([mission!.openAt.getTime() - now.getTime(), mission!.closeAt.getTime() - now.getTime()]).toEqual([
      -DAY,
      14 * DAY,
    ]);
    expect(path!.openAt.getTime()).toBeGreaterThan(now.getTime());

    const qs = await questionsOf(s, mission!.id);
    expect(qs.map((q) => q.type)).toEqual(['programming', 'programming']);
    expect(qs[0]?.question).toMatchObject({
      type: 'programming',
      data: {
        public: [
          { program: 'factorial(0);', answer: '1' },
          { program: 'factorial(5);', answer: '120' },
        ],
        opaque: [{ program: 'factorial(10);', answer: '3628800' }],
      },
    });
    expect(qs[1]?.question).toMatchObject({ data: { public: [{ answer: '"ababab"' }, { answer: '""' }] } });
  });
});

describe('seedDemo', () => {
  it('gives the demo course a mission, a quest and a path, all published', async () => {
    await s.db.delete(courses);
    const result = await seedDemo(s.db);
    const rows = await s.db
      .select({
        number: assessments.number,
        type: assessmentConfigs.type,
        isPublished: assessments.isPublished,
      })
      .from(assessments)
      .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
      .where(eq(assessments.courseId, result.courseId!))
      .orderBy(asc(assessments.number));
    expect(rows).toEqual([
      { number: 'M1', type: 'Missions', isPublished: true },
      { number: 'P1', type: 'Paths', isPublished: true },
      { number: 'Q1', type: 'Quests', isPublished: true },
    ]);
    const quest = await s.db.select().from(assessments).where(eq(assessments.number, 'Q1'));
    expect(quest[0]!.closeAt.getTime()).toBeLessThan(Date.now());
  });
});
