import { describe, expect, it } from 'vitest';
import {
  aceDeltaToChange,
  applyAceDelta,
  changesToAceDeltas,
  offsetToPosition,
  positionToOffset,
  type TextChange,
} from './ace-delta';
import { applyAceDeltas } from './line-document';
import type { AceDelta } from './playback-types';
import { randomText, seededRandom } from './test-random';

const at = (row: number, column: number) => ({ row, column });

describe('positions and offsets', () => {
  const text = 'ab\n\ncd';
  it('count rows by newline and columns within the line', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((o) => offsetToPosition(text, o))).toEqual([
      at(0, 0),
      at(0, 1),
      at(0, 2),
      at(1, 0),
      at(2, 0),
      at(2, 1),
      at(2, 2),
    ]);
    expect(positionToOffset(text, at(2, 1))).toBe(5);
    expect(positionToOffset(text, at(1, 0))).toBe(3);
  });
  it('clamp out-of-range positions into the text', () => {
    expect(positionToOffset(text, at(0, 99))).toBe(2);
    expect(positionToOffset(text, at(9, 0))).toBe(6);
    expect(positionToOffset(text, at(-1, -1))).toBe(0);
    expect(offsetToPosition(text, 99)).toEqual(at(2, 2));
    expect(offsetToPosition('', 0)).toEqual(at(0, 0));
  });
});

describe('changesToAceDeltas', () => {
  it('turns typed text into an insert with its end', () => {
    expect(changesToAceDeltas('ab', [{ fromA: 1, toA: 1, fromB: 1, inserted: 'X' }])).toEqual([
      { action: 'insert', start: at(0, 1), end: at(0, 2), lines: ['X'] },
    ]);
  });

  it('turns a deletion into a remove whose lines are the removed text', () => {
    expect(changesToAceDeltas('ab\ncd', [{ fromA: 1, toA: 4, fromB: 1, inserted: '' }])).toEqual([
      { action: 'remove', start: at(0, 1), end: at(1, 1), lines: ['b', 'c'] },
    ]);
  });

  it('turns a replacement into a remove then an insert at the same place', () => {
    expect(changesToAceDeltas('let x = 1;', [{ fromA: 4, toA: 5, fromB: 4, inserted: 'yy' }])).toEqual([
      { action: 'remove', start: at(0, 4), end: at(0, 5), lines: ['x'] },
      { action: 'insert', start: at(0, 4), end: at(0, 6), lines: ['yy'] },
    ]);
  });

  it('gives a multi-line insert an end on its last line, and a new line as two empty lines', () => {
    expect(changesToAceDeltas('f();', [{ fromA: 2, toA: 2, fromB: 2, inserted: '\n  1,\n  2\n' }])).toEqual([
      { action: 'insert', start: at(0, 2), end: at(3, 0), lines: ['', '  1,', '  2', ''] },
    ]);
    expect(changesToAceDeltas('', [{ fromA: 0, toA: 0, fromB: 0, inserted: '\n' }])).toEqual([
      { action: 'insert', start: at(0, 0), end: at(1, 0), lines: ['', ''] },
    ]);
  });

  it('places later changes of one transaction (several cursors) in the text the earlier ones left', () => {
    // Typing 'Z' at three cursors, at the start of each line of 'a\nb\nc'.
    const changes: TextChange[] = [
      { fromA: 0, toA: 0, fromB: 0, inserted: 'Z' },
      { fromA: 2, toA: 2, fromB: 3, inserted: 'Z' },
      { fromA: 4, toA: 4, fromB: 6, inserted: 'Z' },
    ];
    const deltas = changesToAceDeltas('a\nb\nc', changes);
    expect(deltas.map((d) => d.start)).toEqual([at(0, 0), at(1, 0), at(2, 0)]);
    expect(deltas.reduce(applyAceDelta, 'a\nb\nc')).toBe('Za\nZb\nZc');
  });

  it('handles several cursors deleting across lines on one row', () => {
    // 'ab\ncd\nef': delete 'b\nc' and then 'e' (original offsets 1..4 and 6..7).
    const changes: TextChange[] = [
      { fromA: 1, toA: 4, fromB: 1, inserted: '' },
      { fromA: 6, toA: 7, fromB: 3, inserted: '' },
    ];
    const deltas = changesToAceDeltas('ab\ncd\nef', changes);
    expect(deltas[1]).toEqual({ action: 'remove', start: at(1, 0), end: at(1, 1), lines: ['e'] });
    expect(deltas.reduce(applyAceDelta, 'ab\ncd\nef')).toBe('ad\nf');
  });

  it('edits at the end of the document and on empty lines', () => {
    const text = 'x\n\n';
    const deltas = changesToAceDeltas(text, [
      { fromA: 2, toA: 2, fromB: 2, inserted: 'mid' },
      { fromA: 3, toA: 3, fromB: 6, inserted: 'end' },
    ]);
    expect(deltas.map((d) => d.start)).toEqual([at(1, 0), at(2, 0)]);
    expect(deltas.reduce(applyAceDelta, text)).toBe('x\nmid\nend');
    expect(changesToAceDeltas('x\n', [{ fromA: 1, toA: 2, fromB: 1, inserted: '' }])).toEqual([
      { action: 'remove', start: at(0, 1), end: at(1, 0), lines: ['', ''] },
    ]);
  });

  it('makes no delta for an empty change', () => {
    expect(changesToAceDeltas('abc', [{ fromA: 1, toA: 1, fromB: 1, inserted: '' }])).toEqual([]);
  });
});

describe('applying deltas', () => {
  it('gives CodeMirror offsets for an insert and a remove', () => {
    const insert: AceDelta = { action: 'insert', start: at(1, 1), end: at(2, 1), lines: ['1', '2'] };
    expect(aceDeltaToChange('ab\ncd', insert)).toEqual({ from: 4, to: 4, insert: '1\n2' });
    const remove: AceDelta = { action: 'remove', start: at(0, 1), end: at(1, 1), lines: ['b', 'c'] };
    expect(aceDeltaToChange('ab\ncd', remove)).toEqual({ from: 1, to: 4, insert: '' });
  });

  it('treats a remove whose end is before its start as nothing, in both appliers', () => {
    const backwards: AceDelta = { action: 'remove', start: at(0, 2), end: at(0, 1), lines: ['x'] };
    expect(applyAceDelta('abc', backwards)).toBe('abc');
    expect(applyAceDeltas('abc', [backwards])).toBe('abc');
  });

  it('clamps positions past the end in both appliers alike', () => {
    const far: AceDelta = { action: 'insert', start: at(7, 3), end: at(7, 4), lines: ['!'] };
    expect(applyAceDelta('a\nb', far)).toBe('a\nb!');
    expect(applyAceDeltas('a\nb', [far])).toBe('a\nb!');
  });
});

/** Random non-overlapping changes over `before`, in order, with their `fromB` and the text after. */
function randomTransaction(random: () => number, before: string): { changes: TextChange[]; after: string } {
  const cuts = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
    Math.floor(random() * (before.length + 1)),
  );
  cuts.sort((a, b) => a - b);
  const changes: TextChange[] = [];
  let after = '';
  let copiedTo = 0;
  for (let i = 0; i + 1 < cuts.length; i += 2) {
    const fromA = cuts[i] ?? 0;
    const toA = cuts[i + 1] ?? fromA;
    const inserted = random() < 0.3 ? '' : randomText(random, 5);
    after += before.slice(copiedTo, fromA);
    changes.push({ fromA, toA, fromB: after.length, inserted });
    after += inserted;
    copiedTo = toA;
  }
  return { changes, after: after + before.slice(copiedTo) };
}

describe('round trip (seeded random edits)', () => {
  it('turns before into after through the deltas, one by one and all at once, for 2,000 transactions', () => {
    const random = seededRandom(22);
    for (let i = 0; i < 2000; i++) {
      const before = randomText(random, 30);
      const { changes, after } = randomTransaction(random, before);
      const deltas = changesToAceDeltas(before, changes);
      expect(deltas.reduce(applyAceDelta, before)).toBe(after);
      expect(applyAceDeltas(before, deltas)).toBe(after);
      // Each remove's lines are exactly what it removes.
      let text = before;
      for (const delta of deltas) {
        const { from, to } = aceDeltaToChange(text, delta);
        if (delta.action === 'remove') expect(text.slice(from, to)).toBe(delta.lines.join('\n'));
        text = applyAceDelta(text, delta);
      }
    }
  });
});
