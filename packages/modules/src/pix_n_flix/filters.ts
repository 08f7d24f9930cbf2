import { callSource } from '../runtime/call-source';
import { type Filter, PixelImage, type Pixels, sizeOf } from './pixels';

/**
 * Copies every pixel of `src` into `dest`: the filter installed until a program installs its own.
 * @param src the image as the camera (or file) shows it
 * @param dest the image that will be shown; its pixels are overwritten
 * @returns nothing
 */
export function copy_image(src: Pixels, dest: Pixels): void {
  const height = Math.min(src.length, dest.length);
  for (let r = 0; r < height; r++) {
    const from = src[r] as Pixels[number];
    const to = dest[r] as Pixels[number];
    const width = Math.min(from.length, to.length);
    for (let c = 0; c < width; c++) {
      const s = from[c] as number[];
      const d = to[c] as number[];
      d[0] = s[0] as number;
      d[1] = s[1] as number;
      d[2] = s[2] as number;
      d[3] = s[3] as number;
    }
  }
}

/**
 * The filter that runs `first`, then `second` on what `first` made. `first` writes into an image of
 * its own (a copy of `src` to start with), which `second` then reads as its `src`: `second` never
 * reads `dest` while writing it, so a filter that looks at neighbouring pixels sees `first`'s output
 * unchanged by its own writes.
 */
export function composeFilters(first: Filter, second: Filter): Filter {
  let middle: PixelImage | null = null;
  return function composed_filter(src: Pixels, dest: Pixels): void {
    const { width, height } = sizeOf(src);
    if (middle?.width !== width || middle.height !== height) middle = new PixelImage(width, height);
    const between = middle.fillFromImage(src);
    callSource(first, src, between);
    callSource(second, between, dest);
  };
}
