import { head, is_pair, type List, tail } from 'js-slang/dist/stdlib/list';
import { stringify } from 'js-slang/dist/utils/stringify';
import { listElements } from '../audio/checks';
import { roomState } from './state';
import {
  expectBoolean,
  expectFunction,
  expectNumber,
  expectString,
  GameConfig,
  SpritesheetFrames,
  withOptional,
} from './values';

/**
 * Makes a config from a list of pairs, each pair a name and its value, e.g.
 * `create_config(list(pair("alpha", 0), pair("duration", 1000)))`.
 * @param lst a list of pairs (name, value)
 * @returns the config
 */
export function create_config(lst: List): GameConfig {
  const entries: Record<string, unknown> = {};
  for (const element of listElements(lst, 'create_config')) {
    if (!is_pair(element)) {
      throw new Error(`create_config expects a list of pairs, received an element: ${stringify(element)}`);
    }
    const key = expectString(head(element), 'create_config', "a pair's name");
    entries[key] = tail(element);
  }
  return new GameConfig(entries);
}

/**
 * Makes a text style for create_text. Every argument may be left out (from the end).
 * @param font_family a CSS font family, 'Courier' if left out
 * @param font_size a size with its unit, e.g. '16px' (the default)
 * @param color the text's colour, e.g. '#fff' (the default)
 * @param stroke the outline's colour ('#fff' if left out)
 * @param stroke_thickness the outline's width (0 if left out)
 * @param align 'left' (the default), 'right', 'center' or 'justify'
 * @returns the text config
 */
export function create_text_config(
  font_family: string = 'Courier',
  font_size: string = '16px',
  color: string = '#fff',
  stroke: string = '#fff',
  stroke_thickness: number = 0,
  align: string = 'left',
): GameConfig {
  const fn = 'create_text_config';
  const aligned = expectString(align, fn, 'align');
  if (!['left', 'right', 'center', 'justify'].includes(aligned)) {
    throw new Error(
      `${fn} expects align to be 'left', 'right', 'center' or 'justify', received: "${aligned}"`,
    );
  }
  return new GameConfig({
    fontFamily: expectString(font_family, fn, 'font_family'),
    fontSize: expectString(font_size, fn, 'font_size'),
    color: expectString(color, fn, 'color'),
    stroke: expectString(stroke, fn, 'stroke'),
    strokeThickness: expectNumber(stroke_thickness, fn, 'stroke_thickness'),
    align: aligned,
  });
}
withOptional(create_text_config, 'create_text_config', 0, 6);

/**
 * Makes the options of set_interactive. Every argument may be left out (from the end).
 * @param draggable whether the object can be dragged (false)
 * @param use_hand_cursor whether the pointer shows a hand over it (false)
 * @param pixel_perfect whether only its opaque pixels count (false)
 * @param alpha_tolerance the least alpha that counts when pixel_perfect (1)
 * @returns the interactive config
 */
export function create_interactive_config(
  draggable: boolean = false,
  use_hand_cursor: boolean = false,
  pixel_perfect: boolean = false,
  alpha_tolerance: number = 1,
): GameConfig {
  const fn = 'create_interactive_config';
  return new GameConfig({
    draggable: expectBoolean(draggable, fn, 'draggable'),
    useHandCursor: expectBoolean(use_hand_cursor, fn, 'use_hand_cursor'),
    pixelPerfect: expectBoolean(pixel_perfect, fn, 'pixel_perfect'),
    alphaTolerance: expectNumber(alpha_tolerance, fn, 'alpha_tolerance'),
  });
}
withOptional(create_interactive_config, 'create_interactive_config', 0, 4);

/**
 * Makes the options of play_sound. Every argument may be left out (from the end).
 * @param mute whether it is silent (false)
 * @param volume from 0 (silence) to 1 (full, the default)
 * @param rate the playback speed (1)
 * @param detune detuning in cents (0)
 * @param seek where to start, in seconds (0)
 * @param loop whether it repeats (false)
 * @param delay seconds before it starts (0)
 * @returns the sound config
 */
export function create_sound_config(
  mute: boolean = false,
  volume: number = 1,
  rate: number = 1,
  detune: number = 0,
  seek: number = 0,
  loop: boolean = false,
  delay: number = 0,
): GameConfig {
  const fn = 'create_sound_config';
  return new GameConfig({
    mute: expectBoolean(mute, fn, 'mute'),
    volume: expectNumber(volume, fn, 'volume'),
    rate: expectNumber(rate, fn, 'rate'),
    detune: expectNumber(detune, fn, 'detune'),
    seek: expectNumber(seek, fn, 'seek'),
    loop: expectBoolean(loop, fn, 'loop'),
    delay: expectNumber(delay, fn, 'delay'),
  });
}
withOptional(create_sound_config, 'create_sound_config', 0, 7);

const noCallback = null;

/**
 * Makes the options of add_tween: one property moving to a value. Every argument may be left out.
 * @param target_prop the property: 'x', 'y', 'alpha', 'scale', 'angle', ... ('x')
 * @param target_value the value it moves to, or '+=n' / '-=n' (0)
 * @param delay ms before it starts (0)
 * @param duration ms it takes (1000)
 * @param ease an easing name such as 'Power0' (the default) or 'Sine.easeInOut'
 * @param on_complete a function called when it ends
 * @param yoyo whether it then moves back (false)
 * @param loop how many times it repeats, -1 for ever (0)
 * @param loop_delay ms between repeats (0)
 * @param on_loop a function called at each repeat
 * @returns the tween config
 */
export function create_tween_config(
  target_prop: string = 'x',
  target_value: number | string = 0,
  delay: number = 0,
  duration: number = 1000,
  ease: string = 'Power0',
  on_complete: (() => unknown) | null = noCallback,
  yoyo: boolean = false,
  loop: number = 0,
  loop_delay: number = 0,
  on_loop: (() => unknown) | null = noCallback,
): GameConfig {
  const fn = 'create_tween_config';
  const prop = expectString(target_prop, fn, 'target_prop');
  return new GameConfig({
    [prop]: typeof target_value === 'string' ? target_value : expectNumber(target_value, fn, 'target_value'),
    delay: expectNumber(delay, fn, 'delay'),
    duration: expectNumber(duration, fn, 'duration'),
    ease: expectString(ease, fn, 'ease'),
    onComplete: on_complete === null ? null : expectFunction(on_complete, fn, 'on_complete'),
    yoyo: expectBoolean(yoyo, fn, 'yoyo'),
    loop: expectNumber(loop, fn, 'loop'),
    loopDelay: expectNumber(loop_delay, fn, 'loop_delay'),
    onLoop: on_loop === null ? null : expectFunction(on_loop, fn, 'on_loop'),
  });
}
withOptional(create_tween_config, 'create_tween_config', 0, 10);

/**
 * Makes the config of create_anim.
 * @param anims_key the animation's name
 * @param anim_frames its frames: a list or array of create_anim_frame_config configs, or
 *   create_anim_spritesheet_frame_configs(key)
 * @param frame_rate frames a second (24)
 * @param duration ms for the whole animation, or null to follow the frame rate (null)
 * @param repeat how many times it repeats, -1 for ever (-1)
 * @param yoyo whether it plays back to the start (false)
 * @param show_on_start whether the image shows when it starts (true)
 * @param hide_on_complete whether the image hides when it ends (false)
 * @returns the animation config
 */
export function create_anim_config(
  anims_key: string,
  anim_frames: GameConfig[] | List | SpritesheetFrames,
  frame_rate: number = 24,
  duration: number | null = null,
  repeat: number = -1,
  yoyo: boolean = false,
  show_on_start: boolean = true,
  hide_on_complete: boolean = false,
): GameConfig {
  const fn = 'create_anim_config';
  return new GameConfig({
    key: expectString(anims_key, fn, 'anims_key'),
    frames: anim_frames,
    frameRate: expectNumber(frame_rate, fn, 'frame_rate'),
    duration: duration === null ? null : expectNumber(duration, fn, 'duration'),
    repeat: expectNumber(repeat, fn, 'repeat'),
    yoyo: expectBoolean(yoyo, fn, 'yoyo'),
    showOnStart: expectBoolean(show_on_start, fn, 'show_on_start'),
    hideOnComplete: expectBoolean(hide_on_complete, fn, 'hide_on_complete'),
  });
}
withOptional(create_anim_config, 'create_anim_config', 2, 6);

/**
 * Makes one frame of an animation from a loaded image.
 * @param key the image's key
 * @param duration ms this frame shows, 0 to follow the frame rate (0)
 * @param visible whether the image shows during this frame (true)
 * @returns the frame config
 */
export function create_anim_frame_config(
  key: string,
  duration: number = 0,
  visible: boolean = true,
): GameConfig {
  const fn = 'create_anim_frame_config';
  return new GameConfig({
    key: expectString(key, fn, 'key'),
    duration: expectNumber(duration, fn, 'duration'),
    visible: expectBoolean(visible, fn, 'visible'),
  });
}
withOptional(create_anim_frame_config, 'create_anim_frame_config', 1, 2);

/**
 * The frames of a spritesheet loaded with load_spritesheet, all of them in order, for create_anim_config.
 * @param key the spritesheet's key
 * @returns its frames
 */
export function create_anim_spritesheet_frame_configs(key: string): SpritesheetFrames {
  const fn = 'create_anim_spritesheet_frame_configs';
  const name = expectString(key, fn, 'key');
  if (!roomState().spritesheets.has(name))
    throw new Error(`${fn}: ${name} is not associated with any spritesheet`);
  return new SpritesheetFrames(name);
}

/**
 * Says how a spritesheet's picture is cut into frames, for load_spritesheet.
 * @param frame_width a frame's width in pixels
 * @param frame_height a frame's height in pixels
 * @param start_frame the first frame to use (0)
 * @param margin pixels around the sheet's edge (0)
 * @param spacing pixels between frames (0)
 * @returns the spritesheet config
 */
export function create_spritesheet_config(
  frame_width: number,
  frame_height: number,
  start_frame: number = 0,
  margin: number = 0,
  spacing: number = 0,
): GameConfig {
  const fn = 'create_spritesheet_config';
  return new GameConfig({
    frameWidth: expectNumber(frame_width, fn, 'frame_width'),
    frameHeight: expectNumber(frame_height, fn, 'frame_height'),
    startFrame: expectNumber(start_frame, fn, 'start_frame'),
    margin: expectNumber(margin, fn, 'margin'),
    spacing: expectNumber(spacing, fn, 'spacing'),
  });
}
withOptional(create_spritesheet_config, 'create_spritesheet_config', 2, 3);
