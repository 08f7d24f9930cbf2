/**
 * pix_n_flix: video filters. A program installs a filter - a function of `src` and `dest` images -
 * and ends with `start()`; the Video Display tab then sends every frame of the camera (or of an
 * image or video file) through the filter and shows the result. A pixel is a mutable
 * `[r, g, b, a]` array (each 0 to 255); an image is `image[row][column]`.
 * @module pix_n_flix
 */
import { recordOutput } from '../runtime/outputs';
import {
  checkFunction,
  checkInRange,
  checkNumber,
  checkPixel,
  checkString,
  checkWholeInRange,
  clampComponent,
  describe,
} from './checks';
import { composeFilters, copy_image } from './filters';
import type { Filter, Pixel } from './pixels';
import { VIDEO_LIMITS, videoState } from './state';

export { copy_image };

/** What `start()` returns: the REPL prints it as `[Pix N Flix]`. */
class VideoStarted {
  toReplString(): string {
    return '[Pix N Flix]';
  }
  toString(): string {
    return '[Pix N Flix]';
  }
}

/**
 * Opens the Video Display tab with the settings made so far; the installed filter runs on every
 * frame. Make it the last value of the program.
 * @returns a value the REPL shows as `[Pix N Flix]`
 */
export function start(): VideoStarted {
  const state = videoState();
  recordOutput(state, { module: 'pix_n_flix', kind: 'video', settings: { ...state.settings } }, 'start');
  return new VideoStarted();
}

/**
 * The red component of a pixel.
 * @param pixel the pixel
 * @returns its red component, 0 to 255
 */
export function red_of(pixel: Pixel): number {
  return checkPixel('red_of', pixel)[0] as number;
}

/**
 * The green component of a pixel.
 * @param pixel the pixel
 * @returns its green component, 0 to 255
 */
export function green_of(pixel: Pixel): number {
  return checkPixel('green_of', pixel)[1] as number;
}

/**
 * The blue component of a pixel.
 * @param pixel the pixel
 * @returns its blue component, 0 to 255
 */
export function blue_of(pixel: Pixel): number {
  return checkPixel('blue_of', pixel)[2] as number;
}

/**
 * The alpha (opacity) component of a pixel: 0 is transparent, 255 opaque.
 * @param pixel the pixel
 * @returns its alpha component, 0 to 255
 */
export function alpha_of(pixel: Pixel): number {
  return checkPixel('alpha_of', pixel)[3] as number;
}

/**
 * Changes a pixel in place. Components below 0 become 0 and above 255 become 255.
 * @param pixel the pixel to change (usually one of `dest`'s)
 * @param r the new red component
 * @param g the new green component
 * @param b the new blue component
 * @param a the new alpha component
 * @returns nothing
 */
export function set_rgba(pixel: Pixel, r: number, g: number, b: number, a: number): void {
  const p = checkPixel('set_rgba', pixel);
  p[0] = clampComponent(checkNumber('set_rgba', 'r', r));
  p[1] = clampComponent(checkNumber('set_rgba', 'g', g));
  p[2] = clampComponent(checkNumber('set_rgba', 'b', b));
  p[3] = clampComponent(checkNumber('set_rgba', 'a', a));
}

/**
 * The number of rows of the images a filter gets.
 * @returns the image height in pixels
 */
export function image_height(): number {
  return videoState().imageHeight;
}

/**
 * The number of columns of the images a filter gets.
 * @returns the image width in pixels
 */
export function image_width(): number {
  return videoState().imageWidth;
}

/**
 * Installs a filter: from now on every frame goes through it.
 * @param filter a function of `src` and `dest` images that writes `dest`
 * @returns nothing
 */
export function install_filter(filter: Filter): void {
  videoState().filter = checkFunction<Filter>('install_filter', filter);
}

/**
 * Puts back the default filter, `copy_image`, which shows frames unchanged.
 * @returns nothing
 */
export function reset_filter(): void {
  const state = videoState();
  state.filter = copy_image;
}

/**
 * A filter that applies `filter1` and then `filter2` to what `filter1` made.
 * @param filter1 the filter applied first
 * @param filter2 the filter applied to the result of the first
 * @returns the combined filter
 */
export function compose_filter(filter1: Filter, filter2: Filter): Filter {
  return composeFilters(
    checkFunction<Filter>('compose_filter', filter1),
    checkFunction<Filter>('compose_filter', filter2),
  );
}

/**
 * Pauses the video when it reaches the given time.
 * @param time the time in milliseconds (0 or more)
 * @returns nothing
 */
export function pause_at(time: number): void {
  const ms = checkNumber('pause_at', 'the time in milliseconds', time);
  if (ms < 0) throw new Error(`pause_at expects a time of 0 ms or more, received: ${describe(time)}`);
  videoState().settings.pauseAtMs = ms;
}

/**
 * Sets the size of the images filters get (400 by 300 unless set).
 * @param width the width in pixels, 1 to 1024
 * @param height the height in pixels, 1 to 1024
 * @returns nothing
 */
export function set_dimensions(width: number, height: number): void {
  const { minSize, maxSize } = VIDEO_LIMITS;
  const w = checkWholeInRange('set_dimensions', 'the width', width, minSize, maxSize);
  const h = checkWholeInRange('set_dimensions', 'the height', height, minSize, maxSize);
  const state = videoState();
  state.settings.width = w;
  state.settings.height = h;
  state.imageWidth = w;
  state.imageHeight = h;
}

/**
 * Sets how many frames a second go through the filter (10 unless set).
 * @param fps frames per second, 1 to 60
 * @returns nothing
 */
export function set_fps(fps: number): void {
  const { minFps, maxFps } = VIDEO_LIMITS;
  videoState().settings.fps = checkInRange('set_fps', 'the frames per second', fps, minFps, maxFps);
}

/**
 * Sets the volume of a video file's sound (50 unless set).
 * @param volume 0 (silent) to 100 (full)
 * @returns nothing
 */
export function set_volume(volume: number): void {
  videoState().settings.volume = checkInRange('set_volume', 'the volume', volume, 0, 100) / 100;
}

/**
 * Lets the user pick an image or video file of their own in the tab instead of the camera.
 * @returns nothing
 */
export function use_local_file(): void {
  const { settings } = videoState();
  settings.mode = 'video';
  settings.url = null;
}

/**
 * Filters an image from the web instead of the camera (its server must allow cross-origin reads).
 * @param url the image's address
 * @returns nothing
 */
export function use_image_url(url: string): void {
  const { settings } = videoState();
  settings.url = checkString('use_image_url', url);
  settings.mode = 'image';
}

/**
 * Filters a video from the web instead of the camera (its server must allow cross-origin reads).
 * @param url the video's address
 * @returns nothing
 */
export function use_video_url(url: string): void {
  const { settings } = videoState();
  settings.url = checkString('use_video_url', url);
  settings.mode = 'video';
}

/**
 * The time of the frame being filtered: the video's position, or the time since the camera started.
 * @returns the time in milliseconds
 */
export function get_video_time(): number {
  return videoState().timeMs;
}

/**
 * Whether the camera's or file's picture keeps its proportions inside the image (true unless set)
 * or is stretched to fill it.
 * @param keep true to keep the proportions
 * @returns nothing
 */
export function keep_aspect_ratio(keep: boolean): void {
  if (typeof keep !== 'boolean') {
    throw new Error(`keep_aspect_ratio expects a boolean, received: ${describe(keep)}`);
  }
  videoState().settings.keepAspectRatio = keep;
}

/**
 * How many times a video file plays; a negative number plays it forever (the default).
 * @param count the number of times, or a negative number for forever
 * @returns nothing
 */
export function set_loop_count(count: number): void {
  const n = checkNumber('set_loop_count', 'the count', count);
  if (n >= 0 && !Number.isInteger(n)) {
    throw new Error(`set_loop_count expects a whole number, received: ${describe(count)}`);
  }
  videoState().settings.loopCount = n;
}
