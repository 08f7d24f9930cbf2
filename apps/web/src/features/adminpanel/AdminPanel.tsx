import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { AddUsersTab } from './AddUsersTab';
import styles from './adminpanel.module.css';
import { ConfigurationTab } from './ConfigurationTab';
import { UsersTab } from './UsersTab';

type TabId = 'configuration' | 'users' | 'add-users';
const isTabId = (id: unknown): id is TabId => id === 'configuration' || id === 'users' || id === 'add-users';

/** /courses/:courseId/adminpanel: the three tabs of spec 2's admin panel. */
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
      </Tabs>
    </main>
  );
}
