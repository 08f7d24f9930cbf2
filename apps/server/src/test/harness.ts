import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Role } from '@sa/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseProviderSettings } from '../auth/providers/config';
import { createProviders } from '../auth/providers/registry';
import type { AuthProvider } from '../auth/providers/types';
import { TokenService } from '../auth/tokens';
import type { Listen } from '../cache/change-feed';
import type { AppConfig } from '../config';
import type { Database, OpenDatabase } from '../db/client';
import { courseRegistrations, groups, users } from '../db/schema';
import {
  type CourseRow,
  insertAssessmentConfigs,
  insertCourse,
  insertRegistration,
  type NewCourse,
} from '../features/courses/queries';
import { defaultAssessmentConfig } from '../features/courses/service';
import { type TestClient, testClient } from './client';
import { openTestDatabase } from './database';

export type UserRow = typeof users.$inferSelect;

/** A complete config with test-friendly values; no environment is read. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(import.meta.dirname, '.no-data'),
    // A folder that does not exist: the web app is "not built" unless a test provides one.
    webDistDir: join(import.meta.dirname, '.no-web-dist'),
    databaseUrl: undefined,
    demo: true,
    jwtSecret: new Uint8Array(randomBytes(64)),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 7 * 86_400,
    publicUrl: undefined,
    deploymentName: 'Source Academy',
    playgroundOnly: false,
    enableResearchPrompt: true,
    researchLogSyncMs: 10_000,
    enableRepositoryAssessments: false,
    maintenancePeriods: [],
    providers: parseProviderSettings(undefined, true),
    logLevel: 'silent',
    trustProxy: false,
    loginThrottle: { maxFailures: 10, maxFailuresPerAddress: 100, windowSeconds: 15 * 60 },
    assessmentPasswordThrottle: { maxFailures: 10, windowSeconds: 15 * 60 },
    graderWorkers: 2,
    moduleBackendUrl: '/modules',
    textbookUrl: 'https://sicp.sourceacademy.org/',
    textbookDir: undefined,
    sharing: { shortenerSignature: undefined, sessionIdleDays: 30, redisUrl: undefined },
    devices: { thingPrefix: 'source-academy', mqttUrl: undefined, maxConnections: 1000 },
    github: {
      clientId: undefined,
      clientSecret: undefined,
      url: 'https://github.com',
      apiUrl: 'https://api.github.com',
    },
    google: {
      clientId: undefined,
      accountsUrl: 'https://accounts.google.com',
      apiUrl: 'https://www.googleapis.com',
    },
    files: { kind: 'folder', dir: join(import.meta.dirname, '.no-data', 'files') },
    sourcecastMaxAudioMb: 200,
    // Nothing outside the machine: a test that needs the list points apiUrl at its own server.
    contributors: {
      apiUrl: 'http://127.0.0.1:9',
      webUrl: 'https://github.com',
      organisation: 'source-academy',
      token: undefined,
      excludedRepositories: [],
      excludedUsers: [],
      cacheMs: 6 * 3_600_000,
      timeoutMs: 2_000,
    },
    researchPseudonymKey: new Uint8Array(randomBytes(32)),
    ...overrides,
  };
}

export { buildQuietApp } from './quiet-app';

export interface TestServerOptions {
  config?: Partial<AppConfig>;
  /** Default: the providers of the config (the real demo `test` provider). */
  providers?: AuthProvider[];
  now?: () => number;
  /** Default: the real packages/modules/dist, which the server project's globalSetup builds. */
  modulesDistDir?: string;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** The database's notifications, as the app gets them (for a second grader in a test). */
  listen: Listen;
  config: AppConfig;
  tokens: TokenService;
  createUser(fields?: Partial<typeof users.$inferInsert>): Promise<UserRow>;
  createCourse(fields?: Partial<NewCourse>): Promise<CourseRow>;
  /** Registers the user in the course; returns the course registration id. */
  enrol(user: UserRow, course: CourseRow, role: Role, options?: { group?: string }): Promise<number>;
  tokenFor(user: UserRow): Promise<string>;
  /** `{ authorization: 'Bearer ...' }`, the headers of a request as the user. */
  auth(user: UserRow): Promise<{ authorization: string }>;
  /** Requests as the user, signed in: `s.as(student).get('/v2/user')`. */
  as(user: UserRow): TestClient;
  /** Requests with an access token a test got itself (from a real sign-in). */
  bearer(accessToken: string): TestClient;
  /** Requests with no token at all (headers of a test's own can still be given per request). */
  signedOut: TestClient;
  /** A fresh copy of the user's row (latest viewed course and so on). */
  reloadUser(user: UserRow): Promise<UserRow>;
  close(): Promise<void>;
}

/**
 * The app in-process over a real migrated database. Call once per test file (beforeAll) and
 * close it in afterAll: an open PGlite keeps the worker alive.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = testConfig(options.config);
  const database: OpenDatabase = await openTestDatabase();
  const { db } = database;
  const providers = options.providers ?? createProviders(config.providers);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db,
      listen: database.listen,
      providers,
      logger: false,
      // Contest tests tick a ContestScheduler of their own: one on the app's timer would hand out
      // entries while a test is still arranging them.
      contestScheduler: false,
      ...(options.now ? { now: options.now } : {}),
      ...(options.modulesDistDir ? { modulesDistDir: options.modulesDistDir } : {}),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const tokens = new TokenService(db, {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${++counter}_${randomBytes(3).toString('hex')}`;

  const auth = async (user: UserRow) => ({
    authorization: `Bearer ${await tokens.signAccessToken(user.id)}`,
  });
  const server: TestServer = {
    app,
    db,
    listen: database.listen,
    config,
    tokens,
    async createUser(fields = {}) {
      const username = fields.username ?? unique('user');
      const [row] = await db
        .insert(users)
        .values({ name: `Name of ${username}`, provider: 'test', ...fields, username })
        .returning();
      if (!row) throw new Error('createUser returned no row');
      return row;
    },
    async createCourse(fields = {}) {
      const course = await insertCourse(db, { courseName: unique('Course '), sourceChapter: 1, ...fields });
      await insertAssessmentConfigs(db, [defaultAssessmentConfig(course.id)]);
      return course;
    },
    async enrol(user, course, role, enrolOptions = {}) {
      const reg = await insertRegistration(db, { userId: user.id, courseId: course.id, role });
      if (enrolOptions.group) {
        const [group] = await db
          .insert(groups)
          .values({ name: enrolOptions.group, courseId: course.id })
          .onConflictDoUpdate({ target: [groups.name, groups.courseId], set: { name: enrolOptions.group } })
          .returning({ id: groups.id });
        await db
          .update(courseRegistrations)
          .set({ groupId: group?.id })
          .where(eq(courseRegistrations.id, reg.id));
      }
      return reg.id;
    },
    tokenFor: (user) => tokens.signAccessToken(user.id),
    auth,
    as: (user) => testClient(app, () => auth(user)),
    bearer: (accessToken) => testClient(app, async () => ({ authorization: `Bearer ${accessToken}` })),
    signedOut: testClient(app),
    async reloadUser(user) {
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      if (!row) throw new Error(`User ${user.id} is gone`);
      return row;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return server;
}
