/**
 * The room's game library (game-facts 4): a program draws the student's room with it. Functions
 * record drawing commands the room's page applies; nothing here touches a page. Objects are drawn
 * only once given to `add` (or to a container that is). 0, 0 is the top left corner of a
 * 1920 by 1080 screen.
 *
 * @module game
 */
import { ROOM_SCREEN } from '../protocol';
import { roomState } from './state';
import {
  expectConfig,
  expectNumber,
  expectObject,
  expectString,
  type GameConfig,
  type GameObject,
  withOptional,
} from './values';

export {
  create_anim_config,
  create_anim_frame_config,
  create_anim_spritesheet_frame_configs,
  create_config,
  create_interactive_config,
  create_sound_config,
  create_spritesheet_config,
  create_text_config,
  create_tween_config,
} from './configs';
export { add_keyboard_listener, add_listener, remove_listener } from './listeners';
export { add_tween, create_anim, play_anim_on_image, play_sound } from './motion';
export {
  set_alpha,
  set_display_size,
  set_flip,
  set_interactive,
  set_origin,
  set_position,
  set_rotation,
  set_scale,
} from './setters';

/**
 * The course's address of an asset path, for load_image and friends.
 * @param path the asset's path, e.g. '/objects/lamp.png'
 * @returns its full address
 */
export function prepend_remote_url(path: string): string {
  const asset = expectString(path, 'prepend_remote_url', 'path');
  return roomState().assetBase() + asset.replace(/^\/+/, '');
}

/**
 * Loads an image under a key; create_image then draws it.
 * @param key the key
 * @param url the image's address
 * @returns undefined
 */
export function load_image(key: string, url: string): void {
  const fn = 'load_image';
  const state = roomState();
  const name = expectString(key, fn, 'key');
  const address = expectString(url, fn, 'url');
  state.countAsset(fn);
  state.record({ op: 'load-image', key: name, url: address }, fn);
  state.images.add(name);
}

/**
 * Loads a sound under a key; play_sound then plays it.
 * @param key the key
 * @param url the sound's address
 * @returns undefined
 */
export function load_sound(key: string, url: string): void {
  const fn = 'load_sound';
  const state = roomState();
  const name = expectString(key, fn, 'key');
  const address = expectString(url, fn, 'url');
  state.countAsset(fn);
  state.record({ op: 'load-sound', key: name, url: address }, fn);
  state.sounds.add(name);
}

/**
 * Loads a spritesheet (a picture cut into frames) under a key, for create_image and animations.
 * @param key the key
 * @param url the picture's address
 * @param spritesheet_config from create_spritesheet_config
 * @returns undefined
 */
export function load_spritesheet(key: string, url: string, spritesheet_config: GameConfig): void {
  const fn = 'load_spritesheet';
  const state = roomState();
  const name = expectString(key, fn, 'key');
  const address = expectString(url, fn, 'url');
  const config = expectConfig(spritesheet_config, fn);
  const number = (field: string, fallback?: number): number => {
    if (!Object.hasOwn(config, field)) {
      if (fallback === undefined) throw new Error(`${fn}: the spritesheet config needs ${field}`);
      return fallback;
    }
    return expectNumber(config[field], fn, `the config's ${field}`);
  };
  const sheet = {
    frameWidth: number('frameWidth'),
    frameHeight: number('frameHeight'),
    startFrame: number('startFrame', 0),
    margin: number('margin', 0),
    spacing: number('spacing', 0),
  };
  state.countAsset(fn);
  state.record({ op: 'load-spritesheet', key: name, url: address, sheet }, fn);
  state.spritesheets.add(name);
}

function position(x: unknown, y: unknown, fn: string): { x: number; y: number } {
  return { x: expectNumber(x, fn, 'x'), y: expectNumber(y, fn, 'y') };
}

/**
 * An image of a loaded image or spritesheet, centred on (x, y).
 * @param x its x position
 * @param y its y position
 * @param asset_key the key it was loaded under
 * @returns the image object
 */
export function create_image(x: number, y: number, asset_key: string): GameObject {
  const fn = 'create_image';
  const state = roomState();
  const at = position(x, y, fn);
  const key = expectString(asset_key, fn, 'asset_key');
  if (!state.images.has(key) && !state.spritesheets.has(key)) {
    throw new Error(`${fn}: ${key} is not associated with any image`);
  }
  const object = state.newObject('image', fn);
  state.record({ op: 'create-image', id: object.id, ...at, key }, fn);
  return object;
}

/**
 * An award's picture, centred on (x, y): the award's art with a VERIFIED tag on hover if the
 * player owns it, else a cookie.
 * @param x its x position
 * @param y its y position
 * @param award_key the award's key (shown in the Awards Hall)
 * @returns the award object
 */
export function create_award(x: number, y: number, award_key: string): GameObject {
  const fn = 'create_award';
  const state = roomState();
  const at = position(x, y, fn);
  const key = expectString(award_key, fn, 'award_key');
  const object = state.newObject('award', fn);
  state.record({ op: 'create-award', id: object.id, ...at, key }, fn);
  return object;
}

/**
 * A text whose top left corner is at (x, y).
 * @param x its x position
 * @param y its y position
 * @param text what it says
 * @param config a style from create_text_config (may be left out)
 * @returns the text object
 */
export function create_text(x: number, y: number, text: string, config?: GameConfig): GameObject {
  const fn = 'create_text';
  const state = roomState();
  const at = position(x, y, fn);
  const words = expectString(text, fn, 'text');
  const style = expectConfig(config, fn);
  const text_ = (key: string, fallback: string) =>
    Object.hasOwn(style, key) ? expectString(style[key], fn, `the config's ${key}`) : fallback;
  const object = state.newObject('text', fn);
  state.record(
    {
      op: 'create-text',
      id: object.id,
      ...at,
      text: words,
      style: {
        fontFamily: text_('fontFamily', 'Courier'),
        fontSize: text_('fontSize', '16px'),
        color: text_('color', '#fff'),
        stroke: text_('stroke', '#fff'),
        strokeThickness: Object.hasOwn(style, 'strokeThickness')
          ? expectNumber(style.strokeThickness, fn, "the config's strokeThickness")
          : 0,
        align: text_('align', 'left'),
      },
    },
    fn,
  );
  return object;
}
withOptional(create_text, 'create_text', 3, 1);

function createShape(
  shape: 'rect' | 'ellipse',
  args: [unknown, unknown, unknown, unknown, unknown, unknown],
): GameObject {
  const fn = `create_${shape}`;
  const state = roomState();
  const [x, y, width, height, fill, alpha] = args;
  const at = position(x, y, fn);
  const size = { width: expectNumber(width, fn, 'width'), height: expectNumber(height, fn, 'height') };
  const colour = fill === undefined ? 0 : expectNumber(fill, fn, 'fill');
  const opacity = alpha === undefined ? 1 : expectNumber(alpha, fn, 'alpha');
  const object = state.newObject(shape, fn);
  state.record(
    { op: 'create-shape', id: object.id, shape, ...at, ...size, fill: colour, alpha: opacity },
    fn,
  );
  return object;
}

/**
 * A rectangle centred on (x, y).
 * @param x its x position
 * @param y its y position
 * @param width its width
 * @param height its height
 * @param fill its colour as a number, e.g. 0xff0000 for red (black if left out)
 * @param alpha its opacity from 0 to 1 (1 if left out)
 * @returns the rectangle object
 */
export function create_rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill?: number,
  alpha?: number,
): GameObject {
  return createShape('rect', [x, y, width, height, fill, alpha]);
}
withOptional(create_rect, 'create_rect', 4, 2);

/**
 * An ellipse centred on (x, y).
 * @param x its x position
 * @param y its y position
 * @param width its width
 * @param height its height
 * @param fill its colour as a number, e.g. 0x00ff00 for green (black if left out)
 * @param alpha its opacity from 0 to 1 (1 if left out)
 * @returns the ellipse object
 */
export function create_ellipse(
  x: number,
  y: number,
  width: number,
  height: number,
  fill?: number,
  alpha?: number,
): GameObject {
  return createShape('ellipse', [x, y, width, height, fill, alpha]);
}
withOptional(create_ellipse, 'create_ellipse', 4, 2);

/**
 * A container at (x, y): objects added to it move, show and hide with it, placed relative to it.
 * @param x its x position
 * @param y its y position
 * @returns the container object
 */
export function create_container(x: number, y: number): GameObject {
  const fn = 'create_container';
  const state = roomState();
  const at = position(x, y, fn);
  const object = state.newObject('container', fn);
  state.record({ op: 'create-container', id: object.id, ...at }, fn);
  return object;
}

/**
 * Shows an object in the room.
 * @param obj the object
 * @returns the object
 */
export function add(obj: GameObject): GameObject {
  const state = roomState();
  const object = expectObject(obj, 'add');
  if (state.isAlive(object)) state.record({ op: 'add', id: object.id }, 'add');
  return object;
}

/**
 * Puts an object in a container.
 * @param container the container
 * @param obj the object
 * @returns the container
 */
export function add_to_container(container: GameObject, obj: GameObject): GameObject {
  const fn = 'add_to_container';
  const state = roomState();
  const parent = expectObject(container, fn, 'a container');
  if (parent.kind !== 'container')
    throw new Error(`${fn} expects a container, received: ${parent.toReplString()}`);
  const child = expectObject(obj, fn);
  if (child.id === parent.id) throw new Error(`${fn}: a container cannot contain itself`);
  if (state.isAlive(parent) && state.isAlive(child)) {
    state.adopt(parent, child);
    state.record({ op: 'add-to-container', container: parent.id, id: child.id }, fn);
  }
  return parent;
}

/**
 * Removes an object (and what a container holds) from the room for good, with its listeners.
 * @param obj the object
 * @returns undefined
 */
export function destroy_obj(obj: GameObject): void {
  const state = roomState();
  const object = expectObject(obj, 'destroy_obj');
  if (!state.isAlive(object)) return;
  state.record({ op: 'destroy', id: object.id }, 'destroy_obj');
  state.forget(object);
}

/**
 * The screen's width in game pixels.
 * @returns 1920
 */
export function get_screen_width(): number {
  return ROOM_SCREEN.width;
}

/**
 * The screen's height in game pixels.
 * @returns 1080
 */
export function get_screen_height(): number {
  return ROOM_SCREEN.height;
}

/**
 * The screen's width as shown on the page, in CSS pixels.
 * @returns the width
 */
export function get_screen_display_width(): number {
  return roomState().displaySize().width;
}

/**
 * The screen's height as shown on the page, in CSS pixels.
 * @returns the height
 */
export function get_screen_display_height(): number {
  return roomState().displaySize().height;
}

// The page calls the program's preload, create and update through this state (ModuleState.call),
// also when the program's top level drew nothing: the state exists from the import on.
roomState();
