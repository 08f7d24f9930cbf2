/**
 * The pixel arrays a Source filter reads and writes. A filter runs on every frame (400x300 at 10
 * FPS by default: 120,000 pixels, a tenth of a second apart), so the arrays are made once per frame
 * size and refilled in place; allocating 120,000 small arrays per frame would keep the garbage
 * collector busy for nothing.
 */

/** One pixel: a mutable `[r, g, b, a]`, each 0 to 255. */
export type Pixel = number[];
/** An image: rows of pixels, `image[row][column]`. */
export type Pixels = Pixel[][];
/** A Source filter: reads `src`, writes `dest`. */
export type Filter = (src: Pixels, dest: Pixels) => void;

/**
 * An image whose row and pixel arrays belong to us. A filter may replace rows or pixels of what it
 * was given (`dest[r][c] = src[r][c]`, `dest[r] = ...`); every refill puts our own arrays back, so
 * nothing a filter did to one frame's structure carries over to the next (no aliasing between
 * `src` and `dest`, no rows of the wrong length).
 */
export class PixelImage {
  /** What the filter is handed. */
  readonly image: Pixels = [];
  private readonly rows: Pixel[][] = [];
  private readonly pixels: Pixel[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    for (let r = 0; r < height; r++) {
      const row: Pixel[] = [];
      for (let c = 0; c < width; c++) {
        const pixel = [0, 0, 0, 255];
        row.push(pixel);
        this.pixels.push(pixel);
      }
      this.rows.push(row);
    }
  }

  /** Refills from RGBA bytes, row by row (the layout of canvas ImageData). */
  fillFromBytes(bytes: Uint8ClampedArray): Pixels {
    const { image, rows, pixels, width, height } = this;
    image.length = height;
    let k = 0;
    for (let r = 0; r < height; r++) {
      const row = rows[r] as Pixel[];
      image[r] = row;
      if (row.length !== width) row.length = width;
      for (let c = 0; c < width; c++, k++) {
        const pixel = pixels[k] as Pixel;
        row[c] = pixel;
        const i = k * 4;
        if (pixel.length !== 4) pixel.length = 4;
        pixel[0] = bytes[i] as number;
        pixel[1] = bytes[i + 1] as number;
        pixel[2] = bytes[i + 2] as number;
        pixel[3] = bytes[i + 3] as number;
      }
    }
    return image;
  }

  /** Refills from another image of the same size (the middle image of a composed filter). */
  fillFromImage(source: Pixels): Pixels {
    const { image, rows, pixels, width, height } = this;
    image.length = height;
    let k = 0;
    for (let r = 0; r < height; r++) {
      const row = rows[r] as Pixel[];
      const sourceRow = source[r];
      image[r] = row;
      if (row.length !== width) row.length = width;
      for (let c = 0; c < width; c++, k++) {
        const pixel = pixels[k] as Pixel;
        const from = sourceRow?.[c];
        row[c] = pixel;
        if (pixel.length !== 4) pixel.length = 4;
        pixel[0] = from?.[0] ?? 0;
        pixel[1] = from?.[1] ?? 0;
        pixel[2] = from?.[2] ?? 0;
        pixel[3] = from?.[3] ?? 255;
      }
    }
    return image;
  }
}

/**
 * Writes an image (as a filter left it) to RGBA bytes. The typed array clamps to 0..255 and rounds;
 * whatever is not a number reads as 0, and a row or pixel the filter removed stays transparent black.
 */
export function imageToBytes(image: Pixels, width: number, height: number): Uint8ClampedArray {
  const bytes = new Uint8ClampedArray(width * height * 4);
  for (let r = 0; r < height; r++) {
    const row = image[r];
    if (!Array.isArray(row)) continue;
    for (let c = 0; c < width; c++) {
      const pixel = row[c];
      if (!Array.isArray(pixel)) continue;
      const i = (r * width + c) * 4;
      bytes[i] = pixel[0] as number;
      bytes[i + 1] = pixel[1] as number;
      bytes[i + 2] = pixel[2] as number;
      bytes[i + 3] = pixel[3] as number;
    }
  }
  return bytes;
}

/** The size of an image a filter was handed: rows, and the first row's length. */
export function sizeOf(image: Pixels): { width: number; height: number } {
  const first = image[0];
  return { width: Array.isArray(first) ? first.length : 0, height: image.length };
}
