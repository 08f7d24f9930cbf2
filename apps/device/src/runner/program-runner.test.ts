import { afterEach, describe, expect, it } from 'vitest';
import { newWorld } from '../ev3/world';
import { compileForEv3 } from '../test-support/compile';
import { ProgramRunner, type RunEnd } from './program-runner';

const runners: ProgramRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
});

function start() {
  const lines: string[] = [];
  const ends: RunEnd[] = [];
  const runner = new ProgramRunner(
    { display: (text) => lines.push(text), ended: (end) => ends.push(end) },
    newWorld(Date.now()),
  );
  runners.push(runner);
  return { runner, lines, ends };
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('ProgramRunner', () => {
  it('streams display lines, then the result', async () => {
    const { runner, lines, ends } = start();
    runner.start(await compileForEv3('display("one"); display(2, "two:"); 1 + 2;'));
    expect(runner.running).toBe(true);
    await until(() => ends.length > 0);
    expect(lines).toEqual(['"one"', 'two: 2']);
    expect(ends).toEqual([{ status: 'finished', text: '3' }]);
    expect(runner.running).toBe(false);
  });

  it('streams display lines while the program still runs', async () => {
    const { runner, lines, ends } = start();
    runner.start(await compileForEv3('display("before"); ev3_pause(1000); display("after");'));
    await until(() => lines.length === 1);
    expect(lines).toEqual(['"before"']);
    expect(runner.running).toBe(true);
    expect(ends).toEqual([]);
    await until(() => ends.length === 1);
    expect(lines).toEqual(['"before"', '"after"']);
  });

  it("drives motor A for 500 ms: its position is near speed * 0.5 s, and the robot's state outlives the run", async () => {
    const { runner, ends } = start();
    const program =
      'const m = ev3_motorA(); ev3_runForTime(m, 500, 400); ev3_pause(600); ev3_motorGetPosition(m);';
    const startedAt = Date.now();
    runner.start(await compileForEv3(program));
    await until(() => ends.length > 0);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(600);
    const end = ends[0];
    expect(end?.status).toBe('finished');
    expect(Number(end?.status === 'finished' ? end.text : Number.NaN)).toBeCloseTo(200, -1);
    expect(runner.worldState().motors.A?.motion.kind).toBe('timed');
  });

  it('ends a runaway loop at once when stopped, and stops the motors', async () => {
    const { runner, ends } = start();
    runner.start(await compileForEv3('ev3_motorStart(ev3_motorB()); while (true) {}'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    expect(runner.stop()).toBe(true);
    expect(Date.now() - stoppedAt).toBeLessThan(100);
    expect(ends).toEqual([{ status: 'stopped' }]);
    expect(runner.worldState().motors.B?.motion.kind).toBe('stopped');
    expect(runner.stop()).toBe(false);
  });

  it('reports a malformed program and a program error as errors, and keeps running programs after', async () => {
    const { runner, ends } = start();
    runner.start(Uint8Array.of(1, 2, 3, 4, 5));
    await until(() => ends.length === 1);
    expect(ends[0]).toMatchObject({ status: 'error' });
    expect(ends[0]?.status === 'error' && ends[0].message).toMatch(/^The program could not be loaded: /);
    runner.start(await compileForEv3('ev3_motorSetSpeed(ev3_motorD(), 100);'));
    await until(() => ends.length === 2);
    expect(ends[1]).toEqual({
      status: 'error',
      message: expect.stringContaining('ev3_motorSetSpeed: expected a motor'),
    });
    runner.start(await compileForEv3('"still here";'));
    await until(() => ends.length === 3);
    expect(ends[2]).toEqual({ status: 'finished', text: '"still here"' });
  });

  it('slows a runaway display loop to 200 lines a second instead of flooding the link', async () => {
    const { runner, lines } = start();
    runner.start(await compileForEv3('let i = 0; while (true) { display(i); i = i + 1; }'));
    await until(() => lines.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    runner.stop();
    expect(lines.length).toBeGreaterThanOrEqual(200);
    expect(lines.length).toBeLessThanOrEqual(400);
    expect(lines.slice(0, 3)).toEqual(['0', '1', '2']);
  });

  it('reports a program that eats all memory as an error, and runs the next one', {
    timeout: 60_000,
  }, async () => {
    const { runner, ends } = start();
    runner.start(await compileForEv3('let xs = null; while (true) { xs = pair(1, xs); }'));
    await until(() => ends.length === 1, 50_000);
    expect(ends).toEqual([{ status: 'error', message: 'The program ran out of memory' }]);
    runner.start(await compileForEv3('1 + 1;'));
    await until(() => ends.length === 2);
    expect(ends[1]).toEqual({ status: 'finished', text: '2' });
  });

  it('runs one program at a time: a new run replaces the running one', async () => {
    const { runner, lines, ends } = start();
    runner.start(await compileForEv3('while (true) {}'));
    runner.start(await compileForEv3('display("second"); 2;'));
    await until(() => ends.length > 0);
    expect(ends).toEqual([{ status: 'finished', text: '2' }]);
    expect(lines).toEqual(['"second"']);
  });
});
