/**
 * The story simulator's Object Placement mode (issue 24; spec 3 sections 3 "Simulator", 5 and 9):
 * staff place objects and draw bounding boxes on a location's background, then print the lines
 * to paste into a checkpoint. Pure: the canvas only draws what these functions return.
 */

/** '[' divides and ']' multiplies the selection's size by this per key press (spec 3 section 9). */
export const RESIZE_FACTOR = 1.02;
/** How far (canvas px) outside an item or from its corner handle a pointer still takes it. */
export const SELECTION_MARGIN = 30;
/** A drawn box this wide or high, or less, is dropped (spec 3 section 5). */
export const MIN_BOX_SIZE = 2;
/** The smallest size a resize leaves, so an item never vanishes under the pointer. */
const MIN_ITEM_SIZE = MIN_BOX_SIZE + 1;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
/** An image's natural size by its asset key, once the canvas has loaded it. */
export type SizeOf = (assetKey: string) => Size | undefined;

/**
 * A placed image. `assetKey` is what the checkpoint names it by (its path string, game-facts 1.2:
 * '/objects/robo.png'); `assetPath` is the course's file as the store lists it ('objects/robo.png').
 * Without width and height it is drawn at its natural size. (x, y) is the centre, as in the game.
 */
export interface PlacedObject {
  id: string;
  assetKey: string;
  assetPath: string;
  x: number;
  y: number;
  width?: number;
  height?: number;
}

/** An invisible clickable rectangle, centred on (x, y) as in the game. */
export interface PlacedBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacementBackground {
  assetKey: string;
  assetPath: string;
}

export interface PlacementState {
  background: PlacementBackground | null;
  /** In drawing order: later ones are on top. */
  objects: readonly PlacedObject[];
  /** Drawn above every object. */
  boxes: readonly PlacedBox[];
  selectedId: string | null;
}

export const EMPTY_PLACEMENT: PlacementState = { background: null, objects: [], boxes: [], selectedId: null };

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The checkpoint's key of a listed file: its path with one leading slash. */
export function assetKeyOf(assetPath: string): string {
  return `/${assetPath.replace(/^\/+/, '')}`;
}

/** Ids share the checkpoint's one namespace; these keep them safe inside action lines too. */
function safeId(stem: string): string {
  const plain = stem.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  const base = plain === '' ? 'object' : /^[0-9]/.test(plain) ? `object_${plain}` : plain;
  // The game cuts action lines at the first 'if', conditions at 'AND' and gotos at 'else'
  // (game-facts 1.3, the gotcha): an id holding them could not be named in an action.
  return base.replace(/if/g, 'If').replace(/AND/g, 'And').replace(/else/g, 'Else');
}

function takenIds(state: PlacementState): Set<string> {
  return new Set([...state.objects.map((o) => o.id), ...state.boxes.map((b) => b.id)]);
}

/** `base`, else `base_2`, `base_3`, ... whichever is free. */
function freeId(state: PlacementState, base: string, numberFirst: boolean): string {
  const taken = takenIds(state);
  if (!numberFirst && !taken.has(base)) return base;
  for (let n = numberFirst ? 1 : 2; ; n += 1) {
    const id = numberFirst ? `${base}${n}` : `${base}_${n}`;
    if (!taken.has(id)) return id;
  }
}

/** The id a new object of this file gets: its file name without the extension, made safe. */
export function objectIdFor(state: PlacementState, assetPath: string): string {
  const name = assetPath.split('/').pop() ?? assetPath;
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return freeId(state, safeId(stem), false);
}

/** A file the canvas can draw and the checkpoint can name (a comma would split its line). */
export function isPlaceableImage(assetPath: string): boolean {
  return /\.(png|jpe?g|gif|svg|webp)$/i.test(assetPath) && !assetPath.includes(',');
}

export function setBackground(state: PlacementState, assetPath: string): PlacementState {
  return { ...state, background: { assetKey: assetKeyOf(assetPath), assetPath } };
}

/** Places the file centred on `at` at its natural size and selects it. */
export function addObject(state: PlacementState, assetPath: string, at: Point): PlacementState {
  const id = objectIdFor(state, assetPath);
  const object: PlacedObject = { id, assetKey: assetKeyOf(assetPath), assetPath, x: at.x, y: at.y };
  return { ...state, objects: [...state.objects, object], selectedId: id };
}

/** The rectangle between two corners, whichever way it was dragged. */
export function rectBetween(from: Point, to: Point): Rect {
  return {
    left: Math.min(from.x, to.x),
    top: Math.min(from.y, to.y),
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
  };
}

/** A box dragged from `from` to `to`, selected; dropped when 2 px or less either way. */
export function addBox(state: PlacementState, from: Point, to: Point): PlacementState {
  const rect = rectBetween(from, to);
  if (rect.width <= MIN_BOX_SIZE || rect.height <= MIN_BOX_SIZE) return state;
  const id = freeId(state, 'box', true);
  const box: PlacedBox = {
    id,
    x: rect.left + rect.width / 2,
    y: rect.top + rect.height / 2,
    width: rect.width,
    height: rect.height,
  };
  return { ...state, boxes: [...state.boxes, box], selectedId: id };
}

export function selectItem(state: PlacementState, id: string | null): PlacementState {
  if (id !== null && !takenIds(state).has(id)) return state;
  return { ...state, selectedId: id };
}

function update(
  state: PlacementState,
  id: string,
  change: {
    object?: (o: PlacedObject) => PlacedObject;
    box: (b: PlacedBox) => PlacedBox;
  },
): PlacementState {
  const onObject = change.object;
  return {
    ...state,
    objects: onObject ? state.objects.map((o) => (o.id === id ? onObject(o) : o)) : state.objects,
    boxes: state.boxes.map((b) => (b.id === id ? change.box(b) : b)),
  };
}

/** Puts the item's centre at `to`. */
export function moveItem(state: PlacementState, id: string, to: Point): PlacementState {
  return update(state, id, {
    object: (o) => ({ ...o, x: to.x, y: to.y }),
    box: (b) => ({ ...b, x: to.x, y: to.y }),
  });
}

/** An item's size: a box's, an object's given one, else its image's natural size if known. */
export function sizeOfItem(state: PlacementState, id: string, sizeOf: SizeOf): (Size & Point) | undefined {
  const box = state.boxes.find((b) => b.id === id);
  if (box) return box;
  const object = state.objects.find((o) => o.id === id);
  if (!object) return undefined;
  if (object.width !== undefined && object.height !== undefined) {
    return { x: object.x, y: object.y, width: object.width, height: object.height };
  }
  const natural = sizeOf(object.assetKey);
  return natural && { x: object.x, y: object.y, ...natural };
}

export function boundsOf(state: PlacementState, id: string, sizeOf: SizeOf): Rect | undefined {
  const item = sizeOfItem(state, id, sizeOf);
  if (!item) return undefined;
  return {
    left: item.x - item.width / 2,
    top: item.y - item.height / 2,
    width: item.width,
    height: item.height,
  };
}

/** Gives the item this size about its centre. */
export function resizeItem(state: PlacementState, id: string, size: Size): PlacementState {
  const width = Math.max(MIN_ITEM_SIZE, size.width);
  const height = Math.max(MIN_ITEM_SIZE, size.height);
  return update(state, id, {
    object: (o) => ({ ...o, width, height }),
    box: (b) => ({ ...b, width, height }),
  });
}

/**
 * Drags the item's bottom-right corner (its handle) to `corner`, its top-left corner staying
 * where it is. Nothing happens to an object whose size is not known yet.
 */
export function resizeToCorner(
  state: PlacementState,
  id: string,
  corner: Point,
  sizeOf: SizeOf,
): PlacementState {
  const bounds = boundsOf(state, id, sizeOf);
  if (!bounds) return state;
  const width = Math.max(MIN_ITEM_SIZE, corner.x - bounds.left);
  const height = Math.max(MIN_ITEM_SIZE, corner.y - bounds.top);
  const centre = { x: bounds.left + width / 2, y: bounds.top + height / 2 };
  return moveItem(resizeItem(state, id, { width, height }), id, centre);
}

/** ']' grows and '[' shrinks the selection by RESIZE_FACTOR about its centre. */
export function scaleSelection(state: PlacementState, grow: boolean, sizeOf: SizeOf): PlacementState {
  const id = state.selectedId;
  const item = id === null ? undefined : sizeOfItem(state, id, sizeOf);
  if (id === null || !item) return state;
  const factor = grow ? RESIZE_FACTOR : 1 / RESIZE_FACTOR;
  return resizeItem(state, id, { width: item.width * factor, height: item.height * factor });
}

/** Backspace or Delete: the selection goes, and nothing is selected. */
export function removeSelection(state: PlacementState): PlacementState {
  const id = state.selectedId;
  if (id === null) return state;
  return {
    ...state,
    objects: state.objects.filter((o) => o.id !== id),
    boxes: state.boxes.filter((b) => b.id !== id),
    selectedId: null,
  };
}

/** 'Erase all' (after the user confirms): the background, every object and every box. */
export function eraseAll(_state: PlacementState): PlacementState {
  return EMPTY_PLACEMENT;
}

function contains(rect: Rect, point: Point, margin: number): boolean {
  return (
    point.x >= rect.left - margin &&
    point.x <= rect.left + rect.width + margin &&
    point.y >= rect.top - margin &&
    point.y <= rect.top + rect.height + margin
  );
}

/**
 * The topmost item under the pointer: boxes lie above objects and later ones above earlier. An
 * item the pointer is inside wins; else one within SELECTION_MARGIN of its edge.
 */
export function itemAt(state: PlacementState, point: Point, sizeOf: SizeOf): string | null {
  const ids = [...state.objects.map((o) => o.id), ...state.boxes.map((b) => b.id)].reverse();
  for (const margin of [0, SELECTION_MARGIN]) {
    const hit = ids.find((id) => {
      const rect = boundsOf(state, id, sizeOf);
      return rect !== undefined && contains(rect, point, margin);
    });
    if (hit !== undefined) return hit;
  }
  return null;
}

/** The selection's resize handle (its bottom-right corner), if the pointer is on it. */
export function handleAt(state: PlacementState, point: Point, sizeOf: SizeOf): string | null {
  const id = state.selectedId;
  const rect = id === null ? undefined : boundsOf(state, id, sizeOf);
  if (id === null || !rect) return null;
  const corner = { x: rect.left + rect.width, y: rect.top + rect.height };
  const near =
    Math.abs(point.x - corner.x) <= SELECTION_MARGIN && Math.abs(point.y - corner.y) <= SELECTION_MARGIN;
  return near ? id : null;
}
