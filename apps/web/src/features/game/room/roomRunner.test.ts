import type { RoomCommand } from '@sa/modules/protocol';
import type { RunListener, RunOutcome, RunSettings, SourceSession } from '@sa/runner';
import { describe, expect, it } from 'vitest';
import { ROOM_SETTINGS, RoomRunner } from './roomRunner';

const text: RoomCommand = {
  op: 'create-text',
  id: 1,
  x: 0,
  y: 0,
  text: 'hi',
  style: {
    fontFamily: 'a',
    fontSize: '1px',
    color: '#fff',
    stroke: '#fff',
    strokeThickness: 0,
    align: 'left',
  },
};
const LOOP =
  'Line 6: Potential infinite loop detected.\n    If you are certain your program is correct, press run again.';

/** A session whose worker answers from a script: each call's outputs, then its outcome. */
function scriptedSession() {
  const log: string[] = [];
  let release: (() => void) | null = null;
  const answer = (listener: RunListener | undefined, commands: RoomCommand[], outcome: RunOutcome) => {
    listener?.onModuleOutputs?.([{ module: 'game', kind: 'room', commands }]);
    return outcome;
  };
  const session: Partial<SourceSession> = {
    run: async (code: string, settings: RunSettings, listener?: RunListener) => {
      log.push(`run ${code} ${JSON.stringify(settings.moduleInputs)} ${settings.chapter}`);
      return answer(listener, [], { status: 'finished', value: 'undefined', valueIsUndefined: true });
    },
    callModule: async (module: string, request: unknown, listener?: RunListener) => {
      const name = (request as { name?: string }).name ?? 'listener';
      log.push(`${module} ${name}`);
      if (name === 'create')
        return answer(listener, [text], { status: 'finished', value: 'true', valueIsUndefined: false });
      if (name === 'update') {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return answer(listener, [], {
          status: 'error',
          text: LOOP,
          errors: [{ type: 'Runtime', severity: 'Error', line: 6, column: 4, text: LOOP, isTimeout: true }],
        });
      }
      return { status: 'finished', value: 'false', valueIsUndefined: false };
    },
    dispose: () => log.push('dispose'),
  };
  return { session: session as SourceSession, log, release: () => release?.() };
}

describe('RoomRunner', () => {
  it('runs the program in the worker session, then calls by message, one at a time, in order', async () => {
    const { session, log, release } = scriptedSession();
    const runner = new RoomRunner(async () => session, 'http://x/modules');
    const input = { assetBase: '/assets/c/', displayWidth: 960, displayHeight: 540 };
    expect(await runner.start('code;', input)).toEqual({ commands: [], error: null, value: 'undefined' });
    expect(log[0]).toBe(`run code; ${JSON.stringify({ game: input })} ${ROOM_SETTINGS.chapter}`);
    expect(await runner.call({ kind: 'function', name: 'preload' })).toMatchObject({ value: 'false' });
    expect(await runner.call({ kind: 'function', name: 'create' })).toEqual({
      commands: [text],
      error: null,
      value: 'true',
    });

    const update = runner.call({ kind: 'function', name: 'update' });
    const listener = runner.call({ kind: 'listener', listener: 3, args: [1, 2] });
    await Promise.resolve();
    expect(runner.busy).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    // The listener waits behind the update in flight rather than superseding it.
    expect(log.at(-1)).toBe('game update');
    release();
    expect(await update).toEqual({ commands: [], error: LOOP, value: null });
    expect(await listener).toMatchObject({ error: null });
    expect(log.at(-1)).toBe('game listener');
    expect(runner.busy).toBe(false);
    runner.dispose();
    await new Promise((r) => setTimeout(r, 0));
    expect(log.at(-1)).toBe('dispose');
  });
});
