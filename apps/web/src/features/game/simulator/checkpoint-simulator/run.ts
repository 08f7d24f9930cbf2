import type { PlayRequest } from '../../scenes/keys';
import type { GameServices, SimulationExits } from '../../services';
import { messageOf, parseFiles, type SimulationProblem } from './problems';
import type { ChosenFile } from './storage';

/** A running simulation on the canvas: the next checkpoint is played in the same Phaser game. */
export interface SimulationHandle {
  play(request: PlayRequest): void;
  destroy(): void;
}

/** What starts the game's GameManager on the canvas; Phaser is loaded only with it (startSimulation.ts). */
export type SimulationStarter = (
  parent: HTMLElement,
  services: GameServices,
  first: PlayRequest,
) => SimulationHandle;

export interface RunOptions {
  /** The default checkpoint every file is parsed with (game-facts 1, two passes). */
  defaultFile: ChosenFile;
  /** The checkpoints to play in order, each loaded when its turn comes. */
  files: ReadonlyArray<() => Promise<ChosenFile>>;
  /** Starts the game with the exits the scenes take at the end; called once, for the first file. */
  start(exits: SimulationExits, first: PlayRequest): Promise<SimulationHandle>;
  playing(name: string): void;
  /** Parse or load failure: the game (if any) is gone and nothing more is played. */
  failed(problem: SimulationProblem): void;
  /** Back to the panel's menu: every file played (`reached`), or the player left early. */
  ended(reached: boolean): void;
}

/**
 * Plays `files` one after another: each is parsed before anything starts (a parse error shows
 * and nothing plays), the first starts the game, the next ones replace the checkpoint when
 * 'Checkpoint reached.' has shown, and the end (or leaving) hands back to the panel.
 */
export function runSimulation(options: RunOptions): { stop(): void } {
  let handle: SimulationHandle | null = null;
  let stopped = false;
  let index = 0;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    handle?.destroy();
    handle = null;
  };
  const finish = (after: () => void) => {
    if (stopped) return;
    stop();
    after();
  };
  const exits: SimulationExits = {
    checkpointDone: () => void advance(),
    leave: () => finish(() => options.ended(false)),
  };

  async function advance(): Promise<void> {
    if (stopped) return;
    const load = options.files[index];
    index += 1;
    if (!load) {
      finish(() => options.ended(true));
      return;
    }
    let file: ChosenFile;
    try {
      file = await load();
    } catch (error) {
      finish(() => options.failed({ kind: 'load', message: messageOf(error), where: null }));
      return;
    }
    if (stopped) return;
    const parsed = parseFiles(options.defaultFile, file);
    if ('problem' in parsed) {
      finish(() => options.failed(parsed.problem));
      return;
    }
    // Chapter and checkpoint -1 (spec 3 section 4, simulator mode): no chapter of the course.
    const request: PlayRequest = {
      chapter: -1,
      checkpoint: -1,
      simulation: { checkpoint: parsed.checkpoint },
    };
    if (handle) handle.play(request);
    else {
      const started = await options.start(exits, request).catch((error: unknown) => {
        finish(() => options.failed({ kind: 'load', message: messageOf(error), where: null }));
        return null;
      });
      if (!started) return;
      // Stopped while Phaser was loading: the game goes at once.
      if (stopped) {
        started.destroy();
        return;
      }
      handle = started;
    }
    options.playing(file.name);
  }

  void advance();
  return { stop };
}
