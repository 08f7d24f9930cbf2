import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, courses, submissions } from '../../db/schema';
import { createAnswer } from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import { AssessmentCloser } from '../assessments/closer-service';
import { call, type TeamCourse, teamAssessment, teamBody, teamCourse } from './teams-fixture';

let s: TestServer;
let c: TeamCourse;

beforeAll(async () => {
  s = await startTestServer();
  c = await teamCourse(s);
  await s.db.update(courses).set({ enableAutoSubmitOnClose: true }).where(eq(courses.id, c.course.id));
});
afterAll(() => s?.close());

describe('the closer and team submissions', () => {
  it("submits an existing team's open attempt at the close, once, and creates none for teams without one", async () => {
    const { assessment, questions } = await teamAssessment(s, c);
    const [a, b, d] = c.students.map((st) => st.reg) as [number, number, number];
    const [status] = await call(
      s,
      c.users.staff,
      'POST',
      `${c.course.id}/admin/teams`,
      teamBody(assessment.id, [a, b], [d]),
    );
    expect(status).toBe(201);
    const [, team] = await call(
      s,
      c.students[0]?.user ?? c.users.student,
      'GET',
      `${c.course.id}/team/${assessment.id}`,
    );
    const teamId = (JSON.parse(team) as { teamId: number }).teamId;
    const [open] = await s.db
      .insert(submissions)
      .values({ assessmentId: assessment.id, teamId, status: 'attempted' })
      .returning();
    await createAnswer(s.db, {
      submissionId: open?.id ?? 0,
      questionId: questions[0]?.id ?? 0,
      answer: { choiceId: 1 },
    });
    // Closed a minute ago.
    await s.db
      .update(assessments)
      .set({ openAt: new Date(Date.now() - 86_400_000), closeAt: new Date(Date.now() - 60_000) })
      .where(eq(assessments.id, assessment.id));

    const closer = new AssessmentCloser({ db: s.db, log: s.app.log, now: () => new Date() });
    await closer.tick();
    const rows = await s.db.select().from(submissions).where(eq(submissions.assessmentId, assessment.id));
    expect(rows).toEqual([expect.objectContaining({ teamId, studentId: null, status: 'submitted' })]);
  });
});
