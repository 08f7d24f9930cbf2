// The values a Source program handles inside the machine, and what a host gives the machine.

import type { Slot } from './machine/environment.js';

/** A Source value inside the machine. Pairs are 2-element arrays [head, tail] as in js-slang; null is the empty list. */
export type SvmlValue =
  | number
  | boolean
  | string
  | null
  | undefined
  | SvmlValue[]
  | SvmlFunction
  | SvmlOpaque;

/** A host object (a motor, a sensor) handed to the program by an internal function; shown as its `label`. */
export interface SvmlOpaque {
  readonly kind: 'opaque';
  readonly label: string;
}

/** A function compiled from the program, closed over the environment it was created in. */
export interface SvmlClosure {
  readonly kind: 'function';
  readonly type: 'closure';
  readonly fn: LoadedFunction;
  readonly env: Environment;
}

/**
 * A function the machine implements itself: a primitive (display, map...) or a thunk a stream
 * primitive made. `arity` -1 means it takes any number of arguments.
 */
export interface SvmlNative {
  readonly kind: 'function';
  readonly type: 'native';
  readonly name: string;
  readonly arity: number;
  readonly impl: NativeImpl;
}

/** One of the host's functions (the device's ev3_* table), by its CALLV index. */
export interface SvmlInternal {
  readonly kind: 'function';
  readonly type: 'internal';
  readonly index: number;
}

export type SvmlFunction = SvmlClosure | SvmlNative | SvmlInternal;

export type InternalFunction = (args: readonly SvmlValue[]) => SvmlValue;

export interface SvmlHost {
  /** One display line, exactly as js-slang's display prints it (display(v) / display(v, prefix)). */
  display(text: string): void;
  /** The device's functions, by CALLV index (the list passed to compileFiles as vmInternalFunctions). */
  internalFunctions: readonly InternalFunction[];
}

export type SvmlOutcome =
  | { status: 'finished'; value: SvmlValue; text: string }
  | { status: 'error'; message: string };

/** A frame of variables: a function call's parameters and locals, or a loop body's. */
export interface Environment {
  readonly slots: Slot[];
  readonly parent: Environment | null;
}

/** A function of the binary, decoded. Its code lives in the program's shared instruction table. */
export interface LoadedFunction {
  /** Byte offset of the function's header in the binary; also how NEWC names it. */
  readonly offset: number;
  readonly stackSize: number;
  readonly envSize: number;
  readonly numArgs: number;
  /** Index of the first instruction in SvmlProgram.code. */
  readonly entry: number;
}

/**
 * Decoded instructions, one slot per instruction, in parallel arrays (fast to read in the run loop).
 * `a` holds the first operand (a constant, an index, a branch target or a function number), `b` the
 * second (an argument count or an environment depth), `next` the instruction that follows.
 */
export interface DecodedCode {
  readonly op: Uint8Array;
  readonly a: Float64Array;
  readonly b: Int32Array;
  readonly next: Int32Array;
}

export interface SvmlProgram {
  readonly entry: LoadedFunction;
  readonly functions: readonly LoadedFunction[];
  readonly strings: readonly string[];
  readonly code: DecodedCode;
}

/** What a native asks the machine for when it needs a Source function called (see machine/run.ts). */
export interface CallRequest {
  readonly fn: SvmlValue;
  readonly args: SvmlValue[];
}

/** What natives can reach of the running machine. */
export interface NativeContext {
  display(text: string): void;
}

export type NativeGenerator = Generator<CallRequest, SvmlValue, SvmlValue>;

/**
 * A native either answers at once (`sync`) or is a generator that yields CallRequests: the machine
 * runs each requested call on its own explicit stack and resumes the generator with the result, so
 * a native calling back into Source code never grows the JavaScript stack.
 */
export type NativeImpl =
  | { readonly mode: 'sync'; readonly run: (args: SvmlValue[], ctx: NativeContext) => SvmlValue }
  | { readonly mode: 'gen'; readonly run: (args: SvmlValue[], ctx: NativeContext) => NativeGenerator };
