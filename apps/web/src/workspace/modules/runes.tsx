import { Spinner } from '@blueprintjs/core';
import type { ModuleOutput } from '@sa/modules/protocol';
import { lazy, Suspense } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import type { WorkspaceState } from '../state';
import type { ModuleTabSpec } from './registry';

// A chunk of its own: a workspace that never draws a rune never loads the canvas code.
const RuneTabView = lazy(() => import('@sa/modules/tabs/Rune/RuneTabView'));

const isRune = (output: ModuleOutput) => output.module === 'rune';
const hasRunes = (state: WorkspaceState) => state.moduleOutputs.some(isRune);

function RunesBody() {
  const { store } = useWorkspace();
  const outputs = useStore(store, (state) => state.moduleOutputs);
  return (
    <Suspense fallback={<Spinner size={20} aria-label="Loading the Runes tab" />}>
      <RuneTabView outputs={outputs} />
    </Suspense>
  );
}

/** The Runes tab: shown, and highlighted, once the program (or REPL input) drew a rune. */
export const RUNES_TAB: ModuleTabSpec = {
  id: 'module-rune',
  label: 'Runes',
  shows: hasRunes,
  alert: hasRunes,
  Body: RunesBody,
};
