/**
 * What the mouse and keys do in each cursor mode of Object Placement (issue 24): the canvas hands
 * each pointer event and key here and draws the state it gets back.
 */
import {
  addBox,
  addObject,
  boundsOf,
  handleAt,
  itemAt,
  moveItem,
  type PlacementState,
  type Point,
  type Rect,
  rectBetween,
  removeSelection,
  resizeToCorner,
  type SizeOf,
  scaleSelection,
  selectItem,
  setBackground,
} from './placement';

/** The toolbar's cursor modes ('Print coordinates' and 'Erase all' are actions, not modes). */
export type CursorMode = 'setBackground' | 'addObject' | 'drawBox' | 'dragOrResize';

/** A drag under way, from pointer down to pointer up. */
export type Gesture =
  | { kind: 'none' }
  | { kind: 'drawing'; from: Point; to: Point }
  | { kind: 'moving'; id: string; offset: Point }
  | { kind: 'resizing'; id: string; start: Point; corner: Point };

export const NO_GESTURE: Gesture = { kind: 'none' };

export interface PointerContext {
  mode: CursorMode;
  /** The file chosen in the asset tree ('objects/robo.png'), if any. */
  chosen: string | null;
  sizeOf: SizeOf;
}

export interface GestureResult {
  state: PlacementState;
  gesture: Gesture;
}

/**
 * Pointer down at `point`. `resize` is the modifier (Shift): in 'Drag or resize' it resizes the
 * item under the pointer instead of moving it, as its corner handle does.
 */
export function pointerDown(
  state: PlacementState,
  point: Point,
  resize: boolean,
  { mode, chosen, sizeOf }: PointerContext,
): GestureResult {
  switch (mode) {
    case 'setBackground':
      return { state: chosen ? setBackground(state, chosen) : state, gesture: NO_GESTURE };
    case 'addObject':
      return { state: chosen ? addObject(state, chosen, point) : state, gesture: NO_GESTURE };
    case 'drawBox':
      return { state, gesture: { kind: 'drawing', from: point, to: point } };
    case 'dragOrResize': {
      const handle = handleAt(state, point, sizeOf);
      const id = handle ?? itemAt(state, point, sizeOf);
      const rect = id === null ? undefined : boundsOf(state, id, sizeOf);
      if (id === null || !rect) return { state: selectItem(state, id), gesture: NO_GESTURE };
      const selected = selectItem(state, id);
      if (handle !== null || resize) {
        const corner = { x: rect.left + rect.width, y: rect.top + rect.height };
        return { state: selected, gesture: { kind: 'resizing', id, start: point, corner } };
      }
      const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      const offset = { x: centre.x - point.x, y: centre.y - point.y };
      return { state: selected, gesture: { kind: 'moving', id, offset } };
    }
  }
}

/** Pointer moved while down: the item follows, or the box being drawn grows. */
export function pointerMove(
  state: PlacementState,
  gesture: Gesture,
  point: Point,
  sizeOf: SizeOf,
): GestureResult {
  switch (gesture.kind) {
    case 'none':
      return { state, gesture };
    case 'drawing':
      return { state, gesture: { ...gesture, to: point } };
    case 'moving':
      return {
        state: moveItem(state, gesture.id, { x: point.x + gesture.offset.x, y: point.y + gesture.offset.y }),
        gesture,
      };
    case 'resizing': {
      const corner = {
        x: gesture.corner.x + point.x - gesture.start.x,
        y: gesture.corner.y + point.y - gesture.start.y,
      };
      return { state: resizeToCorner(state, gesture.id, corner, sizeOf), gesture };
    }
  }
}

/** Pointer up: a drawn box is kept (unless 2 px or less), any other drag just ends. */
export function pointerUp(
  state: PlacementState,
  gesture: Gesture,
  point: Point,
  sizeOf: SizeOf,
): PlacementState {
  const moved = pointerMove(state, gesture, point, sizeOf);
  return gesture.kind === 'drawing' ? addBox(state, gesture.from, point) : moved.state;
}

/** The box being drawn, for the canvas to show while the pointer is down. */
export function draftOf(gesture: Gesture): Rect | null {
  return gesture.kind === 'drawing' ? rectBetween(gesture.from, gesture.to) : null;
}

/** How far (canvas px) an arrow key moves the selection: so the keyboard alone can place things. */
export const NUDGE = 10;
const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -NUDGE, y: 0 },
  ArrowRight: { x: NUDGE, y: 0 },
  ArrowUp: { x: 0, y: -NUDGE },
  ArrowDown: { x: 0, y: NUDGE },
};

/** Moves the selection by `by`. */
export function nudgeSelection(state: PlacementState, by: Point): PlacementState {
  const id = state.selectedId;
  const item = [...state.objects, ...state.boxes].find((i) => i.id === id);
  if (id === null || !item) return state;
  return moveItem(state, id, { x: item.x + by.x, y: item.y + by.y });
}

/**
 * The canvas's keys: '[' shrinks, ']' grows, Backspace or Delete removes the selection, and
 * the arrow keys move it by NUDGE.
 */
export function placementKey(state: PlacementState, key: string, sizeOf: SizeOf): PlacementState {
  const arrow = Object.hasOwn(ARROWS, key) ? ARROWS[key] : undefined;
  if (arrow) return nudgeSelection(state, arrow);
  switch (key) {
    case '[':
      return scaleSelection(state, false, sizeOf);
    case ']':
      return scaleSelection(state, true, sizeOf);
    case 'Backspace':
    case 'Delete':
      return removeSelection(state);
    default:
      return state;
  }
}

/** Whether the canvas acts on this key (so the page can stop the browser's own use of it). */
export function isPlacementKey(key: string): boolean {
  return key === '[' || key === ']' || key === 'Backspace' || key === 'Delete' || Object.hasOwn(ARROWS, key);
}
