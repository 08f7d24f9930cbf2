import { describe, expect, it } from 'vitest';
import { assessmentTypeSlug, courseHomeSegment } from './course-routing';

describe('assessmentTypeSlug', () => {
  it('lower-cases and hyphenates type names', () => {
    expect(assessmentTypeSlug('Missions')).toBe('missions');
    expect(assessmentTypeSlug('Path Quests')).toBe('path-quests');
    expect(assessmentTypeSlug('  Practical Exams! ')).toBe('practical-exams');
  });
});

describe('courseHomeSegment', () => {
  const base = {
    enableGame: false,
    gameAvailable: true,
    assessmentTypes: ['Missions', 'Quests'],
    role: 'student' as const,
  };
  it('goes to the game when the course enables it and the game exists', () => {
    expect(courseHomeSegment({ ...base, enableGame: true })).toBe('game');
  });
  it('skips a game that this build does not have', () => {
    expect(courseHomeSegment({ ...base, enableGame: true, gameAvailable: false })).toBe('missions');
  });
  it('goes to the first assessment type otherwise', () => {
    expect(courseHomeSegment(base)).toBe('missions');
  });
  it('sends admins of a course without types to the admin panel', () => {
    expect(courseHomeSegment({ ...base, assessmentTypes: [], role: 'admin' })).toBe('adminpanel');
  });
  it('has no home for others in a course without types', () => {
    expect(courseHomeSegment({ ...base, assessmentTypes: [], role: 'staff' })).toBeUndefined();
  });
});
