import { describe, expect, it } from 'vitest';
import {
  addBox,
  addObject,
  assetKeyOf,
  EMPTY_PLACEMENT,
  eraseAll,
  handleAt,
  isPlaceableImage,
  itemAt,
  moveItem,
  objectIdFor,
  type PlacementState,
  RESIZE_FACTOR,
  removeSelection,
  resizeItem,
  resizeToCorner,
  type SizeOf,
  scaleSelection,
  selectItem,
  setBackground,
} from './placement';

const ROBO = 'objects/robo/robo.happy.png';
const sizes: SizeOf = (key) => (key === assetKeyOf(ROBO) ? { width: 200, height: 100 } : undefined);
const unknown: SizeOf = () => undefined;

function withRobo(): PlacementState {
  return addObject(EMPTY_PLACEMENT, ROBO, { x: 500, y: 400 });
}

describe('placing objects and boxes', () => {
  it('adds an object centred where clicked, keyed by its path, and selects it', () => {
    const state = withRobo();
    expect(state.objects).toEqual([
      { id: 'robo_happy', assetKey: '/objects/robo/robo.happy.png', assetPath: ROBO, x: 500, y: 400 },
    ]);
    expect(state.selectedId).toBe('robo_happy');
  });

  it('gives each object of the same file its own id, unique with the boxes too', () => {
    let state = withRobo();
    state = addObject(state, ROBO, { x: 1, y: 1 });
    state = addObject(state, ROBO, { x: 2, y: 2 });
    state = addBox(state, { x: 0, y: 0 }, { x: 10, y: 10 });
    state = addBox(state, { x: 0, y: 0 }, { x: 10, y: 10 });
    expect(state.objects.map((o) => o.id)).toEqual(['robo_happy', 'robo_happy_2', 'robo_happy_3']);
    expect(state.boxes.map((b) => b.id)).toEqual(['box1', 'box2']);
    expect(objectIdFor(state, 'objects/box1.png')).toBe('box1_2');
  });

  it('makes ids the parser and action lines take: no if, AND, else, leading digit or punctuation', () => {
    expect(objectIdFor(EMPTY_PLACEMENT, 'objects/gift box!.png')).toBe('gIft_box');
    expect(objectIdFor(EMPTY_PLACEMENT, 'objects/ANDROID-else.png')).toBe('AndROID_Else');
    expect(objectIdFor(EMPTY_PLACEMENT, 'objects/3d.png')).toBe('object_3d');
    expect(objectIdFor(EMPTY_PLACEMENT, 'objects/%%.png')).toBe('object');
  });

  it('takes only images whose path can be written in a checkpoint line', () => {
    expect(isPlaceableImage('objects/a.PNG')).toBe(true);
    expect(isPlaceableImage('locations/dock.jpg')).toBe(true);
    expect(isPlaceableImage('bgm/hum.mp3')).toBe(false);
    expect(isPlaceableImage('objects/a,b.png')).toBe(false);
  });

  it('sets the background from a file', () => {
    const state = setBackground(withRobo(), 'locations/dock.png');
    expect(state.background).toEqual({ assetKey: '/locations/dock.png', assetPath: 'locations/dock.png' });
    expect(state.objects).toHaveLength(1);
  });

  it('keeps a dragged box by its centre, whichever way it was drawn', () => {
    const state = addBox(EMPTY_PLACEMENT, { x: 300, y: 200 }, { x: 100, y: 150 });
    expect(state.boxes).toEqual([{ id: 'box1', x: 200, y: 175, width: 200, height: 50 }]);
    expect(state.selectedId).toBe('box1');
  });

  it('drops a box of 2 px or less in width or height', () => {
    expect(addBox(EMPTY_PLACEMENT, { x: 0, y: 0 }, { x: 2, y: 100 }).boxes).toEqual([]);
    expect(addBox(EMPTY_PLACEMENT, { x: 0, y: 0 }, { x: 100, y: -2 }).boxes).toEqual([]);
    expect(addBox(EMPTY_PLACEMENT, { x: 0, y: 0 }, { x: 3, y: 3 }).boxes).toHaveLength(1);
  });
});

describe('selecting, moving and resizing', () => {
  it('selects only items that exist', () => {
    const state = withRobo();
    expect(selectItem(state, null).selectedId).toBeNull();
    expect(selectItem(selectItem(state, null), 'nothing').selectedId).toBeNull();
  });

  it('moves an item by its centre', () => {
    expect(moveItem(withRobo(), 'robo_happy', { x: 10, y: 20 }).objects[0]).toMatchObject({ x: 10, y: 20 });
  });

  it('finds the topmost item under the pointer, boxes above objects, then within the margin of 30', () => {
    let state = withRobo(); // 400..600 x 350..450
    state = addBox(state, { x: 450, y: 380 }, { x: 550, y: 420 });
    expect(itemAt(state, { x: 500, y: 400 }, sizes)).toBe('box1');
    expect(itemAt(state, { x: 420, y: 360 }, sizes)).toBe('robo_happy');
    expect(itemAt(state, { x: 629, y: 400 }, sizes)).toBe('robo_happy');
    expect(itemAt(state, { x: 631, y: 400 }, sizes)).toBeNull();
    // An object whose image has not loaded has no area yet.
    expect(itemAt(withRobo(), { x: 500, y: 400 }, unknown)).toBeNull();
  });

  it('offers the selection’s bottom-right corner as its resize handle', () => {
    const state = withRobo();
    expect(handleAt(state, { x: 620, y: 430 }, sizes)).toBe('robo_happy');
    expect(handleAt(state, { x: 500, y: 400 }, sizes)).toBeNull();
    expect(handleAt(selectItem(state, null), { x: 600, y: 450 }, sizes)).toBeNull();
  });

  it('resizes from the handle with the top-left corner staying put', () => {
    const state = resizeToCorner(withRobo(), 'robo_happy', { x: 700, y: 550 }, sizes);
    expect(state.objects[0]).toMatchObject({ x: 550, y: 450, width: 300, height: 200 });
    const tiny = resizeToCorner(withRobo(), 'robo_happy', { x: 0, y: 0 }, sizes);
    expect(tiny.objects[0]).toMatchObject({ width: 3, height: 3 });
    expect(resizeToCorner(withRobo(), 'robo_happy', { x: 700, y: 550 }, unknown)).toEqual(withRobo());
  });

  it('resizes a box about its centre', () => {
    const state = resizeItem(addBox(EMPTY_PLACEMENT, { x: 0, y: 0 }, { x: 10, y: 10 }), 'box1', {
      width: 40,
      height: 20,
    });
    expect(state.boxes[0]).toEqual({ id: 'box1', x: 5, y: 5, width: 40, height: 20 });
  });
});

describe('scaling and removing the selection', () => {
  it('grows by 1.02 per ] and shrinks by dividing per [', () => {
    const grown = scaleSelection(withRobo(), true, sizes);
    expect(grown.objects[0]?.width).toBeCloseTo(200 * RESIZE_FACTOR);
    expect(grown.objects[0]?.height).toBeCloseTo(100 * 1.02);
    const back = scaleSelection(grown, false, sizes);
    expect(back.objects[0]?.width).toBeCloseTo(200);
    const box = scaleSelection(addBox(EMPTY_PLACEMENT, { x: 0, y: 0 }, { x: 102, y: 51 }), false, sizes);
    expect(box.boxes[0]?.width).toBeCloseTo(100);
    expect(box.boxes[0]?.height).toBeCloseTo(50);
    expect(box.boxes[0]).toMatchObject({ x: 51, y: 25.5 });
  });

  it('leaves things alone with no selection or no known size', () => {
    const none = selectItem(withRobo(), null);
    expect(scaleSelection(none, true, sizes)).toEqual(none);
    expect(scaleSelection(withRobo(), true, unknown)).toEqual(withRobo());
  });

  it('removes the selection only', () => {
    let state = addBox(withRobo(), { x: 0, y: 0 }, { x: 10, y: 10 });
    state = removeSelection(state);
    expect(state.boxes).toEqual([]);
    expect(state.objects).toHaveLength(1);
    expect(state.selectedId).toBeNull();
    expect(removeSelection(state)).toEqual(state);
  });

  it('erases all: the background, objects and boxes', () => {
    const state = addBox(setBackground(withRobo(), 'locations/dock.png'), { x: 0, y: 0 }, { x: 9, y: 9 });
    expect(eraseAll(state)).toEqual(EMPTY_PLACEMENT);
  });
});
