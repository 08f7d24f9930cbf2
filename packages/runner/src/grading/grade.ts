import type { AutograderError, AutograderResult } from '@sa/domain';
import type { RunOutcome, RunSettings, SourceErrorLine, SourceSession } from '../protocol';
import { truncateText } from '../truncate';
import { type GraderStage, runGraderStages } from './stages';

/** The three parts of a submission as the grader runs them (the student sees only the middle one). */
export interface GradingProgram {
  prepend: string;
  student: string;
  postpend: string;
}

export interface GradingTestcase {
  program: string;
  /** The expected result as the REPL prints it ('[1, [2, null]]', '"text"'). */
  answer: string;
  score: number;
}

export interface GradeOptions {
  /**
   * A limit enforced by stopping the session, for hosts without a limit of their own (the browser's
   * session has none; the Node one ends its worker after execTimeMs + 5 s). Hitting it is a timeout.
   */
  hardTimeoutMs?: number;
}

/** Texts of errors that are not the program's fault; they end up in a systemError. */
export const GRADER_STOPPED = 'The testcase was stopped before it finished.';
export const GRADER_OUT_OF_MEMORY = 'The program ran out of memory.';

/**
 * The longest text a result keeps (a fail's `actual`, an error's explanation, line and message): results
 * are stored per testcase and sent to the student, and the program chose their length. The comparison
 * with the expected answer uses the whole value; only what is kept is cut, with a marker.
 */
export const MAX_RESULT_TEXT_CHARS = 10_000;
const cap = (text: string) => truncateText(text, MAX_RESULT_TEXT_CHARS);

/**
 * Grades one testcase: prepend, student code, postpend and the testcase program as separate stages of
 * one fresh context (so every error names its stage and its line within that stage), then the result
 * compared with the expected answer, both trimmed. The browser's Autograder tab and the server's
 * grader both call this, so a student sees exactly the verdict the server will store. Pass a session
 * no one else is using: the stages must not be interleaved with other calls.
 */
export async function gradeTestcase(
  session: SourceSession,
  settings: RunSettings,
  program: GradingProgram,
  testcase: GradingTestcase,
  options: GradeOptions = {},
): Promise<AutograderResult> {
  let limitHit = false;
  const timer =
    options.hardTimeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          limitHit = true;
          session.stop();
        }, options.hardTimeoutMs);
  const code: Record<GraderStage, string> = { ...program, testcase: testcase.program };
  try {
    const result = await runGraderStages(session, settings, code);
    if (result.status === 'failed') {
      return {
        resultType: 'error',
        errors: stageErrors(result.stage, code[result.stage], result.outcome, limitHit),
      };
    }
    return result.value.trim() === testcase.answer.trim()
      ? { resultType: 'pass', score: testcase.score }
      : { resultType: 'fail', expected: testcase.answer, actual: cap(result.value) };
  } catch (error) {
    // A runner that could not start (or was disposed) is the system's failure, not the student's.
    const errorMessage = error instanceof Error ? error.message : String(error);
    return { resultType: 'error', errors: [{ errorType: 'systemError', errorMessage: cap(errorMessage) }] };
  } finally {
    clearTimeout(timer);
  }
}

const LINE_PREFIX = /^Line \d+:\s*/;

/** The errors of the stage that did not finish, in the reference grader's format. */
function stageErrors(
  stage: GraderStage,
  code: string,
  outcome: RunOutcome,
  limitHit: boolean,
): AutograderError[] {
  switch (outcome.status) {
    case 'finished':
      return [];
    case 'unavailable':
      return [{ errorType: 'systemError', errorMessage: cap(outcome.message) }];
    case 'stopped':
      if (limitHit || outcome.reason === 'hard-timeout') return [{ errorType: 'timeout' }];
      return [
        {
          errorType: 'systemError',
          errorMessage: outcome.reason === 'out-of-memory' ? GRADER_OUT_OF_MEMORY : GRADER_STOPPED,
        },
      ];
    case 'error': {
      // js-slang's potential infinite loop or recursion is the time limit: one timeout, as the reference.
      if (outcome.errors.some((e) => e.isTimeout)) return [{ errorType: 'timeout' }];
      const real = outcome.errors.filter((e) => e.severity === 'Error');
      const reported = real.length > 0 ? real : outcome.errors;
      if (reported.length === 0) {
        return [
          {
            errorType: 'runtime',
            line: 0,
            location: stage,
            errorLine: '',
            errorExplanation: cap(outcome.text),
          },
        ];
      }
      return reported.map((e) => sourceError(stage, code, e));
    }
  }
}

function sourceError(stage: GraderStage, code: string, error: SourceErrorLine): AutograderError {
  const line = error.line ?? 0;
  return {
    errorType: error.type === 'Syntax' ? 'syntax' : 'runtime',
    line,
    location: stage,
    // The offending line of the stage's own code, as the reference grader reports it.
    errorLine: line > 0 ? cap(code.split('\n')[line - 1]?.trim() ?? '') : '',
    errorExplanation: cap(error.text.replace(LINE_PREFIX, '')),
  };
}
