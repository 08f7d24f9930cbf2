import { describe, expect, it } from 'vitest';
import {
  answerSaveDenial,
  canFinalise,
  canPublishGrading,
  defaultAssessmentWindow,
  gradingStatus,
  listingSection,
  statusAfterAnswer,
} from './rules';

const openAt = new Date('2026-03-01T00:00:00Z');
const closeAt = new Date('2026-03-08T00:00:00Z');
const during = new Date('2026-03-04T00:00:00Z');

describe('listingSection', () => {
  it('puts an assessment not yet open under Upcoming, whatever its status', () => {
    expect(
      listingSection({ openAt, closeAt, status: 'not_attempted' }, new Date('2026-02-28T23:59:59Z')),
    ).toBe('upcoming');
  });

  it('is Open from the opening instant until the close, unless submitted', () => {
    expect(listingSection({ openAt, closeAt, status: 'attempting' }, openAt)).toBe('open');
    expect(listingSection({ openAt, closeAt, status: 'attempted' }, during)).toBe('open');
    expect(listingSection({ openAt, closeAt, status: 'submitted' }, during)).toBe('closed');
  });

  it('is Closed at and after the close', () => {
    expect(listingSection({ openAt, closeAt, status: 'not_attempted' }, closeAt)).toBe('closed');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(
      listingSection(
        { openAt: openAt.toISOString(), closeAt: closeAt.toISOString(), status: 'attempting' },
        during,
      ),
    ).toBe('open');
  });
});

describe('gradingStatus', () => {
  const base = { isManuallyGraded: true, status: 'submitted' as const, gradedCount: 0, questionCount: 3 };

  it('excludes what is not manually graded or not submitted', () => {
    expect(gradingStatus({ ...base, isManuallyGraded: false })).toBe('excluded');
    expect(gradingStatus({ ...base, status: 'attempted' })).toBe('excluded');
  });

  it('reads none, grading and graded from the graded count', () => {
    expect(gradingStatus(base)).toBe('none');
    expect(gradingStatus({ ...base, gradedCount: 2 })).toBe('grading');
    expect(gradingStatus({ ...base, gradedCount: 3 })).toBe('graded');
  });
});

describe('answerSaveDenial', () => {
  const student = {
    role: 'student' as const,
    isPublished: true,
    openAt,
    closeAt,
    submissionStatus: 'attempting' as const,
    now: during,
  };

  it('lets a student save while open, published and not finalised', () => {
    expect(answerSaveDenial(student)).toBeNull();
  });

  it('refuses a student before the open, at the close, or while unpublished', () => {
    expect(answerSaveDenial({ ...student, now: new Date('2026-02-01T00:00:00Z') })).toBe('not-open');
    expect(answerSaveDenial({ ...student, now: closeAt })).toBe('not-open');
    expect(answerSaveDenial({ ...student, isPublished: false })).toBe('not-open');
  });

  it('refuses a student whose submission is finalised', () => {
    expect(answerSaveDenial({ ...student, submissionStatus: 'submitted' })).toBe('finalised');
  });

  it('always lets staff and admins save', () => {
    const late = {
      ...student,
      now: new Date('2027-01-01T00:00:00Z'),
      submissionStatus: 'submitted' as const,
    };
    expect(answerSaveDenial({ ...late, role: 'staff' })).toBeNull();
    expect(answerSaveDenial({ ...late, role: 'admin', isPublished: false })).toBeNull();
  });
});

describe('submission status', () => {
  it('offers finalising only from attempted', () => {
    expect(canFinalise('attempted')).toBe(true);
    for (const s of ['not_attempted', 'attempting', 'submitted'] as const) expect(canFinalise(s)).toBe(false);
  });

  it('becomes attempted once every question has an answer', () => {
    expect(statusAfterAnswer(2, 3)).toBe('attempting');
    expect(statusAfterAnswer(3, 3)).toBe('attempted');
  });
});

describe('defaultAssessmentWindow', () => {
  it('opens three days and four hours after today 00:00 UTC and closes a week later', () => {
    const { openAt: o, closeAt: c } = defaultAssessmentWindow(new Date('2026-11-22T23:30:00+08:00'));
    expect(o.toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(c.toISOString()).toBe('2026-12-02T04:00:00.000Z');
  });
});

describe('canPublishGrading', () => {
  const ready = { isManuallyGraded: true, status: 'submitted' as const, gradedCount: 2, questionCount: 2 };

  it('allows a submitted, manually graded submission with every question graded', () => {
    expect(canPublishGrading(ready)).toBe(true);
  });

  it('refuses a submission that is not submitted', () => {
    expect(canPublishGrading({ ...ready, status: 'attempted' })).toBe(false);
    expect(canPublishGrading({ ...ready, status: 'attempting' })).toBe(false);
  });

  it('refuses an autograded type', () => {
    expect(canPublishGrading({ ...ready, isManuallyGraded: false })).toBe(false);
  });

  it('refuses while one question is still ungraded', () => {
    expect(canPublishGrading({ ...ready, gradedCount: 1 })).toBe(false);
  });
});
