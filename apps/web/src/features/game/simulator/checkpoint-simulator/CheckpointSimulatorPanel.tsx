import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../../../app/services';
import { useSession } from '../../../../app/session/hooks';
import { simulatorApi } from '../api';
import type { CheckpointSimulatorProps } from '../modes';
import { BACK_TO_MENU, MODE_LABELS } from '../texts';
import { FileStep } from './FileStep';
import { messageOf } from './problems';
import type { SimulationStarter } from './run';
import { type ChosenFile, clearChosen, readChosen, type StepKey, writeChosen } from './storage';
import { loadStoryFile } from './storedFiles';
import {
  CHECKPOINT_STEP,
  DEFAULT_FALLBACK,
  DEFAULT_STEP,
  LOAD_FAILED,
  PARSE_FAILED,
  playing,
  RESET_FILES,
  SIMULATE,
  SIMULATION_ENDED,
  STOP,
} from './texts';
import { useSimulation } from './useSimulation';

export interface CheckpointSimulatorPanelProps extends CheckpointSimulatorProps {
  /** Tests give a starter without Phaser (happy-dom has no canvas), as GamePage's tests do. */
  starter?: () => Promise<SimulationStarter>;
  /** Fetches the course's files (public, no token); the browser's fetch unless a test gives one. */
  fetchFile?: typeof fetch;
}

const loadStarter = async (): Promise<SimulationStarter> =>
  (await import('./startSimulation')).startSimulation;
const browserFetch: typeof fetch = (input, init) => fetch(input, init);

type Chosen = Record<StepKey, ChosenFile | null>;
const readBoth = (): Chosen => ({
  default: readChosen(window.sessionStorage, 'default'),
  checkpoint: readChosen(window.sessionStorage, 'checkpoint'),
});

/**
 * Checkpoint Simulator (issue 24; spec 3 sections 2.3 and 4, game-facts 5): choose the default
 * checkpoint (optional) and the checkpoint text, each from a local file or the course's
 * `stories/`, kept in sessionStorage; 'Simulate Checkpoint' parses them with the shared parser
 * and, when they parse, plays them on the page's canvas with the game's own scenes. Given a
 * chapter's files (Chapter Simulator), it plays them in order at once.
 */
export function CheckpointSimulatorPanel(props: CheckpointSimulatorPanelProps) {
  const { courseId, prefix, stage, back, chapterFiles } = props;
  const { starter = loadStarter, fetchFile = browserFetch } = props;
  const { call } = useServices();
  const profile = useSession().profile;
  const api = useMemo(() => simulatorApi(call, courseId), [call, courseId]);
  const [chosen, setChosen] = useState<Chosen>(readBoth);
  const [stored, setStored] = useState<string[] | null>(null);
  const simulation = useSimulation({
    courseId,
    prefix,
    stage,
    role: profile?.courseRegistration?.role ?? 'staff',
    playerName: profile?.user.name || profile?.user.username || '',
    starter,
    fetchFile,
  });
  const { status, problem, setProblem, simulate, stop } = simulation;
  const busy = status.kind === 'starting' || status.kind === 'playing';

  useEffect(() => {
    let current = true;
    api
      .listAssets('stories')
      .then((list) => current && setStored(list))
      .catch(() => current && setStored([]));
    return () => {
      current = false;
    };
  }, [api]);

  // A chapter handed over by the Chapter Simulator plays at once, once per hand-over.
  const startedFor = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (!chapterFiles || !stage || startedFor.current === chapterFiles) return;
    startedFor.current = chapterFiles;
    void simulate(
      chapterFiles.map((name) => () => loadStoryFile(fetchFile, prefix, name)),
      null,
    );
  }, [chapterFiles, stage, simulate, fetchFile, prefix]);

  const choose = (step: StepKey, file: ChosenFile) => {
    writeChosen(window.sessionStorage, step, file);
    setChosen((before) => ({ ...before, [step]: file }));
    setProblem(null);
  };
  const chooseLocal = (step: StepKey) => (file: File) => {
    void file.text().then((text) => choose(step, { name: file.name, text }));
  };
  const chooseStored = (step: StepKey) => (name: string) => {
    loadStoryFile(fetchFile, prefix, name).then(
      (file) => choose(step, file),
      (error: unknown) => setProblem({ kind: 'load', message: messageOf(error), where: null }),
    );
  };
  const reset = () => {
    clearChosen(window.sessionStorage);
    setChosen({ default: null, checkpoint: null });
    setProblem(null);
  };
  const start = () => {
    const { checkpoint } = chosen;
    if (checkpoint) void simulate([async () => checkpoint], chosen.default);
  };

  return (
    <>
      <h2>{MODE_LABELS.checkpointSim}</h2>
      <FileStep
        label={DEFAULT_STEP}
        optional
        hint={DEFAULT_FALLBACK}
        chosen={chosen.default}
        stored={stored}
        disabled={busy}
        onLocal={chooseLocal('default')}
        onStored={chooseStored('default')}
      />
      <FileStep
        label={CHECKPOINT_STEP}
        chosen={chosen.checkpoint}
        stored={stored}
        disabled={busy}
        onLocal={chooseLocal('checkpoint')}
        onStored={chooseStored('checkpoint')}
      />
      {problem && (
        <Callout intent="danger" role="alert" title={problem.kind === 'parse' ? PARSE_FAILED : LOAD_FAILED}>
          <p>{problem.message}</p>
          {problem.where && <p>{problem.where}</p>}
        </Callout>
      )}
      {status.kind === 'playing' && <p role="status">{playing(status.name)}</p>}
      {status.kind === 'ended' && <p role="status">{SIMULATION_ENDED}</p>}
      <ButtonGroup vertical fill>
        <Button
          intent="primary"
          text={SIMULATE}
          disabled={busy || !chosen.checkpoint || !stage}
          onClick={start}
        />
        <Button text={RESET_FILES} disabled={busy} onClick={reset} />
        {busy && <Button text={STOP} onClick={stop} />}
        <Button text={BACK_TO_MENU} onClick={back} />
      </ButtonGroup>
    </>
  );
}
