import { stringify } from 'js-slang/dist/utils/stringify';
import type { Pixel } from './pixels';

// Argument checks shared by the Source functions. Each error names the function, as the REPL shows
// module errors ('Error: set_fps expects ...').

export function describe(value: unknown): string {
  return stringify(value);
}

export function checkPixel(functionName: string, value: unknown): Pixel {
  if (!Array.isArray(value) || value.length < 4) {
    throw new Error(`${functionName} expects a pixel ([r, g, b, a]), received: ${describe(value)}`);
  }
  return value as Pixel;
}

export function checkNumber(functionName: string, what: string, value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new Error(`${functionName} expects a number for ${what}, received: ${describe(value)}`);
  }
  return value;
}

export function checkFunction<F>(functionName: string, value: unknown): F {
  if (typeof value !== 'function') {
    throw new Error(
      `${functionName} expects a filter (a function of src and dest), received: ${describe(value)}`,
    );
  }
  return value as F;
}

export function checkString(functionName: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${functionName} expects a URL (a string), received: ${describe(value)}`);
  }
  return value;
}

/** A whole number in [min, max]. */
export function checkWholeInRange(
  functionName: string,
  what: string,
  value: unknown,
  min: number,
  max: number,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${functionName} expects ${what} to be a whole number from ${min} to ${max}, received: ${describe(value)}`,
    );
  }
  return value;
}

/** A number in [min, max]. */
export function checkInRange(
  functionName: string,
  what: string,
  value: unknown,
  min: number,
  max: number,
): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < min || value > max) {
    throw new Error(`${functionName} expects ${what} from ${min} to ${max}, received: ${describe(value)}`);
  }
  return value;
}

/** Clamps a colour component to 0..255 (rounding is left to the bytes the frame is written to). */
export function clampComponent(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}
