import { NonIdealState, Spinner } from '@blueprintjs/core';
import { leaderboardRoutes } from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';
import { leaderboardKeys } from './api';
import { type RankRow, RankTable } from './RankTable';
import { LOAD_FAILED, NO_RANKED_STUDENTS, OVERALL_CAPTION, topText } from './texts';
import { useIsStaff } from './useIsStaff';

/** The overall XP leaderboard: the course's top N students by total XP, and the caller's own row. */
export function XpBoard({ size }: { size: number }) {
  const { call } = useServices();
  const profile = useSession().profile;
  const courseId = profile?.courseRegistration?.courseId;
  const userId = profile?.user.userId;
  // Usernames come to staff only (the server blanks them for students).
  const staff = useIsStaff();
  const board = useQuery({
    queryKey: leaderboardKeys.xpAll(courseId),
    queryFn: () => call(leaderboardRoutes.xpAll),
    refetchOnMount: 'always',
  });

  if (board.isError) return <NonIdealState title={LOAD_FAILED} />;
  if (!board.data) return <Spinner />;
  if (board.data.users.length === 0) return <p>{NO_RANKED_STUDENTS}</p>;
  const rows: RankRow[] = board.data.users.map((user) => ({
    key: user.user_id,
    rank: user.rank,
    name: user.name,
    cells: staff ? [user.username, user.total_xp] : [user.total_xp],
    own: user.user_id === userId,
  }));
  return (
    <RankTable
      caption={`${OVERALL_CAPTION} (${topText(size)})`}
      columns={staff ? ['Username', 'XP'] : ['XP']}
      rows={rows}
      size={size}
    />
  );
}
