import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useStore } from '../../createStore';
import type { SideTab } from '../../layout/SideContent';
import type { WorkspaceStore } from '../../state';
import { type EnvModel, envModelApplies, hasDrawing } from './envModel';

/** Spec 3 section 2.6: the tab's name. */
export const ENV_TAB_LABEL = 'Env Visualizer';

// The tab's drawing code is its own chunk, loaded when the tab is first shown.
const EnvModelView = lazy(() => import('./EnvModelView'));

/**
 * The tab's body. It tells the model it is shown as soon as the tab is selected - before the lazy
 * view has loaded - so a Run made at once records the trace.
 */
function EnvTabBody({ model }: { model: EnvModel }) {
  useEffect(() => model.attachView(), [model]);
  return (
    <Suspense fallback={<p>Loading...</p>}>
      <EnvModelView model={model} />
    </Suspense>
  );
}

export const ENV_VISUALIZER_TAB_ID = 'env-visualizer';

/** The Env Visualizer tab for the chapters that have it (3 and up, not concurrent or non-det). */
export function useEnvModelTabs(store: WorkspaceStore, model: EnvModel): SideTab[] {
  const chapter = useStore(store, (s) => s.chapter);
  const variant = useStore(store, (s) => s.variant);
  const drawn = useStore(model.store, (s) => hasDrawing(s.trace));
  return useMemo(
    () =>
      envModelApplies(chapter, variant)
        ? [
            {
              id: ENV_VISUALIZER_TAB_ID,
              label: ENV_TAB_LABEL,
              alert: drawn,
              body: <EnvTabBody model={model} />,
            },
          ]
        : [],
    [chapter, variant, drawn, model],
  );
}
