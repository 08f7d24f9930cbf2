import { Spinner } from '@blueprintjs/core';
import type { ModuleOutput } from '@sa/modules/protocol';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import type { WorkspaceState } from '../state';
import { useMicrophoneRecording } from './recording';
import type { ModuleTabSpec } from './registry';

// The players and the WAV encoder load only for a workspace that played something.
const SoundTabView = lazy(() => import('@sa/modules/tabs/Sound/SoundTabView'));

const isSoundModule = (output: ModuleOutput) => output.module === 'sound' || output.module === 'stereo_sound';

const hasSounds = (state: WorkspaceState) =>
  state.moduleOutputs.some((output) => isSoundModule(output) && output.kind === 'sound');

function SoundsBody() {
  const { store } = useWorkspace();
  const outputs = useStore(store, (s) => s.moduleOutputs);
  return (
    <Suspense fallback={<Spinner size={20} aria-label="Loading the Sounds tab" />}>
      <SoundTabView outputs={outputs} />
    </Suspense>
  );
}

/**
 * `play` starts a sound at once and `stop()` stops it, while the Sounds tab may be closed: this
 * hands every change of the outputs to the page's sound engine (loaded once the workspace has
 * had a sound output; from then on also so an earlier run's sounds are let go), and the
 * recording requests to the page's recorder (recording.ts).
 */
function SoundsReceiver() {
  useMicrophoneRecording();
  const { store } = useWorkspace();
  const outputs = useStore(store, (s) => s.moduleOutputs);
  const engaged = useRef(false);
  useEffect(() => {
    if (outputs.some(isSoundModule)) engaged.current = true;
    if (!engaged.current) return;
    let current = true;
    void import('@sa/modules/tabs/Sound/SoundTabView').then((view) => {
      if (current) view.receiveSoundOutputs(outputs);
    });
    return () => {
      current = false;
    };
  }, [outputs]);
  return null;
}

/** Sounds of `sound` and `stereo_sound`: shown, and highlighted, once a run played or listed one. */
export const SOUNDS_TAB: ModuleTabSpec = {
  id: 'module-sound',
  label: 'Sounds',
  shows: hasSounds,
  alert: hasSounds,
  Body: SoundsBody,
  Background: SoundsReceiver,
};
