import { describe, expect, it } from 'vitest';
import { missionMcqText, missionTaskKind, parseMissionMcq } from './mcq';

const body = {
  answer: -1,
  choices: [
    { option: 'Θ(n)', hint: 'Count the calls.' },
    { option: 'Θ(log n)', hint: null },
    { option: 'Θ(1)' },
  ],
  solution: 1,
};

describe('parseMissionMcq', () => {
  it("reads 'mcq' in any case followed by the question's JSON", () => {
    for (const mark of ['mcq', 'MCQ', 'Mcq\n', '\n  mCq ']) {
      expect(parseMissionMcq(`${mark}${JSON.stringify(body)}`)).toEqual({
        answer: -1,
        solution: 1,
        choices: [
          { option: 'Θ(n)', hint: 'Count the calls.' },
          { option: 'Θ(log n)', hint: null },
          { option: 'Θ(1)', hint: null },
        ],
      });
    }
  });

  it('treats anything else as a programming task', () => {
    const cases = [
      'Write a function `square`.',
      JSON.stringify(body), // no mark
      `mcq ${JSON.stringify(body).slice(0, -1)}`, // broken JSON
      `mcq ${JSON.stringify({ ...body, choices: [] })}`,
      `mcq ${JSON.stringify({ ...body, solution: 3 })}`, // no such choice
      `mcq ${JSON.stringify({ choices: body.choices, solution: 0 })}`, // no answer
      `mcq ${JSON.stringify({ ...body, answer: '1' })}`,
      `The mcq ${JSON.stringify(body)}`,
    ];
    for (const text of cases) {
      expect(parseMissionMcq(text)).toBeNull();
      expect(missionTaskKind(text)).toBe('programming');
    }
    expect(missionTaskKind(`MCQ${JSON.stringify(body)}`)).toBe('mcq');
  });

  it('writes text that reads back as the same question', () => {
    const mcq = parseMissionMcq(`mcq${JSON.stringify(body)}`);
    expect(mcq).not.toBeNull();
    if (!mcq) return;
    const text = missionMcqText({ ...mcq, answer: 2 });
    expect(text.startsWith('MCQ\n')).toBe(true);
    expect(parseMissionMcq(text)).toEqual({ ...mcq, answer: 2 });
  });
});
