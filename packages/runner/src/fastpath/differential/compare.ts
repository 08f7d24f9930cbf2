import type { SourceChapter } from '@sa/domain';
import { Evaluator } from '../../evaluator/evaluator';
import type { RunOutcome } from '../../protocol';
import { FastSession } from '../run-fast';

/** What must be identical between the two paths: status, value text, output lines, error lines. */
export interface Observed {
  status: string;
  value?: string;
  valueIsUndefined?: boolean;
  errors?: { text: string; line: number | null; isTimeout: boolean }[];
  output: string[];
}

function observe(
  outcome: RunOutcome | { status: 'unsupported'; reason: string },
  output: string[],
): Observed {
  if (outcome.status === 'finished') {
    return { status: 'finished', value: outcome.value, valueIsUndefined: outcome.valueIsUndefined, output };
  }
  if (outcome.status === 'error') {
    return {
      status: 'error',
      errors: outcome.errors.map((e) => ({ text: e.text, line: e.line, isTimeout: e.isTimeout })),
      output,
    };
  }
  return {
    status: outcome.status,
    output,
    value: 'reason' in outcome ? outcome.reason : JSON.stringify(outcome),
  };
}

/** Runs `code` on js-slang (the runner's evaluator) and returns what it observed. */
export async function onSlang(code: string, chapter: SourceChapter, timeLimitMs = 1000): Promise<Observed> {
  const output: string[] = [];
  const outcome = await new Evaluator().run(
    code,
    { chapter, variant: 'default', execTimeMs: timeLimitMs },
    (line) => output.push(line),
  );
  return observe(outcome, output);
}

/** Runs `code` on the fast path and returns what it observed. */
export function onFastPath(code: string, chapter: SourceChapter, timeLimitMs = 1000): Observed {
  const output: string[] = [];
  const outcome = new FastSession().run(code, {
    chapter,
    timeLimitMs,
    onOutput: (line) => output.push(line),
  });
  return observe(outcome, output);
}

const OVERFLOW = 'RangeError: Maximum call stack size exceeded';

/** Whether an error line is a stack overflow's, with or without its line. */
export function isStackOverflow(text: string): boolean {
  return text.endsWith(OVERFLOW);
}

/**
 * For random programs, which may recurse without end: the line of a stack overflow is left out of
 * the comparison. js-slang's depends on which of its helpers V8 ran out of stack in, which varies
 * between runs of one program (ADR 0035, "Error lines of native errors"); the fast path names the
 * innermost call. The text after the line, and every other error's line, must still be the same.
 */
export function overflowLineless(observed: Observed): Observed {
  if (!observed.errors) return observed;
  return {
    ...observed,
    errors: observed.errors.map((e) =>
      isStackOverflow(e.text) && !e.isTimeout ? { ...e, text: OVERFLOW, line: null } : e,
    ),
  };
}
