import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourseWithMembers, courseWithMembers } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { assessmentByNumber, assessmentXml, questionsOf, snapshot } from './test-helpers';
import { MISSING_FILE, MULTIPLE_FILES } from './upload-form';

/**
 * Ground Control's upload as the reference web client sends it (issue 16): the XML file in the
 * multipart field `assessment[file]`, then `forceUpdate` and `assessmentConfigId` as text; its
 * success message for a forced update appears only for the exact answer 'Force Update OK'.
 */

let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

/** The form the reference client builds, field for field and in its order. */
function referenceForm(xml: string, forceUpdate: boolean, assessmentConfigId: number): FormData {
  const form = new FormData();
  form.append('assessment[file]', new File([xml], 'mission.xml', { type: 'text/xml' }));
  form.append('forceUpdate', String(forceUpdate));
  form.append('assessmentConfigId', String(assessmentConfigId));
  return form;
}

const post = (user: UserRow, payload: FormData) =>
  s.as(user).post(`/v2/courses/${c.course.id}/admin/assessments`, payload);

describe('POST admin/assessments from the reference client', () => {
  it("uploads the file sent as assessment[file], and answers a forced update 'Force Update OK'", async () => {
    const first = await post(
      c.users.admin,
      referenceForm(assessmentXml({ number: 'R1', title: 'Runes' }), false, c.configId),
    );
    expect([first.statusCode, first.body]).toEqual([200, 'OK']);
    const created = await assessmentByNumber(s, c.course.id, 'R1');
    expect(created?.title).toBe('Runes');
    expect(await questionsOf(s, created?.id ?? 0)).toHaveLength(2);

    const forced = await post(
      c.users.admin,
      referenceForm(assessmentXml({ number: 'R1', title: 'Runes II' }), true, c.configId),
    );
    expect([forced.statusCode, forced.body]).toEqual([200, 'Force Update OK']);
    expect((await assessmentByNumber(s, c.course.id, 'R1'))?.title).toBe('Runes II');
  });

  it('takes the field our own client sends, `assessment`, as before', async () => {
    const form = new FormData();
    form.append('assessment', new File([assessmentXml({ number: 'R2' })], 'r2.xml', { type: 'text/xml' }));
    form.append('forceUpdate', 'false');
    form.append('assessmentConfigId', String(c.configId));
    const res = await post(c.users.staff, form);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await assessmentByNumber(s, c.course.id, 'R2')).toBeDefined();
  });

  it('refuses a form with the file under both names, or under neither, and writes nothing', async () => {
    const before = await snapshot(s);
    const both = referenceForm(assessmentXml({ number: 'R3' }), false, c.configId);
    both.append('assessment', new File([assessmentXml({ number: 'R3' })], 'again.xml', { type: 'text/xml' }));
    const twice = await post(c.users.admin, both);
    expect([twice.statusCode, twice.body]).toEqual([400, MULTIPLE_FILES]);
    const elsewhere = new FormData();
    elsewhere.append('file', new File([assessmentXml({ number: 'R3' })], 'r3.xml', { type: 'text/xml' }));
    elsewhere.append('forceUpdate', 'false');
    elsewhere.append('assessmentConfigId', String(c.configId));
    const missing = await post(c.users.admin, elsewhere);
    expect([missing.statusCode, missing.body]).toEqual([400, MISSING_FILE]);
    expect(await snapshot(s)).toEqual(before);
  });

  it('is refused to students', async () => {
    const res = await post(
      c.users.student,
      referenceForm(assessmentXml({ number: 'R4' }), false, c.configId),
    );
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });
});
