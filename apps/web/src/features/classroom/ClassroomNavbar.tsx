import { Alignment, Navbar as BpNavbar, Button, Classes, HTMLSelect } from '@blueprintjs/core';
import { LogInIcon, LogOutIcon } from '@blueprintjs/icons';
import { CLASSROOM_ERROR_TOAST_MS, CLASSROOM_TEXTS } from '@sa/domain';
import { NavLink } from 'react-router';
import { useNotifier } from '../../app/toaster';
import { useGitHubSessionStore } from '../../lib/github/session';
import styles from './classroom.module.css';
import { CLASSROOM_PATHS } from './routeState';
import { CLASSROOM_PAGE_TEXTS as TEXTS } from './texts';
import { useClassroomUnsaved } from './unsaved';
import { useClassroom, useForgetClassroom } from './useClassroom';
import { useGitHubLogIn } from './useGitHubLogIn';

/**
 * The Classroom's own bar under the app's navbar (spec 3 section 2.4): the course select (shown
 * disabled, only when signed in with types: there is one course to choose) and a link per
 * assessment type; Log In or Log Out of GitHub on the right.
 */
export function ClassroomNavbar() {
  const { connection, query } = useClassroom();
  const logIn = useGitHubLogIn();
  const sessionStore = useGitHubSessionStore();
  const forget = useForgetClassroom();
  const notifier = useNotifier();
  const unsaved = useClassroomUnsaved();
  const data = connection ? query.data : undefined;
  const types = data?.types ?? [];

  const logOut = () => {
    if (unsaved) {
      notifier.show(CLASSROOM_TEXTS.unsavedChanges, { timeout: CLASSROOM_ERROR_TOAST_MS });
      return;
    }
    sessionStore.clear();
    forget();
  };

  return (
    <nav aria-label={TEXTS.navLabel}>
      <BpNavbar className={styles.navbar}>
        <BpNavbar.Group align={Alignment.START} className={styles.navGroup}>
          {data && types.length > 0 ? (
            <>
              <HTMLSelect
                aria-label={TEXTS.courseSelect}
                value={data.selected?.login ?? ''}
                disabled
                options={data.courses.map((course) => ({ value: course.login, label: course.courseName }))}
              />
              <ul className={styles.typeLinks} aria-label={TEXTS.assessmentTypes}>
                {types.map((type) => (
                  <li key={type.slug}>
                    <NavLink
                      to={`${CLASSROOM_PATHS.root}/${type.slug}`}
                      className={({ isActive }) =>
                        [Classes.BUTTON, Classes.MINIMAL, isActive ? Classes.ACTIVE : ''].join(' ')
                      }
                    >
                      <span className={Classes.BUTTON_TEXT}>{type.typeName}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </BpNavbar.Group>
        <BpNavbar.Group align={Alignment.END}>
          {connection ? (
            <Button variant="minimal" icon={<LogOutIcon />} text={TEXTS.logOut} onClick={logOut} />
          ) : (
            <Button variant="minimal" icon={<LogInIcon />} text={TEXTS.logIn} onClick={logIn} />
          )}
        </BpNavbar.Group>
      </BpNavbar>
    </nav>
  );
}
