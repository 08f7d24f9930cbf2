import type { AutograderError } from '@sa/domain';

/** Spec 1 section 8. */
export const TIMEOUT_TEXT = '[TIMEOUT] Submission exceeded time limit for this test case.';

/**
 * One autograder error as a result card shows it (spec 1 section 8). Results stored by an older or
 * newer grader may carry an error type this code does not know; those get the UNKNOWN text.
 */
export function autograderErrorText(error: AutograderError | { errorType: string }): string {
  const known = error as AutograderError;
  switch (known.errorType) {
    case 'timeout':
      return TIMEOUT_TEXT;
    case 'syntax':
      return `[SYNTAX] Line ${known.line}: Error: ${known.errorExplanation}`;
    case 'runtime':
      // The message as the REPL prints it: 'Line 3: Name x not declared.'
      return `[RUNTIME] ${known.line > 0 ? `Line ${known.line}: ` : ''}${known.errorExplanation}`;
    default:
      return `[UNKNOWN] Autograder error: type ${error.errorType}`;
  }
}
