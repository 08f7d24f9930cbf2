import type { AutograderResult } from '@sa/domain';
import { MCQ_INCORRECT, SELECT_AN_OPTION, TESTCASES_NOT_PASSED } from './texts';

export interface BlockingInput {
  blocking: boolean;
  /** The question had a saved answer when it was opened: moving past it is free. */
  answeredBefore: boolean;
  type: 'programming' | 'mcq' | 'voting';
  /** The saved choice of an MCQ question. */
  mcqAnswer: number | null;
  /** The correct choice, when the learner may know it. */
  mcqSolution: number | undefined;
  /** This visit's Autograder results; null where a testcase has not run. */
  testcaseResults: ReadonlyArray<AutograderResult | null>;
}

/**
 * Why Next or Return to Academy may not leave a blocking question (spec 1 sections 4 and 5), or null
 * when it may. A programming question must pass every testcase it shows; one without testcases has
 * nothing to pass.
 */
export function blockingMessage(input: BlockingInput): string | null {
  if (!input.blocking || input.answeredBefore) return null;
  switch (input.type) {
    case 'mcq':
      if (input.mcqAnswer === null) return SELECT_AN_OPTION;
      if (input.mcqSolution !== undefined && input.mcqAnswer !== input.mcqSolution) return MCQ_INCORRECT;
      return null;
    case 'programming':
      return input.testcaseResults.every((r) => r?.resultType === 'pass') ? null : TESTCASES_NOT_PASSED;
    case 'voting':
      return null;
  }
}
