import type { EnvSnapshot } from '@sa/runner';
import { describe, expect, it } from 'vitest';
import { ENV_LAYOUT, layoutSnapshot, overlaps, type Rect } from './layout';

const prim = (text: string) => ({ kind: 'prim' as const, text });

function snapshot(partial: Partial<EnvSnapshot>): EnvSnapshot {
  return {
    step: 0,
    line: 1,
    currentFrameId: null,
    frames: [],
    functions: [],
    data: [],
    control: [],
    stash: [],
    ...partial,
  };
}

/** Factorial at its deepest: four call frames under the program frame, fact's function object. */
const FACT = snapshot({
  currentFrameId: 'f4',
  frames: [
    { id: 'g', name: 'Global', parentId: null, bindings: [] },
    {
      id: 'p',
      name: 'Program',
      parentId: 'g',
      bindings: [{ name: 'fact', value: { kind: 'fn', id: 'fn1' } }],
    },
    ...[1, 2, 3, 4].map((i) => ({
      id: `f${i}`,
      name: 'fact',
      parentId: 'p',
      bindings: [{ name: 'n', value: prim(String(4 - i)) }],
    })),
  ],
  functions: [{ id: 'fn1', envId: 'p', text: 'function fact(n) { ...' }],
});

/** Lists, shared structure and a cycle, several bindings to one object, and a closure in a call frame. */
const DATA = snapshot({
  frames: [
    { id: 'g', name: 'Global', parentId: null, bindings: [] },
    {
      id: 'p',
      name: 'Program',
      parentId: 'g',
      bindings: [
        { name: 'xs', value: { kind: 'data', id: 'd1' } },
        { name: 'ys', value: { kind: 'data', id: 'd2' } },
        { name: 'cyc', value: { kind: 'data', id: 'd4' } },
        { name: 'a_long_binding_name', value: prim('"a string of twenty c"') },
        { name: 'f', value: { kind: 'fn', id: 'fn1' } },
      ],
    },
    { id: 'c', name: 'make', parentId: 'p', bindings: [{ name: 'count', value: prim('0') }] },
    { id: 'b', name: 'Block', parentId: 'p', bindings: [{ name: 'i', value: { kind: 'unassigned' } }] },
  ],
  functions: [
    { id: 'fn1', envId: 'c', text: '() => count + 1' },
    { id: 'fn2', envId: 'p', text: 'make' },
  ],
  data: [
    { id: 'd1', kind: 'pair', elements: [prim('1'), { kind: 'data', id: 'd3' }] },
    { id: 'd2', kind: 'pair', elements: [prim('0'), { kind: 'data', id: 'd3' }] },
    { id: 'd3', kind: 'pair', elements: [prim('2'), prim('null')] },
    { id: 'd4', kind: 'pair', elements: [prim('1'), { kind: 'data', id: 'd4' }] },
    { id: 'd5', kind: 'array', elements: [prim('1'), prim('2'), prim('3')] },
  ],
});

function rects(snap: EnvSnapshot): (Rect & { label: string })[] {
  const layout = layoutSnapshot(snap);
  return [
    ...layout.frames.map((f) => ({ ...f, label: `frame ${f.id}` })),
    ...layout.functions.map((f) => ({ ...f, label: `function ${f.id}` })),
    ...layout.data.map((d) => ({ ...d, label: `data ${d.id}` })),
  ];
}

function overlapping(snap: EnvSnapshot): string[] {
  const all = rects(snap);
  const pairs: string[] = [];
  all.forEach((a, i) => {
    for (const b of all.slice(i + 1)) if (overlaps(a, b)) pairs.push(`${a.label} / ${b.label}`);
  });
  return pairs;
}

describe('layoutSnapshot', () => {
  it('never overlaps frames, function objects or data boxes', () => {
    for (const snap of [FACT, DATA]) expect(overlapping(snap)).toEqual([]);
  });

  it('keeps a hundred frames with many bindings apart', () => {
    const frames: EnvSnapshot['frames'] = [{ id: 'g', name: 'Global', parentId: null, bindings: [] }];
    for (let i = 0; i < 100; i += 1) {
      frames.push({
        id: `f${i}`,
        name: `frame${i}`,
        parentId: i % 3 === 0 ? 'g' : `f${i - 1}`,
        bindings: Array.from({ length: i % 7 }, (_, k) => ({
          name: `v${k}`,
          value: { kind: 'data' as const, id: `d${i}` },
        })),
      });
    }
    const data = frames.map((_, i) => ({
      id: `d${i}`,
      kind: 'array' as const,
      elements: Array.from({ length: i % 5 }, () => prim('1')),
    }));
    expect(overlapping(snapshot({ frames, data }))).toEqual([]);
  });

  it('uses the spec sizes: canvas, padding, frame width, function radius, data unit', () => {
    const layout = layoutSnapshot(DATA);
    expect(layout.width).toBeGreaterThanOrEqual(ENV_LAYOUT.canvasMin);
    expect(layout.height).toBeGreaterThanOrEqual(ENV_LAYOUT.canvasMin);
    for (const f of layout.frames) {
      expect(f.width).toBeGreaterThanOrEqual(100);
      expect(f.x).toBeGreaterThanOrEqual(30);
      expect(f.y).toBeGreaterThanOrEqual(30);
      expect(f.x + f.width).toBeLessThanOrEqual(layout.width - 30);
    }
    for (const fn of layout.functions) expect(fn.height).toBe(2 * 15);
    for (const cell of layout.data.flatMap((d) => d.cells)) {
      expect(cell.rect.width).toBe(40);
      expect(cell.rect.height).toBe(40);
    }
    expect(layoutSnapshot(snapshot({})).width).toBe(300);
  });

  it('draws shared data once and a cycle without looping, with arrows to each', () => {
    const layout = layoutSnapshot(DATA);
    expect(layout.data.map((d) => d.id).sort()).toEqual(['d1', 'd2', 'd3', 'd4']);
    const toD3 = layout.arrows.filter((a) => {
      const d3 = layout.data.find((d) => d.id === 'd3');
      return d3 && a.to.x === d3.x && a.to.y === d3.y;
    });
    expect(toD3).toHaveLength(2);
  });

  it('links every frame to its parent and every function object to its environment', () => {
    const layout = layoutSnapshot(FACT);
    expect(layout.arrows.filter((a) => a.kind === 'parent')).toHaveLength(5);
    expect(layout.arrows.filter((a) => a.kind === 'env')).toHaveLength(1);
    expect(layout.frames.find((f) => f.current)?.id).toBe('f4');
  });
});
