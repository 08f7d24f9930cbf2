// Loading binaries: what js-slang assembles loads; anything malformed is a SvmlFormatError with a
// clear message, never another exception or a hang; a fuzzed program that loads runs to an outcome.

import { describe, expect, test } from 'vitest';
import { SVML_MAGIC } from './format/load.js';
import { loadProgram, runProgram, SvmlFormatError } from './index.js';
import { compileToSvml } from './test-support/oracle.js';
import { seededRandom } from './test-support/random.js';

const SAMPLE = `
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
const xs = map(x => x * 2, list(1, 2, 3));
let s = "";
for (let i = 0; i < 3; i = i + 1) { s = s + stringify(i); }
display(pair(s, xs), "sample");
fib(8) + 0.5;
`;

function header(entry: number, strings: number, rest: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(16 + rest.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, SVML_MAGIC, true);
  view.setUint32(8, entry, true);
  view.setUint32(12, strings, true);
  bytes.set(rest, 16);
  return bytes;
}

function formatError(bytes: Uint8Array): string {
  try {
    loadProgram(bytes);
  } catch (e) {
    expect(e).toBeInstanceOf(SvmlFormatError);
    return (e as Error).message;
  }
  throw new Error('expected a SvmlFormatError');
}

const quietHost = { display: () => {}, internalFunctions: [() => 1] };

describe('loadProgram', () => {
  test('loads what js-slang assembles and runs it', async () => {
    const program = loadProgram(await compileToSvml(SAMPLE));
    const lines: string[] = [];
    const outcome = runProgram(program, { display: (t) => lines.push(t), internalFunctions: [] });
    expect(lines).toEqual(['sample ["012", [2, [4, [6, null]]]]']);
    expect(outcome).toEqual({ status: 'finished', value: 21.5, text: '21.5' });
  });

  test('loads from a Node Buffer that is a view into a larger pool (as an MQTT payload is)', async () => {
    const good = await compileToSvml(SAMPLE);
    const pool = new Uint8Array(good.length + 64);
    pool.set(good, 13);
    const view = Buffer.from(pool.buffer, 13, good.length);
    const outcome = runProgram(loadProgram(view), quietHost);
    expect(outcome).toMatchObject({ status: 'finished', value: 21.5 });
  });

  test('rejects bad magic, short input and a wrong version', async () => {
    const good = await compileToSvml(SAMPLE);
    const bad = good.slice();
    bad[0] = 0;
    expect(formatError(bad)).toMatch(/bad magic number/);
    expect(formatError(new Uint8Array(3))).toMatch(/shorter than the 16-byte header/);
    const version = good.slice();
    version[4] = 7;
    expect(formatError(version)).toMatch(/unsupported SVML version 7/);
  });

  test('every truncation of a program is a format error', async () => {
    const good = await compileToSvml(SAMPLE);
    for (let n = 0; n < good.length; n++)
      expect(() => loadProgram(good.subarray(0, n))).toThrow(SvmlFormatError);
  });

  test('names the problem: unknown opcode, entry outside, bad string reference, JMP', () => {
    // A function header (stack 1, env 0, args 0) then the instruction bytes.
    const code = (...ops: number[]) => header(16, 0, Uint8Array.from([1, 0, 0, 0, ...ops]));
    expect(formatError(code(200))).toBe('unknown opcode 200 at byte 20');
    expect(formatError(header(4096, 0, new Uint8Array(8)))).toBe(
      'function offset 4096 is outside the program (24 bytes)',
    );
    expect(formatError(code(13, 99, 0, 0, 0, 70))).toBe(
      'LGCS at byte 20 names byte 99, which is no string constant',
    );
    expect(formatError(code(63, 0, 0, 0, 0))).toMatch(/JMP at byte 20 is not supported/);
    expect(formatError(code(62, 100, 0, 0, 0))).toBe('code jumps to byte 125, outside the program');
    expect(formatError(code(2, 1, 0))).toBe('truncated: LGCI at byte 20 is cut off');
    expect(formatError(header(16, 1_000_000, new Uint8Array(8)))).toMatch(/claims 1000000 string constants/);
  });

  test('a hand-made program of the typed opcodes runs', () => {
    // LDCF64 2.5, LDCI 4, MULF, RETF
    const body = new Uint8Array(4 + 9 + 5 + 2);
    const view = new DataView(body.buffer);
    body.set([2, 0, 0, 0]);
    body[4] = 5;
    view.setFloat64(5, 2.5, true);
    body[13] = 1;
    view.setInt32(14, 4, true);
    body[18] = 22;
    body[19] = 71;
    const outcome = runProgram(loadProgram(header(16, 0, body)), quietHost);
    expect(outcome).toEqual({ status: 'finished', value: 10, text: '10' });
  });

  test('1000 fuzzed inputs: load throws only SvmlFormatError, and runs never throw or hang', async () => {
    const good = await compileToSvml(SAMPLE);
    const next = seededRandom(0x5005acad);
    const int = (n: number) => Math.floor(next() * n);
    let loaded = 0;
    for (let i = 0; i < 1000; i++) {
      let bytes: Uint8Array;
      if (i % 3 === 0) {
        bytes = Uint8Array.from({ length: int(300) }, () => int(256));
      } else if (i % 3 === 1) {
        const rest = Uint8Array.from({ length: 4 + int(200) }, () => (next() < 0.5 ? int(85) : int(256)));
        bytes = header(16, int(2), rest);
      } else {
        bytes = good.slice();
        for (let k = 1 + int(6); k > 0; k--) bytes[16 + int(bytes.length - 16)] = int(256);
      }
      let program: ReturnType<typeof loadProgram>;
      try {
        program = loadProgram(bytes);
      } catch (e) {
        expect(e, `input ${i}`).toBeInstanceOf(SvmlFormatError);
        continue;
      }
      loaded++;
      const outcome = runProgram(program, quietHost, { maxSteps: 20_000, maxFrames: 2_000 });
      expect(['finished', 'error'], `input ${i}`).toContain(outcome.status);
    }
    // The mutations of a real program must exercise the machine, not only the loader.
    expect(loaded).toBeGreaterThan(50);
  }, 60_000);
});
