import { EV3_FUNCTIONS } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import type { DeviceCompileOutcome } from '../protocol';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { compileForDevice } from './device-compile';
import { serveEvaluator } from './serve';

function bytes(outcome: DeviceCompileOutcome): Uint8Array {
  if (outcome.status !== 'compiled') throw new Error(`expected a program, got ${JSON.stringify(outcome)}`);
  return outcome.program;
}

describe('compileForDevice', () => {
  it('compiles a chapter 3 program calling the device functions into SVML bytes', async () => {
    const program = bytes(
      await compileForDevice(
        'ev3_runForTime(ev3_motorA(), 500, 300); ev3_pause(600); display(ev3_motorGetPosition(ev3_motorA()));',
        3,
        EV3_FUNCTIONS,
      ),
    );
    // An assembled SVML program starts with its magic number 0x5005ACAD (little-endian).
    expect(new DataView(program.buffer, program.byteOffset).getUint32(0, true)).toBe(0x5005acad);
    expect(program.length).toBeGreaterThan(16);
  });

  it('numbers a device function by its index in the internal function list', async () => {
    // The same call compiles to different bytes when the function's position in the table differs.
    const first = bytes(await compileForDevice('ev3_motorA();', 3, ['ev3_motorA', 'ev3_motorB']));
    const second = bytes(await compileForDevice('ev3_motorA();', 3, ['ev3_motorB', 'ev3_motorA']));
    expect(first.length).toBe(second.length);
    expect([...first]).not.toEqual([...second]);
  });

  it("reports js-slang's undeclared name with its line", async () => {
    const outcome = await compileForDevice('const x = 1;\ndisplay(ev3_motorZ());', 3, EV3_FUNCTIONS);
    expect(outcome).toMatchObject({
      status: 'error',
      text: 'Line 2: Name ev3_motorZ not declared.',
      errors: [{ line: 2, column: 8, text: 'Line 2: Name ev3_motorZ not declared.' }],
    });
  });

  it('reports a syntax error and the rules of the chapter', async () => {
    expect(await compileForDevice('const x = ;', 3, EV3_FUNCTIONS)).toMatchObject({
      status: 'error',
      text: 'Line 1: SyntaxError: Unexpected token (1:10)',
      errors: [{ line: 1 }],
    });
    // Chapter 1 has no let: the device's chapter decides what is allowed.
    expect(await compileForDevice('let x = 1;', 1, EV3_FUNCTIONS)).toMatchObject({
      status: 'error',
      text: "Line 1: Mutable variable declaration using keyword 'let' is not allowed.",
    });
  });

  it('is answered by the worker body with the bytes transferred, and leaves the REPL context alone', async () => {
    const posted: { message: WorkerToHost; transfer: ArrayBuffer[] }[] = [];
    let handler: (message: HostToWorker) => void = () => {};
    const serving = serveEvaluator(
      (message, transfer = []) => posted.push({ message, transfer }),
      (h) => {
        handler = h;
      },
    );
    const answer = (id: number) =>
      new Promise<{ message: WorkerToHost; transfer: ArrayBuffer[] }>((resolve) => {
        const poll = () => {
          const found = posted.find(
            (p) => 'id' in p.message && p.message.id === id && p.message.type !== 'output',
          );
          if (found) resolve(found);
          else setTimeout(poll, 5);
        };
        poll();
      });
    const settings = { chapter: 3 as const, variant: 'default' as const, execTimeMs: 1000 };
    handler({ type: 'run', id: 1, code: 'const a = 41;', settings });
    await answer(1);
    handler({
      type: 'device/compile',
      id: 2,
      code: 'display(ev3_motorB());',
      chapter: 3,
      internalFunctions: EV3_FUNCTIONS,
    });
    const compiled = await answer(2);
    expect(compiled.message).toMatchObject({
      type: 'device/compiled',
      id: 2,
      outcome: { status: 'compiled' },
    });
    const outcome = compiled.message.type === 'device/compiled' ? compiled.message.outcome : null;
    expect(outcome?.status === 'compiled' && compiled.transfer).toEqual([
      outcome?.status === 'compiled' ? outcome.program.buffer : null,
    ]);
    handler({ type: 'evaluate', id: 3, code: 'a + 1;', settings });
    expect((await answer(3)).message).toMatchObject({
      type: 'done',
      outcome: { status: 'finished', value: '42' },
    });
    void serving;
  });
});
