import type { EnvSnapshot } from '@sa/runner';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_SNAPSHOT,
  CYCLE_SNAPSHOT,
  FACT_SNAPSHOT,
  LIST5_SNAPSHOT,
  SHARED_TAIL_SNAPSHOT,
} from './fixtures';
import { ENV_LAYOUT, layoutSnapshot, overlaps, type Point, type Rect, segmentCrosses } from './layout';

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

const FACT = FACT_SNAPSHOT;

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

const FIXTURES: Record<string, EnvSnapshot> = {
  counter: COUNTER_SNAPSHOT,
  'factorial at depth 4': FACT_SNAPSHOT,
  'a list of 5': LIST5_SNAPSHOT,
  'a shared tail': SHARED_TAIL_SNAPSHOT,
  'a cycle': CYCLE_SNAPSHOT,
};

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

function last(points: Point[]): Point {
  return points[points.length - 1] as Point;
}

function inside(p: Point, r: Rect): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

function onEdge(p: Point, r: Rect): boolean {
  const onX = p.x === r.x || p.x === r.x + r.width;
  const onY = p.y === r.y || p.y === r.y + r.height;
  return inside(p, r) && (onX || onY);
}

/** Each arrow segment that passes through a frame or box other than the arrow's source and target. */
function crossings(snap: EnvSnapshot): string[] {
  const layout = layoutSnapshot(snap);
  const all = rects(snap);
  const found: string[] = [];
  layout.arrows.forEach((arrow, n) => {
    const first = arrow.points[0] as Point;
    const end = last(arrow.points);
    // The source holds the arrow's origin; the target has its end on an edge.
    const others = all.filter((r) => !inside(first, r) && !onEdge(end, r));
    arrow.points.slice(1).forEach((p, i) => {
      const q = arrow.points[i] as Point;
      for (const r of others)
        if (segmentCrosses(q, p, r)) found.push(`arrow ${n} (${arrow.kind}) through ${r.label}`);
    });
  });
  return found;
}

describe('layoutSnapshot', () => {
  it('never overlaps frames, function objects or data boxes', () => {
    for (const snap of [DATA, ...Object.values(FIXTURES)]) expect(overlapping(snap)).toEqual([]);
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
    const d3 = layout.data.find((d) => d.id === 'd3') as Rect;
    expect(layout.arrows.filter((a) => onEdge(last(a.points), d3))).toHaveLength(2);
    const d4 = layout.data.find((d) => d.id === 'd4') as Rect;
    // The cycle's own tail arrow, and the binding's.
    expect(layout.arrows.filter((a) => onEdge(last(a.points), d4))).toHaveLength(2);
  });

  it('links every frame to its parent and every function object to its environment', () => {
    const layout = layoutSnapshot(FACT);
    expect(layout.arrows.filter((a) => a.kind === 'parent')).toHaveLength(5);
    expect(layout.arrows.filter((a) => a.kind === 'env')).toHaveLength(1);
    expect(layout.frames.find((f) => f.current)?.id).toBe('f4');
  });

  it.each(Object.entries(FIXTURES))(
    'routes no arrow through a box or frame besides its ends: %s',
    (_, snap) => {
      expect(crossings(snap)).toEqual([]);
    },
  );

  it('routes arrows in horizontal and vertical segments, ending on the edge of their target', () => {
    for (const snap of Object.values(FIXTURES)) {
      const layout = layoutSnapshot(snap);
      const all = rects(snap);
      for (const arrow of layout.arrows) {
        arrow.points.slice(1).forEach((p, i) => {
          const q = arrow.points[i] as Point;
          expect(p.x === q.x || p.y === q.y).toBe(true);
        });
        expect(all.some((r) => onEdge(last(arrow.points), r))).toBe(true);
      }
    }
  });

  it("puts each binding's object on its row, right of its frame, with a straight arrow", () => {
    const layout = layoutSnapshot(COUNTER_SNAPSHOT);
    const program = layout.frames.find((f) => f.id === 'p');
    if (!program) throw new Error('no program frame');
    const objects = [...layout.functions, ...layout.data];
    for (const [name, id] of [
      ['make_counter', 'fn1'],
      ['c', 'fn2'],
      ['xs', 'd1'],
      ['ys', 'd4'],
    ]) {
      const row = program.rows.find((r) => r.name === name);
      const box = objects.find((o) => o.id === id);
      if (!row?.anchor || !box) throw new Error(`no row or box for ${name}`);
      expect(box.x).toBeGreaterThan(program.x + program.width);
      expect(row.y).toBe(box.y + box.height / 2);
      const arrow = layout.arrows.find((a) => a.points[0] === row.anchor);
      expect(arrow?.points).toEqual([row.anchor, { x: box.x, y: row.y }]);
    }
    // A list's tails go right along one row.
    const list = ['d1', 'd2', 'd3'].map((id) => layout.data.find((d) => d.id === id) as Rect);
    expect(new Set(list.map((d) => d.y)).size).toBe(1);
    expect(list.map((d) => d.x)).toEqual([...list.map((d) => d.x)].sort((a, b) => a - b));
  });

  it('sizes the canvas to cover every box and arrow, with the padding', () => {
    for (const snap of [DATA, ...Object.values(FIXTURES)]) {
      const layout = layoutSnapshot(snap);
      for (const r of rects(snap)) {
        expect(r.x + r.width).toBeLessThanOrEqual(layout.width - ENV_LAYOUT.padding);
        expect(r.y + r.height).toBeLessThanOrEqual(layout.height - ENV_LAYOUT.padding);
      }
      for (const p of layout.arrows.flatMap((a) => a.points)) {
        expect(p.x).toBeLessThanOrEqual(layout.width);
        expect(p.y).toBeLessThanOrEqual(layout.height);
        expect(Math.min(p.x, p.y)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('segmentCrosses', () => {
  const box = { x: 10, y: 10, width: 20, height: 20 };
  it('counts a segment through the inside, at any angle', () => {
    expect(segmentCrosses({ x: 0, y: 20 }, { x: 40, y: 20 }, box)).toBe(true);
    expect(segmentCrosses({ x: 0, y: 0 }, { x: 40, y: 40 }, box)).toBe(true);
    expect(segmentCrosses({ x: 20, y: 20 }, { x: 20, y: 50 }, box)).toBe(true);
  });
  it('does not count touching an edge or a corner, or passing by', () => {
    expect(segmentCrosses({ x: 0, y: 10 }, { x: 40, y: 10 }, box)).toBe(false);
    expect(segmentCrosses({ x: 0, y: 20 }, { x: 10, y: 20 }, box)).toBe(false);
    expect(segmentCrosses({ x: 0, y: 20 }, { x: 20, y: 0 }, box)).toBe(false);
    expect(segmentCrosses({ x: 0, y: 0 }, { x: 40, y: 5 }, box)).toBe(false);
  });
});
