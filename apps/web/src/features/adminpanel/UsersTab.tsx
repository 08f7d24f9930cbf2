import { Alert, Button, HTMLSelect, HTMLTable, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import type { CourseUser } from '@sa/contracts';
import { ROLES, type Role } from '@sa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import { downloadText } from '../../lib/download';
import styles from './adminpanel.module.css';
import { adminKeys, useAdminPanelEndpoints } from './api';
import { usersToCsv } from './users-csv';

const ROLE_LABEL: Record<Role, string> = { student: 'Student', staff: 'Staff', admin: 'Admin' };
const isRole = (value: string): value is Role => ROLES.some((r) => r === value);
const displayName = (u: CourseUser) => u.name ?? '(user has yet to log in)';

/** The Users tab: every member with a role selector and a delete action, and a CSV export. */
export function UsersTab() {
  const admin = useAdminPanelEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const registration = useSession().profile?.courseRegistration;
  const courseId = registration?.courseId;
  const users = useQuery({ queryKey: adminKeys.users(courseId), queryFn: admin.users });
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
      </div>
      <HTMLTable compact striped className={styles.table} aria-label="Course users">
        <thead>
          <tr>
            <th>Name</th>
            <th>Username</th>
            <th>Group</th>
            <th>Role</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.map((user) => {
            const isSelf = user.courseRegId === registration?.courseRegId;
            const roleSelect = (
              <HTMLSelect
                aria-label={`Role of ${user.username}`}
                value={user.role}
                disabled={isSelf}
                onChange={(e) => {
                  const role = e.currentTarget.value;
                  if (isRole(role)) void changeRole(user, role);
                }}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABEL[r]}
                  </option>
                ))}
              </HTMLSelect>
            );
            const deleteButton = (
              <Button
                variant="minimal"
                intent="danger"
                icon={<TrashIcon />}
                aria-label={`Delete ${user.username}`}
                aria-disabled={user.role === 'admin'}
                onClick={() => askDelete(user)}
              />
            );
            return (
              <tr key={user.courseRegId}>
                <td>{displayName(user)}</td>
                <td>{user.username}</td>
                <td>{user.group ?? ''}</td>
                <td>
                  {isSelf ? (
                    <Tooltip content="You cannot downgrade yourself from an admin role!">
                      {roleSelect}
                    </Tooltip>
                  ) : (
                    roleSelect
                  )}
                </td>
                <td>
                  {user.role === 'admin' ? (
                    <Tooltip content="You cannot delete an admin!">{deleteButton}</Tooltip>
                  ) : (
                    deleteButton
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
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
