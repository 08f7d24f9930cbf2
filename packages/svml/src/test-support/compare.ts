// Test support: one oracle case = one Source program run on js-slang and on the machine.

import { expect } from 'vitest';
import { runOnJsSlang, runOnMachine } from './oracle.js';

export interface OracleCase {
  name: string;
  code: string;
  /** Where the machine words an error differently on purpose, the message it gives instead. */
  machineMessage?: string;
}

/** Runs the case both ways and expects the same display lines and the same result or error. */
export async function expectSameAsJsSlang(c: OracleCase): Promise<void> {
  const [expected, actual] = await Promise.all([runOnJsSlang(c.code), runOnMachine(c.code)]);
  expect(actual.lines, `display lines of ${c.name}`).toEqual(expected.lines);
  if (c.machineMessage !== undefined) {
    expect(expected.outcome.status).toBe('error');
    expect(actual.outcome).toEqual({ status: 'error', message: c.machineMessage });
    return;
  }
  expect(actual.outcome, `outcome of ${c.name}`).toEqual(expected.outcome);
}
