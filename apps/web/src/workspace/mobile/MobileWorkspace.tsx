import { Button, Popover, Tab, Tabs } from '@blueprintjs/core';
import { MoreIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { useWorkspace } from '../context';
import { ControlBarItems, VariantNotice } from '../controlbar/ControlBar';
import { Editor } from '../editor/Editor';
import { pointerDrag } from '../layout/usePointerDrag';
import { clampReplHeight } from '../limits';
import { Repl } from '../repl/Repl';
import type { LayoutProps } from '../Workspace';
import styles from '../workspace.module.css';
import { CodeKeyboard } from './CodeKeyboard';

/** The REPL panel's height once Run opens it, until the user drags it elsewhere. */
const OPENED_REPL_PX = 250;

/**
 * The workspace below 768 px: tabs Editor and Run plus the side tabs, a REPL panel dragged up
 * from the bottom, the code keyboard over the editor, and the control bar in a popover.
 */
export function MobileWorkspace({ sideTabs, controls, controlLayout, settings, main }: LayoutProps) {
  const { actions, store } = useWorkspace();
  const [tab, setTab] = useState('editor');
  const [replHeight, setReplHeight] = useState(0);
  const dragStart = useRef(0);
  const run = actions.find((a) => a.id === 'run');

  const onTab = (id: string) => {
    if (id === 'run') {
      // 'Run' is a command shown as a tab: it runs and opens the REPL, keeping the editor in view.
      if (run?.isEnabled(store.getState())) run.perform();
      setReplHeight((h) => Math.max(h, OPENED_REPL_PX));
      setTab('editor');
      return;
    }
    setTab(id);
    if (sideTabs.some((t) => t.id === id)) store.setState({ sideTab: id });
  };
  const drag = pointerDrag(
    (_dx, dy) => setReplHeight(clampReplHeight(dragStart.current - dy)),
    () => {
      dragStart.current = replHeight;
    },
  );
  const side = sideTabs.find((t) => t.id === tab);

  return (
    <div className={styles.mobileWorkspace}>
      <div className={styles.mobileBar}>
        <Tabs id="mobile-workspace-tabs" selectedTabId={tab} onChange={(id) => onTab(String(id))}>
          <Tab id="editor" title="Editor" />
          <Tab id="run" title="Run" />
          {sideTabs.map((t) => (
            <Tab key={t.id} id={t.id} title={t.label} />
          ))}
        </Tabs>
        <Popover
          content={
            <div className={styles.popoverControls}>
              <ControlBarItems extra={controls} settings={settings} layout={controlLayout} />
            </div>
          }
        >
          <Button variant="minimal" icon={<MoreIcon />} aria-label="Controls" />
        </Popover>
      </div>
      <VariantNotice />
      <div className={styles.mobileMain}>
        <div className={styles.mobileEditor} hidden={tab !== 'editor'}>
          {main ?? (
            <>
              <Editor />
              <CodeKeyboard />
            </>
          )}
        </div>
        {side ? <div className={styles.sidePanel}>{side.body}</div> : null}
      </div>
      <div className={styles.mobileRepl}>
        {/* biome-ignore lint/a11y/useSemanticElements: a draggable handle has no native element */}
        <div
          className={styles.mobileReplHandle}
          role="separator"
          aria-label="Resize REPL"
          aria-valuenow={replHeight}
          tabIndex={0}
          {...drag}
        />
        <div className={styles.mobileReplBody} style={{ height: replHeight }}>
          <Repl />
        </div>
      </div>
    </div>
  );
}
