import type { EnvSnapshot } from '@sa/runner';
import { type Arrow, type DataBox, type FunctionBox, ObjectPlacer, primText, STUB, UNIT } from './objects';
import { type Point, type Rect, route } from './route';

export type { Arrow, DataBox, DataCell, FunctionBox } from './objects';
export { overlaps, type Point, pathCrosses, type Rect, segmentCrosses } from './route';

/** Spec 3 section 2.12: the drawing's sizes. */
export const ENV_LAYOUT = {
  canvasMin: 300,
  padding: 30,
  frameMinWidth: 100,
  functionRadius: 15,
  dataUnit: UNIT,
  fontSize: 15,
  /** A monospace glyph at font size 15 is about 0.6 em wide. */
  charWidth: 9,
  rowHeight: 24,
  headerHeight: 26,
  /** Space between blocks, and between the rows of frames. */
  gap: 30,
  /** Space between a frame and its objects: arrows bend in it. */
  channel: 40,
} as const;

export interface BindingRow {
  name: string;
  /** The value's text for primitives; empty when an arrow shows the value. */
  text: string;
  /** Where the arrow to the value starts (fn or data values): just after the name. */
  anchor: Point | null;
  y: number;
}

export interface FrameBox extends Rect {
  id: string;
  name: string;
  rows: BindingRow[];
  current: boolean;
}

export interface EnvLayout {
  width: number;
  height: number;
  frames: FrameBox[];
  functions: FunctionBox[];
  data: DataBox[];
  arrows: Arrow[];
}

const L = ENV_LAYOUT;

function textWidth(text: string): number {
  return text.length * L.charWidth;
}

/** Left of a row's text, inside its frame. */
const TEXT_INSET = 8;

/**
 * Places one snapshot as a textbook environment diagram. Frames go in rows by their depth in the
 * parent tree, a child no further left than its parent, so parent arrows mostly run straight up.
 * Right of each frame, past a channel for arrows, are the objects its bindings are first to reach:
 * each binding's object (a function's two circles, or a box-and-pointer structure) sits on the
 * binding's row, the frame's rows spreading out to make room, so that arrow is one straight line.
 * Each frame with its objects is one block and blocks never share space, so frames and boxes cannot
 * overlap whatever the program. Every other arrow (shared structure, a function's environment, a
 * frame's parent) is routed around the boxes afterwards. Pure and deterministic.
 */
export function layoutSnapshot(snapshot: EnvSnapshot): EnvLayout {
  const placer = new ObjectPlacer(
    new Map(snapshot.functions.map((f) => [f.id, f])),
    new Map(snapshot.data.map((d) => [d.id, d])),
  );
  const frames: FrameBox[] = [];
  const frameById = new Map<string, FrameBox>();
  const valueArrows: Arrow[] = [];

  const depth = new Map<string, number>();
  const rows = new Map<number, EnvSnapshot['frames']>();
  for (const frame of snapshot.frames) {
    const parentDepth = frame.parentId !== null ? depth.get(frame.parentId) : undefined;
    const d = parentDepth === undefined ? 0 : parentDepth + 1;
    depth.set(frame.id, d);
    rows.set(d, [...(rows.get(d) ?? []), frame]);
  }

  let y: number = L.padding;
  for (const d of [...rows.keys()].sort((a, b) => a - b)) {
    let x: number = L.padding;
    let rowBottom = y;
    for (const frame of rows.get(d) ?? []) {
      const parent = frame.parentId !== null ? frameById.get(frame.parentId) : undefined;
      const frameX = Math.max(x, parent?.x ?? x);
      const width = Math.max(
        L.frameMinWidth,
        textWidth(frame.name) + 2 * TEXT_INSET,
        ...frame.bindings.map((b) => {
          const text = primText(b.value);
          return text === null
            ? textWidth(`${b.name}: `) + TEXT_INSET + 24
            : textWidth(`${b.name}: ${text}`) + 2 * TEXT_INSET;
        }),
      );
      const columnX = frameX + width + L.channel;
      let objectsBottom = y;
      let objectsRight = frameX + width;
      let rowY = y + L.headerHeight + L.rowHeight / 2 - L.rowHeight;
      const bindingRows: BindingRow[] = frame.bindings.map((b) => {
        rowY += L.rowHeight;
        const text = primText(b.value);
        if (text !== null) return { name: b.name, text, anchor: null, y: rowY };
        const anchor = { x: frameX + TEXT_INSET + textWidth(`${b.name}: `) + 4, y: rowY };
        if (placer.isNew(b.value)) {
          // The object's slot is centred on the row; the row moves down when objects above need room.
          const top = Math.max(objectsBottom, rowY - UNIT / 2);
          rowY = top + UNIT / 2;
          anchor.y = rowY;
          const size = placer.place(b.value, columnX, top);
          objectsBottom = top + size.height + L.gap / 2;
          objectsRight = Math.max(objectsRight, columnX + size.width);
          const box = placer.boxOf(b.value);
          if (box) valueArrows.push({ points: [anchor, { x: box.x, y: rowY }], kind: 'value' });
        } else if (b.value.kind === 'fn' || b.value.kind === 'data') {
          placer.links.push({
            starts: [[anchor, { x: frameX + width + STUB, y: rowY }]],
            targetId: b.value.id,
          });
        }
        return { name: b.name, text: '', anchor, y: rowY };
      });
      const height = Math.max(L.headerHeight + L.rowHeight, rowY + L.rowHeight / 2 - y) + 8;
      const box: FrameBox = {
        id: frame.id,
        name: frame.name,
        x: frameX,
        y,
        width,
        height,
        rows: bindingRows,
        current: frame.id === snapshot.currentFrameId,
      };
      frames.push(box);
      frameById.set(frame.id, box);
      rowBottom = Math.max(rowBottom, y + height, objectsBottom - L.gap / 2);
      x = objectsRight + L.gap;
    }
    y = rowBottom + L.gap;
  }
  // Objects no binding reaches are not drawn: the runner records only what the frames reach.

  const obstacles: Rect[] = [...frames, ...placer.functions, ...placer.data];
  const arrows: Arrow[] = [...valueArrows, ...placer.arrows];
  for (const link of placer.links) {
    const target = placer.box(link.targetId);
    if (target) arrows.push({ points: route(link.starts, target, obstacles), kind: 'value' });
  }
  for (const fn of snapshot.functions) {
    const box = placer.box(fn.id);
    const env = frameById.get(fn.envId);
    if (!box || !env) continue;
    // From the right circle's centre, out of the top, the right or the bottom of the object.
    const centre = { x: box.x + 3 * L.functionRadius, y: box.y + L.functionRadius };
    const starts = [
      [centre, { x: centre.x, y: box.y - STUB }],
      [centre, { x: box.x + box.width + STUB, y: centre.y }],
      [centre, { x: centre.x, y: box.y + box.height + STUB }],
    ];
    arrows.push({ points: route(starts, env, obstacles), kind: 'env' });
  }
  const parentOf = new Map(snapshot.frames.map((f) => [f.id, f.parentId]));
  for (const frame of frames) {
    const parentId = parentOf.get(frame.id);
    const parent = parentId !== null && parentId !== undefined ? frameById.get(parentId) : undefined;
    if (!parent) continue;
    const top = { x: frame.x + Math.min(frame.width / 2, 30), y: frame.y };
    arrows.push({
      points: route([[top, { x: top.x, y: top.y - STUB }]], parent, obstacles, 'vertical'),
      kind: 'parent',
    });
  }

  let right: number = L.padding;
  let bottom: number = L.padding;
  for (const r of obstacles) {
    right = Math.max(right, r.x + r.width);
    bottom = Math.max(bottom, r.y + r.height);
  }
  for (const p of arrows.flatMap((a) => a.points)) {
    right = Math.max(right, p.x);
    bottom = Math.max(bottom, p.y);
  }
  return {
    width: Math.max(L.canvasMin, Math.ceil(right + L.padding)),
    height: Math.max(L.canvasMin, Math.ceil(bottom + L.padding)),
    frames,
    functions: placer.functions,
    data: placer.data,
    arrows,
  };
}
