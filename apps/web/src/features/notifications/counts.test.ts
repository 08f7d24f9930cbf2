import { describe, expect, it } from 'vitest';
import { notification } from '../../test/assessmentFixtures';
import { acknowledgedOnOpen, countForAssessment, countForType, textsForAssessment } from './counts';

const list = [
  notification(1, 10, 'Missions', 'published_grading'),
  notification(2, 10, 'Missions', 'submitted'),
  notification(3, 11, 'Quests', 'new'),
];

describe('notification counts', () => {
  it('counts per assessment type and per assessment', () => {
    expect(countForType(list, 'Missions')).toBe(2);
    expect(countForType(list, 'Paths')).toBe(0);
    expect(countForAssessment(list, 10)).toBe(2);
    expect(countForAssessment(list, 12)).toBe(0);
  });

  it("gives an assessment's texts in the order they came", () => {
    expect(textsForAssessment(list, 10)).toEqual([
      'This assessment has been manually graded.',
      'This submission is new.',
    ]);
    expect(textsForAssessment(list, 11)).toEqual(['This assessment is new.']);
    expect(textsForAssessment(list, 12)).toEqual([]);
  });

  it("acknowledges an opened assessment's notifications except 'submitted' ones", () => {
    expect(acknowledgedOnOpen(list, 10)).toEqual([1]);
    expect(acknowledgedOnOpen(list, 11)).toEqual([3]);
  });
});
