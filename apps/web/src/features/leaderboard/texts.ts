/** The leaderboard area's texts (not in the spec, except the contest boards' empty text). */
export { NO_LEADERBOARD_ENTRIES } from '../contest';

export const LEADERBOARD_LINK = 'Leaderboard';
export const PAGE_LABEL = 'Leaderboard';
export const BOARD_CHOICE_LABEL = 'Leaderboard';
export const OVERALL_CHOICE = 'Overall XP';
export const OVERALL_CAPTION = 'Overall XP leaderboard';
export const SCORE_CAPTION = 'Contest score leaderboard';
export const POPULAR_CAPTION = 'Contest popular vote leaderboard';
export const NO_BOARDS = 'No leaderboard is enabled for this course.';
export const NO_RANKED_STUDENTS = 'No students are ranked yet.';
export const LOAD_FAILED = 'The leaderboard could not be loaded.';
export const CONTEST_NOT_OPEN = 'This contest has no leaderboard you can open yet.';
export const YOU = '(you)';
export const topText = (n: number) => `Top ${n}`;
export const ownRowLabel = 'Your rank';
