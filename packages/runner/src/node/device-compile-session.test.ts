import { EV3_FUNCTIONS } from '@sa/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVICE_COMPILE_INTERRUPTED } from '../host/session-core';
import { createNodeSession } from './index';

const session = createNodeSession({ hardTimeoutMarginMs: 60_000 });
afterAll(() => session.dispose());

describe('compileForDevice through a session', () => {
  it('answers with the program bytes, and errors with their lines', async () => {
    const compiled = await session.compileForDevice?.(
      'display(ev3_motorGetPosition(ev3_motorA()));',
      3,
      EV3_FUNCTIONS,
    );
    expect(compiled?.status).toBe('compiled');
    expect(compiled?.status === 'compiled' && compiled.program).toBeInstanceOf(Uint8Array);
    expect(await session.compileForDevice?.('display(nope);', 3, EV3_FUNCTIONS)).toMatchObject({
      status: 'error',
      errors: [{ line: 1, text: 'Line 1: Name nope not declared.' }],
    });
  });

  it('waits behind a run, and fails when that run is stopped with its worker', async () => {
    const running = session.run('while (true) {}', { chapter: 3, variant: 'default', execTimeMs: 30_000 });
    const compile = session.compileForDevice?.('ev3_pause(1);', 3, EV3_FUNCTIONS);
    session.stop();
    expect(await running).toEqual({ status: 'stopped', reason: 'user' });
    expect(await compile).toMatchObject({ status: 'error', text: DEVICE_COMPILE_INTERRUPTED });
    // The next worker compiles as before.
    expect((await session.compileForDevice?.('ev3_pause(1);', 3, EV3_FUNCTIONS))?.status).toBe('compiled');
  });
});
