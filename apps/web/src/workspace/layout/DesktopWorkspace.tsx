import { useRef } from 'react';
import { useWorkspace } from '../context';
import { ControlBar, VariantNotice } from '../controlbar/ControlBar';
import { useStore } from '../createStore';
import { Editor } from '../editor/Editor';
import { Repl } from '../repl/Repl';
import type { LayoutProps } from '../Workspace';
import styles from '../workspace.module.css';
import { Divider } from './Divider';
import { SideContent } from './SideContent';

/** Editor and side content side by side with a divider between them, the REPL below. */
export function DesktopWorkspace({ sideTabs, controls, settings, main }: LayoutProps) {
  const { store } = useWorkspace();
  const editorWidth = useStore(store, (s) => s.editorWidth);
  const row = useRef<HTMLDivElement>(null);
  return (
    <div className={styles.workspace}>
      <ControlBar extra={controls} settings={settings} />
      <VariantNotice />
      <div className={styles.row} ref={row}>
        {/* The editor stays mounted at width 0, so its undo history and breakpoints survive. */}
        <div className={styles.editorPane} style={{ width: `${editorWidth}%` }} hidden={editorWidth === 0}>
          {main ?? <Editor />}
        </div>
        <Divider container={row} />
        <div
          className={styles.sidePane}
          style={{ width: `${100 - editorWidth}%` }}
          hidden={editorWidth === 100}
        >
          <SideContent tabs={sideTabs} />
        </div>
      </div>
      <Repl />
    </div>
  );
}
