import { describe, expect, it } from 'vitest';
import { lineDiff } from './lineDiff';

const changed = (lines: { changed: boolean }[]) => lines.map((l) => l.changed);

describe('lineDiff', () => {
  it('marks nothing for equal texts', () => {
    const diff = lineDiff('a\nb', 'a\nb');
    expect(changed(diff.before)).toEqual([false, false]);
    expect(changed(diff.after)).toEqual([false, false]);
  });

  it('marks a changed line on both sides and an added line on the newer side only', () => {
    const diff = lineDiff('const x = 1;\nf(x);', 'const x = 2;\nf(x);\ng(x);');
    expect(changed(diff.before)).toEqual([true, false]);
    expect(changed(diff.after)).toEqual([true, false, true]);
    expect(diff.after.map((l) => l.text)).toEqual(['const x = 2;', 'f(x);', 'g(x);']);
  });

  it('keeps lines that moved past an insertion as unchanged', () => {
    const diff = lineDiff('a\nb\nc', 'x\na\nb\nc');
    expect(changed(diff.before)).toEqual([false, false, false]);
    expect(changed(diff.after)).toEqual([true, false, false, false]);
  });
});
