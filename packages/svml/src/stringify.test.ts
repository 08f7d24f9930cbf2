// stringifySvml against js-slang's own stringify, on random data wide and deep enough to make
// both break lines, and on the special cases (circular, very deep, list notation).

import { stringify } from 'js-slang/dist/utils/stringify.js';
import { describe, expect, test } from 'vitest';
import { stringifyAsLists, stringifySvml } from './stringify.js';
import { seededRandom } from './test-support/random.js';
import type { SvmlValue } from './types.js';

function randomValue(next: () => number, depth: number): SvmlValue {
  const pick = Math.floor(next() * (depth > 4 ? 6 : 9));
  switch (pick) {
    case 0:
      return Math.floor(next() * 100000) / (next() < 0.3 ? 7 : 1);
    case 1:
      return 'word'.repeat(Math.floor(next() * 9)) + (next() < 0.2 ? '"q"\n' : '');
    case 2:
      return next() < 0.5;
    case 3:
      return null;
    case 4:
      return undefined;
    case 5:
      return -Math.floor(next() * 10);
    case 6:
    case 7:
      return [randomValue(next, depth + 1), randomValue(next, depth + 1)];
    default:
      return Array.from({ length: Math.floor(next() * 7) }, () => randomValue(next, depth + 1));
  }
}

describe('stringifySvml', () => {
  test('matches js-slang on 500 random values', () => {
    const next = seededRandom(42);
    let multiline = 0;
    for (let i = 0; i < 500; i++) {
      const v = randomValue(next, 0);
      const text = stringifySvml(v);
      expect(text, `value ${i}`).toBe(stringify(v));
      if (text.includes('\n')) multiline++;
    }
    // Enough of them are wide enough to be broken over lines.
    expect(multiline).toBeGreaterThan(20);
  });

  test('long lists, circular and deep structures as js-slang', () => {
    let long: SvmlValue = null;
    for (let i = 200; i > 0; i--) long = [i, long];
    const circular: SvmlValue[] = [1, null];
    circular[1] = circular;
    const arrayCycle: SvmlValue[] = [1, 2, 3];
    arrayCycle.push(arrayCycle);
    for (const v of [long, circular, arrayCycle, [[[['a', 'b'], 'c'], 'd'], 'e']]) {
      expect(stringifySvml(v)).toBe(stringify(v));
    }
  });

  test('functions and opaque values read as text', () => {
    expect(stringifySvml({ kind: 'opaque', label: '<motor A>' })).toBe('<motor A>');
    expect(stringifySvml([{ kind: 'function', type: 'internal', index: 2 }, null])).toBe(
      '[<internal function 2>, null]',
    );
  });

  test('display_list notation', () => {
    expect(
      stringifyAsLists([
        1,
        [
          [2, [3, null]],
          [[4, 5, 6], null],
        ],
      ]),
    ).toBe('list(1, list(2, 3), [4, 5, 6])');
    expect(stringifyAsLists([1, 2])).toBe('[1, 2]');
    expect(stringifyAsLists(null)).toBe('null');
  });
});
