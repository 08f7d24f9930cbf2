/** The contest voting texts (spec 1 sections 2.7 and 2.9), verbatim. */
export const CONTEST_VOTING_BRIEFING_TAB = 'Contest Voting Briefing';
export const CONTEST_VOTING_TAB = 'Contest Voting';
export const CONTEST_LEADERBOARD_TAB = 'Contest Leaderboard';
export const NO_VOTING_ENTRIES = 'There are no eligible entries for voting found.';
export const NO_LEADERBOARD_ENTRIES = 'There are no eligible contest leaderboard entries found.';

// Texts of this implementation (not in the spec).
export const VOTING_NOTE = 'Score the entries in the Contest Voting tab: 10 is the best.';
export const scoreLabel = (submissionId: number) => `Score for entry ${submissionId}`;
export const entryHeading = (submissionId: number) => `Entry ${submissionId}`;
export const SCORE_BOARD = 'Score leaderboard';
export const POPULAR_BOARD = 'Popular vote leaderboard';
export const COMPUTE_SCORES = 'Compute scores';
export const DISPATCH_XP = 'Dispatch XP';
export const DISPATCH_QUESTION = "Dispatch this contest's XP?";
export const DISPATCH_EFFECT =
  "This publishes the contest's grading and hands out XP by rank on both leaderboards.";

// Ground Control's contest action on an assessment with voting features.
export const ASSIGN_ENTRIES = 'Assign entries for voting';
export const ENTRIES_ASSIGNED = 'Entries assigned for voting.';
export const ASSIGN_CONFIRM = 'Assign';
export const assignQuestion = (title: string) => `Assign the contest entries for voting in ${title}?`;
export const ASSIGN_EFFECT = 'Entries already handed out are taken back, with any scores given to them.';
