import { Spinner } from '@blueprintjs/core';
import type { ModuleOutput } from '@sa/modules/protocol';
import { lazy, Suspense } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import type { WorkspaceState } from '../state';
import type { ModuleTabSpec } from './registry';

// Loaded on first show only: the canvas and projection code is its own chunk.
const CurveTabView = lazy(() => import('@sa/modules/tabs/Curve/CurveTabView'));

const drewCurves = (state: WorkspaceState) =>
  state.moduleOutputs.some((output: ModuleOutput) => output.module === 'curve');

function CurvesBody() {
  const { store } = useWorkspace();
  const outputs = useStore(store, (state) => state.moduleOutputs);
  return (
    <Suspense fallback={<Spinner size={20} aria-label="Loading the Curves tab" />}>
      <CurveTabView outputs={outputs} />
    </Suspense>
  );
}

/** The Curves tab: shown and highlighted once the program (or REPL input) drew a curve or a curve animation. */
export const CURVES_TAB: ModuleTabSpec = {
  id: 'module-curve',
  label: 'Curves',
  shows: drewCurves,
  alert: drewCurves,
  Body: CurvesBody,
};
