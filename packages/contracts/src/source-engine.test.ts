import { describe, expect, it } from 'vitest';
import { UpdateCourseConfigRequest } from './adminpanel';
import { CourseConfiguration, CreateCourseRequest } from './courses';

const course = {
  courseName: 'CS1101S',
  courseShortName: null,
  viewable: true,
  enableGame: true,
  enableAchievements: true,
  enableOverallLeaderboard: true,
  enableContestLeaderboard: true,
  topLeaderboardDisplay: 100,
  topContestLeaderboardDisplay: 10,
  enableSourcecast: true,
  enableStories: false,
  enableAutoSubmitOnClose: false,
  sourceChapter: 1,
  sourceVariant: 'default',
  moduleHelpText: null,
  assetsPrefix: null,
};

describe("a course's evaluator (sourceEngine)", () => {
  it('is read back as sent, and as the fast path from a configuration stored before the setting', () => {
    expect(CourseConfiguration.parse({ ...course, sourceEngine: 'js-slang' }).sourceEngine).toBe('js-slang');
    expect(CourseConfiguration.parse(course).sourceEngine).toBe('fast');
    expect(CourseConfiguration.safeParse({ ...course, sourceEngine: 'slow' }).success).toBe(false);
  });

  it('may be left out of a create request exactly as the reference client sends it', () => {
    const request = { courseName: 'CS1101S', sourceChapter: 1, sourceVariant: 'default' };
    expect(CreateCourseRequest.parse(request)).not.toHaveProperty('sourceEngine');
    expect(CreateCourseRequest.parse({ ...request, sourceEngine: 'js-slang' }).sourceEngine).toBe('js-slang');
    expect(CreateCourseRequest.safeParse({ ...request, sourceEngine: 'JS' }).success).toBe(false);
  });

  it('is one more optional field of an update', () => {
    expect(UpdateCourseConfigRequest.parse({ courseName: 'X' })).toEqual({ courseName: 'X' });
    expect(UpdateCourseConfigRequest.parse({ sourceEngine: 'fast' })).toEqual({ sourceEngine: 'fast' });
    const bad = UpdateCourseConfigRequest.safeParse({ sourceEngine: 'interpreter' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['sourceEngine']);
  });
});
