import { Tab, Tabs } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import styles from '../workspace.module.css';

export interface SideTab {
  id: string;
  label: string;
  body: ReactNode;
}

/** The side tabs of a workspace (the playground's Introduction, an assessment's Task and Briefing). */
export function SideContent({ tabs }: { tabs: readonly SideTab[] }) {
  return (
    <div className={styles.sideContent}>
      <Tabs id="workspace-side-tabs" renderActiveTabPanelOnly>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.label}
            panel={<div className={styles.sidePanel}>{tab.body}</div>}
          />
        ))}
      </Tabs>
    </div>
  );
}
