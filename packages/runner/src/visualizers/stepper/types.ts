import type { SourceChapter, SourceVariant } from '@sa/domain';
import { sublanguageName } from '@sa/domain';

/**
 * The Stepper's data (substitution model, spec 3 section 2.11): plain text and numbers, computed in
 * the worker once per run, so moving the slider never re-runs anything.
 */

/** A character range [start, end) in a step's `code`. */
export interface StepperRange {
  start: number;
  end: number;
}

export interface StepperStep {
  /** The whole program at this step, as the substitution model prints it. */
  code: string;
  /**
   * 'before': `highlights` mark the redex about to be reduced; 'after': they mark what it became;
   * null for the first and the last step. A step reporting an error is a 'before' with no highlight.
   */
  marker: 'before' | 'after' | null;
  /** Where the redex (or its result) is in `code`; empty when the step has none to show. */
  highlights: StepperRange[];
  /** 'Binary expression 2 * 3 evaluated', 'Evaluation complete', or an error line. */
  explanation: string;
}

export interface StepperSteps {
  steps: StepperStep[];
  /** The step limit the steps were computed with. */
  stepLimit: number;
  /** The limit stopped the evaluation: the last step says 'Maximum number of steps exceeded'. */
  limitReached: boolean;
  /** Later steps were left out because the program text grew past STEPPER_LIMITS.chars. */
  truncated: boolean;
}

export const STEPPER_LIMITS = {
  /** The step limit's bounds (spec: 500 to 5000 in the settings; the runner accepts smaller ones). */
  minSteps: 2,
  maxSteps: 5000,
  /**
   * Characters of program text sent for all steps together. Each step carries the whole program,
   * so a program that builds a long list could otherwise send gigabytes for 5,000 steps.
   */
  chars: 10_000_000,
} as const;

export type StepperSupport = { available: true } | { available: false; message: string };

/** Spec 3 section 2.6: the Stepper exists for chapter 2 or lower, default variant. */
export function stepperSupport(chapter: SourceChapter, variant: SourceVariant): StepperSupport {
  if (chapter >= 1 && chapter <= 2 && variant === 'default') return { available: true };
  return {
    available: false,
    message: `The Stepper runs Source §1 and §2 only, not ${sublanguageName(chapter, variant)}.`,
  };
}
