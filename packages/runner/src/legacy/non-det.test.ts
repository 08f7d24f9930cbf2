import { describe, expect, it } from 'vitest';
import { NO_MORE_VALUES } from './legacy-evaluator';
import { DWELLING_ANSWER, MULTIPLE_DWELLING, NON_DET_RUNAWAY } from './programs';
import { evaluator, finished, settings } from './test-helpers';

const ND = settings(3, 'non-det');
// The puzzle's whole search takes a few seconds of a busy CI machine: a limit it cannot hit there.
const ND_SEARCH = settings(3, 'non-det', 30_000);
// The answer as the REPL prints it: display_list's notation is not the REPL's; compare structure.
const DWELLING_VALUE =
  '[["baker", [3, null]], [["cooper", [2, null]], [["fletcher", [4, null]], [["miller", [5, null]], [["smith", [1, null]], null]]]]]';
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/\[ /g, '[');

describe('Source §3 Non-Det (js-slang 1.0.80)', () => {
  it('gives the values of amb one by one through try-again (retry and try_again), then says there are no more', async () => {
    const e = evaluator();
    expect(await e.run('amb(1, 2, 3);', ND)).toEqual(finished('1'));
    expect(await e.evaluate('retry', ND)).toEqual(finished('2'));
    expect(await e.evaluate('try_again;', ND)).toEqual(finished('3'));
    expect(await e.evaluate('try_again();', ND)).toEqual(finished(`${NO_MORE_VALUES}amb(1, 2, 3);`));
    expect(await e.evaluate('retry', ND)).toEqual(finished(`${NO_MORE_VALUES}amb(1, 2, 3);`));
  });

  it('solves the multiple-dwelling puzzle from REPL input; try-again then exhausts the search', async () => {
    const e = evaluator();
    expect(await e.run(MULTIPLE_DWELLING, ND_SEARCH)).toMatchObject({
      status: 'finished',
      valueIsUndefined: true,
    });
    const first = await e.evaluate('multiple_dwelling();', ND_SEARCH);
    expect(first.status).toBe('finished');
    expect(first.status === 'finished' && flat(first.value)).toBe(DWELLING_VALUE);
    expect(await e.evaluate('retry', ND_SEARCH)).toEqual(finished(`${NO_MORE_VALUES}multiple_dwelling();`));
    expect(DWELLING_ANSWER).toContain('"baker", 3');
  });

  it('backtracks through require, cut commits to a choice, and an_integer_between and ambR exist', async () => {
    const e = evaluator();
    expect(await e.run('const x = amb(1, 2, 3, 4);\nrequire(x % 2 === 0);\nx;', ND)).toEqual(finished('2'));
    expect(await e.evaluate('retry', ND)).toEqual(finished('4'));
    expect(await e.run('const y = amb(1, 2, 3);\ncut();\ny;', ND)).toEqual(finished('1'));
    expect(await e.evaluate('retry', ND)).toMatchObject({
      value: expect.stringMatching(/^There are no more values of: /),
    });
    expect(await e.run('const z = an_integer_between(5, 9);\nrequire(z > 7);\nz;', ND)).toEqual(
      finished('8'),
    );
    const r = await e.run('ambR(1, 2, 3);', ND);
    expect(r).toMatchObject({ status: 'finished', value: expect.stringMatching(/^[123]$/) });
  });

  it('reports an error with js-slang 1.0.80 text, and try-again after it has nothing to resume', async () => {
    const e = evaluator();
    const outcome = await e.run('const x = amb(1, 2);\nhead(null);', ND);
    expect(outcome).toMatchObject({
      status: 'error',
      errors: [
        { line: 2, text: 'Line 2: Error: head(xs) expects a pair as argument xs, but encountered null' },
      ],
    });
    expect(await e.evaluate('retry', ND)).toMatchObject({
      value: expect.stringMatching(/^There are no more values of: /),
    });
  });

  it('ends a runaway search with the time limit (execution time x 5 in this variant)', async () => {
    const e = evaluator();
    const started = performance.now();
    const outcome = await e.run(NON_DET_RUNAWAY, ND);
    expect(outcome).toMatchObject({ status: 'error', errors: [{ isTimeout: true, line: null }] });
    // Not before five times the exec time (a time limit never fires early; a busy machine only delays it).
    expect(performance.now() - started).toBeGreaterThan(4500);
  });
});
