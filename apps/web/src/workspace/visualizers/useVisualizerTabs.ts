import { stepperSupport } from '@sa/runner';
import { useMemo } from 'react';
import { useStore } from '../createStore';
import type { SideTab } from '../layout/SideContent';
import { useModuleTabs } from '../modules/useModuleTabs';
import type { WorkspaceStore } from '../state';
import { useDataVisualizerTabs } from './data-visualizer/dataVisualizerTab';
import type { EnvModel } from './env/envModel';
import { useEnvModelTabs } from './env/envTabs';
import { STEPPER_TAB } from './stepper/stepperTab';

/**
 * A free-running workspace's side tabs (the playground's, an opened textbook snippet's): the area's
 * own first tabs, then the visualizers the chapter and variant get (spec 3 section 2.6) and the
 * Source modules' tabs. The first tab is selected on opening, so it must not be the Stepper: with
 * the Stepper shown, Run computes substitution steps instead of running the program.
 */
export function useVisualizerTabs(
  store: WorkspaceStore,
  envModel: EnvModel,
  first: readonly SideTab[],
): SideTab[] {
  const chapter = useStore(store, (s) => s.chapter);
  const variant = useStore(store, (s) => s.variant);
  const dataTabs = useDataVisualizerTabs(store);
  const envTabs = useEnvModelTabs(store, envModel);
  const moduleTabs = useModuleTabs(store);
  return useMemo(
    () => [
      ...first,
      ...dataTabs,
      ...envTabs,
      ...(stepperSupport(chapter, variant).available ? [STEPPER_TAB] : []),
      ...moduleTabs,
    ],
    [first, chapter, variant, dataTabs, envTabs, moduleTabs],
  );
}
