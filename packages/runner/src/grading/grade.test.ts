import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNodeSession, type NodeSourceSession } from '../node';
import type { RunSettings, SourceSession } from '../protocol';
import { type GradingProgram, type GradingTestcase, gradeTestcase } from './grade';

const settings: RunSettings = { chapter: 1, variant: 'default', execTimeMs: 1000 };
const program = {
  prepend: 'const factor = 2;',
  student: 'function scale(x) {\n  return factor * x;\n}',
  postpend: '',
};
const testcase = { program: 'scale(21);', answer: '42', score: 3 };

// One real Node session per file: each gradeTestcase starts a fresh context with its `run`.
let session: NodeSourceSession;
beforeAll(async () => {
  session = createNodeSession();
  await session.whenReady();
});
afterAll(() => session.dispose());

describe('gradeTestcase with the real runner', () => {
  it('passes with the testcase score when the result equals the answer, ignoring surrounding spaces', async () => {
    expect(await gradeTestcase(session, settings, program, testcase)).toEqual({
      resultType: 'pass',
      score: 3,
    });
    expect(await gradeTestcase(session, settings, program, { ...testcase, answer: ' 42\n' })).toEqual({
      resultType: 'pass',
      score: 3,
    });
  });

  it('fails with the expected and actual results as the REPL prints them', async () => {
    const list = { program: 'list(scale(1), "a");', answer: '[2, ["b", null]]', score: 1 };
    expect(await gradeTestcase(session, { ...settings, chapter: 2 }, program, list)).toEqual({
      resultType: 'fail',
      expected: '[2, ["b", null]]',
      actual: '[2, ["a", null]]',
    });
  });

  it("reports a runtime error in the student's code at the student's own line", async () => {
    const broken = { ...program, student: 'function scale(x) {\n  return factr * x;\n}' };
    expect(await gradeTestcase(session, settings, broken, testcase)).toEqual({
      resultType: 'error',
      errors: [
        {
          errorType: 'runtime',
          line: 2,
          location: 'student',
          errorLine: 'return factr * x;',
          errorExplanation: 'Name factr not declared.',
        },
      ],
    });
  });

  it('reports a syntax error as such, located in the student stage', async () => {
    const broken = { ...program, student: 'function scale(x) {\n  return factor * x\n}' };
    const result = await gradeTestcase(session, settings, broken, testcase);
    expect(result).toMatchObject({
      resultType: 'error',
      errors: [{ errorType: 'syntax', line: 2, location: 'student', errorLine: 'return factor * x' }],
    });
    if (result.resultType !== 'error') throw new Error('expected an error');
    expect(result.errors[0]).toHaveProperty('errorExplanation', expect.stringMatching(/semicolon/i));
  });

  it('reports a runaway loop as a timeout', async () => {
    const runaway = { ...program, student: 'function scale(x) {\n  return scale(x);\n}' };
    expect(await gradeTestcase(session, settings, runaway, testcase)).toEqual({
      resultType: 'error',
      errors: [{ errorType: 'timeout' }],
    });
  });

  it('blames the testcase when its own program is wrong', async () => {
    const wrong = { program: 'scale(1, 2);', answer: '2', score: 1 };
    expect(await gradeTestcase(session, settings, program, wrong)).toMatchObject({
      resultType: 'error',
      errors: [{ errorType: 'runtime', line: 1, location: 'testcase', errorLine: 'scale(1, 2);' }],
    });
  });

  it('blames the prepend and the postpend for their own errors', async () => {
    expect(
      await gradeTestcase(
        session,
        settings,
        { ...program, prepend: 'const factor = 2;\nfactor();' },
        testcase,
      ),
    ).toMatchObject({ resultType: 'error', errors: [{ location: 'prepend', line: 2 }] });
    expect(
      await gradeTestcase(session, settings, { ...program, postpend: 'undefined_name;' }, testcase),
    ).toMatchObject({ resultType: 'error', errors: [{ location: 'postpend', line: 1 }] });
  });

  it('does not carry the previous testcase context into the next', async () => {
    await gradeTestcase(session, settings, program, {
      program: 'const leaked = 1; leaked;',
      answer: '1',
      score: 1,
    });
    expect(
      await gradeTestcase(session, settings, program, { program: 'leaked;', answer: '1', score: 1 }),
    ).toMatchObject({ resultType: 'error', errors: [{ location: 'testcase' }] });
  });
});

describe('one round trip per testcase', () => {
  it('grades exactly as stage-by-stage calls do, for every outcome and location', async () => {
    // The same session seen without runStages: runGraderStages then makes one call per stage.
    const stageByStage: SourceSession = {
      run: (code, s) => session.run(code, s),
      evaluate: (code) => session.evaluate(code),
      stop: () => session.stop(),
      dispose: () => {},
    };
    const cases: [GradingProgram, GradingTestcase][] = [
      [program, testcase],
      [program, { ...testcase, answer: '41' }],
      [{ ...program, student: 'function scale(x) {\n  return undefined_name;\n}' }, testcase],
      [{ ...program, student: 'function scale(x) {\n  return x +;\n}' }, testcase],
      [{ ...program, prepend: 'const factor = 1 +;' }, testcase],
      [{ ...program, postpend: 'head(1);' }, testcase],
      [program, { program: 'scale(1) + nothing;', answer: '1', score: 1 }],
    ];
    for (const [p, t] of cases) {
      const direct = await gradeTestcase(session, settings, p, t);
      expect(await gradeTestcase(stageByStage, settings, p, t)).toEqual(direct);
    }
    const located: string[] = [];
    for (const [p, t] of cases.slice(2)) {
      const result = await gradeTestcase(session, settings, p, t);
      if (result.resultType === 'error')
        located.push(...result.errors.map((e) => ('location' in e ? e.location : '')));
    }
    expect(located).toEqual(['student', 'student', 'prepend', 'postpend', 'testcase']);
  });
});

describe('gradeTestcase limits', () => {
  it('turns a hard limit that stops the session into a timeout', async () => {
    const slow = createNodeSession({ hardTimeoutMs: 30_000 });
    try {
      await slow.whenReady();
      const long = { program: 'let i = 0; while (true) { i = i + 1; }', answer: '0', score: 1 };
      const stop = vi.spyOn(slow, 'stop');
      const result = await gradeTestcase(
        slow,
        { ...settings, chapter: 3, execTimeMs: 60_000 },
        program,
        long,
        {
          hardTimeoutMs: 500,
        },
      );
      expect(result).toEqual({ resultType: 'error', errors: [{ errorType: 'timeout' }] });
      // The 500 ms limit ended it by stopping the session, not the 60 s exec time or the session's
      // own 30 s limit (either of which would also read as a timeout, without a stop).
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      slow.dispose();
    }
  });

  it("turns the Node host's own hard timeout into a timeout", async () => {
    const strict = createNodeSession({ hardTimeoutMs: 400 });
    try {
      await strict.whenReady();
      const long = { program: 'while (true) {}', answer: '0', score: 1 };
      expect(
        await gradeTestcase(strict, { ...settings, chapter: 3, execTimeMs: 60_000 }, program, long),
      ).toEqual({ resultType: 'error', errors: [{ errorType: 'timeout' }] });
    } finally {
      strict.dispose();
    }
  });

  it('reports a runner that cannot run as a system error', async () => {
    const gone = createNodeSession();
    gone.dispose();
    expect(await gradeTestcase(gone, settings, program, testcase)).toEqual({
      resultType: 'error',
      errors: [{ errorType: 'systemError', errorMessage: 'This Source session has been disposed.' }],
    });
  });
});
