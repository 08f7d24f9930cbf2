import { H3, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { contestRoutes } from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';
import { leaderboardKeys } from './api';
import { ContestBoards } from './ContestBoards';
import styles from './leaderboard.module.css';
import { BOARD_CHOICE_LABEL, CONTEST_NOT_OPEN, NO_BOARDS, OVERALL_CHOICE, PAGE_LABEL } from './texts';
import { useIsStaff } from './useIsStaff';
import { XpBoard } from './XpBoard';

const OVERALL = 'overall';
/** The `board` search parameter: 'overall' or `contest-{contest id}`. */
const contestChoice = (contestId: number) => `contest-${contestId}`;

/**
 * The Leaderboard page (`leaderboard`): the overall XP board and each contest's boards, one at a
 * time through a selector kept in the URL. Students see the boards the course switches on; staff
 * see every board, to check one before turning it on.
 */
export default function LeaderboardPage() {
  const { call } = useServices();
  const profile = useSession().profile;
  const config = profile?.courseConfiguration;
  const courseId = profile?.courseRegistration?.courseId;
  const staff = useIsStaff();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const overallOn = staff || config?.enableOverallLeaderboard === true;
  const contestsOn = staff || config?.enableContestLeaderboard === true;
  const contests = useQuery({
    queryKey: leaderboardKeys.contests(courseId),
    queryFn: () => call(contestRoutes.allContests),
    enabled: contestsOn,
  });

  const choices = [
    ...(overallOn ? [{ value: OVERALL, label: OVERALL_CHOICE }] : []),
    ...(contestsOn ? (contests.data ?? []) : []).map((c) => ({
      value: contestChoice(c.contest_id),
      label: c.title,
    })),
  ];
  const asked = params.get('board');
  const chosen = choices.find((choice) => choice.value === asked)?.value ?? choices[0]?.value;
  const contest = contests.data?.find((c) => contestChoice(c.contest_id) === chosen);

  return (
    <main className={`sa-page ${styles.page}`} aria-label={PAGE_LABEL}>
      <H3>{PAGE_LABEL}</H3>
      {choices.length === 0 ? (
        <NonIdealState title={NO_BOARDS} />
      ) : (
        <>
          <div className={styles.chooser}>
            <label htmlFor={selectId}>{BOARD_CHOICE_LABEL}</label>
            <HTMLSelect
              id={selectId}
              value={chosen}
              options={choices}
              onChange={(event) => setParams({ board: event.currentTarget.value }, { replace: true })}
            />
          </div>
          {chosen === OVERALL ? <XpBoard size={config?.topLeaderboardDisplay ?? 100} /> : null}
          {contest ? (
            contest.voting_assessment_id === null ? (
              <p>{CONTEST_NOT_OPEN}</p>
            ) : (
              <ContestBoards
                votingAssessmentId={contest.voting_assessment_id}
                size={config?.topContestLeaderboardDisplay ?? 10}
              />
            )
          ) : null}
        </>
      )}
    </main>
  );
}
