import { afterAll, describe, expect, it } from 'vitest';
import type { RunSettings } from '../protocol';
import { runGraderStages } from './grader';
import { createNodeSession } from './index';

const ch = (chapter: RunSettings['chapter'], execTimeMs = 1000): RunSettings => ({
  chapter,
  variant: 'default',
  execTimeMs,
});

// A generous hard limit: these tests are about js-slang's own limit and messages, which a busy
// machine must not turn into a hard timeout (the limits are tested below with sessions of their own).
const session = createNodeSession({ hardTimeoutMarginMs: 60_000 });
afterAll(() => session.dispose());

describe('Node host', () => {
  it('runs in a worker, streams display output and keeps the REPL context', async () => {
    await session.whenReady();
    const lines: string[] = [];
    const outcome = await session.run('display("a"); display(2); const a = 10;', ch(1), {
      onOutput: (line) => lines.push(line),
    });
    // A program's value is that of its last expression statement, as in the REPL.
    expect(outcome).toEqual({ status: 'finished', value: '2', valueIsUndefined: false });
    expect(lines).toEqual(['"a"', '2']);
    expect(await session.evaluate('a * 2;')).toEqual({
      status: 'finished',
      value: '20',
      valueIsUndefined: false,
    });
  });

  it('ends while (true) {} with the infinite loop message at the 1 s limit, twice', async () => {
    // js-slang's message names the limit in force: a raised one would read 'from 10 to 100 seconds'.
    for (let i = 0; i < 2; i += 1) {
      const outcome = await session.run('while (true) {}', ch(3));
      expect(outcome).toMatchObject({ status: 'error', errors: [{ isTimeout: true }] });
      expect(outcome.status === 'error' && outcome.text).toContain('increased from 1 to 10 seconds');
    }
  });

  it('stop() ends a long run at once; evaluate starts afresh; the next run works', async () => {
    await session.run('const kept = 1;', ch(3));
    const long = session.run('while (true) {}', ch(3, 60000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    session.stop();
    // Stopped by the user, not ended by its 60 s limit (that would be an error with isTimeout), and
    // its worker is gone: the next call starts from a fresh context.
    expect(await long).toEqual({ status: 'stopped', reason: 'user' });
    expect(await session.evaluate('kept;')).toMatchObject({ status: 'error', freshContext: true });
    expect(await session.run('1 + 1;', ch(1))).toMatchObject({ status: 'finished', value: '2' });
  });

  it('a new run supersedes one in flight', async () => {
    const first = session.run('while (true) {}', ch(3, 60000));
    const second = session.run('"second";', ch(3));
    expect(await first).toEqual({ status: 'stopped', reason: 'user' });
    expect(await second).toMatchObject({ status: 'finished', value: '"second"' });
  });

  it('answers unavailable variants without running them', async () => {
    expect(await session.run('1;', { chapter: 3, variant: 'lazy', execTimeMs: 1000 })).toMatchObject({
      status: 'unavailable',
      message: expect.stringMatching(/^Source §3 Lazy is not a Source language/),
    });
  });

  it('runs grader stages in one context and names the stage that failed', async () => {
    const stages = {
      prepend: 'const k = 2;',
      student: 'function f(x) { return k * x; }',
      postpend: '',
      testcase: 'f(21);',
    };
    expect(await runGraderStages(session, ch(1), stages)).toEqual({ status: 'finished', value: '42' });
    const failing = await runGraderStages(session, ch(1), {
      ...stages,
      student: 'function f(x) { return f(x); }',
    });
    expect(failing).toMatchObject({
      status: 'failed',
      stage: 'testcase',
      outcome: { errors: [{ isTimeout: true }] },
    });
  });
});

describe('Node host limits', () => {
  it('enforces the hard timeout from outside', async () => {
    const strict = createNodeSession({ hardTimeoutMs: 400 });
    try {
      await strict.whenReady();
      // The hard limit ended it, not js-slang's 30 s one (that would be an error with isTimeout).
      expect(await strict.run('while (true) {}', ch(3, 30000))).toEqual({
        status: 'stopped',
        reason: 'hard-timeout',
      });
    } finally {
      strict.dispose();
    }
  });

  it('stops a program that exhausts the memory limit', async () => {
    const small = createNodeSession({ maxOldGenerationSizeMb: 96, hardTimeoutMs: 30000 });
    try {
      const bomb = 'const a = []; let i = 0; while (true) { a[i] = pair(i, list(i, i, i)); i = i + 1; }';
      expect(await small.run(bomb, ch(3, 30000))).toEqual({ status: 'stopped', reason: 'out-of-memory' });
    } finally {
      small.dispose();
    }
  }, 30000);
});
