import { describe, expect, it } from 'vitest';
import type { StoredMcqChoice } from '../assessments/model';
import { addMcqChoice, removeMcqChoice } from './choices';

const choices = (correct: number, count = 3): StoredMcqChoice[] =>
  Array.from({ length: count }, (_, choiceId) => ({
    choiceId,
    content: `c${choiceId}`,
    hint: null,
    isCorrect: choiceId === correct,
  }));
const summary = (list: StoredMcqChoice[]) =>
  list.map((c) => `${c.choiceId}:${c.content}${c.isCorrect ? '*' : ''}`);

describe('addMcqChoice', () => {
  it('appends an empty choice numbered by its position', () => {
    expect(summary(addMcqChoice(choices(1)))).toEqual(['0:c0', '1:c1*', '2:c2', '3:']);
  });

  it('makes the first choice correct', () => {
    expect(addMcqChoice([])).toEqual([{ choiceId: 0, content: '', hint: null, isCorrect: true }]);
  });
});

describe('removeMcqChoice', () => {
  it('renumbers and keeps the correct choice when another is removed', () => {
    expect(summary(removeMcqChoice(choices(2), 0))).toEqual(['0:c1', '1:c2*']);
    expect(summary(removeMcqChoice(choices(0), 2))).toEqual(['0:c0*', '1:c1']);
  });

  it('makes the next choice correct when the correct one is removed, or the last one at the end', () => {
    expect(summary(removeMcqChoice(choices(1), 1))).toEqual(['0:c0', '1:c2*']);
    expect(summary(removeMcqChoice(choices(2), 2))).toEqual(['0:c0', '1:c1*']);
  });

  it('leaves the list as it is for a position outside it, and can empty it', () => {
    expect(summary(removeMcqChoice(choices(1), 5))).toEqual(['0:c0', '1:c1*', '2:c2']);
    expect(removeMcqChoice(choices(0, 1), 0)).toEqual([]);
  });
});
