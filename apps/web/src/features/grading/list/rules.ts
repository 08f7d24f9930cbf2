import type { GradingListRow } from '@sa/contracts';
import { GRADING_STATUS_TEXT, gradingStatus, type Role } from '@sa/domain';

/** The caller, as the action rules of spec 2 section 4 need them. */
export interface Grader {
  courseRegId: number;
  role: Role;
}

/** The student a row is shown under: its student, or a team's first member (as the server's leader rule). */
export const leadStudent = (row: GradingListRow) => row.student ?? row.team?.team_members[0] ?? null;

/** Unsubmit: only a submitted submission, by its group leader, its student or an admin. */
export function mayUnsubmit(row: GradingListRow, grader: Grader): boolean {
  if (row.status !== 'submitted') return false;
  if (grader.role === 'admin') return true;
  return leadStudent(row)?.groupLeaderId === grader.courseRegId || row.student?.id === grader.courseRegId;
}

/** Reautograde: a submitted submission, or the caller's own. */
export function mayReautograde(row: GradingListRow, grader: Grader): boolean {
  return row.status === 'submitted' || row.student?.id === grader.courseRegId;
}

export const NOT_LOGGED_IN = '(user has yet to log in)';

/** A team's submission shows every member's name. */
export const studentName = (row: GradingListRow) =>
  row.team
    ? row.team.team_members.map((m) => m.name ?? m.username).join(', ')
    : (row.student?.name ?? NOT_LOGGED_IN);

export const STATUS_TEXT: Readonly<Record<GradingListRow['status'], string>> = {
  attempting: 'Attempting',
  attempted: 'Attempted',
  submitted: 'Submitted',
};

/** The grading column: spec 2 section 4's texts. */
export function gradingText(row: GradingListRow): string {
  return GRADING_STATUS_TEXT[
    gradingStatus({
      isManuallyGraded: row.assessment.isManuallyGraded,
      status: row.status,
      gradedCount: row.gradedCount,
      questionCount: row.assessment.questionCount,
    })
  ];
}

/** Current XP (answers plus adjustments) of the maximum, and the early-submission bonus if any. */
export function xpText(row: GradingListRow): string {
  const current = `${row.xp + row.xpAdjustment} / ${row.assessment.maxXp}`;
  return row.xpBonus > 0 ? `${current} (+${row.xpBonus} bonus)` : current;
}
