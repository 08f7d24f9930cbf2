import { describe, expect, it } from 'vitest';
import type { RunOutcome, SourceErrorLine } from '../protocol';
import { cappedOutcome, cappedOutput, OUTPUT_LIMITS } from './output-limits';

function collect(limits = { lines: 3, chars: 10 }) {
  const posted: string[] = [];
  return { posted, output: cappedOutput((line) => posted.push(line), limits) };
}

describe('cappedOutput', () => {
  it('forwards lines up to the line limit without a notice', () => {
    const { posted, output } = collect();
    for (const line of ['a', 'b', 'c']) output(line);
    expect(posted).toEqual(['a', 'b', 'c']);
  });

  it('adds one notice at the first line past the limit, then drops everything', () => {
    const { posted, output } = collect();
    for (let i = 0; i < 100; i += 1) output(String(i % 10));
    expect(posted).toEqual(['0', '1', '2', 'Output truncated after 3 lines.']);
  });

  it('cuts the line that crosses the character limit, then stops', () => {
    const { posted, output } = collect({ lines: 100, chars: 10 });
    output('123456');
    output('abcdefgh');
    output('more');
    expect(posted).toEqual(['123456', 'abcd', 'Output truncated after 10 characters.']);
  });

  it('does not post an empty piece when the budget is used up exactly', () => {
    const { posted, output } = collect({ lines: 100, chars: 4 });
    output('1234');
    output('5');
    expect(posted).toEqual(['1234', 'Output truncated after 4 characters.']);
  });

  it('uses limits a student REPL is happy with by default', () => {
    const posted: string[] = [];
    const output = cappedOutput((line) => posted.push(line));
    for (let i = 0; i < 20_000; i += 1) output(`line ${i}`);
    expect(posted).toHaveLength(OUTPUT_LIMITS.lines + 1);
    expect(posted.at(-2)).toBe('line 9999');
    expect(posted.at(-1)).toBe('Output truncated after 10000 lines.');
  });
});

const errorLine = (text: string): SourceErrorLine => ({
  type: 'Runtime',
  severity: 'Error',
  line: 1,
  column: 0,
  text,
  isTimeout: false,
});

describe('cappedOutcome', () => {
  const limits = { lines: 1, chars: 1, valueChars: 5, errorChars: 4, errorTextChars: 6 };

  it('leaves short values and errors alone', () => {
    const finished: RunOutcome = { status: 'finished', value: '"abc"', valueIsUndefined: false };
    expect(cappedOutcome(finished, limits)).toBe(finished);
    const error: RunOutcome = { status: 'error', errors: [errorLine('boom')], text: 'boom' };
    expect(cappedOutcome(error, limits)).toEqual(error);
  });

  it('cuts a long value and long error texts with a marker', () => {
    expect(cappedOutcome({ status: 'finished', value: '"abcdef"', valueIsUndefined: false }, limits)).toEqual(
      {
        status: 'finished',
        value: '"abcd... [truncated: 3 more characters]',
        valueIsUndefined: false,
      },
    );
    expect(
      cappedOutcome({ status: 'error', errors: [errorLine('Line 1: Error')], text: 'Line 1: Error' }, limits),
    ).toEqual({
      status: 'error',
      errors: [errorLine('Line... [truncated: 9 more characters]')],
      text: 'Line 1... [truncated: 7 more characters]',
    });
  });

  it('passes stopped and unavailable outcomes through', () => {
    const stopped: RunOutcome = { status: 'stopped', reason: 'hard-timeout' };
    expect(cappedOutcome(stopped, limits)).toBe(stopped);
  });
});
