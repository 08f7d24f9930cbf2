import { type AutograderResult, autogradedXp, type StoredLibrary } from '@sa/domain';
import { GRADER_OUT_OF_MEMORY, gradeTestcase, type RunSettings, type SourceSession } from '@sa/runner';
import { createNodeSession } from '@sa/runner/node';
import type { JobAnswer, JobOutcome } from './job-queries';

/**
 * The limit past which a testcase stage is stopped from outside the interpreter, on top of the
 * library's exec time: js-slang checks its own limit only in loops and calls, so code stuck elsewhere
 * (a huge string, a native call) is ended here and reported as a timeout. The session counts it from
 * when its worker is ready, so a cold start (seconds on a busy machine) never times out a correct
 * program.
 */
export const HARD_TIMEOUT_MARGIN_MS = 3000;

/** A runner session as the grader uses it: student code in a separate, lower-priority process. */
export function createGraderSession(): SourceSession {
  return createNodeSession({ hardTimeoutMarginMs: HARD_TIMEOUT_MARGIN_MS });
}

/** Thrown when the grader itself failed (not the student's program): the job is tried again. */
export class GraderSystemError extends Error {
  override name = 'GraderSystemError';
}

export function runSettings(library: StoredLibrary): RunSettings {
  return {
    chapter: library.chapter,
    variant: library.variant,
    execTimeMs: library.execTimeMs,
    externalSymbols: library.external.name === 'none' ? [] : library.external.symbols,
    globals: library.globals,
  };
}

/**
 * Runs every testcase (public, opaque, secret) of a programming answer, in that order, on a session
 * of the caller's own, and computes the XP as the reference does.
 */
export async function gradeAnswer(session: SourceSession, job: JobAnswer): Promise<JobOutcome> {
  if (job.question.type !== 'programming' || !('code' in job.answer)) {
    throw new GraderSystemError(`answer is not a programming answer (${job.question.type})`);
  }
  const data = job.question.data;
  const testcases = [...data.public, ...data.opaque, ...data.secret];
  const settings = runSettings(job.gradingLibrary);
  const program = { prepend: data.prepend, student: job.answer.code, postpend: data.postpend };
  const results: AutograderResult[] = [];
  for (const testcase of testcases) {
    const result = await gradeTestcase(session, settings, program, testcase);
    const systemError = failureOfTheGrader(result);
    if (systemError) throw new GraderSystemError(systemError);
    results.push(result);
  }
  const maxScore = testcases.reduce((sum, t) => sum + t.score, 0);
  return { status: 'success', xp: autogradedXp(job.maxXp, results, maxScore), results };
}

/**
 * A systemError other than running out of memory (the program's own doing) means the runner failed:
 * a worker that crashed or could not start. That is worth another attempt, not a verdict.
 */
function failureOfTheGrader(result: AutograderResult): string | undefined {
  if (result.resultType !== 'error') return undefined;
  for (const error of result.errors) {
    if (error.errorType === 'systemError' && error.errorMessage !== GRADER_OUT_OF_MEMORY) {
      return error.errorMessage;
    }
  }
  return undefined;
}
