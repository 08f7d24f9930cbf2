import { is_null, is_pair } from 'js-slang/dist/stdlib/list';
import { stringify } from 'js-slang/dist/utils/stringify';
import { listElements } from '../audio/checks';
import type { RoomAnim, RoomAnimFrame, RoomSound, RoomTween } from '../protocol';
import { roomState } from './state';
import {
  entry,
  expectBoolean,
  expectConfig,
  expectFunction,
  expectNumber,
  expectObject,
  expectString,
  GameConfig,
  type GameObject,
  SpritesheetFrames,
  withOptional,
} from './values';

function frameOf(value: unknown, fn: string): RoomAnimFrame {
  if (!(value instanceof GameConfig)) {
    throw new Error(`${fn} expects frames made by create_anim_frame_config, received: ${stringify(value)}`);
  }
  const e = value.entries;
  return {
    key: entry(e, 'key', '', expectString, fn),
    frame: Object.hasOwn(e, 'frame') ? expectNumber(e.frame, fn, "a frame's frame") : null,
    duration: entry(e, 'duration', 0, expectNumber, fn),
    visible: entry(e, 'visible', true, expectBoolean, fn),
  };
}

function framesOf(value: unknown, fn: string): RoomAnim['frames'] {
  if (value instanceof SpritesheetFrames) return { spritesheet: value.key };
  if (Array.isArray(value)) return value.map((frame) => frameOf(frame, fn));
  if (is_null(value) || is_pair(value)) return listElements(value, fn).map((frame) => frameOf(frame, fn));
  throw new Error(
    `${fn} expects the config's frames to be a list or an array of frames, received: ${stringify(value)}`,
  );
}

/**
 * Makes an animation any image may then play (play_anim_on_image).
 * @param anim_config from create_anim_config
 * @returns true if it was made, false if its key is taken already
 */
export function create_anim(anim_config: GameConfig): boolean {
  const fn = 'create_anim';
  const state = roomState();
  const e = expectConfig(anim_config, fn);
  const key = entry(e, 'key', '', expectString, fn);
  if (key === '') throw new Error(`${fn}: the animation config needs a key`);
  const anim: RoomAnim = {
    key,
    frames: framesOf(e.frames, fn),
    frameRate: entry(e, 'frameRate', 24, expectNumber, fn),
    duration:
      e.duration === null || e.duration === undefined ? null : expectNumber(e.duration, fn, 'the duration'),
    repeat: entry(e, 'repeat', -1, expectNumber, fn),
    yoyo: entry(e, 'yoyo', false, expectBoolean, fn),
    showOnStart: entry(e, 'showOnStart', true, expectBoolean, fn),
    hideOnComplete: entry(e, 'hideOnComplete', false, expectBoolean, fn),
  };
  if (state.anims.has(key)) return false;
  state.record({ op: 'create-anim', anim }, fn);
  state.anims.add(key);
  return true;
}

/**
 * Starts an animation on an image.
 * @param image the image
 * @param anims_key the animation's key
 * @returns the image
 */
export function play_anim_on_image(image: GameObject, anims_key: string): GameObject {
  const fn = 'play_anim_on_image';
  const state = roomState();
  const object = expectObject(image, fn, 'an image');
  if (object.kind !== 'image') throw new Error(`${fn} expects an image, received: ${object.toReplString()}`);
  const key = expectString(anims_key, fn, 'anims_key');
  if (state.isAlive(object)) state.record({ op: 'play-anim', id: object.id, key }, fn);
  return object;
}

/** Tween options that are not the properties it moves. */
const TWEEN_OPTIONS = new Set([
  'delay',
  'duration',
  'ease',
  'onComplete',
  'yoyo',
  'loop',
  'loopDelay',
  'onLoop',
]);
/** What a tween may move: the properties the room's objects have. */
const TWEENABLE = new Set([
  'x',
  'y',
  'alpha',
  'angle',
  'rotation',
  'scale',
  'scaleX',
  'scaleY',
  'displayWidth',
  'displayHeight',
]);

/**
 * Moves an object's property smoothly to a value.
 * @param obj the object
 * @param config from create_tween_config (or create_config)
 * @returns the object
 */
export function add_tween(obj: GameObject, config: GameConfig): GameObject {
  const fn = 'add_tween';
  const state = roomState();
  const object = expectObject(obj, fn);
  const e = expectConfig(config, fn);
  const props: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(e)) {
    if (TWEEN_OPTIONS.has(key)) continue;
    if (!TWEENABLE.has(key)) throw new Error(`${fn}: cannot tween ${key}; try x, y, alpha, angle or scale`);
    props[key] = tweenTarget(value, fn, key);
  }
  const callback = (key: string) => {
    const value = e[key];
    if (value === undefined || value === null) return null;
    return state.newListener(expectFunction(value, fn, `the config's ${key}`), fn, object).id;
  };
  const tween: RoomTween = {
    props,
    delay: entry(e, 'delay', 0, expectNumber, fn),
    duration: entry(e, 'duration', 1000, expectNumber, fn),
    ease: entry(e, 'ease', 'Power0', expectString, fn),
    yoyo: entry(e, 'yoyo', false, expectBoolean, fn),
    loop: entry(e, 'loop', 0, expectNumber, fn),
    loopDelay: entry(e, 'loopDelay', 0, expectNumber, fn),
    onComplete: callback('onComplete'),
    onLoop: callback('onLoop'),
  };
  if (state.isAlive(object)) state.record({ op: 'tween', id: object.id, tween }, fn);
  return object;
}

/** A target value: a number, or '+=n' / '-=n' (relative to where it is, as Phaser reads them). */
function tweenTarget(value: unknown, fn: string, key: string): number | string {
  if (typeof value === 'string') {
    if (!/^[+-]=\d+(?:\.\d+)?$/.test(value)) {
      throw new Error(`${fn} expects ${key} to be a number, '+=n' or '-=n', received: "${value}"`);
    }
    return value;
  }
  return expectNumber(value, fn, `the config's ${key}`);
}

/**
 * Plays a loaded sound.
 * @param key the key it was loaded under
 * @param config from create_sound_config (may be left out)
 * @returns undefined
 */
export function play_sound(key: string, config?: GameConfig): void {
  const fn = 'play_sound';
  const state = roomState();
  const name = expectString(key, fn, 'key');
  if (!state.sounds.has(name)) throw new Error(`${fn}: ${name} is not associated with any sound`);
  const e = expectConfig(config, fn);
  const sound: RoomSound = {
    mute: entry(e, 'mute', false, expectBoolean, fn),
    volume: entry(e, 'volume', 1, expectNumber, fn),
    rate: entry(e, 'rate', 1, expectNumber, fn),
    detune: entry(e, 'detune', 0, expectNumber, fn),
    seek: entry(e, 'seek', 0, expectNumber, fn),
    loop: entry(e, 'loop', false, expectBoolean, fn),
    delay: entry(e, 'delay', 0, expectNumber, fn),
  };
  state.record({ op: 'play-sound', key: name, config: sound }, fn);
}
withOptional(play_sound, 'play_sound', 1, 1);
