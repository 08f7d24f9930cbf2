import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { type MaintenancePeriod, maintenancePeriodProblem, SOURCECAST_AUDIO_MAX_MB } from '@sa/domain';
import { z } from 'zod';
import { parseProviderSettings } from './auth/providers/config';
import { findRepoRoot } from './paths';
import { FileStoreEnv, type FileStoreSettings, fileStoreSettings } from './storage/settings';

export type ProviderSettings = ReturnType<typeof parseProviderSettings>[number];

export interface GuessLimitConfig {
  /** Wrong guesses allowed per key within the window; the next attempt with that key is refused. */
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Sign-in: `maxFailures` per provider, code and client address, so one user's failures never
 * lock out others behind the same address; `maxFailuresPerAddress` for any codes from one
 * address, which bounds guessing many different codes.
 */
export interface LoginThrottleConfig extends GuessLimitConfig {
  maxFailuresPerAddress: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  webDistDir: string;
  /** When set, PostgreSQL through `pg`; otherwise PGlite in dataDir/db. */
  databaseUrl: string | undefined;
  demo: boolean;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Origin used in provider endpoints; when unset it is derived from each request's host. */
  publicUrl: string | undefined;
  deploymentName: string;
  playgroundOnly: boolean;
  enableResearchPrompt: boolean;
  /** RESEARCH_LOG_SYNC_MS: how often browsers send the stored learning events (spec 1 section 9: 10,000). */
  researchLogSyncMs: number;
  enableRepositoryAssessments: boolean;
  maintenancePeriods: MaintenancePeriod[];
  providers: ProviderSettings[];
  logLevel: string;
  /** Runner sessions grading at once in this process; 0 grades nothing here (an API-only process). */
  graderWorkers: number;
  /**
   * Whom to believe about the client's address in X-Forwarded-For (Fastify's `trustProxy`):
   * false nobody; the addresses or CIDR ranges of our own proxies; true every hop, which lets a
   * client name its own address by sending the header itself. (Fastify 5 no longer honours a
   * number of hops: it cannot tell whether the nearest peer is a proxy.)
   */
  trustProxy: TrustProxy;
  loginThrottle: LoginThrottleConfig;
  /** Wrong passwords of a private assessment, per user and assessment. */
  assessmentPasswordThrottle: GuessLimitConfig;
  /**
   * Where browsers load the Source modules from: `/modules` (this server) or the address of a CDN
   * or S3-compatible bucket holding the same files. Without a trailing slash. The grader always
   * loads them from disk.
   */
  moduleBackendUrl: string;
  /**
   * The textbook's address as browsers see it: TEXTBOOK_URL (the public site by default), ending
   * in '/'. Ignored when textbookDir is set: the book is then ours, at `{origin}/textbook/`.
   */
  textbookUrl: string;
  /** A folder laid out like the textbook's site (json/, img_javascript/), served read-only at /textbook/. */
  textbookDir: string | undefined;
  sharing: SharingConfig;
  devices: DevicesConfig;
  github: GitHubConnectionConfig;
  google: GoogleConnectionConfig;
  /** Uploaded files (sourcecast audio): DATA_DIR/files, or a bucket when S3_BUCKET is set. */
  files: FileStoreSettings;
  /** SOURCECAST_MAX_AUDIO_MB: the largest sourcecast recording accepted, in MB. */
  sourcecastMaxAudioMb: number;
  contributors: ContributorsConfig;
  /**
   * The key of the pseudonyms in research exports (RESEARCH_PSEUDONYM_SECRET, else derived from
   * the JWT secret): a participant's pseudonym is the same in every export of a course while the
   * key stays, and nobody without the key can tell who it is.
   */
  researchPseudonymKey: Uint8Array;
}

/**
 * The contributors page (issue 26): our server reads the organisation's public repositories and
 * their contributors from the code-hosting API and keeps the list in memory.
 */
export interface ContributorsConfig {
  /** CONTRIBUTORS_API_URL, without a trailing slash: GET /orgs/{org}/repos and each contributors link. */
  apiUrl: string;
  /** CONTRIBUTORS_WEB_URL, without a trailing slash: the pages of the organisation and its repositories. */
  webUrl: string;
  /** CONTRIBUTORS_ORG: the organisation's login. */
  organisation: string;
  /** CONTRIBUTORS_TOKEN: raises the API's hourly request limit (anonymous callers get 60 an hour). */
  token: string | undefined;
  /** CONTRIBUTORS_EXCLUDED_REPOSITORIES: names left out, compared without case. */
  excludedRepositories: string[];
  /** CONTRIBUTORS_EXCLUDED_USERS: logins left out (bots), compared without case. */
  excludedUsers: string[];
  /** CONTRIBUTORS_CACHE_HOURS: how long a fetched list is served before it is fetched again. */
  cacheMs: number;
  /** CONTRIBUTORS_TIMEOUT_SECONDS: one request to the API, its body included. */
  timeoutMs: number;
}

/** Bots that open pull requests for dependencies and releases: their commits are nobody's credit. */
export const DEFAULT_EXCLUDED_CONTRIBUTORS =
  'dependabot[bot],dependabot-preview[bot],github-actions[bot],renovate[bot],allcontributors[bot]';
/** The organisation's profile repository holds no software. */
export const DEFAULT_EXCLUDED_REPOSITORIES = '.github';

/** Short links and shared editing sessions (issue 20). */
export interface SharingConfig {
  /**
   * URL_SHORTENER_SIGNATURE: a deployment-wide secret that clients without our token (the
   * reference client, as YOURLS' passwordless API) may send as `signature` instead of signing in.
   * Unset, only signed-in users shorten links.
   */
  shortenerSignature: string | undefined;
  /** A session nobody has edited or joined for this many days is deleted. */
  sessionIdleDays: number;
  /** REDIS_URL: several server processes serve one session through Redis pub/sub. */
  redisUrl: string | undefined;
}

/** Remote devices and the MQTT broker in this server (issue 21, ADR 22). */
export interface DevicesConfig {
  /** MQTT_THING_PREFIX: device N is the thing `${thingPrefix}:${N}`, its topics under it. */
  thingPrefix: string;
  /**
   * MQTT_URL: an outside MQTT broker (mqtt://host:1883) that carries messages between several
   * server processes. Clients still connect to us only; it wins over REDIS_URL for messages.
   */
  mqttUrl: string | undefined;
  /** MQTT_MAX_CONNECTIONS: broker connections one process holds at once; more are refused. */
  maxConnections: number;
}

/**
 * The code-hosting connection of the playground and Classroom (not platform sign-in): the
 * browser talks to the GitHub API itself; our server only exchanges the OAuth code with the
 * secret, which never leaves the server.
 */
export interface GitHubConnectionConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** GITHUB_URL, without a trailing slash: OAuth at /login/oauth/authorize and /access_token. */
  url: string;
  /** GITHUB_API_URL, without a trailing slash (GitHub Enterprise: https://host/api/v3). */
  apiUrl: string;
}

/** Google Drive in the playground: OAuth in the browser, Drive REST v3 called by the browser. */
export interface GoogleConnectionConfig {
  clientId: string | undefined;
  /** GOOGLE_ACCOUNTS_URL: where the OAuth consent popup opens (/o/oauth2/v2/auth). */
  accountsUrl: string;
  /** GOOGLE_API_URL: Drive REST v3 lives at /drive/v3 and /upload/drive/v3 under it. */
  apiUrl: string;
}

export type TrustProxy = boolean | string[];

/** An IPv4 or IPv6 address, optionally with a /prefix (what Fastify's trustProxy list takes). */
const ADDRESS_OR_RANGE = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim().toLowerCase() ?? '';
    if (['', 'false', 'no', '0'].includes(value)) return false;
    if (['true', 'yes', '1'].includes(value)) return true;
    const list = value.split(',').map((part) => part.trim());
    if (list.every((part) => ADDRESS_OR_RANGE.test(part) && isIP(part.split('/')[0] ?? '') !== 0))
      return list;
    ctx.addIssue({
      code: 'custom',
      message: "use false, true, or the proxies' addresses or CIDR ranges separated by commas",
    });
    return z.NEVER;
  });

/** A configuration mistake; main prints the message and exits instead of a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A path on this server (`/modules`) or an http(s) address; any trailing slash removed. */
const moduleBackendUrl = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = (raw?.trim() || '/modules').replace(/\/+$/, '');
    if (/^\/[^/\\]/.test(value) && !/[\s?#]/.test(value)) return value;
    if (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !/[\s?#]/.test(value))
      return value;
    ctx.addIssue({ code: 'custom', message: 'use a path such as /modules or an http(s) address' });
    return z.NEVER;
  });

export const DEFAULT_TEXTBOOK_URL = 'https://sicp.sourceacademy.org/';

/** An http(s) address without query or fragment; a trailing '/' added, as file names are appended to it. */
const textbookUrl = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = raw?.trim() || DEFAULT_TEXTBOOK_URL;
    if (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !/[\s?#]/.test(value))
      return value.endsWith('/') ? value : `${value}/`;
    ctx.addIssue({
      code: 'custom',
      message: 'use an http(s) address such as https://sicp.sourceacademy.org/',
    });
    return z.NEVER;
  });

/** An http(s) address without query or fragment, any trailing slash removed. */
const serviceUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = (raw?.trim() || fallback).replace(/\/+$/, '');
      if (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !/[\s?#]/.test(value))
        return value;
      ctx.addIssue({ code: 'custom', message: `use an http(s) address such as ${fallback}` });
      return z.NEVER;
    });

/**
 * A comma-separated list, blanks dropped; unset is the default list, while set but empty means
 * none (so a deployment can switch the default exclusions off).
 */
const nameList = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? fallback)
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    );

const EnvSchema = z.object({
  PORT: int(8000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DEMO: bool(false),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 10, 86_400),
  REFRESH_TOKEN_TTL_SECONDS: int(7 * 86_400, 60, 365 * 86_400),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DEPLOYMENT_NAME: optionalText.transform((v) => v ?? 'Source Academy'),
  PLAYGROUND_ONLY: bool(false),
  ENABLE_RESEARCH_PROMPT: bool(true),
  RESEARCH_LOG_SYNC_MS: int(10_000, 1_000, 3_600_000),
  ENABLE_REPOSITORY_ASSESSMENTS: bool(false),
  MAINTENANCE_PERIODS: optionalText,
  AUTH_PROVIDERS: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  // One per core, at most 4 by default: each session is two runner processes of about 200 MB.
  GRADER_WORKERS: int(Math.min(availableParallelism(), 4), 0, 64),
  LOGIN_MAX_FAILURES: int(10, 1, 10_000),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(100, 1, 1_000_000),
  LOGIN_FAILURE_WINDOW_SECONDS: int(15 * 60, 1, 86_400),
  ASSESSMENT_PASSWORD_MAX_FAILURES: int(10, 1, 10_000),
  ASSESSMENT_PASSWORD_WINDOW_SECONDS: int(15 * 60, 1, 86_400),
  MODULE_BACKEND_URL: moduleBackendUrl,
  TEXTBOOK_URL: textbookUrl,
  TEXTBOOK_DIR: optionalText,
  URL_SHORTENER_SIGNATURE: optionalText.pipe(
    z.string().min(16, 'URL_SHORTENER_SIGNATURE must be at least 16 characters').optional(),
  ),
  SHARED_SESSION_IDLE_DAYS: int(30, 1, 3650),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  MQTT_URL: optionalText.pipe(z.url({ protocol: /^(mqtts?|wss?|tcp|tls)$/ }).optional()),
  // Part of every topic: letters, digits, - and _ only, so it can never hold MQTT's / + # wildcards.
  MQTT_THING_PREFIX: optionalText
    .transform((v) => v ?? 'source-academy')
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'use 1 to 40 letters, digits, - or _')),
  MQTT_MAX_CONNECTIONS: int(1000, 1, 1_000_000),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_URL: serviceUrl('https://github.com'),
  GITHUB_API_URL: serviceUrl('https://api.github.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ACCOUNTS_URL: serviceUrl('https://accounts.google.com'),
  GOOGLE_API_URL: serviceUrl('https://www.googleapis.com'),
  ...FileStoreEnv,
  SOURCECAST_MAX_AUDIO_MB: int(SOURCECAST_AUDIO_MAX_MB, 1, 100_000),
  CONTRIBUTORS_API_URL: serviceUrl('https://api.github.com'),
  CONTRIBUTORS_WEB_URL: serviceUrl('https://github.com'),
  // An organisation's login on GitHub: letters, digits and single hyphens, at most 39.
  CONTRIBUTORS_ORG: optionalText
    .transform((v) => v ?? 'source-academy')
    .pipe(z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'use an organisation login')),
  CONTRIBUTORS_TOKEN: optionalText,
  CONTRIBUTORS_EXCLUDED_REPOSITORIES: nameList(DEFAULT_EXCLUDED_REPOSITORIES),
  CONTRIBUTORS_EXCLUDED_USERS: nameList(DEFAULT_EXCLUDED_CONTRIBUTORS),
  CONTRIBUTORS_CACHE_HOURS: int(6, 1, 24 * 7),
  CONTRIBUTORS_TIMEOUT_SECONDS: int(10, 1, 120),
  RESEARCH_PSEUDONYM_SECRET: optionalText.pipe(
    z.string().min(32, 'RESEARCH_PSEUDONYM_SECRET must be at least 32 characters').optional(),
  ),
});

const MaintenancePeriodsJson = z.array(
  z.object({ start: z.string(), end: z.string(), reason: z.string().nullish() }),
);

export interface LoadConfigInput {
  env?: NodeJS.ProcessEnv;
  argv?: readonly string[];
  now?: Date;
  cwd?: string;
}

/** Reads the environment into a typed config; throws ConfigError naming the bad setting. */
export function loadConfig(input: LoadConfigInput = {}): AppConfig {
  const env = input.env ?? process.env;
  const argv = input.argv ?? process.argv;
  const cwd = input.cwd ?? process.cwd();
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const root = findRepoRoot();
  const dataDir = e.DATA_DIR ? resolveFrom(cwd, e.DATA_DIR) : join(root, 'data');
  const demo = argv.includes('--demo') || e.DEMO;
  const jwtSecret = e.JWT_SECRET ? new TextEncoder().encode(e.JWT_SECRET) : persistentSecret(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    webDistDir: e.WEB_DIST_DIR ? resolveFrom(cwd, e.WEB_DIST_DIR) : join(root, 'apps', 'web', 'dist'),
    databaseUrl: e.DATABASE_URL,
    demo,
    jwtSecret,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    deploymentName: e.DEPLOYMENT_NAME,
    playgroundOnly: e.PLAYGROUND_ONLY,
    enableResearchPrompt: e.ENABLE_RESEARCH_PROMPT,
    researchLogSyncMs: e.RESEARCH_LOG_SYNC_MS,
    enableRepositoryAssessments: e.ENABLE_REPOSITORY_ASSESSMENTS,
    maintenancePeriods: parseMaintenancePeriods(e.MAINTENANCE_PERIODS, input.now ?? new Date()),
    providers: parseProviders(e.AUTH_PROVIDERS, demo),
    logLevel: e.LOG_LEVEL,
    graderWorkers: e.GRADER_WORKERS,
    trustProxy: e.TRUST_PROXY,
    loginThrottle: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    assessmentPasswordThrottle: {
      maxFailures: e.ASSESSMENT_PASSWORD_MAX_FAILURES,
      windowSeconds: e.ASSESSMENT_PASSWORD_WINDOW_SECONDS,
    },
    moduleBackendUrl: e.MODULE_BACKEND_URL,
    textbookUrl: e.TEXTBOOK_URL,
    textbookDir: e.TEXTBOOK_DIR ? textbookFolder(resolveFrom(cwd, e.TEXTBOOK_DIR)) : undefined,
    sharing: {
      shortenerSignature: e.URL_SHORTENER_SIGNATURE,
      sessionIdleDays: e.SHARED_SESSION_IDLE_DAYS,
      redisUrl: e.REDIS_URL,
    },
    devices: {
      thingPrefix: e.MQTT_THING_PREFIX,
      mqttUrl: e.MQTT_URL,
      maxConnections: e.MQTT_MAX_CONNECTIONS,
    },
    github: githubConnection(e),
    google: { clientId: e.GOOGLE_CLIENT_ID, accountsUrl: e.GOOGLE_ACCOUNTS_URL, apiUrl: e.GOOGLE_API_URL },
    files: fileStoreSettings(e, dataDir),
    sourcecastMaxAudioMb: e.SOURCECAST_MAX_AUDIO_MB,
    contributors: {
      apiUrl: e.CONTRIBUTORS_API_URL,
      webUrl: e.CONTRIBUTORS_WEB_URL,
      organisation: e.CONTRIBUTORS_ORG,
      token: e.CONTRIBUTORS_TOKEN,
      excludedRepositories: e.CONTRIBUTORS_EXCLUDED_REPOSITORIES,
      excludedUsers: e.CONTRIBUTORS_EXCLUDED_USERS,
      cacheMs: e.CONTRIBUTORS_CACHE_HOURS * 3_600_000,
      timeoutMs: e.CONTRIBUTORS_TIMEOUT_SECONDS * 1000,
    },
    researchPseudonymKey: e.RESEARCH_PSEUDONYM_SECRET
      ? new TextEncoder().encode(e.RESEARCH_PSEUDONYM_SECRET)
      : derivedPseudonymKey(jwtSecret),
  };
}

/**
 * A key of its own for research pseudonyms when none is set: derived one way from the JWT secret,
 * so pseudonyms stay stable while that secret does and the token key is never used as it is.
 */
export function derivedPseudonymKey(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('research log pseudonyms').digest());
}

/** A client id without its secret could start sign-ins that can never finish: refuse at start-up. */
function githubConnection(e: z.infer<typeof EnvSchema>): GitHubConnectionConfig {
  if (e.GITHUB_CLIENT_ID && !e.GITHUB_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration: GITHUB_CLIENT_SECRET must be set with GITHUB_CLIENT_ID');
  }
  return {
    clientId: e.GITHUB_CLIENT_ID,
    clientSecret: e.GITHUB_CLIENT_ID ? e.GITHUB_CLIENT_SECRET : undefined,
    url: e.GITHUB_URL,
    apiUrl: e.GITHUB_API_URL,
  };
}

/**
 * A folder that is not the book (a typo, or json_js/ copied to the wrong place) would make every
 * section a 404 for students: better to stop at start-up and say so.
 */
function textbookFolder(dir: string): string {
  if (!existsSync(join(dir, 'json', 'toc.json'))) {
    throw new ConfigError(
      `Invalid configuration: TEXTBOOK_DIR: ${dir} has no json/toc.json (copy the book's json_js/ to ${join(dir, 'json')})`,
    );
  }
  return dir;
}

function resolveFrom(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * Validates each period with the same rule as the admin form, except that periods which have
 * already ended are dropped rather than refused: an old entry left in the environment should
 * not stop the server from starting.
 */
export function parseMaintenancePeriods(raw: string | undefined, now: Date): MaintenancePeriod[] {
  if (!raw) return [];
  const list = MaintenancePeriodsJson.safeParse(parseJson(raw, 'MAINTENANCE_PERIODS'));
  if (!list.success) {
    throw new ConfigError(
      'Invalid configuration: MAINTENANCE_PERIODS must be a JSON array of {start, end, reason?}',
    );
  }
  const periods: MaintenancePeriod[] = [];
  for (const p of list.data) {
    // Checking against the epoch applies every rule but 'already past'.
    const problem = maintenancePeriodProblem(p, new Date(0));
    if (problem) throw new ConfigError(`Invalid configuration: MAINTENANCE_PERIODS: ${problem}`);
    if (Date.parse(p.end) <= now.getTime()) continue;
    periods.push({
      start: new Date(p.start).toISOString(),
      end: new Date(p.end).toISOString(),
      reason: p.reason ?? null,
    });
  }
  return periods;
}

function parseProviders(raw: string | undefined, demo: boolean): ProviderSettings[] {
  try {
    return parseProviderSettings(raw, demo);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration: AUTH_PROVIDERS: ${detail}`);
  }
}

function parseJson(raw: string, name: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ConfigError(`Invalid configuration: ${name} is not valid JSON`);
  }
}

/**
 * Without JWT_SECRET, a random secret is generated once and kept in the data folder (owner-only)
 * so that tokens survive restarts without anyone having to configure anything.
 */
function persistentSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (stored.length >= 32) return new Uint8Array(stored);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(64);
  writeFileSync(file, `${secret.toString('base64')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new Uint8Array(secret);
}
