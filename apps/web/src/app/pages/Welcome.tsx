import { Button, Card, H2 } from '@blueprintjs/core';
import { useShellDialogs } from '../dialogs/context';
import { useSessionView } from '../session/hooks';

/** For signed-in users with no course (spec 1 section 2.1). */
export function Welcome() {
  const { name } = useSessionView();
  const { open } = useShellDialogs();
  return (
    <main className="sa-page sa-narrow">
      <Card>
        <H2>Welcome, {name}</H2>
        <p>Your account has no course information.</p>
        <p>
          If you expected to be in a course, please check with your course staff that you have been added to
          it. Otherwise, look for a course to join in My Courses, or create a course of your own.
        </p>
        <div className="sa-actions">
          <Button intent="primary" text="My Courses" onClick={() => open('courses')} />
          <Button text="Create Course" onClick={() => open('create')} />
        </div>
      </Card>
    </main>
  );
}
