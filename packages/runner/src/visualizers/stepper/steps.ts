import type { SourceChapter } from '@sa/domain';
import { createContext, runInContext } from 'js-slang';
import type { IStepperPropContents } from 'js-slang/dist/stepper/index.js';
import { customGenerator, generate } from 'js-slang/dist/stepper/utils.js';
import { toErrorLine } from '../../evaluator/js-slang-adapter';
import type { RunOutcome, SourceErrorLine } from '../../protocol';
import { STEPPER_LIMITS, type StepperRange, type StepperStep, type StepperSteps } from './types';

/** js-slang's last step when the step limit stopped the evaluation. */
const LIMIT_EXPLANATION = 'Maximum number of steps exceeded';

export interface StepperComputation {
  /** 'finished' with the last step's program as its value, or the program's syntax errors. */
  outcome: RunOutcome;
  /** null when the program did not get as far as its first step. */
  steps: StepperSteps | null;
}

/**
 * Computes every step of a chapter 1 or 2 program in the substitution model (js-slang's stepper,
 * notes section 5), as plain data: each step's program text, where its redex is, and why.
 */
export async function computeSteps(
  code: string,
  chapter: SourceChapter,
  stepLimit: number,
): Promise<StepperComputation> {
  const limit = Math.min(STEPPER_LIMITS.maxSteps, Math.max(STEPPER_LIMITS.minSteps, Math.round(stepLimit)));
  const context = createContext(chapter);
  let result: Awaited<ReturnType<typeof runInContext>>;
  try {
    // stepLimit must be given: js-slang's default (-1) stops at once (notes section 5).
    result = await runInContext(code, context, { useSubst: true, stepLimit: limit });
  } catch (thrown) {
    // The stepper rethrows what is not a Source error (the `error` builtin's plain Error, say).
    const text = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
    return { outcome: errorOutcome([runtimeError(text)], text), steps: null };
  }
  if (result.status !== 'finished') {
    const errors = context.errors.map(toErrorLine);
    return { outcome: errorOutcome(errors, errors.map((e) => e.text).join('\n')), steps: null };
  }
  const steps = toSteps(result.value as IStepperPropContents[], limit);
  const last = steps.steps.at(-1);
  return {
    outcome: { status: 'finished', value: last?.code ?? '', valueIsUndefined: false },
    steps,
  };
}

function toSteps(contents: readonly IStepperPropContents[], stepLimit: number): StepperSteps {
  installRangeTracking();
  const steps: StepperStep[] = [];
  let chars = 0;
  let truncated = false;
  for (const content of contents) {
    const step = toStep(content);
    chars += step.code.length;
    if (chars > STEPPER_LIMITS.chars) {
      truncated = true;
      break;
    }
    steps.push(step);
  }
  const limitReached = contents.at(-1)?.markers?.[0]?.explanation === LIMIT_EXPLANATION;
  return { steps, stepLimit, limitReached, truncated };
}

function toStep(content: IStepperPropContents): StepperStep {
  const markers = content.markers ?? [];
  const ranges = new Map<object, StepperRange[]>();
  for (const marker of markers) if (marker.redex) ranges.set(marker.redex, []);
  tracked = ranges;
  let code: string;
  try {
    code = String(generate(content.ast)).trimEnd();
  } finally {
    tracked = null;
  }
  const redexType = markers[0]?.redexType;
  const explanations = [...new Set(markers.flatMap((m) => (m.explanation ? [m.explanation] : [])))];
  return {
    code,
    marker: redexType === 'beforeMarker' ? 'before' : redexType === 'afterMarker' ? 'after' : null,
    highlights: outermost([...ranges.values()].flat()),
    explanation: explanations.join('\n'),
  };
}

/** Sorted, without ranges inside another one (a redex printed within another redex). */
function outermost(ranges: StepperRange[]): StepperRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: StepperRange[] = [];
  for (const range of sorted) {
    const previous = kept.at(-1);
    if (previous && range.start < previous.end) continue;
    if (range.end > range.start) kept.push(range);
  }
  return kept;
}

// Where a redex lands in the printed program. js-slang prints a step with astring and its own
// `customGenerator` table, which it passes itself (a caller cannot pass another). So each entry of
// that table is wrapped once: while `tracked` holds a step's redex nodes, printing one of them
// records the span of text it wrote. Outside toStep `tracked` is null and the wrapper only delegates.
type PrintState = { output: string };
type PrintNode = (this: unknown, node: object, state: PrintState) => void;
let tracked: Map<object, StepperRange[]> | null = null;
let installed = false;

function installRangeTracking(): void {
  if (installed) return;
  installed = true;
  const table = customGenerator as Record<string, unknown>;
  for (const [type, entry] of Object.entries(table)) {
    if (typeof entry !== 'function') continue;
    const print = entry as PrintNode;
    table[type] = function (this: unknown, node: object, state: PrintState) {
      const ranges = tracked?.get(node);
      if (!ranges) return print.call(this, node, state);
      const start = state.output.length;
      print.call(this, node, state);
      ranges.push({ start, end: state.output.length });
    };
  }
}

function runtimeError(text: string): SourceErrorLine {
  return { type: 'Runtime', severity: 'Error', line: null, column: null, text, isTimeout: false };
}

function errorOutcome(errors: SourceErrorLine[], text: string): RunOutcome {
  return { status: 'error', errors, text };
}
