import { Callout } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';
import type { WorkspaceActionId } from '../actions';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import styles from '../workspace.module.css';
import { ActionButton } from './ActionButton';
import { ChapterSelect, EngineSelect, ExecTimeInput, StepLimitInput } from './SettingsControls';

/** A place in the control bar: a registered action by its id, or an element of the area's (keyed). */
export type ControlBarEntry = WorkspaceActionId | ReactElement;

export interface ControlBarProps {
  extra?: ReactNode;
  /** Replaces the default settings controls; null for none. */
  settings?: ReactNode;
  /**
   * The actions in the area's order with its own items between them (an assessment's save status,
   * chapter and progress); every registered action in its order when absent. An id the area has
   * not registered (Save on a multiple-choice question) takes no place.
   */
  layout?: readonly ControlBarEntry[];
}

/** The actions, then the settings, then whatever the area adds (Share in the playground). */
export function ControlBarItems({ extra, settings, layout }: ControlBarProps) {
  const { actions } = useWorkspace();
  const entries = layout ?? actions.map((action) => action.id);
  return (
    <>
      {entries.map((entry) => {
        if (typeof entry !== 'string') return entry;
        const action = actions.find((a) => a.id === entry);
        return action ? <ActionButton key={action.id} action={action} /> : null;
      })}
      {settings === undefined ? (
        <>
          <ChapterSelect />
          <EngineSelect />
          <ExecTimeInput />
          <StepLimitInput />
        </>
      ) : (
        settings
      )}
      {extra}
    </>
  );
}

/** Says plainly when the runner cannot honour the chosen variant; Run then shows the same text. */
export function VariantNotice() {
  const { store, checkVariant } = useWorkspace();
  const chapter = useStore(store, (s) => s.chapter);
  const variant = useStore(store, (s) => s.variant);
  const check = checkVariant?.(chapter, variant);
  if (!check || check.available) return null;
  return (
    <Callout intent="warning" className={styles.variantNotice}>
      {check.message}
    </Callout>
  );
}

export function ControlBar(props: ControlBarProps) {
  return (
    <div className={styles.controlBar} role="toolbar" aria-label="Control bar">
      <ControlBarItems {...props} />
    </div>
  );
}
