import type { RunOutcome, RunSettings } from '../protocol';

/**
 * js-slang's timeout message says: "press run again without editing your program. The time limit will
 * be increased from 1 to 10 seconds." Its own hidden state that does this is bypassed (it ignores
 * execTimeMs and leaks between unrelated runs), so the host keeps the promise explicitly: the same
 * program with the same settings, run right after it timed out, gets ten times the limit it just had.
 */
export class RerunLimit {
  private last: { key: string; execTimeMs: number; timedOut: boolean } | null = null;

  /** The settings to run with: `requested`, or with the limit raised tenfold after a timeout. */
  settingsFor(code: string, requested: RunSettings): RunSettings {
    const last = this.last;
    if (!last?.timedOut || last.key !== keyOf(code, requested)) return requested;
    return { ...requested, execTimeMs: last.execTimeMs * 10 };
  }

  record(code: string, requested: RunSettings, effective: RunSettings, outcome: RunOutcome): void {
    const timedOut = outcome.status === 'error' && outcome.errors.some((error) => error.isTimeout);
    this.last = { key: keyOf(code, requested), execTimeMs: effective.execTimeMs, timedOut };
  }
}

function keyOf(code: string, s: RunSettings): string {
  return JSON.stringify([code, s.chapter, s.variant, s.execTimeMs, s.externalSymbols, s.globals]);
}
