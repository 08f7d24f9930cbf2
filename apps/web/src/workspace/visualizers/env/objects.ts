import type { EnvData, EnvFunction, EnvValue } from '@sa/runner';
import type { Point, Rect } from './route';

/**
 * Places function objects and data in box-and-pointer style, as the textbook draws them: a pair's
 * tail to its right, its head below, an array's elements below it side by side. Each object is drawn
 * once; a second pointer to it becomes a link, routed once every box has its place.
 *
 * Why nothing overlaps: a structure placed at (x, y) stays inside the columns from x rightwards and
 * the rows from y down, in a region whose size `place` returns. A pair's head goes below the pair;
 * its tail goes right of both the pair and the whole head region; array elements go below, each right
 * of the previous element's region. The regions are disjoint by construction.
 */

export const UNIT = 40;
/** Space between a box and the structure its pointer leads to. */
export const DATA_GAP = 30;
export const RADIUS = 15;
/** A function object (two circles) is drawn inset in a unit-high slot, its left circle on a cell's centre line. */
const FN_INSET = UNIT / 2 - RADIUS;
/** How far out of its box a pointer's stub runs before it is routed. */
export const STUB = 8;

export interface FunctionBox extends Rect {
  id: string;
  text: string;
}

export interface DataCell {
  /** A primitive element's text; '' when an arrow shows the element. */
  text: string;
  /** The element is a pointer: a dot is drawn and an arrow leaves it. */
  pointer: boolean;
  rect: Rect;
}

export interface DataBox extends Rect {
  id: string;
  cells: DataCell[];
}

export interface Arrow {
  /** From the arrow's origin through each corner to the target's edge. */
  points: Point[];
  kind: 'parent' | 'value' | 'env';
}

/** A pointer to an object drawn elsewhere: the ways out of its source, and what it points to. */
export interface Link {
  starts: Point[][];
  targetId: string;
}

export interface Size {
  width: number;
  height: number;
}

const NOTHING: Size = { width: 0, height: 0 };

export function primText(value: EnvValue): string | null {
  switch (value.kind) {
    case 'prim':
      return value.text;
    case 'unassigned':
      return 'unassigned';
    case 'builtin':
      return value.name;
    default:
      return null;
  }
}

/** The point where an arrow along a unit-high row at `y` enters a box placed by `place`. */
export function sideEntry(box: Rect, y: number): Point {
  return { x: box.x, y };
}

export class ObjectPlacer {
  readonly functions: FunctionBox[] = [];
  readonly data: DataBox[] = [];
  readonly arrows: Arrow[] = [];
  readonly links: Link[] = [];
  private readonly boxes = new Map<string, FunctionBox | DataBox>();

  constructor(
    private readonly functionsById: ReadonlyMap<string, EnvFunction>,
    private readonly dataById: ReadonlyMap<string, EnvData>,
  ) {}

  box(id: string): FunctionBox | DataBox | undefined {
    return this.boxes.get(id);
  }

  /** The box drawn for the object `value` refers to, if any. */
  boxOf(value: EnvValue): FunctionBox | DataBox | undefined {
    return value.kind === 'fn' || value.kind === 'data' ? this.boxes.get(value.id) : undefined;
  }

  /** Whether `value` is an object (function or data) not drawn yet, which `place` would draw. */
  isNew(value: EnvValue): boolean {
    if (value.kind === 'fn') return this.functionsById.has(value.id) && !this.boxes.has(value.id);
    if (value.kind === 'data') return this.dataById.has(value.id) && !this.boxes.has(value.id);
    return false;
  }

  /**
   * Draws the object `value` refers to, and everything it reaches that is not drawn yet, in the region
   * whose top-left corner is (x, y); a unit-high row at y + UNIT / 2 runs into its left edge. Returns
   * the region's size, zero when nothing new was drawn.
   */
  place(value: EnvValue, x: number, y: number): Size {
    if (!this.isNew(value) || (value.kind !== 'fn' && value.kind !== 'data')) return NOTHING;
    if (value.kind === 'fn') {
      const fn = this.functionsById.get(value.id);
      const box: FunctionBox = {
        id: value.id,
        text: fn?.text ?? '',
        x: x + FN_INSET,
        y: y + FN_INSET,
        width: 4 * RADIUS,
        height: 2 * RADIUS,
      };
      this.boxes.set(box.id, box);
      this.functions.push(box);
      return { width: box.width + FN_INSET, height: UNIT };
    }
    const item = this.dataById.get(value.id) as EnvData;
    const cells: DataCell[] = item.elements.map((element, i) => ({
      text: primText(element) ?? '',
      pointer: primText(element) === null,
      rect: { x: x + i * UNIT, y, width: UNIT, height: UNIT },
    }));
    const box: DataBox = { id: item.id, x, y, width: Math.max(1, cells.length) * UNIT, height: UNIT, cells };
    this.boxes.set(box.id, box);
    this.data.push(box);
    const [head, tail] = item.elements;
    if (item.kind === 'pair' && head && tail) return this.placePair(box, head, tail);
    return this.placeArray(box, item.elements);
  }

  private placePair(box: DataBox, head: EnvValue, tail: EnvValue): Size {
    const { x, y } = box;
    const below = y + UNIT + DATA_GAP;
    const headCell = { x: x + UNIT / 2, y: y + UNIT / 2 };
    const tailCell = { x: x + 1.5 * UNIT, y: y + UNIT / 2 };
    let headSize = NOTHING;
    if (this.isNew(head)) {
      headSize = this.place(head, x, below);
      const target = this.boxOf(head) as Rect;
      this.arrows.push({ points: [headCell, { x: headCell.x, y: target.y }], kind: 'value' });
    } else this.linkFrom(head, [this.up(headCell, y), this.down(headCell, y)]);
    const tailX = x + Math.max(box.width, headSize.width) + DATA_GAP;
    let tailSize = NOTHING;
    if (this.isNew(tail)) {
      tailSize = this.place(tail, tailX, y);
      const target = this.boxOf(tail) as Rect;
      this.arrows.push({ points: [tailCell, sideEntry(target, tailCell.y)], kind: 'value' });
    } else
      this.linkFrom(tail, [
        [tailCell, { x: x + box.width + STUB, y: tailCell.y }],
        this.up(tailCell, y),
        this.down(tailCell, y),
      ]);
    const headHeight = headSize.height > 0 ? UNIT + DATA_GAP + headSize.height : UNIT;
    return {
      width: tailSize.width > 0 ? tailX + tailSize.width - x : Math.max(box.width, headSize.width),
      height: Math.max(headHeight, tailSize.height),
    };
  }

  private placeArray(box: DataBox, elements: EnvValue[]): Size {
    const { x, y } = box;
    const below = y + UNIT + DATA_GAP;
    // Pointers to the elements run down to the middle of the gap, across, and down into each one.
    const lane = y + UNIT + DATA_GAP / 2;
    let childX = x;
    let childHeight = 0;
    elements.forEach((element, i) => {
      const cell = { x: x + i * UNIT + UNIT / 2, y: y + UNIT / 2 };
      if (!this.isNew(element)) {
        this.linkFrom(element, [this.up(cell, y), this.down(cell, y)]);
        return;
      }
      const size = this.place(element, childX, below);
      const target = this.boxOf(element) as Rect;
      const entryX = childX + UNIT / 2;
      const points =
        entryX === cell.x
          ? [cell, { x: cell.x, y: target.y }]
          : [cell, { x: cell.x, y: lane }, { x: entryX, y: lane }, { x: entryX, y: target.y }];
      this.arrows.push({ points, kind: 'value' });
      childX += size.width + DATA_GAP;
      childHeight = Math.max(childHeight, size.height);
    });
    return {
      width: Math.max(box.width, childX - DATA_GAP - x),
      height: childHeight > 0 ? UNIT + DATA_GAP + childHeight : UNIT,
    };
  }

  private up(cell: Point, boxY: number): Point[] {
    return [cell, { x: cell.x, y: boxY - STUB }];
  }

  private down(cell: Point, boxY: number): Point[] {
    return [cell, { x: cell.x, y: boxY + UNIT + STUB }];
  }

  private linkFrom(value: EnvValue, starts: Point[][]): void {
    if ((value.kind === 'fn' || value.kind === 'data') && this.boxes.has(value.id))
      this.links.push({ starts, targetId: value.id });
  }
}
