import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../node/index';
import { LOCKED_COUNTER, MATRIX_PRODUCT, MULTIPLE_DWELLING, NON_DET_RUNAWAY } from './programs';
import { finished, settings } from './test-helpers';

// Through the Node host (a runner process per worker, as the server's grader uses it).
const session = createNodeSession();
afterAll(() => session.dispose());

describe('legacy variants through the Node host', () => {
  it('lazy: streams, with forced and bounded display output', async () => {
    const lines: string[] = [];
    const outcome = await session.run(
      'const ones = pair(1, ones);\nconst fibs = pair(0, pair(1, add(tail(fibs), fibs)));\nfunction add(a, b) { return pair(head(a) + head(b), add(tail(a), tail(b))); }\ndisplay(ones);\nlist_ref(fibs, 25);',
      settings(2, 'lazy'),
      { onOutput: (line) => lines.push(line) },
    );
    expect(outcome).toEqual(finished('75025'));
    expect(lines[0]?.replace(/\s+/g, '').replace(/\[1,/g, '')).toMatch(/^\.\.\.\]{20}$/);
  });

  it('non-det: the multiple-dwelling puzzle, then try again until the search is exhausted', async () => {
    // A time limit of a minute: the search takes a second or two, more on a busy machine, and the
    // answers are what this test is about (the limit is the runaway test's).
    expect(await session.run(MULTIPLE_DWELLING, settings(3, 'non-det', 60_000))).toMatchObject({
      status: 'finished',
    });
    const answer = await session.evaluate('multiple_dwelling();');
    expect(answer).toMatchObject({
      status: 'finished',
      value: expect.stringContaining('"baker", [3, null]'),
    });
    expect(await session.evaluate('try_again')).toEqual(
      finished('There are no more values of: multiple_dwelling();'),
    );
  });

  it('non-det: a runaway search ends with the time limit, not the host', async () => {
    const outcome = await session.run(NON_DET_RUNAWAY, settings(3, 'non-det'));
    expect(outcome).toMatchObject({ status: 'error', errors: [{ isTimeout: true }] });
  });

  it('concurrent: a lock keeps every update, also after a failed run in the same worker', async () => {
    expect(
      await session.run('concurrent_execute(() => head(null));', settings(3, 'concurrent')),
    ).toMatchObject({
      status: 'error',
    });
    const lines: string[] = [];
    expect(
      await session.run(LOCKED_COUNTER, settings(3, 'concurrent'), { onOutput: (l) => lines.push(l) }),
    ).toEqual(finished('"all threads terminated"'));
    expect(
      lines
        .map((l) => Number(l.split(' ')[1]))
        .sort((a, b) => a - b)
        .at(-1),
    ).toBe(300);
  });

  it('gpu: the matrix product runs accelerated; an error has its line; stop ends a run', async () => {
    const lines: string[] = [];
    const outcome = await session.run(`${MATRIX_PRODUCT}\nc[1][2];`, settings(4, 'gpu'), {
      onOutput: (l) => lines.push(l),
    });
    expect(outcome).toMatchObject({ status: 'finished' });
    expect(lines).toContain('"Attempting to optimize 2 levels of nested loops starting on line 17"');
    expect(await session.run('const r = [];\nr[0] = nope;', settings(4, 'gpu'))).toMatchObject({
      errors: [{ line: 2 }],
    });
    const long = session.run('let i = 0;\nwhile (true) { i = i + 1; }', settings(4, 'gpu', 60_000));
    await new Promise((resolve) => setTimeout(resolve, 500));
    session.stop();
    expect(await long).toEqual({ status: 'stopped', reason: 'user' });
  });
});
