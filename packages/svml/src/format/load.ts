// Reads an assembled SVML binary (the bytes js-slang's `assemble` writes) into a decoded program.
//
// Layout (all little-endian): a 16-byte header (u32 magic 0x5005ACAD, u16 major, u16 minor,
// u32 entry function offset, u32 string constant count), then the string constants (each 4-aligned:
// u16 type 1, u32 byte length including a NUL, the UTF-8 bytes, NUL), then the functions (each
// 4-aligned: u8 stack size, u8 environment size, u8 parameter count, u8 padding, instructions).
//
// The binary does not record where a function ends, so we decode by following control flow from
// each function's first instruction (fall-through and branch targets), never by sweeping bytes: a
// sweep would run into the next function's header. Instructions are decoded once per byte address
// and shared, so a hostile file costs time linear in its size.

import type { LoadedFunction, SvmlProgram } from '../types.js';
import { endsPath, OPCODE_MAX, Op, opcodeName, operandBytes, operandShape } from './opcodes.js';

export const SVML_MAGIC = 0x5005acad;
const HEADER_BYTES = 16;
const FUNCTION_HEADER_BYTES = 4;

/** The binary is not a program this machine can load; the message says what and where. */
export class SvmlFormatError extends Error {
  override name = 'SvmlFormatError';
}

function fail(message: string): never {
  throw new SvmlFormatError(message);
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

function readStrings(view: DataView, count: number): { strings: string[]; byOffset: Map<number, number> } {
  const strings: string[] = [];
  const byOffset = new Map<number, number>();
  const decoder = new TextDecoder('utf-8');
  let cursor = HEADER_BYTES;
  for (let i = 0; i < count; i++) {
    cursor = align4(cursor);
    if (cursor + 6 > view.byteLength) fail(`truncated: string constant ${i} at byte ${cursor} is cut off`);
    const type = view.getUint16(cursor, true);
    if (type !== 1) fail(`string constant ${i} at byte ${cursor} has type ${type}, expected 1`);
    const length = view.getUint32(cursor + 2, true);
    const start = cursor + 6;
    if (length < 1 || start + length > view.byteLength) {
      fail(`truncated: string constant ${i} at byte ${cursor} claims ${length} bytes`);
    }
    if (view.getUint8(start + length - 1) !== 0)
      fail(`string constant ${i} at byte ${cursor} is not NUL-terminated`);
    const bytes = new Uint8Array(view.buffer, view.byteOffset + start, length - 1);
    byOffset.set(cursor, strings.length);
    strings.push(decoder.decode(bytes));
    cursor = start + length;
  }
  return { strings, byOffset };
}

/** Parses the binary; throws SvmlFormatError (clear message) on anything malformed. */
export function loadProgram(bytes: Uint8Array): SvmlProgram {
  if (!(bytes instanceof Uint8Array)) fail('expected the program as a Uint8Array');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.byteLength;
  if (size < HEADER_BYTES) fail(`truncated: ${size} bytes is shorter than the 16-byte header`);
  const magic = view.getUint32(0, true);
  if (magic !== SVML_MAGIC)
    fail(`bad magic number 0x${magic.toString(16).padStart(8, '0')}, expected 0x5005acad`);
  const major = view.getUint16(4, true);
  if (major !== 0) fail(`unsupported SVML version ${major}.${view.getUint16(6, true)}, expected 0.x`);
  const entryOffset = view.getUint32(8, true);
  const stringCount = view.getUint32(12, true);
  // Each constant takes at least 8 bytes, so a larger count cannot be honest.
  if (stringCount > size / 8) fail(`truncated: the header claims ${stringCount} string constants`);
  const { strings, byOffset: stringIndex } = readStrings(view, stringCount);

  const functions: LoadedFunction[] = [];
  const functionIndex = new Map<number, number>();
  const pendingFunctions: number[] = [];
  const op: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  const next: number[] = [];
  const instructionAt = new Map<number, number>();
  const pending: number[] = [];

  // The instruction slot for a byte address, decoded later if it is new.
  const slotFor = (address: number): number => {
    const known = instructionAt.get(address);
    if (known !== undefined) return known;
    if (address < HEADER_BYTES || address >= size) fail(`code jumps to byte ${address}, outside the program`);
    const slot = op.length;
    op.push(0);
    a.push(0);
    b.push(0);
    next.push(-1);
    instructionAt.set(address, slot);
    pending.push(address);
    return slot;
  };

  const functionFor = (offset: number): number => {
    const known = functionIndex.get(offset);
    if (known !== undefined) return known;
    if (offset < HEADER_BYTES || offset + FUNCTION_HEADER_BYTES > size) {
      fail(`function offset ${offset} is outside the program (${size} bytes)`);
    }
    const index = functions.length;
    functionIndex.set(offset, index);
    pendingFunctions.push(offset);
    functions.push({
      offset,
      stackSize: view.getUint8(offset),
      envSize: view.getUint8(offset + 1),
      numArgs: view.getUint8(offset + 2),
      entry: -1,
    });
    return index;
  };

  const decodeAt = (address: number, slot: number): void => {
    const code = view.getUint8(address);
    if (code > OPCODE_MAX) fail(`unknown opcode ${code} at byte ${address}`);
    if (code === Op.JMP) fail(`JMP at byte ${address} is not supported (js-slang never emits it)`);
    const shape = operandShape(code);
    const length = 1 + operandBytes(shape);
    if (address + length > size) fail(`truncated: ${opcodeName(code)} at byte ${address} is cut off`);
    const at = address + 1;
    op[slot] = code;
    switch (shape) {
      case 'u8':
        a[slot] = view.getUint8(at);
        break;
      case 'u8u8':
        a[slot] = view.getUint8(at);
        b[slot] = view.getUint8(at + 1);
        break;
      case 'i32':
        a[slot] = view.getInt32(at, true);
        break;
      case 'f32':
        a[slot] = view.getFloat32(at, true);
        break;
      case 'f64':
        a[slot] = view.getFloat64(at, true);
        break;
      case 'u32': {
        const target = view.getUint32(at, true);
        if (code === Op.LGCS) {
          const index = stringIndex.get(target);
          if (index === undefined)
            fail(`LGCS at byte ${address} names byte ${target}, which is no string constant`);
          a[slot] = index;
        } else {
          a[slot] = functionFor(target);
        }
        break;
      }
      case 'branch':
        a[slot] = slotFor(address + length + view.getInt32(at, true));
        break;
      case 'none':
        break;
    }
    if (!endsPath(code)) next[slot] = slotFor(address + length);
  };

  const entryIndex = functionFor(entryOffset);
  while (pendingFunctions.length > 0) {
    const offset = pendingFunctions.pop()!;
    const index = functionIndex.get(offset)!;
    const fn = functions[index]!;
    if (offset + FUNCTION_HEADER_BYTES >= size) fail(`truncated: function at byte ${offset} has no code`);
    functions[index] = { ...fn, entry: slotFor(offset + FUNCTION_HEADER_BYTES) };
    while (pending.length > 0) {
      const address = pending.pop()!;
      decodeAt(address, instructionAt.get(address)!);
    }
  }

  return {
    entry: functions[entryIndex]!,
    functions,
    strings,
    code: {
      op: Uint8Array.from(op),
      a: Float64Array.from(a),
      b: Int32Array.from(b),
      next: Int32Array.from(next),
    },
  };
}
