import {
  type CursorMode,
  EMPTY_PLACEMENT,
  eraseAll,
  type Gesture,
  isPlacementKey,
  NO_GESTURE,
  type PlacementState,
  type Point,
  placementKey,
  pointerDown,
  pointerMove,
  pointerUp,
  removeSelection,
  type Size,
  type SizeOf,
  scaleSelection,
  selectItem,
} from '@sa/domain';

/** What the panel and the canvas both show: the placement, the cursor mode, the chosen file. */
export interface PlacementSnapshot {
  state: PlacementState;
  mode: CursorMode;
  /** The file chosen in the asset tree ('objects/robo.png'). */
  chosen: string | null;
  /** A drag under way (the canvas draws a box being drawn). */
  gesture: Gesture;
  /** Natural sizes of the images the canvas has loaded, by asset key. */
  sizes: ReadonlyMap<string, Size>;
}

/**
 * Object Placement's one state, held outside React so the Phaser scene and the panel share it:
 * the panel reads it with useSyncExternalStore, the scene subscribes and redraws. Every change
 * goes through the pure rules of @sa/domain (game/simulator).
 */
export interface PlacementController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PlacementSnapshot;
  sizeOf: SizeOf;
  setMode(mode: CursorMode): void;
  choose(path: string | null): void;
  /** Canvas coordinates (1920x1080); `resize` is the modifier key (Shift) held. */
  pointerDown(point: Point, resize: boolean): void;
  pointerMove(point: Point): void;
  pointerUp(point: Point): void;
  /** A key pressed on the canvas; true when it was one of the mode's keys (the caller stops it). */
  key(key: string): boolean;
  select(id: string | null): void;
  scale(grow: boolean): void;
  removeSelected(): void;
  eraseAll(): void;
  /** The canvas reports an image's natural size once loaded (or a stand-in if it failed). */
  reportSize(assetKey: string, size: Size): void;
}

export function createPlacementController(): PlacementController {
  let snapshot: PlacementSnapshot = {
    state: EMPTY_PLACEMENT,
    mode: 'setBackground',
    chosen: null,
    gesture: NO_GESTURE,
    sizes: new Map(),
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<PlacementSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const sizeOf: SizeOf = (key) => snapshot.sizes.get(key);
  const context = () => ({ mode: snapshot.mode, chosen: snapshot.chosen, sizeOf });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    sizeOf,
    setMode: (mode) => set({ mode, gesture: NO_GESTURE }),
    choose: (chosen) => set({ chosen }),
    pointerDown(point, resize) {
      set(pointerDown(snapshot.state, point, resize, context()));
    },
    pointerMove(point) {
      if (snapshot.gesture.kind === 'none') return;
      set(pointerMove(snapshot.state, snapshot.gesture, point, sizeOf));
    },
    pointerUp(point) {
      if (snapshot.gesture.kind === 'none') return;
      set({ state: pointerUp(snapshot.state, snapshot.gesture, point, sizeOf), gesture: NO_GESTURE });
    },
    key(key) {
      if (!isPlacementKey(key)) return false;
      set({ state: placementKey(snapshot.state, key, sizeOf) });
      return true;
    },
    select: (id) => set({ state: selectItem(snapshot.state, id) }),
    scale: (grow) => set({ state: scaleSelection(snapshot.state, grow, sizeOf) }),
    removeSelected: () => set({ state: removeSelection(snapshot.state) }),
    eraseAll: () => set({ state: eraseAll(snapshot.state), gesture: NO_GESTURE }),
    reportSize(assetKey, size) {
      const sizes = new Map(snapshot.sizes);
      sizes.set(assetKey, size);
      set({ sizes });
    },
  };
}
