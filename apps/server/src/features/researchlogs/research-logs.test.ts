import {
  EVENT_LOG_BATCH_TOO_LARGE,
  type EventLogAck,
  type EventLogEntry,
  ExportedEventLog,
  MAX_LOG_BATCH_BYTES,
  MAX_LOGGED_CODE_CHARS,
  RESEARCH_NOT_AGREED,
} from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRegistrations } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';
import {
  agree,
  entry,
  expectedPseudonym,
  exportPath,
  payloads,
  storedRows,
  upload,
  uploadPath,
} from './research-logs-kit';
import { EXPORT_PAGE_SIZE, streamResearchLogs } from './service';

let s: TestServer;
let mainCourse: CourseRow;
let courseId: number;
let student: UserRow;
let studentReg: number;
let other: UserRow;
let otherReg: number;
let optedOut: UserRow;
let unanswered: UserRow;
let staff: UserRow;
let admin: UserRow;
let outsider: UserRow;

beforeAll(async () => {
  s = await startTestServer();
  const course = await s.createCourse();
  mainCourse = course;
  courseId = course.id;
  student = await s.createUser();
  other = await s.createUser();
  optedOut = await s.createUser();
  unanswered = await s.createUser();
  staff = await s.createUser();
  admin = await s.createUser();
  outsider = await s.createUser();
  studentReg = await s.enrol(student, course, 'student');
  otherReg = await s.enrol(other, course, 'student');
  await s.enrol(optedOut, course, 'student');
  await s.enrol(unanswered, course, 'student');
  await s.enrol(staff, course, 'staff');
  await s.enrol(admin, course, 'admin');
  for (const user of [student, other, staff]) await agree(s, user, courseId, true);
  await agree(s, optedOut, courseId, false);
});
afterAll(async () => s?.close());

const ack = (ids: string[], stored: number): EventLogAck => ({ acknowledged: ids, stored });

describe('uploading a batch', () => {
  it("stores a consenting student's entries with who, when and what", async () => {
    const before = Date.now();
    const batch = [
      entry(),
      ...payloads.map((payload) => entry({ payload })),
      entry({ sessionId: 'playground-9', assessmentId: null, questionId: null }),
    ];
    const res = await upload(s, student, courseId, batch);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      ack(
        batch.map((e) => e.id),
        batch.length,
      ),
    ]);

    const rows = await storedRows(s, studentReg);
    expect(rows.map(({ id, receivedAt, ...row }) => row)).toEqual(
      batch.map((e) => ({
        entryId: e.id,
        courseId,
        courseRegId: studentReg,
        sessionId: e.sessionId,
        assessmentId: e.assessmentId,
        questionId: e.questionId,
        type: e.payload.type,
        payload: e.payload,
        clientTime: new Date(e.time),
      })),
    );
    for (const row of rows) expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes entries of staff who agree too, and of ids of assessments that do not exist', async () => {
    const batch = [entry({ assessmentId: 999_999, questionId: 888_888 })];
    const res = await upload(s, staff, courseId, batch);
    expect([res.statusCode, res.json()]).toEqual([200, ack([batch[0]?.id ?? ''], 1)]);
  });

  it('refuses members who opted out or never answered, storing nothing', async () => {
    const before = await storedRows(s);
    for (const user of [optedOut, unanswered]) {
      const res = await upload(s, user, courseId, [entry()]);
      expect([res.statusCode, res.body]).toEqual([403, RESEARCH_NOT_AGREED]);
    }
    // Refused before the body is read: neither its size nor its contents are looked at.
    const oversize = s.as(optedOut).post(uploadPath(courseId), 'x'.repeat(MAX_LOG_BATCH_BYTES + 1), {
      headers: { 'content-type': 'application/json' },
    });
    expect([(await oversize).statusCode, (await oversize).body]).toEqual([403, RESEARCH_NOT_AGREED]);
    expect((await upload(s, unanswered, courseId, [{ id: 'bad' }])).statusCode).toBe(403);
    expect((await upload(s, outsider, courseId, [entry()])).statusCode).toBe(403);
    expect((await s.signedOut.post(uploadPath(courseId), { entries: [entry()] })).statusCode).toBe(401);
    expect(await storedRows(s)).toEqual(before);
  });

  it('acknowledges a retried batch again without storing anything twice', async () => {
    const batch = [entry(), entry()];
    expect((await upload(s, student, courseId, batch)).json()).toEqual(
      ack(
        batch.map((e) => e.id),
        2,
      ),
    );
    const rows = await storedRows(s);
    const retry = await upload(s, student, courseId, batch);
    expect([retry.statusCode, retry.json()]).toEqual([
      200,
      ack(
        batch.map((e) => e.id),
        0,
      ),
    ]);
    expect(await storedRows(s)).toEqual(rows);
  });

  it('stores only the new entries of a batch mixing new and sent ones, acknowledging all', async () => {
    const sent = [entry(), entry()];
    await upload(s, student, courseId, sent);
    const fresh = [entry(), entry(), entry()];
    const mixed = [fresh[0], sent[0], fresh[1], sent[1], fresh[2]].filter((e) => e !== undefined);
    const before = (await storedRows(s)).length;
    const res = await upload(s, student, courseId, mixed);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      ack(
        mixed.map((e) => e.id),
        3,
      ),
    ]);
    expect((await storedRows(s)).length).toBe(before + 3);
  });

  it('stores an id repeated within one batch once', async () => {
    const one = entry();
    const res = await upload(s, student, courseId, [one, one, { ...one, sessionId: 'changed' }]);
    expect(res.json()).toEqual(ack([one.id], 1));
    const [row] = (await storedRows(s)).filter((r) => r.entryId === one.id);
    expect(row?.sessionId).toBe('session-1');
  });

  it("never overwrites nor reveals another user's entry that has the same id", async () => {
    const mine = entry({ sessionId: 'mine' });
    await upload(s, student, courseId, [mine]);
    const theirs = { ...mine, sessionId: 'theirs', payload: payloads[3] };
    const res = await upload(s, other, courseId, [theirs]);
    // Acknowledged and stored as the other user's own entry, exactly as if the id were new.
    expect([res.statusCode, res.json()]).toEqual([200, ack([mine.id], 1)]);
    const same = (await storedRows(s)).filter((r) => r.entryId === mine.id);
    expect(same.map((r) => [r.courseRegId, r.sessionId, r.type])).toEqual([
      [studentReg, 'mine', 'codeDelta'],
      [otherReg, 'theirs', 'keyboardCommand'],
    ]);
  });
});

describe('refusing bad batches', () => {
  it.each([
    ['a bad id', { id: 'not-a-uuid' }, /^Invalid event log batch: entries\.1\.id: /],
    ['a time without a zone', { time: '2026-11-20 09:00' }, /entries\.1\.time: /],
    ['a time in year 0', { time: '0000-01-01T00:00:00Z' }, /entries\.1\.time: /],
    ['a time past year 9999', { time: '9999-12-31T23:00:00-14:00' }, /entries\.1\.time: /],
    [
      'text the database cannot store',
      { payload: { type: 'keyboardCommand', command: 'a\u0000b' } },
      /entries\.1\.payload\.command: contains a NUL character/,
    ],
    ['an unknown type', { payload: { type: 'paste', text: 'x' } }, /entries\.1\.payload/],
    ['a missing session', { sessionId: '' }, /entries\.1\.sessionId: /],
    [
      'an edit inserting too much',
      {
        payload: {
          type: 'codeDelta',
          changes: [0, 1].map((at) => ({
            from: at,
            to: at,
            insert: 'x'.repeat(MAX_LOGGED_CODE_CHARS / 2 + 1),
          })),
        },
      },
      /entries\.1\.payload\.changes: the inserted text is longer than 100000 characters in all/,
    ],
  ])('answers 400 naming %s, storing none of the batch', async (_, bad, message) => {
    const before = (await storedRows(s)).length;
    const res = await upload(s, student, courseId, [entry(), { ...entry(), ...bad }]);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    expect((await storedRows(s)).length).toBe(before);
  });

  it('answers 400 for an empty batch or one of more than 500 entries', async () => {
    for (const entries of [[], Array.from({ length: 501 }, () => entry())]) {
      const res = await upload(s, student, courseId, entries);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^Invalid event log batch: entries: /);
    }
  });

  it('answers 413 in its own words for a batch over 4 MB, storing nothing', async () => {
    const before = (await storedRows(s)).length;
    const code = 'x'.repeat(MAX_LOGGED_CODE_CHARS - 10);
    // 45 valid entries, each within every limit: only the size is too much.
    const big = Array.from({ length: 45 }, () =>
      entry({ payload: { type: 'init', code, chapter: 1, variant: 'default' } }),
    );
    const res = await upload(s, student, courseId, big);
    expect([res.statusCode, res.body]).toEqual([413, EVENT_LOG_BATCH_TOO_LARGE]);
    expect((await storedRows(s)).length).toBe(before);
  });
});

describe('exporting', () => {
  it("is for the course's admins only", async () => {
    for (const user of [student, staff, outsider]) {
      const res = await s.as(user).get(exportPath(courseId));
      expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    }
    expect((await s.signedOut.get(exportPath(courseId))).statusCode).toBe(401);
    expect((await s.as(admin).get(exportPath(courseId, 'xml'))).statusCode).toBe(400);
  });

  it('gives every entry as CSV and as JSON lines under pseudonyms, and no names', async () => {
    const course = await s.createCourse();
    const [ada, bob] = [await s.createUser({ name: 'Ada Lovelace' }), await s.createUser({ name: 'Bob' })];
    await s.enrol(ada, course, 'student');
    await s.enrol(bob, course, 'student');
    await s.enrol(admin, course, 'admin');
    await agree(s, ada, course.id, true);
    await agree(s, bob, course.id, true);
    const a1 = entry({ sessionId: 'tab "1", playground', assessmentId: null, questionId: null });
    const a2 = entry({ payload: { type: 'init', code: 'display("hi");\n', chapter: 1, variant: 'default' } });
    const b1 = entry({ sessionId: '=cmd', payload: { type: 'keyboardCommand', command: 'run' } });
    await upload(s, ada, course.id, [a1, a2]);
    await upload(s, bob, course.id, [b1]);
    const rows = await storedRows(s);
    const receivedAt = (id: string) => rows.find((r) => r.entryId === id)?.receivedAt.toISOString();
    const key = s.config.researchPseudonymKey;
    const [pa, pb] = [expectedPseudonym(key, course.id, ada.id), expectedPseudonym(key, course.id, bob.id)];
    const time = (e: { time: string }) => new Date(e.time).toISOString();

    const csv = await s.as(admin).get(exportPath(course.id));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="research-logs-course-${course.id}.csv"`,
    );
    expect(csv.body).toBe(
      [
        'participant,id,sessionId,assessmentId,questionId,type,time,receivedAt,payload',
        `${pa},${a1.id},"tab ""1"", playground",,,codeDelta,${time(a1)},${receivedAt(a1.id)},"{""type"":""codeDelta"",""changes"":[{""to"":0,""from"":0,""insert"":""const x = 1;""}]}"`,
        `${pa},${a2.id},session-1,7,70,init,${time(a2)},${receivedAt(a2.id)},"{""code"":""display(\\""hi\\"");\\n"",""type"":""init"",""chapter"":1,""variant"":""default""}"`,
        `${pb},${b1.id},"'=cmd",7,70,keyboardCommand,${time(b1)},${receivedAt(b1.id)},"{""type"":""keyboardCommand"",""command"":""run""}"`,
        '',
      ].join('\r\n'),
    );

    const jsonl = await s.as(admin).get(exportPath(course.id, 'jsonl'));
    expect(jsonl.statusCode).toBe(200);
    expect(jsonl.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(jsonl.headers['content-disposition']).toBe(
      `attachment; filename="research-logs-course-${course.id}.jsonl"`,
    );
    expect(jsonl.body.endsWith('\n')).toBe(true);
    const lines = jsonl.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const exported = (participant: string, e: EventLogEntry): ExportedEventLog => ({
      participant,
      id: e.id,
      sessionId: e.sessionId,
      assessmentId: e.assessmentId,
      questionId: e.questionId,
      type: e.payload.type,
      time: time(e),
      receivedAt: receivedAt(e.id) ?? '',
      payload: e.payload,
    });
    expect(lines).toEqual([exported(pa, a1), exported(pa, a2), exported(pb, b1)]);
    // Each line is what the contract promises, no more (toEqual above) and no less.
    for (const line of lines) expect(ExportedEventLog.safeParse(line).success).toBe(true);

    for (const body of [csv.body, jsonl.body]) {
      for (const who of [ada, bob]) {
        expect(body).not.toContain(who.name);
        expect(body).not.toContain(who.username);
      }
      expect(body).not.toMatch(/userId|email/i);
    }
  });

  it('names a participant the same in every export of a course and differently in another course', async () => {
    const [first, second] = [await s.createCourse(), await s.createCourse()];
    const user = await s.createUser();
    for (const course of [first, second]) {
      await s.enrol(user, course, 'student');
      await s.enrol(admin, course, 'admin');
      await agree(s, user, course.id, true);
      await upload(s, user, course.id, [entry()]);
    }
    const participantIn = async (id: number) =>
      ExportedEventLog.parse(JSON.parse((await s.as(admin).get(exportPath(id, 'jsonl'))).body)).participant;
    const once = await participantIn(first.id);
    expect(once).toMatch(/^[0-9a-f]{32}$/);
    expect(await participantIn(first.id)).toBe(once);
    expect(await participantIn(second.id)).not.toBe(once);
    expect(once).toBe(expectedPseudonym(s.config.researchPseudonymKey, first.id, user.id));
  });

  it('streams thousands of entries in the order they arrived, read a page at a time', async () => {
    const course = await s.createCourse();
    const user = await s.createUser();
    await s.enrol(user, course, 'student');
    await s.enrol(admin, course, 'admin');
    await agree(s, user, course.id, true);
    const ids: string[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const entries = Array.from({ length: 500 }, () => entry());
      ids.push(...entries.map((e) => e.id));
      expect((await upload(s, user, course.id, entries)).json()).toMatchObject({ stored: 500 });
    }
    const jsonl = await s.as(admin).get(exportPath(course.id, 'jsonl'));
    expect(jsonl.statusCode).toBe(200);
    // Streamed: the length is not known when the answer starts.
    expect(jsonl.headers['content-length']).toBeUndefined();
    const exportedIds = jsonl.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line).id);
    expect(exportedIds).toEqual(ids);
    const csv = await s.as(admin).get(exportPath(course.id, 'csv'));
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(1 + ids.length);

    // The stream gives a page of rows at a time (the header, then 1000, 1000 and 500 rows).
    const chunks: number[] = [];
    for await (const chunk of streamResearchLogs(s.db, {
      courseId: course.id,
      format: 'csv',
      pseudonymKey: s.config.researchPseudonymKey,
    })) {
      chunks.push(String(chunk).split('\r\n').length - 1);
    }
    expect(chunks).toEqual([1, EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE, 500]);
  });

  it('gives only a header, or nothing, for a course without entries', async () => {
    const course = await s.createCourse();
    await s.enrol(admin, course, 'admin');
    expect((await s.as(admin).get(exportPath(course.id))).body).toBe(
      'participant,id,sessionId,assessmentId,questionId,type,time,receivedAt,payload\r\n',
    );
    expect((await s.as(admin).get(exportPath(course.id, 'jsonl'))).body).toBe('');
    const head = await s.as(admin).request('HEAD', exportPath(course.id, 'jsonl'));
    expect([head.statusCode, head.headers['content-disposition']]).toEqual([
      200,
      `attachment; filename="research-logs-course-${course.id}.jsonl"`,
    ]);
  });
});

describe('opting out', () => {
  it("deletes the member's entries of that course at once, and exports only those who agree", async () => {
    const course = await s.createCourse();
    const [leaver, stayer] = [await s.createUser(), await s.createUser()];
    const leaverReg = await s.enrol(leaver, course, 'student');
    const stayerReg = await s.enrol(stayer, course, 'student');
    await s.enrol(admin, course, 'admin');
    await s.enrol(leaver, mainCourse, 'student');
    for (const user of [leaver, stayer]) {
      await agree(s, user, course.id, true);
      await upload(s, user, course.id, [entry(), entry()]);
    }
    // The leaver's entries in another course stay: the choice is per course.
    await agree(s, leaver, courseId, true);
    await upload(s, leaver, courseId, [entry()]);
    const elsewhere = (await storedRows(s)).filter((r) => r.courseId === courseId).length;

    await agree(s, leaver, course.id, false);
    expect(await storedRows(s, leaverReg)).toEqual([]);
    expect(await storedRows(s, stayerReg)).toHaveLength(2);
    expect((await storedRows(s)).filter((r) => r.courseId === courseId)).toHaveLength(elsewhere);
    expect((await upload(s, leaver, course.id, [entry()])).statusCode).toBe(403);
    const exported = (await s.as(admin).get(exportPath(course.id, 'jsonl'))).body.trimEnd().split('\n');
    const stayerName = expectedPseudonym(s.config.researchPseudonymKey, course.id, stayer.id);
    expect(exported.map((line) => JSON.parse(line).participant)).toEqual([stayerName, stayerName]);

    // Agreeing again starts afresh.
    await agree(s, leaver, course.id, true);
    expect((await upload(s, leaver, course.id, [entry()])).json()).toMatchObject({ stored: 1 });
  });

  it('leaves out entries of anyone whose agreement is no longer true, however it changed', async () => {
    const course = await s.createCourse();
    const user = await s.createUser();
    const reg = await s.enrol(user, course, 'student');
    await s.enrol(admin, course, 'admin');
    await agree(s, user, course.id, true);
    await upload(s, user, course.id, [entry()]);
    // Not through the route (which deletes): the export must not depend on that alone.
    await s.db
      .update(courseRegistrations)
      .set({ agreedToResearch: null })
      .where(eq(courseRegistrations.id, reg));
    expect((await s.as(admin).get(exportPath(course.id, 'jsonl'))).body).toBe('');
  });
});
