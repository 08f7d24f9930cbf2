import type { Role } from '@sa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, assessmentConfigs, assessments, submissions } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';
import { HAS_SUBMISSIONS_IGNORING, QUESTION_COUNT_DIFFERS, QUESTION_TYPES_MUST_STAY } from './reupload';
import {
  answerDirectly,
  assessmentByNumber,
  assessmentXml,
  problemXml,
  questionsOf,
  snapshot,
  upload,
} from './test-helpers';

/** Uploading a file whose number the course already has (api-reference section 3, re-upload). */

const START = Date.UTC(2026, 2, 10, 9, 30);
let clock = START;
let s: TestServer;
let course: CourseRow;
let configId: number;
let members: Record<Role, UserRow>;
let studentRegId: number;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  course = await s.createCourse();
  members = { student: await s.createUser(), staff: await s.createUser(), admin: await s.createUser() };
  studentRegId = await s.enrol(members.student, course, 'student');
  await s.enrol(members.staff, course, 'staff');
  const [config] = await s.db
    .select()
    .from(assessmentConfigs)
    .where(eq(assessmentConfigs.courseId, course.id));
  configId = config!.id;
});
afterAll(() => s?.close());
beforeEach(async () => {
  clock = START;
  await s.db.delete(assessments);
});

const send = (xml: string, options: Parameters<typeof upload>[4] = { configId }) =>
  upload(s, course.id, members.staff, xml, options);
const get = (number = 'M1') => assessmentByNumber(s, course.id, number);

describe('re-uploading', () => {
  async function published() {
    expect((await send(assessmentXml({ title: 'First' }))).body).toBe('OK');
    const row = (await get())!;
    const openAt = new Date(START + 86_400_000);
    const closeAt = new Date(START + 10 * 86_400_000);
    await s.db
      .update(assessments)
      .set({ openAt, closeAt, isPublished: true })
      .where(eq(assessments.id, row.id));
    return { row, openAt, closeAt, questions: await questionsOf(s, row.id) };
  }

  it('without answers replaces every question and keeps the dates and publication', async () => {
    const first = await published();
    const xml = assessmentXml({
      title: 'Second',
      problems: [problemXml('mcq'), problemXml('mcq'), problemXml('voting')],
    });
    const res = await send(xml);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const row = await get();
    expect(row).toMatchObject({
      id: first.row.id,
      title: 'Second',
      openAt: first.openAt,
      closeAt: first.closeAt,
      isPublished: true,
    });
    const qs = await questionsOf(s, first.row.id);
    expect(qs.map((q) => q.type)).toEqual(['mcq', 'mcq', 'voting']);
    expect(qs.some((q) => first.questions.some((old) => old.id === q.id))).toBe(false);
  });

  it('without answers may change question types, and answers Force Update OK when forced', async () => {
    await published();
    const res = await send(assessmentXml({ problems: [problemXml('voting')] }), {
      configId,
      forceUpdate: 'true',
    });
    expect([res.statusCode, res.body]).toEqual([200, 'Force Update OK']);
  });

  it('with answers and no force update changes nothing', async () => {
    const first = await published();
    await answerDirectly(s, studentRegId, first.row.id, [first.questions[0]!.id]);
    const before = await snapshot(s);
    const res = await send(assessmentXml({ title: 'Second', problems: [problemXml('mcq')] }));
    expect([res.statusCode, res.body]).toEqual([200, HAS_SUBMISSIONS_IGNORING]);
    expect(await snapshot(s)).toEqual(before);
  });

  it('with answers and force update updates the questions in place, keeping their ids and answers', async () => {
    const first = await published();
    await answerDirectly(s, studentRegId, first.row.id, [first.questions[0]!.id]);
    const xml = assessmentXml({
      title: 'Second',
      problems: [problemXml('programming', 'New wording', 250), problemXml('mcq', 'New mcq')],
    });
    const res = await send(xml, { configId, forceUpdate: 'true' });
    expect([res.statusCode, res.body]).toEqual([200, 'Force Update OK']);
    expect(await get()).toMatchObject({ title: 'Second', openAt: first.openAt, isPublished: true });
    const qs = await questionsOf(s, first.row.id);
    expect(qs.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
    expect(qs[0]).toMatchObject({
      maxXp: 250,
      question: { type: 'programming', data: { content: 'New wording' } },
    });
    expect(qs[1]?.question).toMatchObject({ data: { content: 'New mcq' } });
    expect(await s.db.select().from(answers)).toHaveLength(1);
  });

  it('with answers and force update refuses a change of question type, changing nothing', async () => {
    const first = await published();
    await answerDirectly(s, studentRegId, first.row.id, [first.questions[0]!.id]);
    const before = await snapshot(s);
    const xml = assessmentXml({
      title: 'Second',
      problems: [problemXml('programming'), problemXml('voting')],
    });
    const res = await send(xml, { configId, forceUpdate: 'true' });
    expect([res.statusCode, res.body]).toEqual([400, QUESTION_TYPES_MUST_STAY]);
    expect(await snapshot(s)).toEqual(before);
  });

  it('before opening, a forced file may add questions; finished submissions go back to attempting', async () => {
    const first = await published();
    const ids = first.questions.map((q) => q.id);
    const submission = await answerDirectly(s, studentRegId, first.row.id, ids, 'attempted');
    const xml = assessmentXml({
      problems: [problemXml('programming'), problemXml('mcq'), problemXml('mcq', 'Extra')],
    });
    expect((await send(xml, { configId, forceUpdate: 'true' })).body).toBe('Force Update OK');
    const qs = await questionsOf(s, first.row.id);
    expect(qs.map((q) => [q.displayOrder, q.type])).toEqual([
      [1, 'programming'],
      [2, 'mcq'],
      [3, 'mcq'],
    ]);
    expect(qs.slice(0, 2).map((q) => q.id)).toEqual(ids);
    const [after] = await s.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(after?.status).toBe('attempting');
  });

  it('before opening, a forced file with fewer questions drops the surplus ones', async () => {
    const first = await published();
    const submission = await answerDirectly(s, studentRegId, first.row.id, [first.questions[0]!.id]);
    const xml = assessmentXml({ problems: [problemXml('programming')] });
    expect((await send(xml, { configId, forceUpdate: 'true' })).body).toBe('Force Update OK');
    expect((await questionsOf(s, first.row.id)).map((q) => q.id)).toEqual([first.questions[0]!.id]);
    // The one remaining question is answered, so the submission is complete.
    const [after] = await s.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(after?.status).toBe('attempted');
  });

  it('once open, a forced file must keep the question count', async () => {
    const first = await published();
    await answerDirectly(s, studentRegId, first.row.id, [first.questions[0]!.id]);
    clock = first.openAt.getTime();
    const before = await snapshot(s);
    for (const problems of [
      [problemXml('programming')],
      [problemXml('programming'), problemXml('mcq'), problemXml('mcq')],
    ]) {
      const res = await send(assessmentXml({ title: 'Second', problems }), { configId, forceUpdate: 'true' });
      expect([res.statusCode, res.body]).toEqual([400, QUESTION_COUNT_DIFFERS]);
      expect(await snapshot(s)).toEqual(before);
    }
    const same = assessmentXml({ title: 'Second', problems: [problemXml('programming'), problemXml('mcq')] });
    expect((await send(same, { configId, forceUpdate: 'true' })).body).toBe('Force Update OK');
    expect((await get())?.title).toBe('Second');
  });

  it('matches by number within the course only', async () => {
    await published();
    const other = await s.createCourse();
    await s.enrol(members.staff, other, 'staff');
    const [otherConfig] = await s.db
      .select()
      .from(assessmentConfigs)
      .where(eq(assessmentConfigs.courseId, other.id));
    const res = await upload(s, other.id, members.staff, assessmentXml({ title: 'Elsewhere' }), {
      configId: otherConfig!.id,
    });
    expect(res.body).toBe('OK');
    expect((await get())?.title).toBe('First');
    expect((await assessmentByNumber(s, other.id, 'M1'))?.title).toBe('Elsewhere');
  });
});
