import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useWorkspace } from '../context';
import { useStore } from '../createStore';
import styles from '../workspace.module.css';
import { ActionButton } from './ActionButton';
import { ChapterSelect, ExecTimeInput, StepLimitInput } from './SettingsControls';

export interface ControlBarProps {
  extra?: ReactNode;
  /** Replaces the default settings controls; null for none. */
  settings?: ReactNode;
}

/** The registered actions, then the settings, then whatever the area adds (Share in the playground). */
export function ControlBarItems({ extra, settings }: ControlBarProps) {
  const { actions } = useWorkspace();
  return (
    <>
      {actions.map((action) => (
        <ActionButton key={action.id} action={action} />
      ))}
      {settings === undefined ? (
        <>
          <ChapterSelect />
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
