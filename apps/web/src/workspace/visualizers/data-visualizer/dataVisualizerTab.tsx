import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useMemo } from 'react';
import { useStore } from '../../createStore';
import type { SideTab } from '../../layout/SideContent';
import type { WorkspaceStore } from '../../state';

// A chunk of its own: the playground loads the diagrams' code only when the tab is opened.
const DataVisualizer = lazy(() => import('./DataVisualizer'));

const BODY = (
  <Suspense fallback={<Spinner size={20} aria-label="Loading the Data Visualizer" />}>
    <DataVisualizer />
  </Suspense>
);

/** Spec 3 section 2.6: chapter 2 and up, where `draw_data` exists. */
export const DATA_VISUALIZER_MIN_CHAPTER = 2;

/**
 * The Data Visualizer side tab for the workspace's chapter (none below chapter 2), highlighted while
 * the last run has drawings the tab is not showing.
 */
export function useDataVisualizerTabs(store: WorkspaceStore): SideTab[] {
  const chapter = useStore(store, (s) => s.chapter);
  const hasDrawings = useStore(store, (s) => s.dataDrawings.length > 0);
  const shown = chapter >= DATA_VISUALIZER_MIN_CHAPTER;
  return useMemo(
    () =>
      shown ? [{ id: 'data-visualizer', label: 'Data Visualizer', body: BODY, alert: hasDrawings }] : [],
    [shown, hasDrawings],
  );
}
