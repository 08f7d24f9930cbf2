import { Classes, Popover } from '@blueprintjs/core';
import { assessmentTypeSlug } from '@sa/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/hooks';
import { countForType, NotificationBadge, useNotifications } from '../../notifications';
import styles from './nav.module.css';
import { typeIcon } from './typeIcons';

/**
 * Spec 1 section 2.4: outside the course pages (playground, textbook, contributors, sourcecast,
 * achievements) hovering the brand offers one button per assessment type, each with its unread
 * notification count. A lazy chunk of the navbar: pages without a course never load it.
 */
export default function AssessmentTypesMenu({ children }: { children: ReactElement }) {
  const profile = useSession().profile;
  const courseId = profile?.courseRegistration?.courseId;
  const types = profile?.assessmentConfigurations ?? [];
  const notifications = useNotifications().data ?? [];
  if (courseId === undefined || types.length === 0) return children;

  const menu = (
    <nav aria-label="Assessment types" className={styles.menu}>
      {types.map((t, position) => (
        <Link
          key={t.assessmentConfigId}
          to={`/courses/${courseId}/${assessmentTypeSlug(t.type)}`}
          className={`${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.ALIGN_LEFT} ${Classes.FILL}`}
        >
          {typeIcon(position)}
          <span className={Classes.BUTTON_TEXT}>{t.type}</span>
          <NotificationBadge count={countForType(notifications, t.type)} />
        </Link>
      ))}
    </nav>
  );
  return (
    <Popover content={menu} interactionKind="hover" placement="bottom-start" hoverCloseDelay={150} minimal>
      {children}
    </Popover>
  );
}
