import { describe, expect, it } from 'vitest';
import { type BlockingInput, blockingMessage } from './blocking';
import { MCQ_INCORRECT, SELECT_AN_OPTION, TESTCASES_NOT_PASSED } from './texts';

const base: BlockingInput = {
  blocking: true,
  answeredBefore: false,
  type: 'mcq',
  mcqAnswer: null,
  mcqSolution: undefined,
  testcaseResults: [],
};
const pass = { resultType: 'pass', score: 1 } as const;
const fail = { resultType: 'fail', expected: '1', actual: '2' } as const;

describe('blockingMessage (spec 1 sections 4 and 5)', () => {
  it('never blocks a question that is not blocking, or one answered before it was opened', () => {
    expect(blockingMessage({ ...base, blocking: false })).toBeNull();
    expect(blockingMessage({ ...base, answeredBefore: true })).toBeNull();
    expect(
      blockingMessage({ ...base, type: 'programming', answeredBefore: true, testcaseResults: [fail] }),
    ).toBeNull();
  });

  it('asks an MCQ for an option, and for the right one when the solution is known', () => {
    expect(blockingMessage(base)).toBe(SELECT_AN_OPTION);
    expect(blockingMessage({ ...base, mcqAnswer: 0 })).toBeNull();
    expect(blockingMessage({ ...base, mcqAnswer: 0, mcqSolution: 1 })).toBe(MCQ_INCORRECT);
    expect(blockingMessage({ ...base, mcqAnswer: 1, mcqSolution: 1 })).toBeNull();
  });

  it('asks a programming question to pass every testcase, run ones included', () => {
    const programming = { ...base, type: 'programming' as const };
    expect(blockingMessage({ ...programming, testcaseResults: [pass, null] })).toBe(TESTCASES_NOT_PASSED);
    expect(blockingMessage({ ...programming, testcaseResults: [pass, fail] })).toBe(TESTCASES_NOT_PASSED);
    expect(blockingMessage({ ...programming, testcaseResults: [pass, pass] })).toBeNull();
    expect(blockingMessage({ ...programming, testcaseResults: [] })).toBeNull();
  });
});
