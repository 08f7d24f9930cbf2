import { AdminAssessmentConfigsResponse, CourseUsersResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourseWithMembers, courseWithMembers } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

/**
 * The admin panel's calls as the reference web client makes them (issue 16): it reads `courseId`
 * from the user rows, saves the course configuration with every field of its form (some this
 * server does not keep) plus `enableStories: false`, sends its assessment types whole with -1 for
 * a new one, and users from a CSV whose group may be missing or empty.
 */

let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

const call = (user: UserRow, method: 'GET' | 'PUT', path: string, payload?: object) =>
  s.as(user).request(method, `/v2/courses/${c.course.id}/admin/${path}`, { body: payload });

describe('the admin panel of the reference client', () => {
  it('reads rows of GET admin/users with courseId (and the reference server’s course_id)', async () => {
    const res = await call(c.users.staff, 'GET', 'users');
    expect(res.statusCode).toBe(200);
    const rows = CourseUsersResponse.parse(res.json());
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ courseId: c.course.id, course_id: c.course.id });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['courseId', 'courseRegId', 'course_id', 'group', 'name', 'provider', 'role', 'username'].sort(),
    );
    // Empty filters are no filters.
    const unfiltered = await call(c.users.staff, 'GET', 'users?role=&group=');
    expect(CourseUsersResponse.parse(unfiltered.json())).toEqual(rows);
  });

  it('saves the course configuration form as it sends it', async () => {
    const res = await call(c.users.admin, 'PUT', 'config', {
      courseName: 'Programming Methodology',
      courseShortName: 'CS1101S',
      viewable: true,
      enableGame: false,
      enableAchievements: true,
      enableOverallLeaderboard: true,
      enableContestLeaderboard: true,
      topLeaderboardDisplay: 100,
      topContestLeaderboardDisplay: 10,
      enableLlmGrading: false,
      enablePixelbot: false,
      moduleHelpText: 'Help',
      llmModel: null,
      llmApiUrl: null,
      llmCourseLevelPrompt: null,
      pixelbotRoutingPrompt: null,
      pixelbotAnswerPrompt: null,
      feedbackUrl: null,
      enableStories: false,
    });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const config = await s.as(c.users.student).get(`/v2/courses/${c.course.id}/config`);
    expect(config.json()).toMatchObject({
      config: { courseName: 'Programming Methodology', courseShortName: 'CS1101S', enableGame: false },
    });
  });

  it('saves its assessment types whole, -1 creating one', async () => {
    const [existing] = AdminAssessmentConfigsResponse.parse(
      (await call(c.users.admin, 'GET', 'config/assessment_configs')).json(),
    );
    if (!existing) throw new Error('a type expected');
    const whole = (assessmentConfigId: number, type: string) => ({
      assessmentConfigId,
      type,
      isManuallyGraded: true,
      isGradingAutoPublished: false,
      displayInDashboard: true,
      isMinigame: false,
      hoursBeforeEarlyXpDecay: 0,
      hasTokenCounter: false,
      hasVotingFeatures: false,
      earlySubmissionXp: 0,
      isAutosaveEnabled: true,
    });
    const res = await call(c.users.admin, 'PUT', 'config/assessment_configs', {
      assessmentConfigs: [whole(existing.assessmentConfigId, existing.type), whole(-1, 'Quests')],
    });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const types = AdminAssessmentConfigsResponse.parse(
      (await call(c.users.admin, 'GET', 'config/assessment_configs')).json(),
    );
    expect(types.map((t) => t.type)).toEqual([existing.type, 'Quests']);
  });

  it('adds users from a CSV whose group is missing or empty', async () => {
    const res = await call(c.users.admin, 'PUT', 'users', {
      users: [
        { username: 'csv_one', role: 'student' },
        { username: 'csv_two', role: 'student', group: '' },
        { username: 'csv_three', role: 'staff', group: 'Studio 1' },
      ],
      provider: 'test',
    });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const rows = CourseUsersResponse.parse((await call(c.users.admin, 'GET', 'users')).json());
    const groupOf = (username: string) => rows.find((r) => r.username === username)?.group;
    expect([groupOf('csv_one'), groupOf('csv_two'), groupOf('csv_three')]).toEqual([null, null, 'Studio 1']);
  });
});
