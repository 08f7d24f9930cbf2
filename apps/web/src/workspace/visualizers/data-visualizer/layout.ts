import type { DataDrawing, DataValue } from '@sa/runner';

/**
 * Box-and-pointer layout of one drawing, in the textbook's convention: a pair is two boxes side by
 * side, its tail drawn to the right and its head below. Pure geometry, no React.
 *
 * Why nothing overlaps: a structure laid out at (x, y) stays inside the columns [x, x + width) and
 * the rows from y down. A pair's head structure goes below it, starting at its own x; its tail
 * structure goes to the right of both the pair and the whole head structure. An array's elements go
 * below it side by side. The regions are disjoint by construction, and the tests check it.
 */

/** Spec 3 section 2.12's data unit (one box) and padding. */
export const UNIT = 40;
export const PADDING = 30;
/** Gaps between a box and the structure its arrow points to, and between two drawn arguments. */
export const H_GAP = 40;
export const V_GAP = 40;
/** Width of one character of the diagram's 15 px monospace font, for sizing text boxes. */
export const CHAR_WIDTH = 9;
/** A primitive this short is written inside its box; a longer one gets a box of its own. */
export const MAX_INLINE_CHARS = 4;
/** How far above its target a shared or cyclic arrow runs. */
const ROUTE_RISE = 15;

export interface Point {
  x: number;
  y: number;
}

/** What a box's cell holds: a value written in it, null's slash, a pointer's dot, or a cut marker. */
export type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'null' }
  | { kind: 'pointer' }
  | { kind: 'omitted' };

export type Box = {
  x: number;
  y: number;
  width: number;
  height: number;
} & (
  | { kind: 'pair'; nodeId: number; cells: [Cell, Cell] }
  | { kind: 'array'; nodeId: number; cells: Cell[] }
  | { kind: 'function'; nodeId: number; text: string }
  /** A primitive too long for a cell, or an argument that is itself a primitive. */
  | { kind: 'text'; text: string }
);

export interface Arrow {
  /** From the first point (a cell's centre) through each corner to the last (the target's edge). */
  points: Point[];
  /** True for an arrow to a structure drawn elsewhere already: shared structure or a cycle. */
  shared: boolean;
}

export interface DataLayout {
  width: number;
  height: number;
  boxes: Box[];
  arrows: Arrow[];
}

function textWidth(text: string): number {
  return Math.max(UNIT, text.length * CHAR_WIDTH + 12);
}

function inline(value: DataValue): Cell | null {
  if (value.kind === 'omitted') return { kind: 'omitted' };
  if (value.kind === 'ref') return null;
  if (value.type === 'null') return { kind: 'null' };
  return value.text.length <= MAX_INLINE_CHARS ? { kind: 'text', text: value.text } : null;
}

export function layoutDrawing(drawing: DataDrawing): DataLayout {
  const boxes: Box[] = [];
  const arrows: Arrow[] = [];
  const placed = new Map<number, Box>();
  /** Arrows to structures placed elsewhere are routed once every box has its place. */
  const sharedLinks: Array<{ from: Point; target: number }> = [];

  /** Places `value` at (x, y) unless it is drawn in its cell; returns its width, 0 for none. */
  const placeValue = (value: DataValue, x: number, y: number, from: Point | null): number => {
    if (value.kind === 'omitted') return 0;
    if (value.kind === 'primitive') {
      if (from && inline(value)) return 0;
      const box: Box = { kind: 'text', text: value.text, x, y, width: textWidth(value.text), height: UNIT };
      boxes.push(box);
      if (from) arrows.push({ points: [from, entry(from, box)], shared: false });
      return box.width;
    }
    const existing = placed.get(value.id);
    if (existing) {
      if (from) sharedLinks.push({ from, target: value.id });
      return 0;
    }
    const width = placeNode(value.id, x, y);
    const box = placed.get(value.id);
    if (from && box) arrows.push({ points: [from, entry(from, box)], shared: false });
    return width;
  };

  const placeNode = (id: number, x: number, y: number): number => {
    const node = drawing.nodes[id];
    if (!node) return 0;
    const below = y + UNIT + V_GAP;
    switch (node.kind) {
      case 'function': {
        const box: Box = {
          kind: 'function',
          nodeId: id,
          text: node.text,
          x,
          y,
          width: UNIT * 2,
          height: UNIT,
        };
        placed.set(id, box);
        boxes.push(box);
        return box.width;
      }
      case 'pair': {
        const cells: [Cell, Cell] = [
          inline(node.head) ?? { kind: 'pointer' },
          inline(node.tail) ?? { kind: 'pointer' },
        ];
        const box: Box = { kind: 'pair', nodeId: id, cells, x, y, width: UNIT * 2, height: UNIT };
        placed.set(id, box);
        boxes.push(box);
        const headWidth = placeValue(node.head, x, below, { x: x + UNIT / 2, y: y + UNIT / 2 });
        const tailX = x + Math.max(box.width, headWidth) + H_GAP;
        const tailWidth = placeValue(node.tail, tailX, y, { x: x + UNIT * 1.5, y: y + UNIT / 2 });
        return tailWidth > 0 ? tailX + tailWidth - x : Math.max(box.width, headWidth);
      }
      case 'array': {
        const cells = node.items.map((item) => inline(item) ?? { kind: 'pointer' as const });
        const box: Box = {
          kind: 'array',
          nodeId: id,
          cells,
          x,
          y,
          width: Math.max(1, cells.length) * UNIT,
          height: UNIT,
        };
        placed.set(id, box);
        boxes.push(box);
        let childX = x;
        node.items.forEach((item, index) => {
          const width = placeValue(item, childX, below, { x: x + index * UNIT + UNIT / 2, y: y + UNIT / 2 });
          if (width > 0) childX += width + H_GAP;
        });
        return Math.max(box.width, childX - H_GAP - x);
      }
    }
  };

  let x = PADDING;
  for (const root of drawing.roots) {
    const width = placeValue(root, x, PADDING, null);
    if (width > 0) x += width + H_GAP;
  }
  for (const link of sharedLinks) {
    const target = placed.get(link.target);
    if (target) arrows.push({ points: routeAround(link.from, target, boxes), shared: true });
  }

  const right = Math.max(...boxes.map((b) => b.x + b.width), PADDING);
  const bottom = Math.max(...boxes.map((b) => b.y + b.height), PADDING);
  return { width: right + PADDING, height: bottom + PADDING, boxes, arrows };
}

/** Where an arrow from `from` enters `box`: its left edge when the box is to the right, else its top. */
function entry(from: Point, box: Box): Point {
  if (from.y >= box.y && from.y <= box.y + box.height && box.x > from.x) return { x: box.x, y: from.y };
  return { x: Math.min(Math.max(from.x, box.x + UNIT / 2), box.x + box.width - UNIT / 2), y: box.y };
}

/**
 * An arrow to a structure drawn elsewhere (often back up to an ancestor, in a cycle): up from the
 * cell to above both boxes, across, then down into the target's top - or, when that would cut through
 * a box (the target's parent sits right above it), down the free gap left of the target and into its
 * side. It never loops through the boxes it links.
 */
function routeAround(from: Point, target: Box, boxes: readonly Box[]): Point[] {
  const rise = Math.min(from.y - UNIT / 2, target.y) - ROUTE_RISE;
  const topX = target.x + Math.min(UNIT / 4, target.width / 2);
  const overTheTop = [from, { x: from.x, y: rise }, { x: topX, y: rise }, { x: topX, y: target.y }];
  const sideX = target.x - H_GAP / 2;
  const middle = target.y + target.height / 2;
  const fromTheSide = [
    from,
    { x: from.x, y: rise },
    { x: sideX, y: rise },
    { x: sideX, y: middle },
    { x: target.x, y: middle },
  ];
  const clear = (points: Point[]) =>
    !boxes.some((box) => !contains(box, from) && box !== target && crosses(points, box));
  return clear(overTheTop) || !clear(fromTheSide) ? overTheTop : fromTheSide;
}

function contains(box: Box, point: Point): boolean {
  return (
    point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height
  );
}

/** Whether a path of horizontal and vertical segments passes through the inside of `box`. */
export function crosses(points: readonly Point[], box: Box): boolean {
  return points.slice(1).some((end, i) => {
    const start = points[i] as Point;
    const [left, right] = [Math.min(start.x, end.x), Math.max(start.x, end.x)];
    const [top, bottom] = [Math.min(start.y, end.y), Math.max(start.y, end.y)];
    return left < box.x + box.width && right > box.x && top < box.y + box.height && bottom > box.y;
  });
}

/** True when two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
