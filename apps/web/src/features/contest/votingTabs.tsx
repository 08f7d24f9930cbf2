import { Markdown } from '../../app/markdown/Markdown';
import type { SideTab } from '../../workspace/layout/SideContent';
import { ContestLeaderboard } from './ContestLeaderboard';
import { ContestStaffActions } from './ContestStaffActions';
import { CONTEST_LEADERBOARD_TAB, CONTEST_VOTING_BRIEFING_TAB, CONTEST_VOTING_TAB } from './texts';
import type { Vote, VotingQuestion } from './types';
import { VotingTab } from './VotingTab';

/** The side tabs a voting question gets instead of the autograder (spec 1 section 2.7). */
export function votingSideTabs(
  question: VotingQuestion,
  onSave: (votes: Vote[]) => Promise<void>,
  /** The voting assessment's id, which the staff contest actions act on. */
  assessmentId: number,
): SideTab[] {
  return [
    {
      id: 'contest-voting-briefing',
      label: CONTEST_VOTING_BRIEFING_TAB,
      body: <Markdown text={question.content} />,
    },
    {
      id: 'contest-voting',
      label: CONTEST_VOTING_TAB,
      body: <VotingTab entries={question.contestEntries} onSave={onSave} />,
    },
    {
      id: 'contest-leaderboard',
      label: CONTEST_LEADERBOARD_TAB,
      body: (
        <ContestLeaderboard
          scoreLeaderboard={question.scoreLeaderboard}
          popularVoteLeaderboard={question.popularVoteLeaderboard}
          actions={<ContestStaffActions assessmentId={assessmentId} />}
        />
      ),
    },
  ];
}
