import { Button, Card, H2, NonIdealState } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import { Navigate } from 'react-router';
import { CLASSROOM_PATHS } from './routeState';
import { DiscoveryError, firstTypePath, Loading } from './states';
import { CLASSROOM_PAGE_TEXTS as TEXTS } from './texts';
import { useClassroom } from './useClassroom';
import { useGitHubLogIn } from './useGitHubLogIn';

/**
 * /githubassessments/login (spec 3 section 2.4): asks to sign in to GitHub; once signed in,
 * 'Loading...' while the courses are discovered, then the first type page, or /welcome when the
 * account has no course.
 */
export function LoginPage() {
  const { connection, query } = useClassroom();
  const logIn = useGitHubLogIn();
  if (!connection) {
    return (
      <main className="sa-page sa-narrow">
        <NonIdealState
          title={TEXTS.signInTitle}
          description={TEXTS.signInHint}
          action={<Button intent="primary" icon={<LogInIcon />} text={TEXTS.logIn} onClick={logIn} />}
        />
      </main>
    );
  }
  if (query.isPending) return <Loading />;
  if (query.isError) return <DiscoveryError error={query.error} retry={() => void query.refetch()} />;
  return <Navigate to={firstTypePath(query.data) ?? CLASSROOM_PATHS.welcome} replace />;
}

/** /githubassessments/welcome: for a GitHub account without course information. */
export function WelcomePage() {
  const { connection } = useClassroom();
  if (!connection) return <Navigate to={CLASSROOM_PATHS.login} replace />;
  return (
    <main className="sa-page sa-narrow">
      <Card>
        <H2>{TEXTS.welcomeTitle}</H2>
        <p>{TEXTS.noCourse}</p>
        <p>{TEXTS.checkWithStaff}</p>
        <p>{TEXTS.findCourse}</p>
      </Card>
    </main>
  );
}
