import { Tab, Tabs } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import styles from '../workspace.module.css';

export interface SideTab {
  id: string;
  label: string;
  body: ReactNode;
  /** The tab has something new to show (a visualizer that drew): its title is highlighted until selected. */
  alert?: boolean;
}

/** What a screen reader adds to a highlighted tab's name (SideTab.alert). */
export const SIDE_TAB_ALERT = 'New content to show';

export interface SideContentProps {
  tabs: readonly SideTab[];
  /** The chosen tab's id when the caller keeps it (the workspace store's `sideTab`); local otherwise. */
  chosen?: string | null;
  onChoose?: (id: string) => void;
}

/** The side tabs of a workspace (the playground's Introduction, an assessment's Task and Briefing). */
export function SideContent({ tabs, chosen: kept, onChoose }: SideContentProps) {
  const [local, setLocal] = useState<string | null>(null);
  const chosen = onChoose ? kept : local;
  const setChosen = onChoose ?? setLocal;
  // Tabs come and go with the chapter (the visualizers); a chosen tab that went falls back to the first.
  const selected = tabs.find((tab) => tab.id === chosen)?.id ?? tabs[0]?.id;
  return (
    <div className={styles.sideContent}>
      <Tabs
        id="workspace-side-tabs"
        renderActiveTabPanelOnly
        selectedTabId={selected}
        onChange={(id) => setChosen(String(id))}
      >
        {tabs.map((tab) => {
          const alerting = tab.alert === true && tab.id !== selected;
          return (
            <Tab
              key={tab.id}
              id={tab.id}
              title={tab.label}
              className={alerting ? styles.tabAlert : undefined}
              aria-description={alerting ? SIDE_TAB_ALERT : undefined}
              panel={<div className={styles.sidePanel}>{tab.body}</div>}
            >
              {alerting ? <span className={styles.tabAlertDot} aria-hidden="true" /> : null}
            </Tab>
          );
        })}
      </Tabs>
    </div>
  );
}
