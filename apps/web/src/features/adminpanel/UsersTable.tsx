import { Button, HTMLSelect, HTMLTable, Tooltip } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { CourseUser } from '@sa/contracts';
import { ROLES, type Role } from '@sa/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import styles from './adminpanel.module.css';

/** The name of the box the users scroll in (it is focusable, so the keyboard scrolls it too). */
export const USERS_LIST_LABEL = 'Course users list';
/** Spec 2 section 9: the admin panel's rows are 36 px high. */
const ROW_PX = 36;

const ROLE_LABEL: Record<Role, string> = { student: 'Student', staff: 'Staff', admin: 'Admin' };
const isRole = (value: string): value is Role => ROLES.some((r) => r === value);
export const displayName = (u: CourseUser) => u.name ?? '(user has yet to log in)';

export interface UsersTableProps {
  users: readonly CourseUser[];
  /** The signed-in member, whose own role cannot be changed here. */
  ownCourseRegId: number | undefined;
  onRoleChange(user: CourseUser, role: Role): void;
  onDelete(user: CourseUser): void;
}

/**
 * Every member in one scrolling table. A course has thousands of students, so only the rows in
 * view (and a few around them) are in the page; the rest are empty space of the same height. It
 * stays a real table for screen readers: aria-rowcount says how many rows there are and each
 * row's aria-rowindex where it is.
 */
export function UsersTable({ users, ownCourseRegId, onRoleChange, onDelete }: UsersTableProps) {
  const scroller = useRef<HTMLElement>(null);
  const rows = useVirtualizer({
    count: users.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => users[index]?.courseRegId ?? index,
    overscan: 10,
  });
  const shown = rows.getVirtualItems();
  const above = shown[0]?.start ?? 0;
  const below = rows.getTotalSize() - (shown.at(-1)?.end ?? 0);
  return (
    <section
      ref={scroller}
      className={styles.usersScroller}
      aria-label={USERS_LIST_LABEL}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is scrolled by keyboard once focused
      tabIndex={0}
    >
      {/* The rows out of view are padding of their height, so the scroll bar is true to the list. */}
      <div style={{ paddingTop: above, paddingBottom: below }}>
        <HTMLTable
          compact
          className={`${styles.table} ${styles.usersTable}`}
          aria-label="Course users"
          aria-rowcount={users.length + 1}
        >
          <thead>
            <tr aria-rowindex={1}>
              <th>Name</th>
              <th>Username</th>
              <th>Group</th>
              <th>Role</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ index }) => {
              const user = users[index];
              if (!user) return null;
              return (
                <UserRow
                  key={user.courseRegId}
                  user={user}
                  rowIndex={index + 2}
                  striped={index % 2 === 0}
                  isSelf={user.courseRegId === ownCourseRegId}
                  onRoleChange={onRoleChange}
                  onDelete={onDelete}
                />
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </section>
  );
}

function UserRow(props: {
  user: CourseUser;
  rowIndex: number;
  striped: boolean;
  isSelf: boolean;
  onRoleChange(user: CourseUser, role: Role): void;
  onDelete(user: CourseUser): void;
}) {
  const { user, isSelf } = props;
  const roleSelect = (
    <HTMLSelect
      aria-label={`Role of ${user.username}`}
      value={user.role}
      disabled={isSelf}
      onChange={(e) => {
        const role = e.currentTarget.value;
        if (isRole(role)) props.onRoleChange(user, role);
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
      onClick={() => props.onDelete(user)}
    />
  );
  return (
    // Stripes by position in the list, not in the page, so they do not flicker while scrolling.
    <tr aria-rowindex={props.rowIndex} className={props.striped ? styles.stripe : undefined}>
      <td>{displayName(user)}</td>
      <td>{user.username}</td>
      <td>{user.group ?? ''}</td>
      <td>
        {isSelf ? (
          <Tooltip content="You cannot downgrade yourself from an admin role!">{roleSelect}</Tooltip>
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
}
