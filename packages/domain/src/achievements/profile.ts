import type { AssessmentStatus } from '../assessments/model';
import { gradingStatus } from '../assessments/rules';

/**
 * The User Profile dialog (spec 1 section 9): XP per assessment type and overall, coloured by the
 * fraction of the maximum earned. Only submitted assessments whose grading is final count: graded
 * by hand (and published, since the overview shows 0 graded until then) or not graded by hand.
 */

export type ProfileColour = 'steelblue' | 'deepskyblue' | 'skyblue';

/** The fields read from an assessment overview (@sa/contracts AssessmentOverview). */
export interface ProfileOverviewLike {
  type: string;
  status: AssessmentStatus;
  isManuallyGraded: boolean;
  gradedCount: number;
  questionCount: number;
  xp: number;
  maxXp: number;
}

/** xp / maxXp capped to [0, 1]; 0 when there is no XP to earn. */
export function profileFraction(xp: number, maxXp: number): number {
  if (!(maxXp > 0)) return 0;
  return Math.min(1, Math.max(0, xp / maxXp));
}

/** 0.8 or more steelblue, 0.45 or more deepskyblue, otherwise skyblue. */
export function profileColour(fraction: number): ProfileColour {
  if (fraction >= 0.8) return 'steelblue';
  if (fraction >= 0.45) return 'deepskyblue';
  return 'skyblue';
}

/** XP with two decimals ('12.50'). */
export function formatProfileXp(xp: number): string {
  return xp.toFixed(2);
}

/** Submitted, and graded or excluded from grading (the existing grading-status rule). */
export function countsForProfile(o: ProfileOverviewLike): boolean {
  if (o.status !== 'submitted') return false;
  const status = gradingStatus(o);
  return status === 'graded' || status === 'excluded';
}

export interface ProfileLine {
  xp: number;
  maxXp: number;
  fraction: number;
  colour: ProfileColour;
}

function line(xp: number, maxXp: number): ProfileLine {
  const fraction = profileFraction(xp, maxXp);
  return { xp, maxXp, fraction, colour: profileColour(fraction) };
}

/**
 * One line per type and one overall. With `types` (the course's assessment types, in their
 * order) exactly those lines are made, empty ones included; otherwise the types that occur, in
 * order of first appearance. The overall line counts every counted assessment.
 */
export function profileSummary(
  overviews: readonly ProfileOverviewLike[],
  types?: readonly string[],
): { byType: (ProfileLine & { type: string })[]; overall: ProfileLine } {
  const counted = overviews.filter(countsForProfile);
  const order = types ?? [...new Set(overviews.map((o) => o.type))];
  const byType = order.map((type) => {
    const own = counted.filter((o) => o.type === type);
    const sum = (f: (o: ProfileOverviewLike) => number) => own.reduce((s, o) => s + f(o), 0);
    return {
      type,
      ...line(
        sum((o) => o.xp),
        sum((o) => o.maxXp),
      ),
    };
  });
  const overall = line(
    counted.reduce((s, o) => s + o.xp, 0),
    counted.reduce((s, o) => s + o.maxXp, 0),
  );
  return { byType, overall };
}
