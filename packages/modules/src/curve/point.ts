import { stringify } from 'js-slang/dist/utils/stringify';

/**
 * A point of a curve: a position in space and an RGB colour with components in 0-255. Points are
 * immutable so that a curve may hand out the same point twice without a transform changing it.
 */
export class Point {
  constructor(
    readonly x: number,
    readonly y: number,
    readonly z: number,
    readonly r: number,
    readonly g: number,
    readonly b: number,
  ) {}

  /** What the REPL prints (js-slang's stringify asks for this): black points leave out their colour. */
  toReplString(): string {
    const position = `(${this.x}, ${this.y}, ${this.z})`;
    const black = this.r === 0 && this.g === 0 && this.b === 0;
    return black ? `<Point ${position}>` : `<Point ${position} rgb(${this.r}, ${this.g}, ${this.b})>`;
  }
}

export function isPoint(value: unknown): value is Point {
  return value instanceof Point;
}

/** Throws an error naming `functionName` unless `value` is a number. */
export function requireNumber(value: unknown, functionName: string, parameter: string): number {
  if (typeof value !== 'number') {
    throw new Error(`${functionName}: expected a number for ${parameter}, received: ${stringify(value)}`);
  }
  return value;
}

export function requirePoint(value: unknown, functionName: string): Point {
  if (!isPoint(value)) {
    throw new Error(`${functionName}: expected a point, received: ${stringify(value)}`);
  }
  return value;
}

/** Colour components outside 0-255 are clamped rather than refused, so colour arithmetic may overshoot. */
export function colourComponent(value: unknown, functionName: string, parameter: string): number {
  const component = requireNumber(value, functionName, parameter);
  return Math.min(255, Math.max(0, component));
}

/** The same point moved to a new position, keeping its colour (every transform needs this). */
export function withPosition(point: Point, x: number, y: number, z: number): Point {
  return new Point(x, y, z, point.r, point.g, point.b);
}
