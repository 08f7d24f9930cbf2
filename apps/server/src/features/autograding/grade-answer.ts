import {
  type AutograderResult,
  autogradedXp,
  budgetAllowsNextTestcase,
  budgetSpentResult,
  chooseEngine,
  libraryEngine,
  type StoredLibrary,
} from '@sa/domain';
import {
  GRADER_OUT_OF_MEMORY,
  type GradingProgram,
  type GradingTestcase,
  gradeTestcase,
  type RunSettings,
  type SourceSession,
} from '@sa/runner';
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

/** The evaluators the Node runner offers for the default variant (ADR 35). */
export type GraderEngine = NonNullable<RunSettings['engine']>;

/** Thrown when the grader itself failed (not the student's program): the job is tried again. */
export class GraderSystemError extends Error {
  override name = 'GraderSystemError';
}

/** How the grader runs an answer: the question's grading library decides, the evaluator included. */
export function runSettings(library: StoredLibrary): RunSettings {
  return {
    chapter: library.chapter,
    variant: library.variant,
    execTimeMs: library.execTimeMs,
    externalSymbols: library.external.name === 'none' ? [] : library.external.symbols,
    // RUNES, PIXNFLIX, ...: the runner loads the library's module bundles from its own disk copy.
    ...(library.external.name === 'none' ? {} : { externalLibrary: library.external.name }),
    globals: library.globals,
    // The library's `engine` option, else the fast path: the course's setting is for its workspaces,
    // a question's grading stays the same whichever course it is copied into (ADR 0039).
    engine: chooseEngine({ library: libraryEngine(library) }),
  };
}

/**
 * The grading of one programming answer: every testcase (public, opaque, secret) in that order, then
 * the XP as the reference computes it. All testcases together get one time budget (answerTimeBudgetMs):
 * once testcases that ran into the time limit have spent it, the rest are marked not run.
 *
 * It runs in steps so a grader can put a long answer aside between two testcases and grade a newly
 * queued one first (see GraderService): `step` runs testcases until the answer is done or the step has
 * taken `sliceMs`, and returns the outcome once the last testcase has run.
 */
export class AnswerGrading {
  private readonly testcases: GradingTestcase[];
  private readonly settings: RunSettings;
  private readonly program: GradingProgram;
  private readonly results: AutograderResult[] = [];
  private timeouts = 0;

  /**
   * `engine`, when given, overrides whichever engine the question's settings choose: a grader
   * that regrades with one engine to compare it with the other (the fast path against js-slang).
   */
  constructor(
    private readonly job: JobAnswer,
    engine?: GraderEngine,
  ) {
    if (job.question.type !== 'programming' || !('code' in job.answer)) {
      throw new GraderSystemError(`answer is not a programming answer (${job.question.type})`);
    }
    const data = job.question.data;
    this.testcases = [...data.public, ...data.opaque, ...data.secret];
    const settings = runSettings(job.gradingLibrary);
    this.settings = engine === undefined ? settings : { ...settings, engine };
    this.program = { prepend: data.prepend, student: job.answer.code, postpend: data.postpend };
  }

  /** Runs at least one testcase, on a session no one else is using meanwhile. */
  async step(session: SourceSession, sliceMs = Number.POSITIVE_INFINITY): Promise<JobOutcome | undefined> {
    const started = performance.now();
    const before = this.results.length;
    while (this.results.length < this.testcases.length) {
      if (this.results.length > before && performance.now() - started >= sliceMs) return undefined;
      this.results.push(await this.next(session, this.testcases[this.results.length]));
    }
    const maxScore = this.testcases.reduce((sum, t) => sum + t.score, 0);
    return {
      status: 'success',
      xp: autogradedXp(this.job.maxXp, this.results, maxScore),
      results: this.results,
    };
  }

  private async next(
    session: SourceSession,
    testcase: GradingTestcase | undefined,
  ): Promise<AutograderResult> {
    if (!testcase) throw new GraderSystemError('no testcase left to run');
    if (!budgetAllowsNextTestcase(this.timeouts)) return budgetSpentResult(this.settings.execTimeMs);
    const result = await gradeTestcase(session, this.settings, this.program, testcase);
    const systemError = failureOfTheGrader(result);
    if (systemError) throw new GraderSystemError(systemError);
    if (result.resultType === 'error' && result.errors.some((e) => e.errorType === 'timeout'))
      this.timeouts += 1;
    return result;
  }
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
