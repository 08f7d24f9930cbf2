import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { AddUsersTab } from './AddUsersTab';
import styles from './adminpanel.module.css';
import { ConfigurationTab } from './ConfigurationTab';
import { ResearchLogsTab } from './ResearchLogsTab';
import { UsersTab } from './UsersTab';

const TAB_IDS = ['configuration', 'users', 'add-users', 'research'] as const;
type TabId = (typeof TAB_IDS)[number];
const isTabId = (id: unknown): id is TabId => TAB_IDS.some((tab) => tab === id);

/** /courses/:courseId/adminpanel: the three tabs of spec 2's admin panel, and the research logs' export. */
export default function AdminPanel() {
  const [tab, setTab] = useState<TabId>('configuration');
  return (
    <main className={`sa-page ${styles.panel}`} aria-label="Admin Panel">
      <Tabs
        id="adminpanel-tabs"
        selectedTabId={tab}
        onChange={(next) => isTabId(next) && setTab(next)}
        renderActiveTabPanelOnly
      >
        <Tab id="configuration" title="Configuration" panel={<ConfigurationTab />} />
        <Tab id="users" title="Users" panel={<UsersTab />} />
        <Tab id="add-users" title="Add Users" panel={<AddUsersTab onAdded={() => setTab('users')} />} />
        <Tab id="research" title="Research" panel={<ResearchLogsTab />} />
      </Tabs>
    </main>
  );
}
