import { describe, expect, it } from 'vitest';
import { MATRIX_PRODUCT, matrixProduct } from './programs';
import { evaluator, settings } from './test-helpers';

const GPU = settings(4, 'gpu');

describe('Source §4 GPU (js-slang 1.0.80, gpu.js)', () => {
  it('accelerates the loop nests of a matrix product, says so, and matches float64 up to float32 precision', async () => {
    const e = evaluator();
    const outcome = await e.run(`${MATRIX_PRODUCT}\nc;`, GPU);
    expect(e.lines()).toContain('"Attempting to optimize 2 levels of nested loops starting on line 17"');
    expect(outcome.status).toBe('finished');
    if (outcome.status !== 'finished') return;
    const rows = (await e.evaluate('c[5][7];', GPU)) as { value: string };
    const expected = matrixProduct(32);
    expect(Number(rows.value)).toBeCloseTo(expected[5]?.[7] ?? Number.NaN, 3);
    expect(Number(rows.value)).not.toBe(expected[5]?.[7]); // float32, not float64
    for (const [i, j] of [
      [0, 0],
      [31, 31],
      [12, 3],
    ] as const) {
      const cell = await e.evaluate(`c[${i}][${j}];`, GPU);
      const value = cell.status === 'finished' ? Number(cell.value) : Number.NaN;
      expect(Math.abs(value - (expected[i]?.[j] ?? 0))).toBeLessThan(1e-3 * Math.max(1, Math.abs(value)));
    }
  });

  it('reports an error at its line', async () => {
    const e = evaluator();
    expect(await e.run('const r = [];\nr[0] = undefined_name;', GPU)).toMatchObject({
      status: 'error',
      errors: [{ line: 2, text: 'Line 2: Name undefined_name not declared.' }],
    });
  });

  it('ends a runaway loop with the time limit', async () => {
    const e = evaluator();
    const outcome = await e.run('let i = 0;\nwhile (true) { i = i + 1; }', GPU);
    expect(outcome).toMatchObject({ status: 'error', errors: [{ isTimeout: true }] });
  });
});
