import { wrapUnsafe } from 'js-slang/dist/utils/operators';
import { stringify } from 'js-slang/dist/utils/stringify';
import { ROOM_LIMITS, type RoomObjectKind } from '../protocol';

/**
 * The values a room program holds: game objects and listeners are numbers in disguise (the page
 * keeps the real objects), configs are plain option bags. Each prints as the REPL should show it.
 */
export class GameObject {
  constructor(
    readonly id: number,
    readonly kind: RoomObjectKind,
  ) {}
  toReplString(): string {
    return `<game ${this.kind} ${this.id}>`;
  }
}

export class GameListener {
  constructor(readonly id: number) {}
  toReplString(): string {
    return `<game listener ${this.id}>`;
  }
}

/** What create_config and the create_*_config helpers return: option names to Source values. */
export class GameConfig {
  constructor(readonly entries: Readonly<Record<string, unknown>>) {}
  toReplString(): string {
    const shown = Object.entries(this.entries).map(([key, value]) => `${key}: ${stringify(value)}`);
    return `<game config {${shown.join(', ')}}>`;
  }
}

/** `create_anim_spritesheet_frame_configs(key)`: every frame of a spritesheet, resolved by the page. */
export class SpritesheetFrames {
  constructor(readonly key: string) {}
  toReplString(): string {
    return `<frames of spritesheet "${this.key}">`;
  }
}

function received(value: unknown): string {
  return stringify(value);
}

export function expectNumber(value: unknown, fn: string, what: string): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new Error(`${fn} expects ${what} to be a number, received: ${received(value)}`);
  }
  return value;
}

export function expectBoolean(value: unknown, fn: string, what: string): boolean {
  if (typeof value !== 'boolean') {
    throw new Error(`${fn} expects ${what} to be a boolean, received: ${received(value)}`);
  }
  return value;
}

export function expectString(value: unknown, fn: string, what: string): string {
  if (typeof value !== 'string') {
    throw new Error(`${fn} expects ${what} to be a string, received: ${received(value)}`);
  }
  if (value.length > ROOM_LIMITS.maxStringLength) {
    throw new Error(
      `${fn}: ${what} may be at most ${ROOM_LIMITS.maxStringLength.toLocaleString('en')} characters long`,
    );
  }
  return value;
}

export function expectFunction(value: unknown, fn: string, what: string): (...args: unknown[]) => unknown {
  if (typeof value !== 'function') {
    throw new Error(`${fn} expects ${what} to be a function, received: ${received(value)}`);
  }
  return value as (...args: unknown[]) => unknown;
}

export function expectObject(value: unknown, fn: string, what = 'a game object'): GameObject {
  if (!(value instanceof GameObject)) {
    throw new Error(`${fn} expects ${what}, received: ${received(value)}`);
  }
  return value;
}

/** A config argument: absent (undefined) is an empty config. */
export function expectConfig(value: unknown, fn: string): Readonly<Record<string, unknown>> {
  if (value === undefined) return {};
  if (!(value instanceof GameConfig)) {
    throw new Error(
      `${fn} expects a config (from create_config or a create_*_config), received: ${received(value)}`,
    );
  }
  return value.entries;
}

/** A config entry of the expected type, or its default when the config does not set it. */
export function entry<T>(
  entries: Readonly<Record<string, unknown>>,
  key: string,
  fallback: T,
  check: (value: unknown, fn: string, what: string) => T,
  fn: string,
): T {
  return Object.hasOwn(entries, key) ? check(entries[key], fn, `the config's ${key}`) : fallback;
}

/**
 * js-slang 1.0.94 checks a module function's argument count against its `length`, and optional
 * parameters count there. Registering the function first with its optional count (the loader keeps
 * the registration) lets `required` to `required + optional` arguments through.
 */
export function withOptional<F extends (...args: never[]) => unknown>(
  fn: F,
  name: string,
  required: number,
  optional: number,
): F {
  Object.defineProperty(fn, 'length', { value: required });
  wrapUnsafe(fn, optional, name);
  return fn;
}
