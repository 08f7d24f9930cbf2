import { GradingExportResponse, GradingListResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

/**
 * The grading list called exactly as the reference web client calls it (issue 16): its first
 * request carries `sortBy=&sortDirection=` (no column sorted yet), and its CSV export reads
 * `all_submissions`. One course with four submissions of two students; another course with one.
 */

let s: TestServer;
let c: CourseWithMembers;
let other: CourseWithMembers;
let ids: Record<'submitted' | 'published' | 'attempting' | 'second', number>;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
  other = await courseWithMembers(s);
  const second = await s.enrol(await s.createUser({ name: 'Second Student' }), c.course, 'student');
  const make = (title: string) =>
    createAssessment(s.db, { courseId: c.course.id, configId: c.configId, title });
  const [first, later] = [await make('Rune Trials'), await make('Beyond')];
  const submit = async (
    made: typeof first,
    studentId: number,
    status: 'attempting' | 'submitted',
    isGradingPublished = false,
  ) => {
    const row = await createSubmission(s.db, {
      assessmentId: made.assessment.id,
      studentId,
      status,
      isGradingPublished,
    });
    const question = made.questions[0];
    if (question) {
      await createAnswer(s.db, {
        submissionId: row.id,
        questionId: question.id,
        answer: { code: 'x' },
        xp: 10,
      });
    }
    return row.id;
  };
  ids = {
    submitted: await submit(first, c.regs.student, 'submitted'),
    published: await submit(later, c.regs.student, 'submitted', true),
    attempting: await submit(first, second, 'attempting'),
    second: await submit(later, second, 'submitted'),
  };
  const theirs = await createAssessment(s.db, { courseId: other.course.id, configId: other.configId });
  await createSubmission(s.db, { assessmentId: theirs.assessment.id, studentId: other.regs.student });
});
afterAll(() => s?.close());

const get = (user: UserRow, path: string, courseId = c.course.id) =>
  s.as(user).get(`/v2/courses/${courseId}/admin/grading${path}`);

async function rows(user: UserRow, path: string) {
  const res = await get(user, path);
  expect(res.statusCode, res.body).toBe(200);
  return GradingListResponse.parse(res.json());
}

const sortedIds = (body: GradingListResponse) => body.data.map((r) => r.id).sort((a, b) => a - b);

describe('GET admin/grading with the reference client’s empty values', () => {
  it('answers its first request (unpublished submissions, nothing sorted) in the default order', async () => {
    // The query string as its saga builds it: page, filters, the "unpublished" switch, sort, group.
    const first = await rows(
      c.users.staff,
      '?offset=0&pageSize=10&status=submitted&isManuallyGraded=true&isGradingPublished=false' +
        '&sortBy=&sortDirection=&group=false',
    );
    const plain = await rows(
      c.users.staff,
      '?offset=0&pageSize=10&status=submitted&isManuallyGraded=true&isGradingPublished=false&group=false',
    );
    expect(first).toEqual(plain);
    expect(sortedIds(first)).toEqual([ids.submitted, ids.second].sort((a, b) => a - b));
    expect(first.count).toBe(2);
  });

  it('answers its "all" view and its empty column filters as no filter', async () => {
    const all = await rows(c.users.admin, '?offset=0&pageSize=10&sortBy=&sortDirection=&group=false');
    expect(all.count).toBe(4);
    const blankFilters = await rows(
      c.users.admin,
      '?offset=0&pageSize=10&title=&type=&name=&username=&groupName=&status=&isFullyGraded=' +
        '&isGradingPublished=&isManuallyGraded=&search=%20&sortBy=&sortDirection=&group=',
    );
    expect(blankFilters).toEqual(all);
  });

  it('sorts once a column is sorted, and still refuses values that mean nothing', async () => {
    const sorted = await rows(
      c.users.staff,
      '?offset=0&pageSize=10&sortBy=assessmentName&sortDirection=sort-asc',
    );
    expect(sorted.data.map((r) => r.assessment.title)).toEqual([
      'Beyond',
      'Beyond',
      'Rune Trials',
      'Rune Trials',
    ]);
    for (const query of [
      '?sortBy=title',
      '?sortDirection=up',
      '?pageSize=ten',
      '?group=yes',
      '?status=done',
    ]) {
      const res = await get(c.users.staff, query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.body).toMatch(/^Invalid parameter\(s\)/);
    }
  });

  it('takes empty values in the export too', async () => {
    const res = await get(c.users.staff, '/export?title=&status=&group=');
    expect(res.statusCode, res.body).toBe(200);
    expect(GradingExportResponse.parse(res.json()).rows).toHaveLength(4);
  });
});

describe('GET admin/grading/all_submissions', () => {
  it('answers every submission of the course, unpaged, in the list’s shape', async () => {
    for (const user of [c.users.staff, c.users.admin]) {
      const all = await rows(user, '/all_submissions');
      expect(all.count).toBe(4);
      expect(sortedIds(all)).toEqual(Object.values(ids).sort((a, b) => a - b));
      // Row for row what the list answers.
      const listed = await rows(user, '?pageSize=100');
      const byId = new Map(listed.data.map((row) => [row.id, row]));
      for (const row of all.data) expect(row).toEqual(byId.get(row.id));
    }
  });

  it('ignores paging and filters, as the reference does', async () => {
    const all = await rows(c.users.staff, '/all_submissions?pageSize=1&status=attempting&sortBy=bogus');
    expect(all.count).toBe(4);
    expect(all.data).toHaveLength(4);
  });

  it('keeps other courses apart', async () => {
    const res = await get(other.users.staff, '/all_submissions', other.course.id);
    expect(res.statusCode, res.body).toBe(200);
    const theirs = GradingListResponse.parse(res.json());
    expect(theirs.count).toBe(1);
    expect(theirs.data.map((row) => row.id)).not.toContain(ids.submitted);
  });

  it('is for staff and admins of the course only', async () => {
    const student = await get(c.users.student, '/all_submissions');
    expect([student.statusCode, student.body]).toEqual([403, 'Forbidden']);
    const stranger = await get(other.users.admin, '/all_submissions');
    expect([stranger.statusCode, stranger.body]).toEqual([403, 'Forbidden']);
  });
});
