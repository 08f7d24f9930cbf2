import { HTMLSelect } from '@blueprintjs/core';
import type { CourseUser } from '@sa/contracts';
import { sortUsersByName } from '@sa/domain';
import { useId } from 'react';
import { MYSELF, USER_SELECTOR_LABEL } from '../texts';
import styles from './dashboard.module.css';

/**
 * Staff pick whose achievements and progress to view (spec 2: "a user selector"): themselves
 * (the default) or any member of the course, sorted by name with unnamed members last.
 */
export function UserSelector({
  users,
  ownCourseRegId,
  value,
  onChange,
}: {
  users: readonly CourseUser[];
  ownCourseRegId: number | undefined;
  value: number | null;
  onChange: (courseRegId: number | null) => void;
}) {
  const id = useId();
  const others = sortUsersByName(users.filter((u) => u.courseRegId !== ownCourseRegId));
  return (
    <div className={styles.userSelector}>
      <label htmlFor={id}>{USER_SELECTOR_LABEL}</label>
      <HTMLSelect
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) =>
          onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
        }
      >
        <option value="">{MYSELF}</option>
        {others.map((user) => (
          <option key={user.courseRegId} value={user.courseRegId}>
            {user.name || user.username}
            {user.group ? ` (${user.group})` : ''}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
}
