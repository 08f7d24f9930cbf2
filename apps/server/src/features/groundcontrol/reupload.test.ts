import { describe, expect, it } from 'vitest';
import {
  type ExistingQuestion,
  planReupload,
  QUESTION_COUNT_DIFFERS,
  QUESTION_TYPES_MUST_STAY,
} from './reupload';

const existing: ExistingQuestion[] = [
  { id: 11, displayOrder: 1, type: 'programming' },
  { id: 12, displayOrder: 2, type: 'mcq' },
];
const base = { existing, hasAnswers: true, forceUpdate: true, isOpen: false };

describe('planReupload', () => {
  it('replaces everything when nobody has answered, whatever the flags', () => {
    for (const forceUpdate of [true, false]) {
      for (const isOpen of [true, false]) {
        expect(
          planReupload({ ...base, hasAnswers: false, forceUpdate, isOpen, incoming: ['voting'] }),
        ).toEqual({
          kind: 'replace',
        });
      }
    }
  });

  it('ignores the file when there are answers and no force update', () => {
    expect(planReupload({ ...base, forceUpdate: false, incoming: ['voting'] })).toEqual({ kind: 'ignore' });
  });

  it('updates by position, inserts extra questions and deletes surplus ones before opening', () => {
    expect(planReupload({ ...base, incoming: ['programming', 'mcq', 'mcq'] })).toEqual({
      kind: 'update',
      updates: [
        { id: 11, index: 0 },
        { id: 12, index: 1 },
      ],
      inserts: [2],
      deletes: [],
    });
    expect(planReupload({ ...base, incoming: ['programming'] })).toEqual({
      kind: 'update',
      updates: [{ id: 11, index: 0 }],
      inserts: [],
      deletes: [12],
    });
  });

  it('refuses a change of type at any position', () => {
    expect(planReupload({ ...base, incoming: ['programming', 'voting'] })).toEqual({
      kind: 'reject',
      message: QUESTION_TYPES_MUST_STAY,
    });
  });

  it('once open, refuses a different count but allows the same count', () => {
    const open = { ...base, isOpen: true };
    for (const incoming of [['programming'], ['programming', 'mcq', 'mcq']] as const) {
      expect(planReupload({ ...open, incoming })).toEqual({
        kind: 'reject',
        message: QUESTION_COUNT_DIFFERS,
      });
    }
    expect(planReupload({ ...open, incoming: ['programming', 'mcq'] })).toMatchObject({
      kind: 'update',
      inserts: [],
    });
  });
});
