import { describe, expect, it } from 'vitest';
import { computeSteps } from './steps';
import type { StepperStep, StepperSteps } from './types';
import { stepperSupport } from './types';

async function stepsOf(code: string, chapter: 1 | 2, limit = 1000): Promise<StepperSteps> {
  const { outcome, steps } = await computeSteps(code, chapter, limit);
  if (!steps) throw new Error(`expected steps, got ${JSON.stringify(outcome)}`);
  return steps;
}

/** The highlighted text of a step, as a reader of the tab sees it marked. */
const marked = (step: StepperStep) => step.highlights.map((r) => step.code.slice(r.start, r.end));

describe('computeSteps', () => {
  it('steps 1 + 2 * 3 with before and after markers on the redex', async () => {
    const { steps, limitReached, truncated } = await stepsOf('1 + 2 * 3;', 1);
    expect(limitReached).toBe(false);
    expect(truncated).toBe(false);
    expect(steps.map((s) => s.code)).toEqual(['1 + 2 * 3;', '1 + 2 * 3;', '1 + 6;', '1 + 6;', '7;', '7;']);
    expect(steps.map((s) => s.marker)).toEqual([null, 'before', 'after', 'before', 'after', null]);
    expect(steps.map(marked)).toEqual([[], ['2 * 3'], ['6'], ['1 + 6'], ['7'], []]);
    expect(steps[0]?.explanation).toBe('Start of evaluation');
    expect(steps[1]?.explanation).toBe('Binary expression 2 * 3 evaluated');
    expect(steps.at(-1)?.explanation).toBe('Evaluation complete');
  });

  it('steps factorial: substitution, conditionals and the final value', async () => {
    const code = 'function fact(n) { return n === 0 ? 1 : n * fact(n - 1); }\nfact(3);';
    const { outcome, steps } = await computeSteps(code, 1, 1000);
    expect(outcome).toEqual({ status: 'finished', value: '6;', valueIsUndefined: false });
    const all = steps?.steps ?? [];
    expect(all).toHaveLength(40);
    expect(all[3]).toMatchObject({ marker: 'before', explanation: '3 substituted into n of fact' });
    expect(marked(all[3]!)).toEqual(['fact(3)']);
    expect(all[4]).toMatchObject({ marker: 'after', code: '3 === 0 ? 1 : 3 * fact(3 - 1);' });
    expect(marked(all[5]!)).toEqual(['3 === 0']);
    expect(all.at(-1)).toMatchObject({ code: '6;', explanation: 'Evaluation complete' });
    // Even-numbered steps (1-based) highlight the next redex, odd ones after the first show its result.
    for (const [index, step] of all.entries()) {
      if (step.marker === 'before') expect(index % 2).toBe(1);
      if (step.marker === 'after') expect(index % 2).toBe(0);
    }
  });

  it('steps a chapter 2 list map through the list library', async () => {
    const { steps } = await stepsOf('map(x => x * 2, list(1, 2));', 2);
    expect(steps).toHaveLength(88);
    expect(steps[1]).toMatchObject({ marker: 'before', explanation: 'list runs' });
    expect(marked(steps[1]!)).toEqual(['list(1, 2)']);
    expect(steps[2]?.code).toBe('map(x => x * 2, [1, [2, null]]);');
    expect(marked(steps[2]!)).toEqual(['[1, [2, null]]']);
    expect(steps.some((s) => s.explanation === 'map runs')).toBe(true);
    expect(steps.at(-1)?.code).toBe('[2, [4, null]];');
  });

  it('stops at the step limit and says so', async () => {
    const { steps, limitReached, stepLimit } = await stepsOf('function f(x) { return f(x); }\nf(1);', 1, 500);
    expect(limitReached).toBe(true);
    expect(stepLimit).toBe(500);
    expect(steps).toHaveLength(500);
    expect(steps.at(-1)?.explanation).toBe('Maximum number of steps exceeded');
  });

  it('shows a runtime error as a step, then evaluation stuck', async () => {
    const { steps, limitReached } = await stepsOf('1 + "a";', 1);
    expect(limitReached).toBe(false);
    expect(steps.map((s) => s.explanation)).toEqual([
      'Start of evaluation',
      'Line 1: Expected number on right hand side of operation, got string.',
      'Evaluation stuck',
    ]);
  });

  it('reports an undeclared name as a step', async () => {
    const { steps } = await stepsOf('undeclared + 1;', 1);
    expect(steps.at(-1)?.explanation).toBe('Line 1: Name undeclared not declared.');
  });

  it('answers a syntax error with the error, no steps', async () => {
    const { outcome, steps } = await computeSteps('1 +;', 1, 1000);
    expect(steps).toBeNull();
    expect(outcome.status).toBe('error');
    if (outcome.status === 'error') expect(outcome.errors[0]).toMatchObject({ type: 'Syntax', line: 1 });
  });

  it('answers the error builtin with an error outcome instead of rejecting', async () => {
    const { outcome, steps } = await computeSteps('error("boom");', 1, 1000);
    expect(steps).toBeNull();
    expect(outcome).toMatchObject({ status: 'error', text: 'Error: boom' });
  });
});

describe('stepperSupport', () => {
  it('is available for chapters 1 and 2, default variant only', () => {
    expect(stepperSupport(1, 'default').available).toBe(true);
    expect(stepperSupport(2, 'default').available).toBe(true);
    expect(stepperSupport(3, 'default').available).toBe(false);
    expect(stepperSupport(1, 'lazy').available).toBe(false);
  });
});
