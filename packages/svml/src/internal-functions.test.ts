// The host's internal functions (a device's ev3_* table): called by CALLV, in tail position by
// CALLTV, and as values made by NEWCV; their arguments and results cross as SvmlValues.

import { describe, expect, test } from 'vitest';
import { Op } from './format/opcodes.js';
import { loadProgram, runProgram } from './index.js';
import { compileToSvml, runOnMachine } from './test-support/oracle.js';
import type { InternalFunction, SvmlOpaque, SvmlValue } from './types.js';

const NAMES = ['ev3_motorA', 'ev3_motorB', 'ev3_motorGetPosition', 'ev3_pause'];

function fakeDevice() {
  const calls: { name: string; args: readonly SvmlValue[] }[] = [];
  const motorA: SvmlOpaque = { kind: 'opaque', label: '<motor A>' };
  const motorB: SvmlOpaque = { kind: 'opaque', label: '<motor B>' };
  const positions = new Map<SvmlValue, number>([
    [motorA, 90],
    [motorB, -45],
  ]);
  const record =
    (name: string, body: InternalFunction): InternalFunction =>
    (args) => {
      calls.push({ name, args });
      return body(args);
    };
  const functions: InternalFunction[] = [
    record('ev3_motorA', () => motorA),
    record('ev3_motorB', () => motorB),
    record('ev3_motorGetPosition', (args) => {
      if (args.length !== 1)
        throw new Error(`ev3_motorGetPosition: Expected 1 arguments, but got ${args.length}.`);
      const position = positions.get(args[0]);
      if (position === undefined) throw new Error('ev3_motorGetPosition: Expected a motor.');
      return position;
    }),
    record('ev3_pause', () => undefined),
  ];
  return { calls, functions, motorA };
}

async function run(code: string) {
  const device = fakeDevice();
  const result = await runOnMachine(code, { names: NAMES, functions: device.functions });
  return { ...result, device };
}

describe('internal functions', () => {
  test('a direct call hands the opaque motor back and gets its position', async () => {
    const { raw, device, lines } = await run('const m = ev3_motorA(); display(m); ev3_motorGetPosition(m);');
    expect(raw).toEqual({ status: 'finished', value: 90, text: '90' });
    expect(lines).toEqual(['<motor A>']);
    expect(device.calls).toEqual([
      { name: 'ev3_motorA', args: [] },
      { name: 'ev3_motorGetPosition', args: [device.motorA] },
    ]);
  });

  test('a call in tail position is a CALLTV and returns to the right place', async () => {
    const code = 'function pos(m) { return ev3_motorGetPosition(m); } pos(ev3_motorB()) + 1;';
    const program = loadProgram(await compileToSvml(code, NAMES));
    expect(Array.from(program.code.op)).toContain(Op.CALLTV);
    const device = fakeDevice();
    const outcome = runProgram(program, { display: () => {}, internalFunctions: device.functions });
    expect(outcome).toEqual({ status: 'finished', value: -44, text: '-44' });
  });

  test('passed as a value (NEWCV) it can be called by the program and by map', async () => {
    const code =
      'const get = ev3_motorGetPosition; const ms = list(ev3_motorA(), ev3_motorB()); display(get(head(ms))); map(get, ms);';
    const program = loadProgram(await compileToSvml(code, NAMES));
    expect(Array.from(program.code.op)).toContain(Op.NEWCV);
    const { raw, lines } = await run(code);
    expect(lines).toEqual(['90']);
    expect(raw).toMatchObject({ status: 'finished', text: '[90, [-45, null]]' });
  });

  test('an Error thrown by the host becomes the error outcome, with its message', async () => {
    const { raw, lines } = await run('display("start"); ev3_motorGetPosition(1);');
    expect(lines).toEqual(['"start"']);
    expect(raw).toEqual({ status: 'error', message: 'ev3_motorGetPosition: Expected a motor.' });
  });

  test('arguments arrive exactly as passed, so the host can check their count', async () => {
    const { raw, device } = await run('ev3_motorGetPosition(ev3_motorA(), 2);');
    expect(device.calls.at(-1)?.args).toHaveLength(2);
    expect(raw).toEqual({
      status: 'error',
      message: 'ev3_motorGetPosition: Expected 1 arguments, but got 2.',
    });
  });

  test('an internal function returning undefined and is_function of one', async () => {
    const { raw } = await run('display(ev3_pause(100)); is_function(ev3_pause);');
    expect(raw).toMatchObject({ status: 'finished', value: true });
  });

  test('an index beyond the host table is an error, not a crash', async () => {
    const program = loadProgram(await compileToSvml('ev3_pause(1);', NAMES));
    const outcome = runProgram(program, { display: () => {}, internalFunctions: [] });
    expect(outcome).toEqual({ status: 'error', message: 'Unknown internal function 3.' });
  });
});
