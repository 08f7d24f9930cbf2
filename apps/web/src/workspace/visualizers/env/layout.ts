import type { EnvSnapshot, EnvValue } from '@sa/runner';

/** Spec 3 section 2.12: the drawing's sizes. */
export const ENV_LAYOUT = {
  canvasMin: 300,
  padding: 30,
  frameMinWidth: 100,
  functionRadius: 15,
  dataUnit: 40,
  fontSize: 15,
  /** A monospace glyph at font size 15 is about 0.6 em wide. */
  charWidth: 9,
  rowHeight: 24,
  headerHeight: 26,
  /** Space between a frame and its objects, and between blocks. */
  gap: 30,
} as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BindingRow {
  name: string;
  /** The value's text for primitives; empty when an arrow shows the value. */
  text: string;
  /** Where an arrow to the value starts (fn or data values). */
  anchor: { x: number; y: number } | null;
  y: number;
}

export interface FrameBox extends Rect {
  id: string;
  name: string;
  rows: BindingRow[];
  current: boolean;
}

export interface FunctionBox extends Rect {
  id: string;
  text: string;
}

export interface DataBox extends Rect {
  id: string;
  /** One cell per element, left to right; a primitive element's text, or '' with an arrow. */
  cells: { text: string; rect: Rect }[];
}

export interface Arrow {
  from: { x: number; y: number };
  to: { x: number; y: number };
  kind: 'parent' | 'value' | 'env';
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

function primText(value: EnvValue): string | null {
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

/**
 * Places one snapshot. Frames go in rows by their depth in the parent tree; each frame is one block
 * with the objects it owns (the functions made in it, the data its bindings reach first) stacked to
 * its right. Blocks never share space, so frames and boxes cannot overlap whatever the program.
 * Pure and deterministic: the same snapshot always gives the same picture.
 */
export function layoutSnapshot(snapshot: EnvSnapshot): EnvLayout {
  const frameIds = new Set(snapshot.frames.map((f) => f.id));
  const depth = new Map<string, number>();
  for (const frame of snapshot.frames) {
    const parentDepth = frame.parentId !== null ? depth.get(frame.parentId) : undefined;
    depth.set(frame.id, parentDepth === undefined ? 0 : parentDepth + 1);
  }
  const functionsById = new Map(snapshot.functions.map((f) => [f.id, f]));
  const dataById = new Map(snapshot.data.map((d) => [d.id, d]));

  // Ownership: each function goes with the frame it was made in (or the first frame binding it);
  // each data object with the first frame whose bindings reach it.
  const ownedFunctions = new Map<string, string[]>();
  const ownedData = new Map<string, string[]>();
  const owner = new Map<string, string>();
  const own = (map: Map<string, string[]>, frameId: string, id: string) => {
    if (owner.has(id)) return;
    owner.set(id, frameId);
    map.set(frameId, [...(map.get(frameId) ?? []), id]);
  };
  for (const fn of snapshot.functions) if (frameIds.has(fn.envId)) own(ownedFunctions, fn.envId, fn.id);
  const reach = (frameId: string, value: EnvValue) => {
    if (value.kind === 'fn') own(ownedFunctions, frameId, value.id);
    if (value.kind !== 'data' || owner.has(value.id)) return;
    own(ownedData, frameId, value.id);
    for (const element of dataById.get(value.id)?.elements ?? []) reach(frameId, element);
  };
  for (const frame of snapshot.frames) for (const b of frame.bindings) reach(frame.id, b.value);

  const frames: FrameBox[] = [];
  const functions: FunctionBox[] = [];
  const data: DataBox[] = [];
  const rows = new Map<number, typeof snapshot.frames>();
  for (const frame of snapshot.frames) {
    const d = depth.get(frame.id) ?? 0;
    rows.set(d, [...(rows.get(d) ?? []), frame]);
  }

  let y = L.padding;
  let maxX = 0;
  for (const d of [...rows.keys()].sort((a, b) => a - b)) {
    let x = L.padding;
    let rowHeight = 0;
    for (const frame of rows.get(d) ?? []) {
      const lines = frame.bindings.map((b) => `${b.name}: ${primText(b.value) ?? ''}`);
      const width = Math.max(
        L.frameMinWidth,
        textWidth(frame.name) + 16,
        ...lines.map((t) => textWidth(t) + 40),
      );
      const height = L.headerHeight + Math.max(1, frame.bindings.length) * L.rowHeight + 8;
      const box: FrameBox = {
        id: frame.id,
        name: frame.name,
        x,
        y,
        width,
        height,
        current: frame.id === snapshot.currentFrameId,
        rows: frame.bindings.map((b, i) => {
          const rowY = y + L.headerHeight + i * L.rowHeight + L.rowHeight / 2;
          const text = primText(b.value);
          return {
            name: b.name,
            text: text ?? '',
            anchor: text === null ? { x: x + width - 10, y: rowY } : null,
            y: rowY,
          };
        }),
      };
      frames.push(box);
      // The frame's objects, stacked in a column to its right.
      let objectX = x + width + L.gap;
      let objectY = y;
      let columnWidth = 0;
      for (const id of ownedFunctions.get(frame.id) ?? []) {
        const fn = functionsById.get(id);
        if (!fn) continue;
        const r = L.functionRadius;
        functions.push({ id, text: fn.text, x: objectX, y: objectY, width: 4 * r, height: 2 * r });
        columnWidth = Math.max(columnWidth, 4 * r);
        objectY += 2 * r + L.gap / 2;
      }
      for (const id of ownedData.get(frame.id) ?? []) {
        const item = dataById.get(id);
        if (!item) continue;
        const cells = item.elements.map((element, i) => ({
          text: primText(element) ?? '',
          rect: { x: objectX + i * L.dataUnit, y: objectY, width: L.dataUnit, height: L.dataUnit },
        }));
        const w = Math.max(1, item.elements.length) * L.dataUnit;
        data.push({ id, x: objectX, y: objectY, width: w, height: L.dataUnit, cells });
        columnWidth = Math.max(columnWidth, w);
        objectY += L.dataUnit + L.gap / 2;
      }
      if (columnWidth === 0) objectX = x + width;
      const blockRight = columnWidth === 0 ? x + width : objectX + columnWidth;
      rowHeight = Math.max(rowHeight, height, objectY - y);
      x = blockRight + L.gap;
      maxX = Math.max(maxX, blockRight);
    }
    y += rowHeight + L.gap;
  }

  const arrows = arrowsOf(snapshot, frames, functions, data);
  return {
    width: Math.max(L.canvasMin, maxX + L.padding),
    height: Math.max(L.canvasMin, y - L.gap + L.padding),
    frames,
    functions,
    data,
    arrows,
  };
}

function arrowsOf(
  snapshot: EnvSnapshot,
  frames: FrameBox[],
  functions: FunctionBox[],
  data: DataBox[],
): Arrow[] {
  const frameBox = new Map(frames.map((f) => [f.id, f]));
  const fnBox = new Map(functions.map((f) => [f.id, f]));
  const dataBox = new Map(data.map((d) => [d.id, d]));
  const arrows: Arrow[] = [];
  const target = (value: EnvValue): { x: number; y: number } | null => {
    if (value.kind === 'fn') {
      const box = fnBox.get(value.id);
      return box ? { x: box.x, y: box.y + box.height / 2 } : null;
    }
    if (value.kind === 'data') {
      const box = dataBox.get(value.id);
      return box ? { x: box.x, y: box.y } : null;
    }
    return null;
  };
  for (const frame of snapshot.frames) {
    const box = frameBox.get(frame.id);
    if (!box) continue;
    const parent = frame.parentId !== null ? frameBox.get(frame.parentId) : undefined;
    if (parent) {
      arrows.push({
        from: { x: box.x + box.width / 2, y: box.y },
        to: { x: parent.x + parent.width / 2, y: parent.y + parent.height },
        kind: 'parent',
      });
    }
    frame.bindings.forEach((binding, i) => {
      const anchor = box.rows[i]?.anchor;
      const to = target(binding.value);
      if (anchor && to) arrows.push({ from: anchor, to, kind: 'value' });
    });
  }
  for (const fn of snapshot.functions) {
    const box = fnBox.get(fn.id);
    const env = frameBox.get(fn.envId);
    if (!box || !env) continue;
    arrows.push({
      from: { x: box.x + 3 * ENV_LAYOUT.functionRadius, y: box.y + box.height / 2 },
      to: { x: env.x + env.width, y: env.y + ENV_LAYOUT.headerHeight / 2 },
      kind: 'env',
    });
  }
  for (const item of snapshot.data) {
    const box = dataBox.get(item.id);
    if (!box) continue;
    item.elements.forEach((element, i) => {
      const cell = box.cells[i]?.rect;
      const to = target(element);
      if (cell && to)
        arrows.push({ from: { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 }, to, kind: 'value' });
    });
  }
  return arrows;
}

/** True when the two rectangles share any area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
