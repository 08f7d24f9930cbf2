import { HAS_SUBMISSIONS_IGNORING, QUESTION_COUNT_DIFFERS, QUESTION_TYPES_MUST_STAY } from '@sa/contracts';
import type { QuestionType } from '@sa/domain';

// The texts live in the contracts with the route; the tests import them from here.
export { HAS_SUBMISSIONS_IGNORING, QUESTION_COUNT_DIFFERS, QUESTION_TYPES_MUST_STAY };

export interface ExistingQuestion {
  id: number;
  displayOrder: number;
  type: QuestionType;
}

export type ReuploadPlan =
  /** Nobody has answered yet: the questions are deleted and created again from the file. */
  | { kind: 'replace' }
  /** There are answers and no force update: nothing changes. */
  | { kind: 'ignore' }
  /**
   * Force update over answers: questions matched by position are updated in place (their ids, and
   * so the answers, stay); extra ones in the file are inserted; surplus old ones are deleted.
   */
  | { kind: 'update'; updates: { id: number; index: number }[]; inserts: number[]; deletes: number[] }
  | { kind: 'reject'; message: string };

/**
 * The re-upload rules of api-reference section 3 for an assessment that already exists (matched by
 * number within the course). `incoming` are the file's question types in order; position i is
 * display_order i + 1.
 *
 * Fewer questions in a forced file than stored (only possible before the assessment opens) deletes
 * the surplus questions with their answers: the file is what the assessment should be, and until it
 * opens only staff can have answered.
 */
export function planReupload(input: {
  existing: readonly ExistingQuestion[];
  incoming: readonly QuestionType[];
  hasAnswers: boolean;
  forceUpdate: boolean;
  isOpen: boolean;
}): ReuploadPlan {
  if (!input.hasAnswers) return { kind: 'replace' };
  if (!input.forceUpdate) return { kind: 'ignore' };
  if (input.isOpen && input.incoming.length !== input.existing.length) {
    return { kind: 'reject', message: QUESTION_COUNT_DIFFERS };
  }
  const byOrder = new Map(input.existing.map((q) => [q.displayOrder, q]));
  const updates: { id: number; index: number }[] = [];
  const inserts: number[] = [];
  for (const [index, type] of input.incoming.entries()) {
    const current = byOrder.get(index + 1);
    if (!current) {
      inserts.push(index);
    } else if (current.type !== type) {
      return { kind: 'reject', message: QUESTION_TYPES_MUST_STAY };
    } else {
      updates.push({ id: current.id, index });
    }
  }
  const matched = new Set(updates.map((u) => u.id));
  const deletes = input.existing.filter((q) => !matched.has(q.id)).map((q) => q.id);
  return { kind: 'update', updates, inserts, deletes };
}
