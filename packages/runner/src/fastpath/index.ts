/**
 * The fast path (ADR 0035) for Node callers outside the runner's workers (benches, tools). It loads
 * js-slang, so the browser entry does not re-export it.
 */
export { Evaluator as SlangEvaluator } from '../evaluator/evaluator';
export { type FastOptions, type FastOutcome, type FastRunOptions, FastSession, runFast } from './run-fast';
