import { describe, expect, it } from 'vitest';
import {
  changedServerDecision,
  coalesceSave,
  isDelivered,
  keepMineEditedAt,
  MAX_KNOWN_ANSWERS,
  type NewQueuedSave,
  type QueuedSave,
  queuedSaveKey,
  rememberSent,
  sameAnswer,
  sendingOrder,
  waitingByAssessment,
} from './offline-saves';

const T0 = '2030-01-01T10:00:00.000Z';
const T1 = '2030-01-01T10:01:00.000Z';
const T2 = '2030-01-01T10:02:00.000Z';

const save = (extra: Partial<NewQueuedSave> = {}): NewQueuedSave => ({
  userId: 1,
  courseId: 2,
  assessmentId: 3,
  questionId: 4,
  answer: 'first',
  editedAt: T1,
  base: T0,
  baseAnswer: 'server',
  now: 100,
  ...extra,
});

describe('coalesceSave', () => {
  it('starts an entry with the base, the answer the edit started from and its place', () => {
    expect(coalesceSave(undefined, save())).toEqual({
      userId: 1,
      courseId: 2,
      assessmentId: 3,
      questionId: 4,
      answer: 'first',
      editedAt: T1,
      base: T0,
      known: ['server'],
      queuedAt: 100,
      conflict: false,
    });
  });

  it('replaces the answer of a later edit but keeps the base, known answers, place and conflict', () => {
    const first = { ...coalesceSave(undefined, save()), conflict: true };
    const later = coalesceSave(
      first,
      save({ answer: 'second', editedAt: T2, base: T1, baseAnswer: 'other', now: 900 }),
    );
    expect(later).toEqual({ ...first, answer: 'second', editedAt: T2 });
  });

  it('ignores an edit older than the queued one, and takes one of the same time', () => {
    const first = coalesceSave(undefined, save({ editedAt: T2 }));
    expect(coalesceSave(first, save({ answer: 'older', editedAt: T1 }))).toBe(first);
    expect(coalesceSave(first, save({ answer: 'same time', editedAt: T2 })).answer).toBe('same time');
  });
});

describe('sendingOrder', () => {
  it('sends in the order first queued, leaving conflicts to the student', () => {
    const entry = (questionId: number, queuedAt: number, conflict = false): QueuedSave => ({
      ...coalesceSave(undefined, save({ questionId, now: queuedAt })),
      conflict,
    });
    const order = sendingOrder([entry(1, 300), entry(2, 100), entry(3, 200, true), entry(4, 100)]);
    expect(order.map((e) => e.questionId)).toEqual([2, 4, 1]);
  });
});

describe('sameAnswer', () => {
  it('compares code, choices and votes by value', () => {
    expect(sameAnswer('a', 'a')).toBe(true);
    expect(sameAnswer('1', 1)).toBe(false);
    expect(sameAnswer(null, null)).toBe(true);
    expect(sameAnswer(null, '')).toBe(false);
    expect(sameAnswer(0, null)).toBe(false);
    const votes = [
      { submission_id: 1, score: 3 },
      { submission_id: 2, score: null },
    ];
    expect(
      sameAnswer(
        votes,
        votes.map((v) => ({ ...v })),
      ),
    ).toBe(true);
    expect(sameAnswer(votes, [{ submission_id: 1, score: 3 }])).toBe(false);
    expect(
      sameAnswer(votes, [
        { submission_id: 1, score: 3 },
        { submission_id: 2, score: 0 },
      ]),
    ).toBe(false);
    expect(sameAnswer(votes, 'x')).toBe(false);
  });
});

describe('changedServerDecision', () => {
  const entry = coalesceSave(undefined, save({ answer: 'mine', baseAnswer: 'started from' }));

  it('sees a server copy equal to the queued answer as delivered', () => {
    expect(changedServerDecision(entry, 'mine')).toBe('delivered');
  });

  it('sends over a copy this device knows: the one the edit started from, or a lost send', () => {
    expect(changedServerDecision(entry, 'started from')).toBe('send');
    expect(changedServerDecision(rememberSent(entry, 'lost send'), 'lost send')).toBe('send');
  });

  it('leaves any other copy to the student: a conflict', () => {
    expect(changedServerDecision(entry, 'from another device')).toBe('conflict');
    expect(changedServerDecision(entry, null)).toBe('conflict');
    // Never saved before: a server copy that appeared meanwhile is someone else's.
    const fresh = coalesceSave(undefined, save({ answer: 'mine', base: null, baseAnswer: null }));
    expect(changedServerDecision(fresh, 'elsewhere')).toBe('conflict');
    expect(changedServerDecision(fresh, null)).toBe('send');
  });
});

describe('rememberSent', () => {
  it('remembers each lost send once, the newest few', () => {
    const entry = coalesceSave(undefined, save({ baseAnswer: 'base' }));
    expect(rememberSent(entry, 'base')).toBe(entry);
    let many = entry;
    for (let i = 0; i < MAX_KNOWN_ANSWERS + 3; i++) many = rememberSent(many, `send ${i}`);
    expect(many.known).toHaveLength(MAX_KNOWN_ANSWERS);
    expect(many.known.at(-1)).toBe(`send ${MAX_KNOWN_ANSWERS + 2}`);
  });
});

describe('isDelivered', () => {
  it('holds only for the entry as it was sent, not a newer edit queued meanwhile', () => {
    const entry = coalesceSave(undefined, save());
    expect(isDelivered(entry, { answer: 'first', editedAt: T1 })).toBe(true);
    const newer = coalesceSave(entry, save({ answer: 'newer', editedAt: T2 }));
    expect(isDelivered(newer, { answer: 'first', editedAt: T1 })).toBe(false);
  });
});

describe('keepMineEditedAt', () => {
  it('is now, or just after the queued edit when this clock is behind it', () => {
    expect(keepMineEditedAt({ editedAt: T1 }, Date.parse(T2))).toBe(T2);
    expect(keepMineEditedAt({ editedAt: T2 }, Date.parse(T1))).toBe('2030-01-01T10:02:00.001Z');
  });
});

describe('waitingByAssessment', () => {
  it('counts waiting entries and conflicts per assessment', () => {
    const a = coalesceSave(undefined, save({ assessmentId: 7, questionId: 1 }));
    const b = { ...coalesceSave(undefined, save({ assessmentId: 7, questionId: 2 })), conflict: true };
    const c = coalesceSave(undefined, save({ assessmentId: 8, questionId: 3 }));
    expect(waitingByAssessment([a, b, c])).toEqual(
      new Map([
        [7, { waiting: 1, conflicts: 1 }],
        [8, { waiting: 1, conflicts: 0 }],
      ]),
    );
  });
});

describe('queuedSaveKey', () => {
  it('is the user, course and question', () => {
    expect(queuedSaveKey({ userId: 1, courseId: 2, questionId: 4 })).toEqual([1, 2, 4]);
  });
});
