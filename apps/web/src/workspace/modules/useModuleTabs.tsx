import { Spinner } from '@blueprintjs/core';
import { Suspense, useMemo } from 'react';
import { useStore } from '../createStore';
import type { SideTab } from '../layout/SideContent';
import type { WorkspaceStore } from '../state';
import { MODULE_TABS, type ModuleTabSpec } from './registry';

/** A spec's body is a lazy chunk: it loads (behind a labelled spinner) only when the tab is shown. */
function bodyOf(spec: ModuleTabSpec): SideTab['body'] {
  const { Body } = spec;
  return (
    <Suspense fallback={<Spinner size={20} aria-label={`Loading the ${spec.label} tab`} />}>
      <Body />
    </Suspense>
  );
}

const BODIES = new Map<ModuleTabSpec, SideTab['body']>();

function cachedBody(spec: ModuleTabSpec): SideTab['body'] {
  let body = BODIES.get(spec);
  if (!body) {
    body = bodyOf(spec);
    BODIES.set(spec, body);
  }
  return body;
}

/**
 * The Source modules' side tabs the workspace shows now (what the last run drew or played, the
 * question's library), each highlighted while it has something new, as the visualizers are.
 * `tabs` is for tests; the workspaces use the registry.
 */
export function useModuleTabs(
  store: WorkspaceStore,
  tabs: readonly ModuleTabSpec[] = MODULE_TABS,
): SideTab[] {
  // One string per render of what matters (shown, alert), so the tab list changes only with it.
  const key = useStore(store, (state) =>
    tabs.map((spec) => (spec.shows(state) ? (spec.alert?.(state) ? 'a' : 's') : '-')).join(''),
  );
  return useMemo(
    () =>
      tabs.flatMap((spec, index) =>
        key[index] === '-'
          ? []
          : [{ id: spec.id, label: spec.label, body: cachedBody(spec), alert: key[index] === 'a' }],
      ),
    [tabs, key],
  );
}

/**
 * Every module tab's Background (what must run while its tab is closed or not shown, such as
 * starting the sounds `play` made), mounted once by each workspace.
 */
export function ModuleBackgrounds({ tabs = MODULE_TABS }: { tabs?: readonly ModuleTabSpec[] }) {
  return tabs.map(({ id, Background }) => (Background ? <Background key={id} /> : null));
}
