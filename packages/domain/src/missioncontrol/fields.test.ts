import { describe, expect, it } from 'vitest';
import type { StoredMcqChoice } from '../assessments/model';
import {
  mcqSolution,
  parseIntegerField,
  parseMaxXpField,
  parseMcqSolutionField,
  parseNameField,
  withMcqSolution,
} from './fields';

describe('parseIntegerField', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['-3', -3],
    ['+4', 4],
    ['007', 7],
  ])('reads %j as %i', (text, value) => {
    expect(parseIntegerField(text, 99)).toBe(value);
  });

  it.each(['', ' ', '-', '1.5', '1e3', '12abc', 'abc', '0x10', '99999999999999999999'])(
    'keeps the old value for %j',
    (text) => {
      expect(parseIntegerField(text, 42)).toBe(42);
    },
  );
});

describe('parseMaxXpField', () => {
  it('clamps to at least 0', () => {
    expect(parseMaxXpField('-5', 10)).toBe(0);
    expect(parseMaxXpField('0', 10)).toBe(0);
    expect(parseMaxXpField('250', 10)).toBe(250);
  });

  it('keeps the old value for text that is not a whole number', () => {
    expect(parseMaxXpField('lots', 10)).toBe(10);
  });
});

describe('parseMcqSolutionField', () => {
  it('clamps to the positions of the choices', () => {
    expect(parseMcqSolutionField('-1', 1, 3)).toBe(0);
    expect(parseMcqSolutionField('2', 1, 3)).toBe(2);
    expect(parseMcqSolutionField('3', 1, 3)).toBe(2);
    expect(parseMcqSolutionField('50', 1, 3)).toBe(2);
  });

  it('keeps the old value for text that is not a whole number, and is 0 without choices', () => {
    expect(parseMcqSolutionField('x', 1, 3)).toBe(1);
    expect(parseMcqSolutionField('4', 1, 0)).toBe(0);
  });
});

describe('the correct choice', () => {
  const choices: StoredMcqChoice[] = [0, 1, 2].map((choiceId) => ({
    choiceId,
    content: `c${choiceId}`,
    hint: null,
    isCorrect: choiceId === 1,
  }));

  it('is read from the choices', () => {
    expect(mcqSolution(choices)).toBe(1);
    expect(mcqSolution(choices.map((c) => ({ ...c, isCorrect: false })))).toBe(0);
  });

  it('is set on exactly one choice, clamped, without changing the others', () => {
    expect(withMcqSolution(choices, 2).map((c) => c.isCorrect)).toEqual([false, false, true]);
    expect(withMcqSolution(choices, 9).map((c) => c.isCorrect)).toEqual([false, false, true]);
    expect(withMcqSolution(choices, -1).map((c) => c.isCorrect)).toEqual([true, false, false]);
    expect(withMcqSolution(choices, 0)[2]).toEqual({ ...choices[2], isCorrect: false });
    expect(choices[1]!.isCorrect).toBe(true);
  });
});

describe('parseNameField', () => {
  it('removes every whitespace character from symbols and identifiers', () => {
    expect(parseNameField(' draw  circle\t\n')).toBe('drawcircle');
    expect(parseNameField('a\u00a0b')).toBe('ab');
    expect(parseNameField('beside')).toBe('beside');
  });
});
