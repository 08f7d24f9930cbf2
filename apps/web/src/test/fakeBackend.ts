import type { DeploymentSettings, UserResponse } from '@sa/contracts';

/**
 * A fake /v2 server at the browser's edge: the fetch function the API client is given.
 * Handlers are keyed 'METHOD path' (path after /v2/); unknown calls answer 404.
 */
export type Handler = (request: { body: unknown; headers: Headers }) => Response | Promise<Response>;

export interface FakeBackend {
  fetch: typeof fetch;
  calls: Array<{ method: string; path: string; body: unknown; authorization: string | null }>;
  on(key: string, handler: Handler): void;
}

export function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

export function text(value: string, status = 200, statusText = ''): Response {
  return new Response(value, { status, statusText, headers: { 'content-type': 'text/plain' } });
}

export function createFakeBackend(handlers: Record<string, Handler> = {}): FakeBackend {
  const table = new Map(Object.entries(handlers));
  const calls: FakeBackend['calls'] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/v2\//, '');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, authorization: headers.get('authorization') });
    const handler = table.get(`${method} ${path}`);
    return handler ? handler({ body, headers }) : text('Not found', 404, 'Not Found');
  };
  return { fetch: fakeFetch, calls, on: (key, handler) => table.set(key, handler) };
}

export const deployment = (overrides: Partial<DeploymentSettings> = {}): DeploymentSettings => ({
  name: 'Test Academy',
  authProviders: [
    { id: 'test', name: 'Test', endpoint: 'http://localhost:8000/v2/auth/test', isDefault: true },
  ],
  playgroundOnly: false,
  enableResearchPrompt: false,
  enableRepositoryAssessments: false,
  maintenancePeriods: [],
  moduleBackendUrl: '/modules',
  textbookUrl: 'http://localhost:8000/textbook/',
  urlShortenerBase: 'http://localhost:8000/s/',
  sharedbBackendUrl: 'http://localhost:8000/sharedb/',
  github: { clientId: null, url: 'https://github.com', apiUrl: 'https://api.github.com' },
  google: {
    clientId: null,
    accountsUrl: 'https://accounts.google.com',
    apiUrl: 'https://www.googleapis.com',
  },
  ...overrides,
});

type Role = 'student' | 'staff' | 'admin';

export function courseConfiguration(
  overrides: Partial<NonNullable<UserResponse['courseConfiguration']>> = {},
) {
  return {
    courseName: 'Programming Methodology',
    courseShortName: 'CS1101S',
    viewable: true,
    enableGame: false,
    enableAchievements: false,
    enableOverallLeaderboard: false,
    enableContestLeaderboard: false,
    topLeaderboardDisplay: 100,
    topContestLeaderboardDisplay: 10,
    enableSourcecast: false,
    enableAutoSubmitOnClose: false,
    enableStories: false,
    sourceChapter: 1 as const,
    sourceVariant: 'default' as const,
    sourceEngine: 'fast' as const,
    moduleHelpText: null,
    assetsPrefix: null,
    ...overrides,
  };
}

/** GET /v2/user for a user whose latest course is `courseId` with `role` (or no course). */
export function userResponse(
  options: {
    role?: Role | null;
    courseId?: number;
    agreedToResearch?: boolean | null;
    course?: Partial<NonNullable<UserResponse['courseConfiguration']>>;
    courses?: UserResponse['user']['courses'];
  } = {},
): UserResponse {
  const role = options.role === undefined ? 'student' : options.role;
  const courseId = options.courseId ?? 1;
  const courses = options.courses ?? (role ? [course(courseId, role)] : []);
  return {
    user: { userId: 7, name: 'Stu Student', username: 'student', courses },
    courseRegistration: role
      ? {
          courseRegId: 70,
          courseId,
          role,
          group: 'Group A',
          xp: 120,
          maxXp: 500,
          story: { story: null, playStory: false },
          gameStates: {},
          agreedToResearch: options.agreedToResearch === undefined ? true : options.agreedToResearch,
        }
      : null,
    courseConfiguration: role ? courseConfiguration(options.course) : null,
    assessmentConfigurations: role ? [] : null,
  };
}

export function course(courseId: number, role: Role, viewable = true) {
  return {
    courseId,
    courseName: `Course ${courseId}`,
    courseShortName: `C${courseId}`,
    role,
    viewable,
  };
}
