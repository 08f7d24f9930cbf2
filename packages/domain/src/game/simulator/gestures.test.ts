import { describe, expect, it } from 'vitest';
import {
  draftOf,
  isPlacementKey,
  NO_GESTURE,
  type PointerContext,
  placementKey,
  pointerDown,
  pointerMove,
  pointerUp,
} from './gestures';
import {
  addBox,
  addObject,
  EMPTY_PLACEMENT,
  type PlacementState,
  type SizeOf,
  selectItem,
} from './placement';

const sizeOf: SizeOf = () => ({ width: 100, height: 100 });
const ctx = (mode: PointerContext['mode'], chosen: string | null = 'objects/crate.png'): PointerContext => ({
  mode,
  chosen,
  sizeOf,
});
const crate = (): PlacementState => addObject(EMPTY_PLACEMENT, 'objects/crate.png', { x: 500, y: 500 });

describe('the cursor modes', () => {
  it("'Set background' uses the chosen file", () => {
    const { state } = pointerDown(
      EMPTY_PLACEMENT,
      { x: 1, y: 1 },
      false,
      ctx('setBackground', 'locations/a.png'),
    );
    expect(state.background?.assetKey).toBe('/locations/a.png');
    expect(pointerDown(EMPTY_PLACEMENT, { x: 1, y: 1 }, false, ctx('setBackground', null)).state).toBe(
      EMPTY_PLACEMENT,
    );
  });

  it("'Add selected object' places the chosen file where clicked", () => {
    const { state } = pointerDown(EMPTY_PLACEMENT, { x: 30, y: 40 }, false, ctx('addObject'));
    expect(state.objects).toMatchObject([{ id: 'crate', x: 30, y: 40 }]);
    expect(pointerDown(EMPTY_PLACEMENT, { x: 1, y: 1 }, false, ctx('addObject', null)).state.objects).toEqual(
      [],
    );
  });

  it("'Draw bounding boxes' shows the draft while dragging and keeps it on release", () => {
    let result = pointerDown(EMPTY_PLACEMENT, { x: 100, y: 100 }, false, ctx('drawBox'));
    result = pointerMove(result.state, result.gesture, { x: 160, y: 140 }, sizeOf);
    expect(draftOf(result.gesture)).toEqual({ left: 100, top: 100, width: 60, height: 40 });
    expect(result.state.boxes).toEqual([]);
    const state = pointerUp(result.state, result.gesture, { x: 200, y: 150 }, sizeOf);
    expect(state.boxes).toEqual([{ id: 'box1', x: 150, y: 125, width: 100, height: 50 }]);
  });

  it("'Draw bounding boxes' drops a click or a sliver", () => {
    const down = pointerDown(EMPTY_PLACEMENT, { x: 100, y: 100 }, false, ctx('drawBox'));
    expect(pointerUp(down.state, down.gesture, { x: 101, y: 300 }, sizeOf).boxes).toEqual([]);
    expect(draftOf(NO_GESTURE)).toBeNull();
  });

  it("'Drag or resize' moves the item under the pointer, keeping where it was grabbed", () => {
    const down = pointerDown(selectItem(crate(), null), { x: 520, y: 510 }, false, ctx('dragOrResize'));
    expect(down.state.selectedId).toBe('crate');
    const moved = pointerMove(down.state, down.gesture, { x: 620, y: 610 }, sizeOf);
    expect(moved.state.objects[0]).toMatchObject({ x: 600, y: 600 });
    expect(pointerUp(moved.state, moved.gesture, { x: 720, y: 610 }, sizeOf).objects[0]).toMatchObject({
      x: 700,
      y: 600,
    });
  });

  it("'Drag or resize' resizes from the handle or with the modifier", () => {
    const onHandle = pointerDown(crate(), { x: 550, y: 550 }, false, ctx('dragOrResize'));
    expect(onHandle.gesture.kind).toBe('resizing');
    const resized = pointerUp(onHandle.state, onHandle.gesture, { x: 600, y: 650 }, sizeOf);
    expect(resized.objects[0]).toMatchObject({ x: 525, y: 550, width: 150, height: 200 });

    const withShift = pointerDown(crate(), { x: 500, y: 500 }, true, ctx('dragOrResize'));
    expect(withShift.gesture.kind).toBe('resizing');
    const shrunk = pointerUp(withShift.state, withShift.gesture, { x: 450, y: 480 }, sizeOf);
    expect(shrunk.objects[0]).toMatchObject({ width: 50, height: 80 });
  });

  it("'Drag or resize' on empty canvas clears the selection", () => {
    const down = pointerDown(crate(), { x: 1500, y: 100 }, false, ctx('dragOrResize'));
    expect(down.state.selectedId).toBeNull();
    expect(down.gesture).toBe(NO_GESTURE);
  });
});

describe('the canvas keys', () => {
  it('[ and ] scale, Backspace and Delete remove, others do nothing', () => {
    const grown = placementKey(crate(), ']', sizeOf);
    expect(grown.objects[0]?.width).toBeCloseTo(102);
    expect(placementKey(grown, '[', sizeOf).objects[0]?.width).toBeCloseTo(100);
    expect(placementKey(crate(), 'Backspace', sizeOf).objects).toEqual([]);
    const boxed = addBox(EMPTY_PLACEMENT, { x: 0, y: 0 }, { x: 9, y: 9 });
    expect(placementKey(boxed, 'Delete', sizeOf).boxes).toEqual([]);
    expect(placementKey(boxed, 'a', sizeOf)).toBe(boxed);
    expect(['[', ']', 'Backspace', 'Delete', 'ArrowUp', 'a'].map(isPlacementKey)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('the arrow keys move the selection by 10', () => {
    let state = crate();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowRight']) {
      state = placementKey(state, key, sizeOf);
    }
    expect(state.objects[0]).toMatchObject({ x: 490, y: 490 });
    const none = selectItem(crate(), null);
    expect(placementKey(none, 'ArrowLeft', sizeOf)).toEqual(none);
  });
});
