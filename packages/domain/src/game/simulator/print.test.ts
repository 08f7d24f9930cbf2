import { describe, expect, it } from 'vitest';
import { parseCheckpoint } from '../parser';
import { addBox, addObject, EMPTY_PLACEMENT, type PlacementState, resizeItem, selectItem } from './placement';
import { printCoordinates } from './print';

const DEFAULT = 'locations\n    dock, /locations/dock.png, Docking Bay\n';

function placed(): PlacementState {
  let state = addObject(EMPTY_PLACEMENT, 'objects/robo/robo.happy.png', { x: 500.4, y: 399.6 });
  state = resizeItem(state, 'robo_happy', { width: 120.5, height: 80.2 });
  state = addObject(state, 'objects/gift.png', { x: 10, y: 20 });
  state = addObject(state, 'objects/gift.png', { x: 30, y: 40 });
  state = addBox(state, { x: 100, y: 100 }, { x: 301, y: 150 });
  return selectItem(state, null);
}

describe("'Print coordinates'", () => {
  it('prints objects and boundingBoxes paragraphs, centred and rounded, ready under a location', () => {
    expect(printCoordinates(placed())).toEqual([
      '    objects',
      '        + robo_happy, /objects/robo/robo.happy.png, 500, 400, 121, 80',
      '        + gIft, /objects/gift.png, 10, 20',
      '        + gIft_2, /objects/gift.png, 30, 40',
      '    boundingBoxes',
      '        + box1, 201, 125, 201, 50',
    ]);
  });

  it('prints nothing for nothing, and leaves out an empty paragraph', () => {
    expect(printCoordinates(EMPTY_PLACEMENT)).toEqual([]);
    const onlyBox = addBox(EMPTY_PLACEMENT, { x: 0, y: 0 }, { x: 10, y: 10 });
    expect(printCoordinates(onlyBox)).toEqual(['    boundingBoxes', '        + box1, 5, 5, 10, 10']);
  });

  it('gives lines the game’s parser reads back as the same objects and boxes, placed in the location', () => {
    const state = placed();
    const text = ['dock', ...printCoordinates(state), ''].join('\n');
    const checkpoint = parseCheckpoint(DEFAULT, text);
    const dock = checkpoint.locations.dock;
    expect(dock?.objects).toEqual(['robo_happy', 'gIft', 'gIft_2']);
    expect(dock?.boundingBoxes).toEqual(['box1']);
    for (const object of state.objects) {
      const parsed = checkpoint.objects[object.id];
      expect(parsed).toMatchObject({
        assetKey: object.assetKey,
        x: Math.round(object.x),
        y: Math.round(object.y),
      });
      expect(parsed?.width).toBe(object.width === undefined ? undefined : Math.round(object.width));
      expect(parsed?.height).toBe(object.height === undefined ? undefined : Math.round(object.height));
    }
    expect(checkpoint.boundingBoxes.box1).toMatchObject({ x: 201, y: 125, width: 201, height: 50 });
  });

  it('prints ids that actions in the same checkpoint can name', () => {
    const text = [
      'dock',
      ...printCoordinates(placed()),
      '    actions',
      '        make_object_glow(gIft, true)',
      '        remove_item(objects, dock, gIft_2)',
      '',
    ].join('\n');
    const checkpoint = parseCheckpoint(DEFAULT, text);
    const params = Object.values(checkpoint.actions).map((a) => a.params);
    expect(params).toEqual([
      ['gIft', 'true'],
      ['objects', 'dock', 'gIft_2'],
    ]);
  });
});
