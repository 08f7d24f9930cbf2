import type { RunOutcome, RunSettings, SourceSession } from '../protocol';

export type GraderStage = 'prepend' | 'student' | 'postpend' | 'testcase';

export type GraderStageResult =
  /** Every stage finished; `value` is the testcase's result as the REPL shows it (compare with it). */
  | { status: 'finished'; value: string }
  /** The first stage that did not finish, and how it ended (a timeout is an error with isTimeout). */
  | { status: 'failed'; stage: GraderStage; outcome: RunOutcome };

/**
 * The autograder's pattern (notes section 8): one fresh context, the stages as separate calls so that
 * errors are attributed to the right one. Empty stages are skipped; prepend always starts the context.
 */
export async function runGraderStages(
  session: SourceSession,
  settings: RunSettings,
  code: Readonly<Record<GraderStage, string>>,
): Promise<GraderStageResult> {
  const stages: GraderStage[] = ['prepend', 'student', 'postpend', 'testcase'];
  let last: RunOutcome | null = null;
  for (const stage of stages) {
    if (stage !== 'prepend' && code[stage].trim() === '') continue;
    last =
      stage === 'prepend' ? await session.run(code.prepend, settings) : await session.evaluate(code[stage]);
    if (last.status !== 'finished') return { status: 'failed', stage, outcome: last };
  }
  return { status: 'finished', value: last?.status === 'finished' ? last.value : 'undefined' };
}
