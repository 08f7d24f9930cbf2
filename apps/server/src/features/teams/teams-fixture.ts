import { eq } from 'drizzle-orm';
import { assessments } from '../../db/schema';
import { type CourseWithMembers, courseWithMembers, createAssessment } from '../../test/assessment-factory';
import type { TestServer, UserRow } from '../../test/harness';

/** A course with courseWithMembers' student, staff and admin, and three more students. */
export interface TeamCourse extends CourseWithMembers {
  students: { user: UserRow; reg: number }[];
}

export async function teamCourse(s: TestServer): Promise<TeamCourse> {
  const c = await courseWithMembers(s);
  const students = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await s.createUser();
    students.push({ user, reg: await s.enrol(user, c.course, 'student', { group: 'T' }) });
  }
  return { ...c, students };
}

/** A published, open team assessment of the course (one mcq question by default). */
export async function teamAssessment(
  s: TestServer,
  c: CourseWithMembers,
  options: { maxTeamSize?: number; questions?: Parameters<typeof createAssessment>[1]['questions'] } = {},
) {
  const made = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    questions: options.questions ?? [{ type: 'mcq' }],
  });
  await s.db
    .update(assessments)
    .set({ maxTeamSize: options.maxTeamSize ?? 2 })
    .where(eq(assessments.id, made.assessment.id));
  return made;
}

/** A request as the user, answering [status, body]. */
export async function call(
  s: TestServer,
  user: UserRow,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<[number, string]> {
  const res = await s.as(user).request(method, `/v2/courses/${url}`, { body: payload });
  return [res.statusCode, res.body];
}

export const teamBody = (assessmentId: number, ...teams: number[][]) => ({
  team: { assessment_id: assessmentId, student_ids: teams.map((t) => t.map((userId) => ({ userId }))) },
});
