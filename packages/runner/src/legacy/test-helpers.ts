import type { SourceChapter, SourceVariant } from '@sa/domain';
import { Evaluator } from '../evaluator/evaluator';
import type { RunOutcome, RunSettings } from '../protocol';
import { prepareLegacyForNode } from './node-legacy';

prepareLegacyForNode();

export const settings = (chapter: SourceChapter, variant: SourceVariant, execTimeMs = 1000): RunSettings => ({
  chapter,
  variant,
  execTimeMs,
});

/** An Evaluator (the worker's body, routing by variant) with the display lines of its last call. */
export function evaluator() {
  const evaluator = new Evaluator();
  let lines: string[] = [];
  const collect = (line: string) => lines.push(line);
  return {
    lines: () => lines,
    async run(code: string, runSettings: RunSettings): Promise<RunOutcome> {
      lines = [];
      return evaluator.run(code, runSettings, collect);
    },
    async evaluate(code: string, runSettings: RunSettings): Promise<RunOutcome> {
      lines = [];
      return evaluator.evaluate(code, runSettings, collect);
    },
  };
}

export const finished = (value: string) => ({ status: 'finished', value, valueIsUndefined: false });
