/**
 * Contest voting (spec 1 sections 2.7 and 2.9, api-reference section 7): a voting question's side
 * tabs (briefing, voting, leaderboard with staff's contest actions) and Ground Control's action
 * that hands out the entries. Not an area of its own: the assessment workspace and Ground Control
 * use this public surface; the Leaderboard page shows the standalone boards.
 */
export { AssignEntriesButton } from './AssignEntriesButton';
export * from './texts';
export type { ContestEntryView, Vote, VotingQuestion } from './types';
export { votingSideTabs } from './votingTabs';
