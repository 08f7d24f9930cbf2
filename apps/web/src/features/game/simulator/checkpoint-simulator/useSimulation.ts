import type { Role } from '@sa/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchStoryText } from '../../entry/assets';
import type { SimulatorStage } from '../modes';
import type { SimulationProblem } from './problems';
import { runSimulation, type SimulationStarter } from './run';
import { buildSimulationServices } from './simulationServices';
import type { ChosenFile } from './storage';
import { COURSE_DEFAULT } from './texts';

export type SimulationStatus =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'playing'; name: string }
  | { kind: 'ended' };

export interface SimulationDeps {
  courseId: number;
  prefix: string;
  stage: SimulatorStage | null;
  role: Role;
  playerName: string;
  starter: () => Promise<SimulationStarter>;
  fetchFile: typeof fetch;
}

/**
 * The panel's simulation: what plays now, the last problem, and starting or stopping. The game
 * is destroyed when the panel goes (Back, or another mode).
 */
export function useSimulation(deps: SimulationDeps) {
  const { courseId, prefix, stage, role, playerName, starter, fetchFile } = deps;
  const [status, setStatus] = useState<SimulationStatus>({ kind: 'idle' });
  const [problem, setProblem] = useState<SimulationProblem | null>(null);
  const run = useRef<{ stop(): void } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      run.current?.stop();
      run.current = null;
    };
  }, []);

  /** The layer beside the canvas forgets a game that is gone (its buttons would act on nothing). */
  const clearLayer = useCallback(() => {
    stage?.a11y.show({ scene: 'Story Simulator', lines: [], controls: [] });
  }, [stage]);

  const simulate = useCallback(
    async (files: ReadonlyArray<() => Promise<ChosenFile>>, chosenDefault: ChosenFile | null) => {
      if (!stage) return;
      run.current?.stop();
      setProblem(null);
      setStatus({ kind: 'starting' });
      // No default chosen: the course's own, as the game would parse the checkpoint.
      const defaultFile = chosenDefault ?? {
        name: `stories/${COURSE_DEFAULT}`,
        text: await fetchStoryText(fetchFile, prefix, COURSE_DEFAULT),
      };
      // Gone while the course's default loaded (Back): nothing starts. React's StrictMode
      // remount in development sets `mounted` again before this, so its chapter still plays.
      if (!mounted.current) return;
      run.current = runSimulation({
        defaultFile,
        files,
        async start(exits, first) {
          const [start, services] = await Promise.all([
            starter(),
            buildSimulationServices({
              courseId,
              prefix,
              fetch: fetchFile,
              role,
              playerName,
              a11y: stage.a11y,
              defaultCheckpoint: defaultFile.text,
              exits,
            }),
          ]);
          return start(stage.parent, services, first);
        },
        playing: (name) => setStatus({ kind: 'playing', name }),
        failed: (found) => {
          run.current = null;
          clearLayer();
          setProblem(found);
          setStatus({ kind: 'idle' });
        },
        ended: (reached) => {
          run.current = null;
          // The status region keeps 'Checkpoint reached.'; an early leave clears it.
          if (!reached) clearLayer();
          setStatus({ kind: 'ended' });
        },
      });
    },
    [stage, courseId, prefix, role, playerName, starter, fetchFile, clearLayer],
  );

  const stop = useCallback(() => {
    run.current?.stop();
    run.current = null;
    clearLayer();
    setStatus({ kind: 'idle' });
  }, [clearLayer]);

  return { status, problem, setProblem, simulate, stop };
}
