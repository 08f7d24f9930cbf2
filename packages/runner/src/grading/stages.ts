import type { RunOutcome, RunSettings, SourceSession } from '../protocol';

export type GraderStage = 'prepend' | 'student' | 'postpend' | 'testcase';

export type GraderStageResult =
  /** Every stage finished; `value` is the testcase's result as the REPL shows it (compare with it). */
  | { status: 'finished'; value: string }
  /** The first stage that did not finish, and how it ended (a timeout is an error with isTimeout). */
  | { status: 'failed'; stage: GraderStage; outcome: RunOutcome };

/**
 * The autograder's pattern (notes section 8): one fresh context, the stages as separate programs so
 * that errors are attributed to the right one. Empty stages are skipped; prepend always starts the
 * context. A session with `runStages` runs them all in one round trip to its worker (a third of a
 * chapter 1 testcase's time was round trips); otherwise each stage is a call of its own.
 */
export async function runGraderStages(
  session: SourceSession,
  settings: RunSettings,
  code: Readonly<Record<GraderStage, string>>,
): Promise<GraderStageResult> {
  const stages = STAGES.filter((stage) => stage === 'prepend' || code[stage].trim() !== '');
  if (session.runStages) {
    const { outcome, stage } = await session.runStages(
      stages.map((s) => code[s]),
      settings,
    );
    return resultOf(stages[stage] ?? 'testcase', outcome, stage === stages.length - 1);
  }
  let last: RunOutcome | null = null;
  for (const stage of stages) {
    last =
      stage === 'prepend' ? await session.run(code.prepend, settings) : await session.evaluate(code[stage]);
    if (last.status !== 'finished') return { status: 'failed', stage, outcome: last };
  }
  return { status: 'finished', value: last?.status === 'finished' ? last.value : 'undefined' };
}

const STAGES: readonly GraderStage[] = ['prepend', 'student', 'postpend', 'testcase'];

function resultOf(stage: GraderStage, outcome: RunOutcome, isLast: boolean): GraderStageResult {
  if (outcome.status !== 'finished') return { status: 'failed', stage, outcome };
  // Only the last stage's value is the testcase's result (an earlier one can only have finished).
  return { status: 'finished', value: isLast ? outcome.value : 'undefined' };
}
