import { xpOutOfBoundsMessage } from '@sa/contracts';

/** What the grader edits of one answer's grade: the comments and the XP adjustment (as typed). */
export interface GradeDraft {
  comments: string;
  xpAdjustment: string;
}

export function draftOf(grade: { comments: string | null; xpAdjustment: number }): GradeDraft {
  return { comments: grade.comments ?? '', xpAdjustment: String(grade.xpAdjustment) };
}

/** Spec 2 section 4: dirty when the comments or the adjustment differ from the loaded grade. */
export function isDirty(draft: GradeDraft, loaded: GradeDraft): boolean {
  return draft.comments !== loaded.comments || Number(draft.xpAdjustment) !== Number(loaded.xpAdjustment);
}

export const NOT_A_WHOLE_NUMBER = 'The XP adjustment must be a whole number.';

/**
 * Why the draft cannot be saved, or null: the adjustment is not a whole number, or the total
 * (initial XP plus adjustment) is out of [0, max] (spec 2 section 5).
 */
export function draftProblem(draft: GradeDraft, initialXp: number, maxXp: number): string | null {
  const adjustment = Number(draft.xpAdjustment);
  if (draft.xpAdjustment.trim() === '' || !Number.isInteger(adjustment)) return NOT_A_WHOLE_NUMBER;
  return xpOutOfBoundsMessage(initialXp + adjustment, maxXp);
}
