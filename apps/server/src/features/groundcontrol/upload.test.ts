import { defaultAssessmentWindow, MAX_ASSESSMENT_XML_BYTES, type Role } from '@sa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessmentConfigs, assessments } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';
import { assessmentByNumber, assessmentXml, problemXml, questionsOf, snapshot, upload } from './test-helpers';
import { FILE_TOO_LARGE, MISSING_FILE, MULTIPLE_FILES, NOT_MULTIPART } from './upload-form';
import { NO_SUCH_TYPE } from './upload-service';

const START = Date.UTC(2026, 2, 10, 9, 30);
let clock = START;
let s: TestServer;
let course: CourseRow;
let configId: number;
let otherCourseConfigId: number;
let members: Record<Role, UserRow>;
let outsider: UserRow;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  course = await s.createCourse();
  members = { student: await s.createUser(), staff: await s.createUser(), admin: await s.createUser() };
  await s.enrol(members.student, course, 'student');
  await s.enrol(members.staff, course, 'staff');
  await s.enrol(members.admin, course, 'admin');
  const [config] = await s.db
    .update(assessmentConfigs)
    .set({ hasTokenCounter: true, hasVotingFeatures: true, isAutosaveEnabled: false })
    .where(eq(assessmentConfigs.courseId, course.id))
    .returning();
  configId = config!.id;
  const other = await s.createCourse();
  outsider = await s.createUser();
  await s.enrol(outsider, other, 'admin');
  const [otherConfig] = await s.db
    .select()
    .from(assessmentConfigs)
    .where(eq(assessmentConfigs.courseId, other.id));
  otherCourseConfigId = otherConfig!.id;
});
afterAll(() => s?.close());
beforeEach(async () => {
  clock = START;
  await s.db.delete(assessments);
});

const send = (
  xml: string,
  options: Parameters<typeof upload>[4] = { configId },
  user: UserRow = members.staff,
) => upload(s, course.id, user, xml, options);
const get = (number = 'M1') => assessmentByNumber(s, course.id, number);

describe('uploading a new assessment', () => {
  it('creates it unpublished in the default window with the settings of its type', async () => {
    const res = await send(assessmentXml({ title: 'Runes' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    const row = await get();
    const window = defaultAssessmentWindow(new Date(START));
    expect(row).toMatchObject({
      title: 'Runes',
      number: 'M1',
      summaryShort: 'Summary of Runes',
      isPublished: false,
      openAt: window.openAt,
      closeAt: window.closeAt,
      configId,
      courseId: course.id,
      hasTokenCounter: true,
      hasVotingFeatures: true,
      isAutosaveEnabled: false,
      password: null,
    });
    const qs = await questionsOf(s, row!.id);
    expect(qs.map((q) => [q.displayOrder, q.type, q.maxXp])).toEqual([
      [1, 'programming', 100],
      [2, 'mcq', 100],
    ]);
    expect(qs[0]?.question).toMatchObject({
      type: 'programming',
      data: { public: [{ program: 'f(2);', answer: '2', score: 1 }], secret: [{ program: 'f(3);' }] },
    });
    expect(qs[0]?.library).toMatchObject({ chapter: 1, variant: 'default', execTimeMs: 1000 });
  });

  it('answers Force Update OK when forceUpdate is true, and admins may upload too', async () => {
    const res = await send(assessmentXml(), { configId, forceUpdate: 'true' }, members.admin);
    expect([res.statusCode, res.body]).toEqual([200, 'Force Update OK']);
    expect(await get()).toBeDefined();
  });

  it('reads the fields whether they come before or after the file', async () => {
    const res = await send(assessmentXml(), { configId, forceUpdate: 'false', fieldsFirst: true });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
  });

  it('keeps a private task private with its password', async () => {
    const xml = assessmentXml({ taskExtra: ' access="private"' }).replace(
      '<WEBSUMMARY>',
      '<PASSWORD>pw</PASSWORD><WEBSUMMARY>',
    );
    expect((await send(xml)).statusCode).toBe(200);
    expect((await get())?.password).toBe('pw');
  });
});

describe('who may upload', () => {
  it.each([
    ['a student', () => members.student, 403, 'Forbidden'],
    ['an admin of another course', () => outsider, 403, 'Forbidden'],
  ])('%s gets %i', async (_name, who, status, body) => {
    const res = await send(assessmentXml(), { configId }, who());
    expect([res.statusCode, res.body]).toEqual([status, body]);
    expect(await get()).toBeUndefined();
  });

  it('nobody signed in gets 401', async () => {
    const res = await upload(s, course.id, null, assessmentXml(), { configId });
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });
});

describe('the form', () => {
  it('rejects a type of another course', async () => {
    const res = await send(assessmentXml(), { configId: otherCourseConfigId });
    expect([res.statusCode, res.body]).toEqual([400, NO_SUCH_TYPE]);
    expect(await get()).toBeUndefined();
  });

  it.each([
    ['a missing type', { configId: undefined }, /^Invalid parameter\(s\): assessmentConfigId: /],
    [
      'a type that is not a number',
      { configId: 'Missions' },
      /^Invalid parameter\(s\): assessmentConfigId: /,
    ],
    ['a bad forceUpdate', { configId: 1, forceUpdate: 'yes' }, /^Invalid parameter\(s\): forceUpdate: /],
  ])('rejects %s', async (_name, options, message) => {
    const res = await send(assessmentXml(), options);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    expect(await get()).toBeUndefined();
  });

  it('rejects a form without the file', async () => {
    const res = await send(assessmentXml(), { configId, omitFile: true });
    expect([res.statusCode, res.body]).toEqual([400, MISSING_FILE]);
  });

  it('rejects a second file', async () => {
    const res = await send(assessmentXml(), {
      configId,
      files: [['other', assessmentXml({ number: 'M2' })]],
    });
    expect([res.statusCode, res.body]).toEqual([400, MULTIPLE_FILES]);
    expect(await get()).toBeUndefined();
    expect(await get('M2')).toBeUndefined();
  });

  it('rejects a request that is not a form', async () => {
    const res = await s.as(members.staff).post(`/v2/courses/${course.id}/admin/assessments`, {
      assessment: assessmentXml(),
      assessmentConfigId: configId,
    });
    expect([res.statusCode, res.body]).toEqual([400, NOT_MULTIPART]);
  });

  it('rejects a file over the size limit with 413 and says so', async () => {
    const padding = `<!--${'x'.repeat(MAX_ASSESSMENT_XML_BYTES)}-->`;
    const res = await send(assessmentXml() + padding);
    expect([res.statusCode, res.body]).toEqual([413, FILE_TOO_LARGE]);
    expect(res.body).toBe('The assessment file is larger than the limit of 2 MB');
    expect(await get()).toBeUndefined();
  });

  it('accepts a file just under the limit', async () => {
    const xml = assessmentXml();
    const padding = `<!--${'x'.repeat(MAX_ASSESSMENT_XML_BYTES - xml.length - 10)}-->`;
    expect((await send(xml + padding)).statusCode).toBe(200);
  });

  it('does not let other routes accept forms', async () => {
    const form = new FormData();
    form.append('courseName', 'x');
    const res = await s.as(members.admin).put(`/v2/courses/${course.id}/admin/config`, form);
    expect(res.statusCode).toBe(415);
  });

  it('is documented as the form it reads: either file part, forceUpdate and assessmentConfigId', async () => {
    const res = await s.signedOut.get('/v2/openapi.json');
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/v2/courses/{courseId}/admin/assessments']?.post).toMatchObject({
      'x-access': 'staff',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              properties: {
                assessment: { format: 'binary' },
                'assessment[file]': { format: 'binary' },
                forceUpdate: { enum: ['true', 'false'] },
                assessmentConfigId: { type: 'integer' },
              },
              required: ['assessmentConfigId'],
            },
          },
        },
      },
    });
  });
});

describe('malformed files', () => {
  const programming = problemXml('programming');
  it.each([
    ['not XML', 'just text', /^Invalid XML: char 'j' is not expected\. \(line 1, column 1\)$/],
    [
      'an unclosed tag',
      '<CONTENT><TASK title="T" number="M1"></CONTENT>',
      /^Invalid XML: Expected closing tag 'TASK'/,
    ],
    ['no TASK', '<CONTENT/>', /^Missing TASK$/],
    [
      'a PROBLEM without type',
      assessmentXml({ problems: ['<PROBLEM maxxp="1"><TEXT>x</TEXT></PROBLEM>'] }),
      /^Missing attribute\(s\) on PROBLEM$/,
    ],
    [
      'an unknown question type',
      assessmentXml({ problems: [programming.replace('"programming"', '"essay"')] }),
      /^Invalid question type\.$/,
    ],
    [
      'no PROGRAMMINGLANGUAGE',
      assessmentXml().replace('<PROGRAMMINGLANGUAGE interpreter="1"/>', ''),
      /^Missing PROGRAMMINGLANGUAGE$/,
    ],
    [
      'a negative maxxp',
      assessmentXml({ problems: [programming, problemXml('mcq', 'q', -1)] }),
      /^Invalid PROBLEM 2: maxxp must be a whole number from 0 to 1000000 \(got "-1"\)$/,
    ],
    [
      'a bad chapter and variant',
      assessmentXml().replace('interpreter="1"', 'interpreter="2" variant="wasm"'),
      /^Invalid PROGRAMMINGLANGUAGE: variant "wasm" is not offered in Source §2 \(default, lazy\)$/,
    ],
    [
      'too many problems',
      assessmentXml({ problems: Array(201).fill(programming) }),
      /^Invalid PROBLEMS: more than 200 PROBLEM elements$/,
    ],
  ])('%s -> 400 with the message, nothing written', async (_name, xml, message) => {
    expect((await send(assessmentXml())).statusCode).toBe(200);
    const before = await snapshot(s);
    const res = await send(xml, { configId, forceUpdate: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    expect(await snapshot(s)).toEqual(before);
  });
});
