import { useState } from 'react';
import { Group, type Layout, Panel, Separator } from 'react-resizable-panels';
import { useWorkspace } from '../context';
import { ControlBar, VariantNotice } from '../controlbar/ControlBar';
import { useStore } from '../createStore';
import { Editor } from '../editor/Editor';
import { snapEditorWidth } from '../limits';
import { Repl } from '../repl/Repl';
import type { LayoutProps } from '../Workspace';
import styles from '../workspace.module.css';
import { SideContent } from './SideContent';

const EDITOR_PANEL = 'workspace-editor';

/** The name the divider between the editor and the side content is found by. */
export const DIVIDER_LABEL = 'Resize editor and side content';

/**
 * Editor and side content side by side, the REPL below. The divider is a keyboard-accessible
 * separator (arrow keys move it by 5%): either side collapses when dragged below 5% and the other
 * fills the width (spec 1 section 2.7). The editor stays mounted while collapsed, so its undo
 * history and breakpoints survive.
 */
export function DesktopWorkspace({ sideTabs, controls, controlLayout, settings, main }: LayoutProps) {
  const { store } = useWorkspace();
  const [initialWidth] = useState(() => store.getState().editorWidth);
  const sideTab = useStore(store, (s) => s.sideTab);
  const onLayoutChange = (layout: Layout) => {
    const width = layout[EDITOR_PANEL];
    if (width !== undefined) store.setState({ editorWidth: snapEditorWidth(width) });
  };
  // Below 5% a side collapses at once (no threshold), as the spec's snap rule says.
  const side = { minSize: '5%', collapsible: true, collapsedSize: '0%', collapsedThreshold: '0%' };
  return (
    <div className={styles.workspace}>
      <ControlBar extra={controls} settings={settings} layout={controlLayout} />
      <VariantNotice />
      <Group className={styles.row} orientation="horizontal" onLayoutChange={onLayoutChange}>
        <Panel id={EDITOR_PANEL} className={styles.editorPane} defaultSize={`${initialWidth}%`} {...side}>
          {main ?? <Editor />}
        </Panel>
        <Separator className={styles.divider} aria-label={DIVIDER_LABEL} />
        <Panel
          id="workspace-side"
          className={styles.sidePane}
          defaultSize={`${100 - initialWidth}%`}
          {...side}
        >
          <SideContent tabs={sideTabs} chosen={sideTab} onChoose={(id) => store.setState({ sideTab: id })} />
        </Panel>
      </Group>
      <Repl />
    </div>
  );
}
