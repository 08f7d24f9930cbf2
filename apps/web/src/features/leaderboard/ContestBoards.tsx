import { NonIdealState, Spinner } from '@blueprintjs/core';
import { contestRoutes } from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';
import { type ContestBoardKind, leaderboardKeys } from './api';
import styles from './leaderboard.module.css';
import { RankTable } from './RankTable';
import { LOAD_FAILED, NO_LEADERBOARD_ENTRIES, POPULAR_CAPTION, SCORE_CAPTION, topText } from './texts';

const BOARDS: [ContestBoardKind, string][] = [
  ['score', SCORE_CAPTION],
  ['popular', POPULAR_CAPTION],
];

/**
 * A contest's two leaderboards, cut by the server to the course's top N. Entries carry no user id,
 * so the caller's own entry is not picked out here (a name can be shared).
 */
export function ContestBoards({ votingAssessmentId, size }: { votingAssessmentId: number; size: number }) {
  return (
    <div className={styles.boards}>
      {BOARDS.map(([kind, caption]) => (
        <ContestBoard
          key={kind}
          votingAssessmentId={votingAssessmentId}
          kind={kind}
          caption={caption}
          size={size}
        />
      ))}
    </div>
  );
}

function ContestBoard(props: {
  votingAssessmentId: number;
  kind: ContestBoardKind;
  caption: string;
  size: number;
}) {
  const { call } = useServices();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const { votingAssessmentId, kind, size } = props;
  const board = useQuery({
    queryKey: leaderboardKeys.contestBoard(courseId, votingAssessmentId, kind, size),
    queryFn: () =>
      call(kind === 'score' ? contestRoutes.scoreLeaderboard : contestRoutes.popularLeaderboard, {
        params: { assessmentId: votingAssessmentId },
        query: { count: String(size) },
      }),
  });
  if (board.isError) return <NonIdealState title={LOAD_FAILED} />;
  if (!board.data) return <Spinner />;
  const caption = `${props.caption} (${topText(size)})`;
  if (board.data.leaderboard.length === 0)
    return (
      <section aria-label={caption}>
        <p>{NO_LEADERBOARD_ENTRIES}</p>
      </section>
    );
  const rows = board.data.leaderboard.map((entry) => ({
    key: entry.submission_id,
    rank: entry.rank,
    name: entry.student_name,
    cells: [entry.final_score.toFixed(2)],
    own: false,
  }));
  return <RankTable caption={caption} columns={['Score']} rows={rows} size={size} />;
}
