import { NO_AVAILABLE_ACHIEVEMENT, NO_AVAILABLE_GOAL } from '@sa/domain';

/** The achievements area's texts. Spec texts (spec 2 sections 2, 8) come verbatim from @sa/domain. */
export { NO_AVAILABLE_ACHIEVEMENT, NO_AVAILABLE_GOAL };

export const ACHIEVEMENTS_LINK = 'Achievements';
/** Spec 2 section 2, "Achievements dashboard". */
export const VIEW_HIDDEN = 'View Hidden Achievements';

// Texts of this implementation (not in the spec).
export const DASHBOARD_LABEL = 'Achievements dashboard';
export const FILTER_LABEL = 'Show achievements';
export const LEVEL_BAR_LABEL = 'Progress to the next level';
export const levelText = (level: number) => `Level ${level}`;
export const levelXpText = (xpIntoLevel: number, xpPerLevel: number) =>
  `${Math.floor(xpIntoLevel)} / ${xpPerLevel} XP to the next level`;
export const totalXpText = (xp: number) => `${xp} XP in total`;
export const CONTROL_LINK = 'Achievement Control';
export const USER_SELECTOR_LABEL = 'View achievements of';
export const MYSELF = 'Myself';
export const LOAD_FAILED = 'Could not load the achievements';
export const SELECT_ACHIEVEMENT = 'Select an achievement to see its goals.';
export const TASKS_LABEL = 'Achievements';
export const GOALS_HEADING = 'Goals';
export const showPrerequisites = (title: string) => `Show prerequisites of ${title}`;
export const prerequisitesOf = (title: string) => `Prerequisites of ${title}`;
export const xpText = (xp: number) => `${xp} XP`;
export const earnedXpText = (earned: number, xp: number) => `${earned} / ${xp} XP earned`;
export const goalCountText = (count: number, target: number) => `${count} / ${target}`;
export const deadlineText = (date: string) => `Deadline: ${date}`;
export const progressLabel = (title: string) => `Progress of ${title}`;
export const goalProgressLabel = (text: string) => `Progress of goal ${text}`;
export const STATUS_TEXT = {
  UNRELEASED: 'Unreleased',
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  COMPLETED: 'Completed',
} as const;

/** The User Profile dialog's XP section (spec 1 section 9). */
export const PROFILE_XP_HEADING = 'XP by assessment type';
export const PROFILE_OVERALL = 'Overall';
export const profileXpText = (xp: string, maxXp: string) => `${xp} / ${maxXp} XP`;
export const profileBarLabel = (type: string) => `${type} XP`;
export const PROFILE_XP_LOADING = 'Loading XP...';
