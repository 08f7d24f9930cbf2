import type { StepperStep } from '@sa/runner';
import { describe, expect, it } from 'vitest';
import { codeSegments, highlightDescription } from './segments';

describe('codeSegments', () => {
  it('cuts the code around each highlight, in order', () => {
    expect(codeSegments('1 + 2 * 3;', [{ start: 4, end: 9 }])).toEqual([
      { text: '1 + ', highlighted: false },
      { text: '2 * 3', highlighted: true },
      { text: ';', highlighted: false },
    ]);
    expect(
      codeSegments('f(1) + f(1);', [
        { start: 7, end: 11 },
        { start: 0, end: 4 },
      ]).map((s) => s.text),
    ).toEqual(['f(1)', ' + ', 'f(1)', ';']);
  });

  it('keeps the code whole without highlights and clips ranges past its end', () => {
    expect(codeSegments('7;', [])).toEqual([{ text: '7;', highlighted: false }]);
    expect(codeSegments('7;', [{ start: 1, end: 40 }])).toEqual([
      { text: '7', highlighted: false },
      { text: ';', highlighted: true },
    ]);
    expect(codeSegments('', [])).toEqual([{ text: '', highlighted: false }]);
  });
});

describe('highlightDescription', () => {
  const step = (marker: StepperStep['marker'], highlights: StepperStep['highlights']): StepperStep => ({
    code: '1 + 6;',
    marker,
    highlights,
    explanation: 'Binary expression 2 * 3 evaluated',
  });

  it('says whether the marked text is the next redex or a result', () => {
    expect(highlightDescription(step('before', [{ start: 0, end: 5 }]))).toBe(
      'Highlighted, the next expression to reduce: 1 + 6',
    );
    expect(highlightDescription(step('after', [{ start: 4, end: 5 }]))).toBe(
      'Highlighted, the result of the last reduction: 6',
    );
    expect(highlightDescription(step(null, []))).toBe('Nothing is highlighted in this step.');
  });
});
