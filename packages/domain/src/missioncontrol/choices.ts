import type { StoredMcqChoice } from '../assessments/model';
import { mcqSolution, withMcqSolution } from './fields';

/**
 * Adding and removing MCQ choices. A choice's id is its position (the reader numbers CHOICE
 * elements 0, 1, 2...), so both renumber the choices, and exactly one stays correct: the file
 * needs one.
 */

/** A new empty choice at the end; the first choice of a question is the correct one. */
export function addMcqChoice(choices: readonly StoredMcqChoice[]): StoredMcqChoice[] {
  return [...choices, { choiceId: choices.length, content: '', hint: null, isCorrect: choices.length === 0 }];
}

/**
 * Removes the choice at `index`. The correct choice stays the same one; when it is the one
 * removed, the choice that takes its place (or the new last one) becomes correct.
 */
export function removeMcqChoice(choices: readonly StoredMcqChoice[], index: number): StoredMcqChoice[] {
  if (!Number.isInteger(index) || index < 0 || index >= choices.length) return [...choices];
  const solution = mcqSolution(choices);
  const rest = choices.filter((_, i) => i !== index).map((choice, choiceId) => ({ ...choice, choiceId }));
  if (rest.length === 0) return rest;
  return withMcqSolution(rest, index < solution ? solution - 1 : solution);
}
