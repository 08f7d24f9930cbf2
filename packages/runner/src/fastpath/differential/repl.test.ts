/**
 * REPL sequences: a program, then inputs that continue in its names, on js-slang's evaluator and
 * on a fast-path session; every step's value, output and errors must be identical.
 */
import type { SourceChapter } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { Evaluator } from '../../evaluator/evaluator';
import type { RunOutcome } from '../../protocol';
import { FastSession } from '../run-fast';

const SEQUENCES: [SourceChapter, string[]][] = [
  [1, ['const a = 10;', 'a * 2;', 'const a = 3;', 'a;']],
  [1, ['function f(x) { return x + 1; }', 'f(1);', 'f(1, 2);', 'f;']],
  [2, ['const xs = list(1, 2, 3);', 'map(x => x * 2, xs);', 'display_list(xs);', 'head(null);']],
  [3, ['let n = 0;', 'n = n + 5;', 'n;', 'function inc() { n = n + 1; return n; }', 'inc(); inc();', 'n;']],
  [3, ['const c = 1;', 'c = 2;', 'c;']],
  [3, ['error("stop");\nconst late = 1;', 'late;', 'late = 2;']],
  [3, ['const s = stream(1, 2, 3);', 'stream_to_list(s);', 'undeclared;']],
  [1, ['1 +', 'const ok = 1;', 'ok;']],
];

function observe(outcome: RunOutcome | { status: 'unsupported'; reason: string }, output: string[]) {
  if (outcome.status === 'finished') return { value: outcome.value, output };
  if (outcome.status === 'error') return { errors: outcome.errors.map((e) => [e.text, e.line]), output };
  return { status: outcome.status, output };
}

describe('REPL continuation', () => {
  for (const [chapter, inputs] of SEQUENCES) {
    it(`chapter ${chapter}: ${inputs.join(' | ').slice(0, 80)}`, async () => {
      const settings = { chapter, variant: 'default' as const, execTimeMs: 1000 };
      const slang = new Evaluator();
      const fast = new FastSession();
      for (const [i, code] of inputs.entries()) {
        const slangOutput: string[] = [];
        const fastOutput: string[] = [];
        const onSlang =
          i === 0
            ? await slang.run(code, settings, (line) => slangOutput.push(line))
            : await slang.evaluate(code, settings, (line) => slangOutput.push(line));
        const options = { chapter, timeLimitMs: 1000, onOutput: (line: string) => fastOutput.push(line) };
        const onFast = i === 0 ? fast.run(code, options) : fast.evaluate(code, options);
        expect(observe(onFast, fastOutput)).toEqual(observe(onSlang, slangOutput));
      }
    });
  }
});
