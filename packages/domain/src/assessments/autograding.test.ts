import { describe, expect, it } from 'vitest';
import { type AutogradedSubmission, autogradingOutcome } from './autograding';

const base: AutogradedSubmission = {
  isManuallyGraded: false,
  isGradingAutoPublished: false,
  isGradingPublished: false,
  questionCount: 2,
  answerStatuses: ['success', 'success'],
  autogradedAny: true,
};

describe('autogradingOutcome', () => {
  it('waits while any answer is still processing, whatever else holds', () => {
    expect(autogradingOutcome({ ...base, answerStatuses: ['success', 'processing'] })).toBe('pending');
    expect(
      autogradingOutcome({ ...base, isManuallyGraded: true, answerStatuses: ['processing', 'failed'] }),
    ).toBe('pending');
  });

  it('tells the student of an autograded type once grading is done, failed answers included', () => {
    expect(autogradingOutcome(base)).toBe('notify');
    expect(autogradingOutcome({ ...base, answerStatuses: ['success', 'failed'] })).toBe('notify');
  });

  it('says nothing for a manually graded type, or when the autograder graded nothing', () => {
    expect(autogradingOutcome({ ...base, isManuallyGraded: true })).toBe('nothing');
    expect(autogradingOutcome({ ...base, isManuallyGraded: true, isGradingAutoPublished: true })).toBe(
      'nothing',
    );
    expect(autogradingOutcome({ ...base, autogradedAny: false })).toBe('nothing');
  });

  it('publishes when the type auto-publishes and every question has a successful answer', () => {
    const auto = { ...base, isGradingAutoPublished: true };
    expect(autogradingOutcome(auto)).toBe('publish');
    expect(autogradingOutcome({ ...auto, answerStatuses: ['success', 'failed'] })).toBe('notify');
    expect(autogradingOutcome({ ...auto, answerStatuses: ['success', 'none'] })).toBe('notify');
    // An answer missing (a question added after the submit) is not a successful one.
    expect(autogradingOutcome({ ...auto, answerStatuses: ['success'] })).toBe('notify');
    // Already published (a reautograde): the student is told it was graded again.
    expect(autogradingOutcome({ ...auto, isGradingPublished: true })).toBe('notify');
  });
});
