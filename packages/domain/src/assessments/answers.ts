/**
 * How a saved MCQ answer names its choice. The reference web client sends every answer that is
 * not a vote as text (`{"answer":"0"}`), and the reference server casts it to the choice id, so a
 * choice arrives either as a number or as the digits of one. Anything else (a sign, a decimal
 * point, spaces, words) names no choice.
 */
export function mcqChoiceOf(answer: unknown): number | null {
  if (typeof answer === 'number') return Number.isSafeInteger(answer) && answer >= 0 ? answer : null;
  if (typeof answer !== 'string' || !/^\d{1,15}$/.test(answer)) return null;
  return Number(answer);
}
