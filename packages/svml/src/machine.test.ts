// The run loop's own guarantees: deep recursion, the frame limit, tail calls in constant frames,
// running in slices, stopping, step limits (also inside primitives), and how values print.

import { describe, expect, test } from 'vitest';
import { loadProgram, runProgram, runProgramAsync, startProgram } from './index.js';
import { compileToSvml } from './test-support/oracle.js';

const host = (lines: string[] = []) => ({ display: (t: string) => lines.push(t), internalFunctions: [] });

async function load(code: string) {
  return loadProgram(await compileToSvml(code));
}

describe('the run loop', () => {
  test('non-tail recursion 50,000 deep works (deeper than js-slang manages)', async () => {
    const program = await load('function f(n) { return n === 0 ? 0 : 1 + f(n - 1); } f(50000);');
    expect(runProgram(program, host())).toEqual({ status: 'finished', value: 50000, text: '50000' });
  });

  test('unbounded recursion ends with a stack-size error, also through a primitive', async () => {
    const direct = await load('function f(n) { return 1 + f(n + 1); } f(0);');
    expect(runProgram(direct, host())).toEqual({
      status: 'error',
      message: 'RangeError: Maximum call stack size exceeded',
    });
    const viaMap = await load('function f(n) { return head(map(f, list(n))); } f(0);');
    expect(runProgram(viaMap, host(), { maxFrames: 5000 })).toMatchObject({ message: /Maximum call stack/ });
  });

  test('tail calls run in constant frames: 1e6 iterations fit under a 10-frame limit', async () => {
    const program = await load(
      'function loop(i, acc) { return i === 0 ? acc : loop(i - 1, acc + i); } loop(1000000, 0);',
    );
    expect(runProgram(program, host(), { maxFrames: 10 })).toMatchObject({ value: 500000500000 });
  });

  test('tail calls through primitives and closures passed around stay flat', async () => {
    const program = await load(
      'function go(f, n) { return n === 0 ? "done" : f(go, n - 1); } go((g, k) => g((h, j) => h(go, j), k), 300000);',
    );
    expect(runProgram(program, host(), { maxFrames: 20 })).toMatchObject({ value: 'done' });
  });

  test('a run goes in slices and can be stopped between them', async () => {
    const program = await load('let i = 0; while (true) { i = i + 1; } i;');
    const run = startProgram(program, host());
    expect(run.step(10_000)).toBeUndefined();
    expect(run.step(10_000)).toBeUndefined();
    run.stop();
    expect(run.step(10_000)).toEqual({ status: 'error', message: 'Program stopped.' });
  });

  test('runProgramAsync keeps the event loop turning and stops on abort', async () => {
    const program = await load('let i = 0; while (true) { i = i + 1; } i;');
    const controller = new AbortController();
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
      if (ticks === 3) controller.abort();
    }, 5);
    const outcome = await runProgramAsync(program, host(), { signal: controller.signal, sliceSteps: 20_000 });
    clearInterval(timer);
    expect(outcome).toEqual({ status: 'error', message: 'Program stopped.' });
    expect(ticks).toBeGreaterThanOrEqual(3);
    const done = await load('display("hi"); 6 * 7;');
    const lines: string[] = [];
    expect(await runProgramAsync(done, host(lines))).toEqual({ status: 'finished', value: 42, text: '42' });
    expect(lines).toEqual(['"hi"']);
  });

  test('sliced and whole runs agree', async () => {
    const code =
      'const xs = build_list(i => i * i, 50); display(accumulate((x, y) => x + y, 0, xs)); stream_to_list(stream_map(x => x + 1, enum_stream(1, 20)));';
    const program = await load(code);
    const whole: string[] = [];
    const expected = runProgram(program, host(whole));
    const sliced: string[] = [];
    const run = startProgram(program, host(sliced));
    let outcome = run.step(3);
    while (!outcome) outcome = run.step(3);
    expect(outcome).toEqual(expected);
    expect(sliced).toEqual(whole);
  });

  test('an infinite loop inside primitives still counts steps, so it can be limited and stopped', async () => {
    const program = await load('is_stream(integers_from(0));');
    expect(runProgram(program, host(), { maxSteps: 50_000 })).toEqual({
      status: 'error',
      message: 'Program exceeded 50000 steps.',
    });
    const run = startProgram(program, host());
    expect(run.step(1000)).toBeUndefined();
    run.stop('stopped by the user');
    expect(run.outcome).toEqual({ status: 'error', message: 'stopped by the user' });
  });

  test('a circular list makes list primitives fail, not loop', async () => {
    const program = await load('const p = list(1, 2, 3); set_tail(tail(tail(p)), p); length(p);');
    expect(runProgram(program, host())).toEqual({
      status: 'error',
      message: 'length: the list is circular.',
    });
    const isList = await load('const p = list(1, 2); set_tail(tail(p), p); is_list(p);');
    expect(runProgram(isList, host())).toMatchObject({ value: false });
  });

  test('prompt answers null; draw_data passes its first argument through', async () => {
    const program = await load('display(prompt("name?")); draw_data(list(1), 2);');
    const lines: string[] = [];
    expect(runProgram(program, host(lines))).toMatchObject({ text: '[1, null]' });
    expect(lines).toEqual(['null']);
  });

  test('functions print as readable text', async () => {
    const program = await load('display(x => x); display(head); (a, b) => a;');
    const lines: string[] = [];
    expect(runProgram(program, host(lines))).toMatchObject({ text: '<function of 2 arguments>' });
    expect(lines).toEqual(['<function of 1 argument>', '<function head>']);
  });

  test('speed: fib(20)', async () => {
    const program = await load('function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(20);');
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      expect(runProgram(program, host())).toMatchObject({ value: 6765 });
      times.push(performance.now() - start);
    }
    console.log(`fib(20) on the SVML machine: ${times.map((t) => `${t.toFixed(1)} ms`).join(', ')}`);
  });
});
