import { describe, expect, it } from 'vitest';
import {
  assessmentCardAction,
  assessmentTypeListings,
  type CourseAssessment,
  classroomTypeSlug,
  discoverCourses,
  dueText,
  hasRepository,
  isPastDue,
  missionRepository,
  parseCourseInfo,
} from './course-info';

const assessment = (over: Partial<CourseAssessment> = {}): CourseAssessment => ({
  title: 'Rune Trials',
  coverImage: 'https://example.org/cover.png',
  shortSummary: 'Draw **runes**.',
  repoPrefix: 'mission-1',
  acceptLink: 'https://classroom.github.com/a/abc',
  closeAt: '2026-12-01T12:00:00Z',
  published: true,
  ...over,
});

const courseInfoJson = (assessments: unknown[], typeName = 'Missions') =>
  JSON.stringify({ types: [{ typeName, assessments }] });

describe('discoverCourses', () => {
  it('keeps the organisations whose login contains the prefix; the rest is the course name', () => {
    expect(
      discoverCourses([
        { login: 'source-academy-course-cs1101s' },
        { login: 'some-club' },
        { login: 'nus-source-academy-course-demo' },
        { login: 'Source-Academy-Course-CS2040' },
        { login: 'source-academy' },
      ]),
    ).toEqual([
      { login: 'source-academy-course-cs1101s', courseName: 'cs1101s' },
      { login: 'nus-source-academy-course-demo', courseName: 'nus-demo' },
      { login: 'Source-Academy-Course-CS2040', courseName: 'CS2040' },
    ]);
  });

  it('finds no course without such an organisation', () => {
    expect(discoverCourses([])).toEqual([]);
    expect(discoverCourses([{ login: 'source-academy-courses' }])).toEqual([]);
  });
});

describe('parseCourseInfo', () => {
  it('reads a valid file, with openAt optional and a null or empty closeAt', () => {
    const result = parseCourseInfo(
      courseInfoJson([
        assessment(),
        assessment({ title: 'B', openAt: '2026-11-01T00:00:00Z', closeAt: null }),
        assessment({ title: 'C', closeAt: '' }),
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.courseInfo.types[0]?.assessments.map((a) => a.title)).toEqual(['Rune Trials', 'B', 'C']);
  });

  it('says the file is not JSON', () => {
    const result = parseCourseInfo('{"types": [');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^course-info\.json is not valid JSON: /);
  });

  it('names the place of every error', () => {
    const result = parseCourseInfo(
      JSON.stringify({
        types: [
          {
            typeName: 'Missions',
            assessments: [
              { ...assessment(), closeAt: 'next friday' },
              { ...assessment(), published: 'yes', title: 7 },
            ],
          },
          { typeName: '', assessments: {} },
        ],
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "types[0].assessments[0].closeAt: must be a date (ISO 8601 text), '' or null",
        'types[0].assessments[1].title: must be text',
        'types[0].assessments[1].published: must be true or false',
        'types[1].typeName: must not be empty',
        'types[1].assessments: must be a list',
      ],
    });
  });

  it('reports missing fields, a bad repoPrefix and a file that is not an object', () => {
    const { closeAt: _, ...noCloseAt } = assessment();
    expect(parseCourseInfo(courseInfoJson([noCloseAt]))).toEqual({
      ok: false,
      errors: ["types[0].assessments[0].closeAt: must be a date (ISO 8601 text), '' or null"],
    });
    expect(parseCourseInfo(courseInfoJson([assessment({ repoPrefix: 'has space' })]))).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^types\[0\]\.assessments\[0\]\.repoPrefix: must be a repository name/)],
    });
    expect(parseCourseInfo('[]')).toEqual({
      ok: false,
      errors: ['course-info.json must hold an object: {"types": [...]}'],
    });
    expect(parseCourseInfo('{}')).toEqual({ ok: false, errors: ['types: must be a list'] });
  });

  it('refuses two types that would share a page', () => {
    const json = JSON.stringify({
      types: [
        { typeName: 'Path Quests', assessments: [] },
        { typeName: 'path-quests', assessments: [] },
      ],
    });
    expect(parseCourseInfo(json)).toEqual({
      ok: false,
      errors: ['types "Path Quests" and "path-quests" would share the page /path_quests'],
    });
  });
});

describe('classroomTypeSlug', () => {
  it('lowercases and turns runs of non-word characters into one underscore', () => {
    expect(classroomTypeSlug('Missions')).toBe('missions');
    expect(classroomTypeSlug('Path Quests & Co.')).toBe('path_quests_co_');
    expect(classroomTypeSlug('Mid_Term 2')).toBe('mid_term_2');
  });
});

describe('assessmentTypeListings', () => {
  it('lists published assessments only, the earliest due first and undated ones last', () => {
    const listings = assessmentTypeListings({
      types: [
        {
          typeName: 'Side Quests',
          assessments: [
            assessment({ title: 'late', closeAt: '2026-12-20T00:00:00Z' }),
            assessment({ title: 'undated', closeAt: null }),
            assessment({ title: 'hidden', closeAt: '2026-01-01T00:00:00Z', published: false }),
            assessment({ title: 'early', closeAt: '2026-12-01T00:00:00+08:00' }),
            assessment({ title: 'early too', closeAt: '2026-11-30T16:00:00Z' }),
          ],
        },
      ],
    });
    expect(listings).toHaveLength(1);
    expect(listings[0]?.slug).toBe('side_quests');
    // Equal due times keep the file's order.
    expect(listings[0]?.assessments.map((a) => a.title)).toEqual(['early', 'early too', 'late', 'undated']);
  });
});

describe('mission repositories', () => {
  it("is {repoPrefix}-{login}, owned by the course's organisation", () => {
    expect(missionRepository('source-academy-course-demo', 'mission-1', 'ada-gh')).toEqual({
      owner: 'source-academy-course-demo',
      name: 'mission-1-ada-gh',
    });
  });

  it('is found among the listed repositories whatever the case', () => {
    const wanted = { owner: 'source-academy-course-demo', name: 'mission-1-ada-gh' };
    expect(hasRepository([{ owner: 'Source-Academy-Course-Demo', name: 'Mission-1-Ada-GH' }], wanted)).toBe(
      true,
    );
    expect(hasRepository([{ owner: 'ada-gh', name: 'mission-1-ada-gh' }], wanted)).toBe(false);
    expect(hasRepository([], wanted)).toBe(false);
  });
});

describe('the card', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it("reads 'Accept' until the repository exists, even past the due date", () => {
    expect(assessmentCardAction({ closeAt: '2026-12-02T00:00:00Z' }, false, now)).toBe('Accept');
    expect(assessmentCardAction({ closeAt: '2026-11-01T00:00:00Z' }, false, now)).toBe('Accept');
  });

  it("reads 'Review Answers' once the due date has passed, else 'Open'", () => {
    expect(assessmentCardAction({ closeAt: '2026-12-01T11:59:59Z' }, true, now)).toBe('Review Answers');
    expect(assessmentCardAction({ closeAt: '2026-12-01T12:00:00Z' }, true, now)).toBe('Open');
    expect(assessmentCardAction({ closeAt: '2026-12-01T12:00:01Z' }, true, now)).toBe('Open');
    expect(assessmentCardAction({ closeAt: null }, true, now)).toBe('Open');
  });

  it('is never past due without a due date', () => {
    expect(isPastDue(undefined, now)).toBe(false);
    expect(isPastDue('', now)).toBe(false);
  });

  it("says 'Due: {date}' in the caller's format, or 'No due date'", () => {
    const format = (iso: string) => `<${iso}>`;
    expect(dueText('2026-12-01T12:00:00Z', format)).toBe('Due: <2026-12-01T12:00:00Z>');
    expect(dueText(null, format)).toBe('No due date');
    expect(dueText('', format)).toBe('No due date');
  });
});
