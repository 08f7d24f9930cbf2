import { Alert, Button, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { DownloadIcon, SearchIcon } from '@blueprintjs/icons';
import type { CourseUser } from '@sa/contracts';
import type { Role } from '@sa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSession } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import { downloadText } from '../../lib/download';
import styles from './adminpanel.module.css';
import { adminKeys, useAdminPanelEndpoints } from './api';
import { displayName, UsersTable } from './UsersTable';
import { usersToCsv } from './users-csv';

export const FILTER_LABEL = 'Filter users';

/** Members whose name, username or group contains the text (any case); everyone for blank text. */
export function filterUsers(users: readonly CourseUser[], text: string): readonly CourseUser[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return users;
  return users.filter((u) =>
    [u.name, u.username, u.group].some((field) => field?.toLowerCase().includes(needle)),
  );
}

/** The Users tab: every member with a role selector and a delete action, a filter and a CSV export. */
export function UsersTab() {
  const admin = useAdminPanelEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const registration = useSession().profile?.courseRegistration;
  const courseId = registration?.courseId;
  const users = useQuery({ queryKey: adminKeys.users(courseId), queryFn: admin.users });
  const [filter, setFilter] = useState('');
  // Typing stays quick with thousands of members: the table catches up when React has time.
  const deferredFilter = useDeferredValue(filter);
  const shown = useMemo(() => filterUsers(users.data ?? [], deferredFilter), [users.data, deferredFilter]);
  const [deleting, setDeleting] = useState<CourseUser | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.users(courseId) });

  const changeRole = async (user: CourseUser, role: Role) => {
    try {
      await admin.updateRole(user.courseRegId, role);
      notifier.show('Role updated!', { intent: 'success' });
    } catch {
      // The API client has shown the error.
    }
    await reload();
  };

  const askDelete = (user: CourseUser) => {
    if (user.role === 'admin') notifier.show('You cannot delete an admin user!', { intent: 'warning' });
    else setDeleting(user);
  };

  const confirmDelete = async () => {
    const user = deleting;
    setDeleting(null);
    if (!user) return;
    try {
      await admin.deleteUser(user.courseRegId);
      notifier.show('User deleted!', { intent: 'success' });
      await reload();
    } catch {
      // The API client has shown the error.
    }
  };

  if (users.isError) return <NonIdealState title="Could not load the users" />;
  if (!users.data) return <Spinner />;
  const list = users.data;
  return (
    <section aria-label="Users" className={styles.section}>
      <div className={styles.toolbar}>
        <Button
          icon={<DownloadIcon />}
          text="Export to CSV"
          onClick={() => downloadText('users.csv', usersToCsv(list))}
        />
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          aria-label={FILTER_LABEL}
          placeholder="Name, username or group"
          value={filter}
          onValueChange={setFilter}
        />
      </div>
      <UsersTable
        users={shown}
        ownCourseRegId={registration?.courseRegId}
        onRoleChange={(user, role) => void changeRole(user, role)}
        onDelete={askDelete}
      />
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Are you sure you want to delete {deleting ? `${displayName(deleting)} (${deleting.username})` : ''}{' '}
          from this course?
        </p>
        <p>All of their assessment answers will be deleted. This cannot be undone.</p>
      </Alert>
    </section>
  );
}
