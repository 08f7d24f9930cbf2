import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import { MODULES_DIST_DIR } from '@sa/modules/dist-dir';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createGuards, decorateAuthRequest } from './auth/guard';
import { registerGuessLimits } from './auth/guess-limits';
import { logSerializers } from './auth/log-redaction';
import { providerPages } from './auth/providers/pages';
import type { AuthProvider } from './auth/providers/types';
import { authRoutes } from './auth/routes';
import { TokenService } from './auth/tokens';
import type { Listen } from './cache/change-feed';
import { UserCaches } from './cache/user-caches';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { achievementRoutes } from './features/achievements/routes';
import { adminPanelRoutes } from './features/adminpanel/routes';
import { apiDocsRoutes } from './features/apidocs/routes';
import { AssessmentCloser } from './features/assessments/closer-service';
import { assessmentRoutes } from './features/assessments/routes';
import { versionRoutes } from './features/assessments/versions/routes';
import { autogradeRoutes } from './features/autograding/autograde-routes';
import { GraderService, type GraderServiceOptions } from './features/autograding/grader-service';
import { contestRoutes } from './features/contest/routes';
import { ContestScheduler } from './features/contest/scheduler-service';
import { contributorRoutes } from './features/contributors/routes';
import { courseRoutes } from './features/courses/routes';
import { deploymentRoutes } from './features/deployment/routes';
import { deviceRoutes } from './features/devices/routes';
import { courseFileRoutes } from './features/game/assets-routes';
import { gameRoutes } from './features/game/routes';
import { gradingDetailRoutes } from './features/grading/detail-routes';
import { gradingListRoutes } from './features/grading/list-routes';
import { gradingSummaryRoutes } from './features/grading/summary-routes';
import { groundControlRoutes } from './features/groundcontrol/routes';
import { healthRoutes } from './features/health/routes';
import { leaderboardRoutes } from './features/leaderboard/routes';
import { moduleRoutes } from './features/modules/routes';
import { notificationRoutes } from './features/notifications/routes';
import { researchLogRoutes } from './features/researchlogs/routes';
import {
  type SharedSessionSettings,
  sharedSessionRoutes,
  sharedSessionUrlAlias,
} from './features/shared-sessions/routes';
import { shortLinkRoutes } from './features/short-links/routes';
import { sourcecastRoutes } from './features/sourcecast/routes';
import { storySimulatorRoutes } from './features/storysimulator/routes';
import { submissionRoutes } from './features/submissions/routes';
import { teamRoutes } from './features/teams/routes';
import { textbookRoutes } from './features/textbook/routes';
import { userRoutes } from './features/user/routes';
import { wasmStdRoutes } from './features/wasm-std/routes';
import type { AppDeps } from './http/deps';
import { useRouteTable } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import type { FileStore } from './storage/file-store';
import { createFileStore, fileStoreOrigins } from './storage/settings';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** LISTEN on the database, so caches follow changes committed by any process. */
  listen: Listen;
  providers: readonly AuthProvider[];
  /** A pino logger to share with main; false silences logs (tests); default: pino at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** The clock of every time rule (login throttle, assessment windows), so tests can move time on. */
  now?: () => number;
  /** Grade queued programming answers in this process (default true; config.graderWorkers 0 also turns it off). */
  grader?: boolean;
  /** Start the grader's runner sessions at once rather than on the first job (the real server does). */
  warmGrader?: boolean;
  /** Submit open attempts of assessments as they close, where the course asks (default true). */
  closer?: boolean;
  /** Assign contest entries, score contests and dispatch their XP when due (default true). */
  contestScheduler?: boolean;
  /** The built Source modules served at /modules (default: packages/modules/dist). */
  modulesDistDir?: string;
  /** Shared editing sessions: idle expiry on or off, how soon edits are written (tests). */
  sharedSessions?: SharedSessionSettings;
  /** Told of every route as it is registered (the test that holds the API document to the server). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** The file store (default: the one config.files names). */
  files?: FileStore;
}

/** JSON bodies stay small; uploads (later) get their own limits on their own routes. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Signed-in reads are cached per process for at most this long even if a change notification
 * were lost; normally a change reaches every process within milliseconds.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_USERS = 20_000;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the whole HTTP app without listening; tests drive it with `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, providers } = options;
  const app = Fastify({
    ...loggerOptions(options.logger, config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    rewriteUrl: (request) => sharedSessionUrlAlias(request.url ?? '/'),
  });

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  const now = () => new Date(options.now ? options.now() : Date.now());
  const tokens = new TokenService(db, {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    now,
  });
  const caches = new UserCaches({ ttlMs: CACHE_TTL_MS, maxEntries: CACHE_MAX_USERS });
  const stopFollowing = await caches.follow(options.listen);
  const guessLimits = await registerGuessLimits(
    app,
    { login: config.loginThrottle, assessmentPassword: config.assessmentPasswordThrottle },
    options.now ?? Date.now,
  );
  const deps: AppDeps = {
    config,
    db,
    providers,
    tokens,
    guards: createGuards(db, tokens, caches),
    guessLimits,
    caches,
    now,
    files: options.files ?? createFileStore(config.files),
  };
  app.addHook('onClose', async () => stopFollowing());
  // This process's own writes are visible to its next read at once, before the notification of
  // the commit comes back; a load already under way is not stored (see ReadCache).
  app.addHook('onSend', async (request) => {
    if (READ_ONLY_METHODS.has(request.method)) return;
    if (request.routeOptions.config.leavesReadCachesValid) return;
    caches.clear();
  });

  decorateAuthRequest(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Any origin, with credentials, as the reference API allows; tokens travel in headers, not cookies.
  await app.register(cors, { origin: true, credentials: true });
  // Before the routes: Content Security Policy, X-Frame-Options, nosniff on every answer.
  await registerSecurityHeaders(app, {
    moduleBackendUrl: config.moduleBackendUrl,
    // A served folder is on our own origin, which the policy already allows.
    textbookUrl: config.textbookDir ? undefined : config.textbookUrl,
    // Only the services this deployment switched on (a client id configured).
    apiUrls: [
      ...(config.github.clientId ? [config.github.apiUrl] : []),
      ...(config.google.clientId ? [config.google.apiUrl] : []),
    ],
    // A bucket at an address of its own (MinIO over http): the player's <audio> loads from it.
    mediaOrigins: fileStoreOrigins(config.files),
  });
  useRouteTable(app);

  await app.register(authRoutes, deps);
  await app.register(providerPages, deps);
  await app.register(userRoutes, deps);
  await app.register(courseRoutes, deps);
  await app.register(adminPanelRoutes, deps);
  // Assessment routes (groundcontrol: upload/update/delete; assessments: learner routes; notifications).
  // FEATURE-ROUTES
  if (options.grader !== false && config.graderWorkers > 0) {
    registerGrader(app, deps, options.listen, {
      poolSize: config.graderWorkers,
      // PGlite's data directory belongs to this process alone: whatever is still 'running' at start
      // was cut off by our own last exit and can be taken again at once.
      soleProcess: config.databaseUrl === undefined,
      warm: options.warmGrader === true,
    });
  }
  if (options.closer !== false) registerCloser(app, deps);
  if (options.contestScheduler !== false) registerContestScheduler(app, deps);
  await app.register(groundControlRoutes, deps);
  await app.register(assessmentRoutes, deps);
  await app.register(versionRoutes, deps);
  await app.register(contestRoutes, deps);
  await app.register(teamRoutes, deps);
  await app.register(leaderboardRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(achievementRoutes, deps);
  await app.register(submissionRoutes, deps);
  await app.register(gradingSummaryRoutes, deps);
  await app.register(autogradeRoutes, deps);
  await app.register(gradingDetailRoutes, deps);
  await app.register(gradingListRoutes, deps);
  await app.register(deploymentRoutes, deps);
  await app.register(shortLinkRoutes, deps);
  await app.register(sourcecastRoutes, deps);
  await app.register(researchLogRoutes, deps);
  await app.register(gameRoutes, deps);
  await app.register(courseFileRoutes, deps);
  await app.register(storySimulatorRoutes, deps);
  await app.register(sharedSessionRoutes, { ...deps, ...options.sharedSessions });
  await app.register(deviceRoutes, deps);
  await app.register(contributorRoutes, deps);
  await app.register(healthRoutes, deps);
  await app.register(apiDocsRoutes, deps);
  await app.register(wasmStdRoutes);
  await app.register(moduleRoutes, { distDir: options.modulesDistDir ?? MODULES_DIST_DIR });
  if (config.textbookDir) await app.register(textbookRoutes, { dir: config.textbookDir });
  await registerWebApp(app, config.webDistDir);
  return app;
}

/** The autograder runs from ready to close, alongside the API (its programs in runner processes). */
function registerGrader(
  app: FastifyInstance,
  { db, now }: AppDeps,
  listen: Listen,
  options: Pick<GraderServiceOptions, 'poolSize' | 'soleProcess' | 'warm'>,
): void {
  const grader = new GraderService({ db, listen, log: app.log, now, ...options });
  app.addHook('onReady', () => grader.start());
  app.addHook('onClose', () => grader.stop());
}

/** The closer, like the grader, runs from ready to close in every process (see AssessmentCloser). */
function registerCloser(app: FastifyInstance, { db, now }: AppDeps): void {
  const closer = new AssessmentCloser({ db, log: app.log, now });
  app.addHook('onReady', async () => closer.start());
  app.addHook('onClose', () => closer.stop());
}

/** The contest scheduler, like the closer, runs from ready to close in every process (see ContestScheduler). */
function registerContestScheduler(app: FastifyInstance, { db, now }: AppDeps): void {
  const scheduler = new ContestScheduler({ db, log: app.log, now });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
}

/** Every request's URL is logged; our serializer keeps sign-in codes in URLs out (log-redaction.ts). */
function loggerOptions(logger: BuildAppOptions['logger'], level: string) {
  if (logger === false) return { logger: false };
  if (logger) return { loggerInstance: logger.child({}, { serializers: logSerializers }) };
  return { logger: { level, serializers: logSerializers } };
}
