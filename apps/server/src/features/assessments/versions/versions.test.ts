import { VersionResponse, VersionsResponse } from '@sa/contracts';
import { MAX_UNNAMED_VERSIONS, VERSION_COLLAPSE_MS } from '@sa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, answerVersions, submissions } from '../../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAssessment,
  createSubmission,
} from '../../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../../test/harness';

const START = Date.parse('2030-03-04T10:00:00.000Z');
let clock = START;
let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  c = await courseWithMembers(s);
});
beforeEach(() => {
  clock = START;
});
afterAll(() => s?.close());

const url = (questionId: number, rest = '', courseId = c.course.id) =>
  `/v2/courses/${courseId}/assessments/question/${questionId}${rest}`;
const call = (user: UserRow, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  s.as(user).request(method, path, { body: payload });
const save = (user: UserRow, questionId: number, answer: unknown, editedAt?: string) =>
  call(user, 'POST', url(questionId, '/answer'), { answer, ...(editedAt ? { editedAt } : {}) });
const list = async (user: UserRow, questionId: number) => {
  const res = await call(user, 'GET', url(questionId, '/versions'));
  expect(res.statusCode).toBe(200);
  return VersionsResponse.parse(res.json());
};
const getVersion = (user: UserRow, questionId: number, versionId: number) =>
  call(user, 'GET', url(questionId, `/versions/${versionId}`));
const contentOf = async (user: UserRow, questionId: number, versionId: number) =>
  VersionResponse.parse((await getVersion(user, questionId, versionId)).json()).content;

/** A fresh assessment with one programming and one mcq question in the test course. */
const make = async () => {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
  });
  const [programming, mcq] = questions;
  if (!programming || !mcq) throw new Error('two questions expected');
  return { assessment, programming: programming.id, mcq: mcq.id };
};

const storedCode = async (assessmentId: number, studentId: number, questionId: number) => {
  const [row] = await s.db
    .select({ answer: answers.answer })
    .from(answers)
    .innerJoin(submissions, eq(submissions.id, answers.submissionId))
    .where(
      and(
        eq(submissions.assessmentId, assessmentId),
        eq(submissions.studentId, studentId),
        eq(answers.questionId, questionId),
      ),
    );
  return row?.answer;
};

describe('versions of a programming answer', () => {
  it('keeps a version on every save, newest first, each readable by the answer’s owner', async () => {
    const { programming } = await make();
    expect(await list(c.users.student, programming)).toEqual([]);
    expect((await save(c.users.student, programming, 'first')).statusCode).toBe(200);
    clock += VERSION_COLLAPSE_MS;
    expect((await save(c.users.student, programming, 'second')).statusCode).toBe(200);
    const versions = await list(c.users.student, programming);
    expect(versions.map((v) => v.name)).toEqual([null, null]);
    const [newest, oldest] = versions;
    if (!newest || !oldest) throw new Error('two versions expected');
    expect(newest.inserted_at).toBe(new Date(START + VERSION_COLLAPSE_MS).toISOString());
    expect(await contentOf(c.users.student, programming, newest.id)).toBe('second');
    const res = await getVersion(c.users.student, programming, oldest.id);
    expect(res.json()).toMatchObject({ id: oldest.id, name: null, content: 'first' });
    expect(VersionResponse.parse(res.json()).answer_id).toBeGreaterThan(0);
  });

  it('collapses saves by one person less than a minute apart, and skips an unchanged save', async () => {
    const { programming } = await make();
    await save(c.users.student, programming, 'a');
    clock += VERSION_COLLAPSE_MS - 1;
    await save(c.users.student, programming, 'ab');
    const [only, ...rest] = await list(c.users.student, programming);
    expect(rest).toEqual([]);
    if (!only) throw new Error('one version expected');
    expect(await contentOf(c.users.student, programming, only.id)).toBe('ab');
    // The window counts from the version's first save, so the next save makes a new one.
    clock += 2;
    await save(c.users.student, programming, 'abc');
    clock += 5 * VERSION_COLLAPSE_MS;
    await save(c.users.student, programming, 'abc');
    expect(await list(c.users.student, programming)).toHaveLength(2);
  });

  it('keeps no version of an mcq answer', async () => {
    const { mcq } = await make();
    expect((await save(c.users.student, mcq, 0)).statusCode).toBe(200);
    expect(await list(c.users.student, mcq)).toEqual([]);
  });

  it('shows staff their own versions, never a student’s', async () => {
    const { programming } = await make();
    await save(c.users.student, programming, 'student code');
    const [studentVersion] = await list(c.users.student, programming);
    if (!studentVersion) throw new Error('a version expected');
    for (const role of ['staff', 'admin'] as const) {
      expect(await list(c.users[role], programming)).toEqual([]);
      const res = await getVersion(c.users[role], programming, studentVersion.id);
      expect([res.statusCode, res.body]).toEqual([404, 'Version not found']);
    }
    await save(c.users.staff, programming, 'staff code');
    const [staffVersion] = await list(c.users.staff, programming);
    if (!staffVersion) throw new Error('a version expected');
    expect(await contentOf(c.users.staff, programming, staffVersion.id)).toBe('staff code');
  });

  it('refuses another student’s version ids and another course’s questions', async () => {
    const { programming } = await make();
    const other = await s.createUser();
    await s.enrol(other, c.course, 'student');
    await save(c.users.student, programming, 'mine');
    const [mine] = await list(c.users.student, programming);
    if (!mine) throw new Error('a version expected');
    expect(await list(other, programming)).toEqual([]);
    await save(other, programming, 'theirs');
    const read = await getVersion(other, programming, mine.id);
    expect([read.statusCode, read.body]).toEqual([404, 'Version not found']);
    const named = await call(other, 'PUT', url(programming, `/versions/${mine.id}/name`), { name: 'x' });
    expect([named.statusCode, named.body]).toEqual([404, 'Version not found']);
    expect((await list(c.users.student, programming))[0]?.name).toBeNull();

    const elsewhere = await courseWithMembers(s);
    const { questions } = await createAssessment(s.db, {
      courseId: elsewhere.course.id,
      configId: elsewhere.configId,
    });
    const foreign = questions[0]?.id ?? 0;
    await save(elsewhere.users.student, foreign, 'foreign');
    const foreignCalls = [
      ['GET', url(foreign, '/versions')],
      ['GET', url(foreign, `/versions/${mine.id}`)],
      ['PUT', url(foreign, `/versions/${mine.id}/name`)],
      ['POST', url(foreign, '/versions/save')],
    ] as const;
    for (const role of ['student', 'staff', 'admin'] as const) {
      for (const [method, path] of foreignCalls) {
        const res = await call(
          c.users[role],
          method,
          path,
          method === 'GET' ? undefined : { name: 'x', content: 'x' },
        );
        expect([method, res.statusCode, res.body]).toEqual([method, 404, 'Question not found']);
      }
    }
    // A member of the other course asking through this course is not a member here.
    const res = await call(elsewhere.users.student, 'GET', url(programming, '/versions'));
    expect(res.statusCode).toBe(403);
  });

  it('names a version, keeps it from collapsing, and takes a blank name away', async () => {
    const { programming } = await make();
    await save(c.users.student, programming, 'works');
    const [version] = await list(c.users.student, programming);
    if (!version) throw new Error('a version expected');
    const res = await call(c.users.student, 'PUT', url(programming, `/versions/${version.id}/name`), {
      name: '  It works  ',
    });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    clock += 1000;
    await save(c.users.student, programming, 'broken');
    const [newest, named] = await list(c.users.student, programming);
    expect(newest?.name).toBeNull();
    expect(named).toMatchObject({ id: version.id, name: 'It works', updated_at: version.updated_at });
    expect(await contentOf(c.users.student, programming, version.id)).toBe('works');
    await call(c.users.student, 'PUT', url(programming, `/versions/${version.id}/name`), { name: ' ' });
    expect((await list(c.users.student, programming))[1]?.name).toBeNull();
    const bad = await call(c.users.student, 'PUT', url(programming, `/versions/${version.id}/name`), {
      name: 'x'.repeat(101),
    });
    expect(bad.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_UNNAMED_VERSIONS} unnamed versions per answer, and every named one`, async () => {
    const { programming } = await make();
    await save(c.users.student, programming, 'v0');
    const [first] = await list(c.users.student, programming);
    if (!first) throw new Error('a version expected');
    const { answer_id: answerId } = VersionResponse.parse(
      (await getVersion(c.users.student, programming, first.id)).json(),
    );
    await call(c.users.student, 'PUT', url(programming, `/versions/${first.id}/name`), { name: 'keep' });
    const older = Array.from({ length: MAX_UNNAMED_VERSIONS }, (_, i) => ({
      answerId,
      content: `old ${i}`,
      insertedAt: new Date(START - (MAX_UNNAMED_VERSIONS - i) * VERSION_COLLAPSE_MS),
    }));
    await s.db.insert(answerVersions).values(older);
    clock += VERSION_COLLAPSE_MS;
    await save(c.users.student, programming, 'newest');
    const unnamed = await s.db
      .select({ content: answerVersions.content })
      .from(answerVersions)
      .where(and(eq(answerVersions.answerId, answerId), isNull(answerVersions.name)));
    expect(unnamed).toHaveLength(MAX_UNNAMED_VERSIONS);
    const contents = unnamed.map((v) => v.content);
    expect(contents).toContain('newest');
    expect(contents).not.toContain('old 0');
    expect(contents).toContain('old 1');
    expect((await list(c.users.student, programming)).filter((v) => v.name === 'keep')).toHaveLength(1);
  });
});

describe('POST .../versions/save', () => {
  it('keeps the content as a version without changing the saved answer', async () => {
    const { assessment, programming } = await make();
    await save(c.users.student, programming, 'saved');
    const res = await call(c.users.student, 'POST', url(programming, '/versions/save'), {
      content: 'kept aside',
    });
    expect(res.statusCode).toBe(200);
    const version = VersionResponse.parse(res.json());
    expect(version.content).toBe('kept aside');
    expect(await list(c.users.student, programming)).toHaveLength(2);
    expect(await storedCode(assessment.id, c.regs.student, programming)).toEqual({ code: 'saved' });
  });

  it('needs a saved programming answer the caller may still change', async () => {
    const { assessment, programming, mcq } = await make();
    const none = await call(c.users.student, 'POST', url(programming, '/versions/save'), { content: 'x' });
    expect(none.statusCode).toBe(400);
    const notCode = await call(c.users.student, 'POST', url(mcq, '/versions/save'), { content: 'x' });
    expect([notCode.statusCode, notCode.body]).toEqual([
      400,
      'Versions are kept for programming questions only',
    ]);
    const other = await s.createUser();
    const otherReg = await s.enrol(other, c.course, 'student');
    await createSubmission(s.db, { assessmentId: assessment.id, studentId: otherReg, status: 'submitted' });
    const finalised = await call(other, 'POST', url(programming, '/versions/save'), { content: 'x' });
    expect([finalised.statusCode, finalised.body]).toEqual([403, 'Assessment submission already finalised']);
    const invalid = await call(c.users.student, 'POST', url(programming, '/versions/save'), { content: 1 });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('save ordering (editedAt)', () => {
  const T1 = '2030-03-04T09:59:00.000Z';
  const T2 = '2030-03-04T09:59:30.000Z';

  it('refuses a save of an older edit with 409 and keeps the newer answer', async () => {
    const { assessment, programming } = await make();
    expect((await save(c.users.student, programming, 'newer', T2)).statusCode).toBe(200);
    const stale = await save(c.users.student, programming, 'older', T1);
    expect([stale.statusCode, stale.body]).toEqual([409, 'A newer version of this answer is already saved.']);
    expect(await storedCode(assessment.id, c.regs.student, programming)).toEqual({ code: 'newer' });
    const [newest] = await list(c.users.student, programming);
    if (!newest) throw new Error('a version expected');
    expect(await contentOf(c.users.student, programming, newest.id)).toBe('newer');
    // The same edit again (a retry) is accepted.
    expect((await save(c.users.student, programming, 'newer', T2)).statusCode).toBe(200);
  });

  it('makes a replay of the stored save (same answer, same editedAt) a no-op: no version, same times', async () => {
    const { programming } = await make();
    expect((await save(c.users.student, programming, 'queued offline', T1)).statusCode).toBe(200);
    // A version kept meanwhile (another device), so the replay's content is not the newest version's.
    const kept = await call(c.users.student, 'POST', url(programming, '/versions/save'), { content: 'kept' });
    expect(kept.statusCode).toBe(200);
    const before = await list(c.users.student, programming);
    expect(before).toHaveLength(2);
    const askChanged = async (lastModifiedAt: string) =>
      (
        await call(c.users.student, 'POST', url(programming, '/answerLastModified'), { lastModifiedAt })
      ).json();
    const savedAt = new Date(START).toISOString();
    expect(await askChanged(savedAt)).toEqual({ lastModified: false });

    // The response was lost; the client sends the same save again, later (past the collapse window,
    // where a save of other content than the newest version's would add one).
    clock += VERSION_COLLAPSE_MS;
    const replay = await save(c.users.student, programming, 'queued offline', T1);
    expect([replay.statusCode, replay.body]).toEqual([200, 'OK']);
    expect(await list(c.users.student, programming)).toEqual(before);
    expect(await askChanged(savedAt)).toEqual({ lastModified: false });

    // The same time with other content is still a save (equal times are accepted), and adds a version.
    const other = await save(c.users.student, programming, 'other content', T1);
    expect(other.statusCode).toBe(200);
    expect(await list(c.users.student, programming)).toHaveLength(3);
    expect(await askChanged(savedAt)).toEqual({ lastModified: true });
  });

  it('replays an mcq save without a change, and still refuses a replay into a finalised submission', async () => {
    const { assessment, mcq } = await make();
    expect((await save(c.users.student, mcq, 1, T1)).statusCode).toBe(200);
    const askChanged = async () =>
      (
        await call(c.users.student, 'POST', url(mcq, '/answerLastModified'), {
          lastModifiedAt: new Date(START).toISOString(),
        })
      ).json();
    clock += 10_000;
    expect((await save(c.users.student, mcq, 1, T1)).statusCode).toBe(200);
    expect(await askChanged()).toEqual({ lastModified: false });
    await s.db
      .update(submissions)
      .set({ status: 'submitted' })
      .where(and(eq(submissions.assessmentId, assessment.id), eq(submissions.studentId, c.regs.student)));
    const refused = await save(c.users.student, mcq, 1, T1);
    expect([refused.statusCode, refused.body]).toEqual([403, 'Assessment submission already finalised']);
  });

  it('keeps the last write winning for a client that sends no editedAt', async () => {
    const { assessment, programming } = await make();
    await save(c.users.student, programming, 'ours', T2);
    expect((await save(c.users.student, programming, 'reference client')).statusCode).toBe(200);
    expect(await storedCode(assessment.id, c.regs.student, programming)).toEqual({
      code: 'reference client',
    });
    // After such a save any dated edit may follow.
    expect((await save(c.users.student, programming, 'ours again', T1)).statusCode).toBe(200);
    const bad = await save(c.users.student, programming, 'x', 'yesterday');
    expect(bad.statusCode).toBe(400);
  });

  it('applies concurrent saves in the order of their edits', async () => {
    const { assessment, programming } = await make();
    const edits = Array.from({ length: 12 }, (_, i) => ({
      code: `edit ${i}`,
      at: new Date(START - 60_000 + i * 1000).toISOString(),
    }));
    // Sent all at once, newest in the middle of the batch rather than last.
    const order = [3, 11, 0, 7, 1, 9, 4, 10, 2, 8, 5, 6];
    const results = await Promise.all(
      order.map((i) => save(c.users.student, programming, edits[i]?.code, edits[i]?.at)),
    );
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    expect(results[order.indexOf(11)]?.statusCode).toBe(200);
    expect(await storedCode(assessment.id, c.regs.student, programming)).toEqual({ code: 'edit 11' });
    const [newest] = await list(c.users.student, programming);
    if (!newest) throw new Error('a version expected');
    expect(await contentOf(c.users.student, programming, newest.id)).toBe('edit 11');
  });
});
