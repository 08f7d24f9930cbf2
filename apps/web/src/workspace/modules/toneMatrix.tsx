import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import type { WorkspaceState } from '../state';
import type { ModuleTabSpec } from './registry';

const ToneMatrixView = lazy(() => import('@sa/modules/tabs/SoundMatrix/ToneMatrixView'));

// `import { get_matrix } from "sound_matrix";` anywhere in the editor's program.
const IMPORTS_SOUND_MATRIX = /\bfrom\s*(['"])sound_matrix\1/;

/** A question whose library lists get_matrix (legacy), or a program importing sound_matrix. */
export function showsToneMatrix(state: WorkspaceState): boolean {
  return (
    state.library?.symbols.includes('get_matrix') === true || IMPORTS_SOUND_MATRIX.test(state.editorValue)
  );
}

function ToneMatrixBody() {
  const { store } = useWorkspace();
  const grid = useStore(store, (s) => s.toneMatrix);
  return (
    <Suspense fallback={<Spinner size={20} aria-label="Loading the Tone Matrix" />}>
      <ToneMatrixView grid={grid} onChange={(next) => store.setState({ toneMatrix: next })} />
    </Suspense>
  );
}

/** The Tone Matrix: its grid lives in the store and goes with each run (get_matrix reads it). */
export const TONE_MATRIX_TAB: ModuleTabSpec = {
  id: 'module-tone-matrix',
  label: 'Tone Matrix',
  shows: showsToneMatrix,
  Body: ToneMatrixBody,
};
