import type { DataDrawing } from '@sa/runner';
import { describe, expect, it } from 'vitest';
import {
  ALL_FIXTURES,
  cycle,
  list123,
  num,
  pair,
  ref,
  selfLoop,
  severalArguments,
  sharedTail,
} from './fixtures';
import { type Box, boxesOverlap, crosses, layoutDrawing, PADDING, type Point, UNIT } from './layout';

const onEdge = (box: Box, p: Point) =>
  p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;

function overlapping(boxes: readonly Box[]): Array<[Box, Box]> {
  const found: Array<[Box, Box]> = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) if (boxesOverlap(a, b)) found.push([a, b]);
  });
  return found;
}

/** A long list whose every element is a list, some shared: a wide and deep diagram. */
function bigDrawing(): DataDrawing {
  const nodes: DataDrawing['nodes'] = [];
  const spine: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    spine.push(nodes.length);
    nodes.push(pair(num(0), num(0)));
  }
  spine.forEach((id, i) => {
    const inner = nodes.length;
    nodes.push(pair(num(i), ref(i % 3 === 0 ? 0 : inner + 1)), pair(num(i), num(i)));
    nodes[id] = pair(ref(inner), i + 1 < spine.length ? ref(spine[i + 1] as number) : num(0));
  });
  return { roots: [ref(0)], nodes, omitted: 0 };
}

describe('layoutDrawing', () => {
  it.each(Object.entries({ ...ALL_FIXTURES, big: bigDrawing() }))(
    'draws %s with no two boxes overlapping',
    (_, drawing) => {
      const layout = layoutDrawing(drawing);
      expect(overlapping(layout.boxes)).toEqual([]);
      for (const box of layout.boxes) {
        expect(box.x).toBeGreaterThanOrEqual(PADDING);
        expect(box.y).toBeGreaterThanOrEqual(PADDING);
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width - PADDING);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height - PADDING);
      }
    },
  );

  it('draws each structure once: one box per node, however often it is referenced', () => {
    for (const drawing of Object.values(ALL_FIXTURES)) {
      const ids = layoutDrawing(drawing).boxes.flatMap((b) => ('nodeId' in b ? [b.nodeId] : []));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(drawing.nodes.length);
    }
  });

  it('puts a list in one row: tails to the right, numbers in the head cells, null as a slash', () => {
    const { boxes, arrows } = layoutDrawing(list123);
    expect(boxes.map((b) => [b.x, b.y])).toEqual([
      [PADDING, PADDING],
      [PADDING + 3 * UNIT, PADDING],
      [PADDING + 6 * UNIT, PADDING],
    ]);
    expect(boxes[2]).toMatchObject({ kind: 'pair', cells: [{ kind: 'text', text: '3' }, { kind: 'null' }] });
    expect(arrows).toHaveLength(2);
    expect(arrows.every((a) => !a.shared && a.points.length === 2)).toBe(true);
  });

  it('draws a head structure below its pair', () => {
    const { boxes } = layoutDrawing(sharedTail);
    const [top, head] = boxes;
    expect(head?.x).toBe(top?.x);
    expect(head?.y).toBeGreaterThan((top?.y ?? 0) + UNIT);
  });

  it('links shared structure and cycles with arrows routed above, ending at the drawn box', () => {
    const shared = layoutDrawing(sharedTail).arrows.filter((a) => a.shared);
    expect(shared).toHaveLength(1);
    const back = layoutDrawing(cycle);
    const [arrow] = back.arrows.filter((a) => a.shared);
    const first = back.boxes[0];
    expect(arrow?.points.at(-1)?.y).toBe(first?.y);
    // It rises above both boxes instead of crossing them.
    expect(Math.min(...(arrow?.points.map((p) => p.y) ?? []))).toBeLessThan(first?.y ?? 0);
    const loops = layoutDrawing(selfLoop);
    expect(loops.boxes).toHaveLength(1);
    expect(loops.arrows.filter((a) => a.shared)).toHaveLength(2);
  });

  it('routes arrows to shared structure and cycles through no other box', () => {
    for (const drawing of [sharedTail, cycle, selfLoop]) {
      const { boxes, arrows } = layoutDrawing(drawing);
      for (const arrow of arrows.filter((a) => a.shared)) {
        const [from] = arrow.points;
        const last = arrow.points.at(-1);
        const others = boxes.filter(
          (b) =>
            !boxesOverlap(b, { ...b, x: from!.x, y: from!.y, width: 0.1, height: 0.1 }) &&
            !(last && onEdge(b, last)),
        );
        expect(others.filter((b) => crosses(arrow.points, b))).toEqual([]);
      }
    }
  });

  it('draws several arguments side by side, a repeated one once, long primitives in their own boxes', () => {
    const { boxes, arrows } = layoutDrawing(severalArguments);
    expect(boxes.map((b) => b.kind)).toEqual(['pair', 'text', 'text']);
    expect(boxes.map((b) => b.y)).toEqual([PADDING, PADDING, PADDING]);
    expect(boxes[2]).toMatchObject({ text: '"hello world"' });
    expect(arrows).toEqual([]);
  });
});
