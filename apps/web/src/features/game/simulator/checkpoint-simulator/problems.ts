import { CheckpointParseError, type GameCheckpoint, parseCheckpoint } from '@sa/domain';
import type { ChosenFile } from './storage';
import { CHECKPOINT_STEP, DEFAULT_STEP, whereInFile } from './texts';

/** What the panel shows in its alert: the parser's message exactly, and which file and line. */
export interface SimulationProblem {
  /** A parse error, or a file that could not be loaded or played. */
  kind: 'parse' | 'load';
  message: string;
  where: string | null;
}

export type ParseOutcome = { checkpoint: GameCheckpoint } | { problem: SimulationProblem };

/** The shared parser over both texts (game-facts 1, two passes), as the game runs it. */
export function parseFiles(defaultFile: ChosenFile, checkpointFile: ChosenFile): ParseOutcome {
  try {
    return { checkpoint: parseCheckpoint(defaultFile.text, checkpointFile.text) };
  } catch (error) {
    if (error instanceof CheckpointParseError) {
      const inDefault = error.file === 'default';
      const step = inDefault ? DEFAULT_STEP : CHECKPOINT_STEP;
      const name = inDefault ? defaultFile.name : checkpointFile.name;
      return {
        problem: { kind: 'parse', message: error.message, where: whereInFile(step, name, error.line) },
      };
    }
    return { problem: { kind: 'parse', message: messageOf(error), where: null } };
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
