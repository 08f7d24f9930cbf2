import { describe, expect, it } from 'vitest';
import { autograderErrorText } from './errorText';

describe('autograderErrorText (spec 1 section 8)', () => {
  it('gives the timeout text', () => {
    expect(autograderErrorText({ errorType: 'timeout' })).toBe(
      '[TIMEOUT] Submission exceeded time limit for this test case.',
    );
  });

  it('gives the line and explanation of a syntax error', () => {
    const error = {
      errorType: 'syntax' as const,
      line: 4,
      location: 'student' as const,
      errorLine: 'return x',
      errorExplanation: 'Missing semicolon at the end of statement',
    };
    expect(autograderErrorText(error)).toBe(
      '[SYNTAX] Line 4: Error: Missing semicolon at the end of statement',
    );
  });

  it('gives a runtime error as the REPL prints it, without a line when none is known', () => {
    const error = {
      errorType: 'runtime' as const,
      line: 2,
      location: 'testcase' as const,
      errorLine: 'f(1);',
      errorExplanation: 'Name f not declared.',
    };
    expect(autograderErrorText(error)).toBe('[RUNTIME] Line 2: Name f not declared.');
    expect(autograderErrorText({ ...error, line: 0 })).toBe('[RUNTIME] Name f not declared.');
  });

  it('names any other type', () => {
    expect(autograderErrorText({ errorType: 'systemError', errorMessage: 'crashed' })).toBe(
      '[UNKNOWN] Autograder error: type systemError',
    );
    expect(autograderErrorText({ errorType: 'martian' })).toBe('[UNKNOWN] Autograder error: type martian');
  });
});
