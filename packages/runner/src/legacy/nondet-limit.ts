/**
 * A time limit for the non-det variant. js-slang 1.0.80 runs it in a generator interpreter that has
 * none: a search through 10^10 combinations of `amb` would run until the host ends the worker (and
 * the browser host has no hard limit, only Stop). The interpreter looks up `evaluators[node.type]` on
 * every node, so each entry is wrapped in a plain function (no extra generator frame, which would
 * halve the nesting depth it can reach) that checks a deadline now and then.
 */

import { PotentialInfiniteLoopError } from 'js-slang-legacy/dist/errors/timeoutErrors.js';
import { evaluators } from 'js-slang-legacy/dist/interpreter/interpreter-non-det.js';

/** Nodes evaluated between two looks at the clock. */
const CHECK_EVERY = 1_000;

const UNLOCATED = { type: 'EmptyStatement' } as const;

let deadline: number | null = null;
let limitMs = 1000;
let countdown = CHECK_EVERY;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  for (const [type, evaluate] of Object.entries(evaluators)) {
    evaluators[type] = (node, context) => {
      countdown -= 1;
      if (countdown <= 0) {
        countdown = CHECK_EVERY;
        if (deadline !== null && Date.now() > deadline) {
          // No location: the node may well be in the non-det prelude, whose lines are not the student's.
          const error = new PotentialInfiniteLoopError(UNLOCATED, limitMs);
          // As the interpreter's own runtime errors do: recorded, environments unwound, thrown.
          context.errors.push(error);
          context.runtime.environments = context.runtime.environments.slice(
            -context.numberOfOuterEnvironments,
          );
          throw error;
        }
      }
      return evaluate(node, context);
    };
  }
}

/** Runs one non-det call (a run or a resume) with `execTimeMs` to find its next value. */
export async function withNonDetDeadline<T>(execTimeMs: number, work: () => Promise<T>): Promise<T> {
  install();
  limitMs = execTimeMs;
  deadline = Date.now() + execTimeMs;
  countdown = CHECK_EVERY;
  try {
    return await work();
  } finally {
    deadline = null;
  }
}
