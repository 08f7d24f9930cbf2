import { H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useAssessmentOverviews } from '../groundcontrol';
import { useRefreshTeams, useTeamStudents, useTeams } from './api';
import { CreateTeams } from './CreateTeams';
import { TeamsTable } from './TeamsTable';
import styles from './teamformation.module.css';

/** /courses/:courseId/teamformation: staff form the teams of the course's team assessments. */
export default function TeamFormation() {
  const overviews = useAssessmentOverviews();
  const teams = useTeams();
  const students = useTeamStudents();
  const refresh = useRefreshTeams();

  let content = <NonIdealState icon={<Spinner />} title="Fetching teams..." />;
  if (overviews.isError || teams.isError || students.isError) {
    content = <NonIdealState title="Could not load the teams" />;
  } else if (overviews.data && teams.data && students.data) {
    const teamAssessments = overviews.data.filter((a) => a.maxTeamSize > 1);
    content = (
      <>
        {teamAssessments.length === 0 ? (
          <NonIdealState
            title="No team assessments."
            description="Set a team size above 1 for an assessment in Ground Control first."
          />
        ) : (
          <CreateTeams
            assessments={teamAssessments}
            students={students.data}
            onCreated={() => void refresh()}
          />
        )}
        <TeamsTable
          teams={teams.data}
          assessments={overviews.data}
          students={students.data}
          onChanged={() => void refresh()}
        />
      </>
    );
  }
  return (
    <main className={`sa-page ${styles.page}`} aria-label="Team Formation">
      <H2>Team Formation</H2>
      {content}
    </main>
  );
}
