import type { StoredMcqChoice } from '../assessments/model';

/**
 * The mission editor's field rules (spec 3, section 5, "XML mission editor"). The editor keeps the
 * value it had whenever what was typed is not a whole number, so a half-typed "-" or "1e" never
 * reaches the mission.
 */

const WHOLE_NUMBER = /^[+-]?\d+$/;

/** The whole number typed, or `previous` when the text is not one (or is beyond exact integers). */
export function parseIntegerField(text: string, previous: number): number {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return previous;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : previous;
}

/** Max XP: a whole number, at least 0. */
export function parseMaxXpField(text: string, previous: number): number {
  return Math.max(0, parseIntegerField(text, previous));
}

/**
 * The MCQ solution: a whole number clamped to the choices' positions, 0 to `choiceCount - 1`.
 * The spec clamps "between 0 and the number of choices"; the index equal to the count would mark
 * no choice, and a file without exactly one correct CHOICE is refused, so the last choice is the
 * upper bound. With no choices the index is 0.
 */
export function parseMcqSolutionField(text: string, previous: number, choiceCount: number): number {
  return clampSolution(parseIntegerField(text, previous), choiceCount);
}

function clampSolution(index: number, choiceCount: number): number {
  return Math.min(Math.max(0, index), Math.max(0, choiceCount - 1));
}

/** The position of the correct choice (0 when none is marked). */
export function mcqSolution(choices: readonly StoredMcqChoice[]): number {
  const index = choices.findIndex((choice) => choice.isCorrect);
  return index === -1 ? 0 : index;
}

/** The choices with exactly the one at `solution` (clamped) correct. */
export function withMcqSolution(choices: readonly StoredMcqChoice[], solution: number): StoredMcqChoice[] {
  const correct = clampSolution(solution, choices.length);
  return choices.map((choice, index) => ({ ...choice, isCorrect: index === correct }));
}

/** External symbols and global identifiers are names: whitespace typed into them is removed. */
export function parseNameField(text: string): string {
  return text.replace(/\s+/gu, '');
}
