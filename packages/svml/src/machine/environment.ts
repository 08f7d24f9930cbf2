// Frames of variables. A slot holds UNASSIGNED until its declaration has run, so reading a name
// too early is an error, as in js-slang, rather than a silent undefined.

import type { Environment, SvmlValue } from '../types.js';
import { runtimeError } from './errors.js';

export const UNASSIGNED: unique symbol = Symbol('unassigned');
export type Slot = SvmlValue | typeof UNASSIGNED;

export function newEnvironment(size: number, parent: Environment | null): Environment {
  return { slots: new Array<Slot>(size).fill(UNASSIGNED), parent };
}

/** The value of a slot being read by the program. */
export function assigned(slot: Slot): SvmlValue {
  // SVML keeps no names, so unlike js-slang the message cannot say which one.
  if (slot === UNASSIGNED) return runtimeError('ReferenceError: Cannot access a name before initialization');
  return slot;
}
