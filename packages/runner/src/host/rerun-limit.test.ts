import { describe, expect, it } from 'vitest';
import type { RunOutcome, RunSettings } from '../protocol';
import { RerunLimit } from './rerun-limit';

const settings: RunSettings = { chapter: 3, variant: 'default', execTimeMs: 1000 };
const timeout: RunOutcome = {
  status: 'error',
  text: 'Line 1: Potential infinite loop detected.',
  errors: [{ type: 'Runtime', severity: 'Error', line: 1, column: 0, text: '', isTimeout: true }],
};
const finished: RunOutcome = { status: 'finished', value: '1', valueIsUndefined: false };

describe('RerunLimit ("press run again without editing your program")', () => {
  it('raises the limit tenfold for the same program right after a timeout, and again after another', () => {
    const limit = new RerunLimit();
    expect(limit.settingsFor('while (true) {}', settings).execTimeMs).toBe(1000);
    limit.record('while (true) {}', settings, settings, timeout);
    const second = limit.settingsFor('while (true) {}', settings);
    expect(second.execTimeMs).toBe(10000);
    limit.record('while (true) {}', settings, second, timeout);
    expect(limit.settingsFor('while (true) {}', settings).execTimeMs).toBe(100000);
  });

  it('keeps the requested limit after an edit, a change of settings or a run that finished', () => {
    const limit = new RerunLimit();
    limit.record('while (true) {}', settings, settings, timeout);
    expect(limit.settingsFor('while (true) { }', settings).execTimeMs).toBe(1000);
    expect(limit.settingsFor('while (true) {}', { ...settings, chapter: 4 }).execTimeMs).toBe(1000);
    limit.record('1;', settings, settings, finished);
    expect(limit.settingsFor('1;', settings).execTimeMs).toBe(1000);
  });
});
