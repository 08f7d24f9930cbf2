import type { RoomCommand } from '../protocol';
import { roomState } from './state';
import {
  expectBoolean,
  expectConfig,
  expectNumber,
  expectObject,
  type GameConfig,
  type GameObject,
  withOptional,
} from './values';

type PairProp = Extract<RoomCommand, { op: 'set-pair' }>['prop'];

function setPair(fn: string, prop: PairProp, obj: unknown, x: unknown, y: unknown): GameObject {
  const state = roomState();
  const object = expectObject(obj, fn);
  const pair = { x: expectNumber(x, fn, 'x'), y: expectNumber(y, fn, 'y') };
  if (prop === 'origin' && object.kind === 'container') {
    throw new Error(`${fn}: a container has no origin, received: ${object.toReplString()}`);
  }
  if (state.isAlive(object)) state.record({ op: 'set-pair', id: object.id, prop, ...pair }, fn);
  return object;
}

/**
 * Sets the size an object is drawn at.
 * @param obj the object
 * @param x its new width
 * @param y its new height
 * @returns the object
 */
export function set_display_size(obj: GameObject, x: number, y: number): GameObject {
  return setPair('set_display_size', 'displaySize', obj, x, y);
}

/**
 * Sets an object's anchor: (0, 0) its top left corner, (0.5, 0.5) its centre, (1, 1) its bottom right.
 * @param obj the object
 * @param x the anchor's x, from 0 to 1
 * @param y the anchor's y, from 0 to 1
 * @returns the object
 */
export function set_origin(obj: GameObject, x: number, y: number): GameObject {
  return setPair('set_origin', 'origin', obj, x, y);
}

/**
 * Moves an object.
 * @param obj the object
 * @param x its new x position
 * @param y its new y position
 * @returns the object
 */
export function set_position(obj: GameObject, x: number, y: number): GameObject {
  return setPair('set_position', 'position', obj, x, y);
}

/**
 * Scales an object.
 * @param obj the object
 * @param x the factor along x
 * @param y the factor along y
 * @returns the object
 */
export function set_scale(obj: GameObject, x: number, y: number): GameObject {
  return setPair('set_scale', 'scale', obj, x, y);
}

function setValue(
  fn: string,
  prop: 'alpha' | 'rotation',
  obj: unknown,
  value: unknown,
  what: string,
): GameObject {
  const state = roomState();
  const object = expectObject(obj, fn);
  const number = expectNumber(value, fn, what);
  if (state.isAlive(object)) state.record({ op: 'set-value', id: object.id, prop, value: number }, fn);
  return object;
}

/**
 * Sets an object's opacity.
 * @param obj the object
 * @param alpha from 0 (invisible) to 1 (opaque)
 * @returns the object
 */
export function set_alpha(obj: GameObject, alpha: number): GameObject {
  return setValue('set_alpha', 'alpha', obj, alpha, 'alpha');
}

/**
 * Turns an object clockwise about its origin.
 * @param obj the object
 * @param rad the angle in radians
 * @returns the object
 */
export function set_rotation(obj: GameObject, rad: number): GameObject {
  return setValue('set_rotation', 'rotation', obj, rad, 'rad');
}

/**
 * Mirrors an image or a text.
 * @param obj the image or text
 * @param x whether it is flipped left to right
 * @param y whether it is flipped upside down
 * @returns the object
 */
export function set_flip(obj: GameObject, x: boolean, y: boolean): GameObject {
  const fn = 'set_flip';
  const state = roomState();
  const object = expectObject(obj, fn, 'an image or a text');
  if (object.kind !== 'image' && object.kind !== 'text' && object.kind !== 'award') {
    throw new Error(`${fn} expects an image or a text, received: ${object.toReplString()}`);
  }
  const flip = { x: expectBoolean(x, fn, 'x'), y: expectBoolean(y, fn, 'y') };
  if (state.isAlive(object)) state.record({ op: 'set-flip', id: object.id, ...flip }, fn);
  return object;
}

/**
 * Lets an object receive the pointer (for add_listener).
 * @param obj the object
 * @param config from create_interactive_config (may be left out)
 * @returns the object
 */
export function set_interactive(obj: GameObject, config?: GameConfig): GameObject {
  const fn = 'set_interactive';
  const state = roomState();
  const object = expectObject(obj, fn);
  const entries = expectConfig(config, fn);
  const flag = (key: string, fallback: boolean) =>
    Object.hasOwn(entries, key) ? expectBoolean(entries[key], fn, `the config's ${key}`) : fallback;
  const interactive = {
    draggable: flag('draggable', false),
    useHandCursor: flag('useHandCursor', false),
    pixelPerfect: flag('pixelPerfect', false),
    alphaTolerance: Object.hasOwn(entries, 'alphaTolerance')
      ? expectNumber(entries.alphaTolerance, fn, "the config's alphaTolerance")
      : 1,
  };
  if (state.isAlive(object)) state.record({ op: 'set-interactive', id: object.id, config: interactive }, fn);
  return object;
}
withOptional(set_interactive, 'set_interactive', 1, 1);
