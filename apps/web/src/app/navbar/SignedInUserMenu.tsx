import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { UserIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { useShellDialogs } from '../dialogs/context';
import { useServices } from '../services';
import { useSession, viewOf } from '../session/hooks';
import { canChooseCourse } from './courseChoice';
import { userMenuLabel } from './UserMenu';

/** The signed-in user's menu (a lazy chunk with its popover): courses, dialogs and logging out. */
export default function SignedInUserMenu({ name }: { name: string }) {
  const snapshot = useSession();
  const view = viewOf(snapshot);
  const dialogs = useShellDialogs();
  const services = useServices();
  const navigate = useNavigate();

  const courses = snapshot.profile?.user.courses ?? [];
  const logOut = async () => {
    await services.logout();
    navigate('/login');
  };
  const menu = (
    <Menu aria-label="User menu">
      {courses.length > 0 ? <MenuDivider title="Courses" /> : null}
      {courses.map((course) => (
        <MenuItem
          key={course.courseId}
          text={course.courseName}
          active={course.courseId === view.courseId}
          disabled={!canChooseCourse(course)}
          onClick={() => navigate(`/courses/${course.courseId}`)}
        />
      ))}
      {courses.length > 0 ? <MenuDivider /> : null}
      <MenuItem text="My Courses" onClick={() => dialogs.open('courses')} />
      <MenuItem text="Create Course" onClick={() => dialogs.open('create')} />
      <MenuItem text="User Profile" onClick={() => dialogs.open('profile')} />
      <MenuDivider />
      <MenuItem text="About" onClick={() => dialogs.open('about')} />
      <MenuItem text="Help" onClick={() => dialogs.open('help')} />
      <MenuDivider />
      <MenuItem text="Log Out" intent="danger" onClick={logOut} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      {/* The accessible name starts with the visible name (WCAG 2.5.3, label in name) and says what the button opens. */}
      <Button variant="minimal" icon={<UserIcon />} aria-label={userMenuLabel(name)} text={name} />
    </PopoverNext>
  );
}
