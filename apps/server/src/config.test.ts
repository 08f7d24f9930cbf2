import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { findRepoRoot } from './paths';

const SECRET = 's'.repeat(40);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sa-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const load = (env: Record<string, string>, argv: string[] = []) =>
  loadConfig({ env: { JWT_SECRET: SECRET, ...env }, argv, cwd: '/srv/app' });

describe('loadConfig', () => {
  it('has safe defaults, with data and the web build under the repository root', () => {
    const config = load({});
    const root = findRepoRoot();
    expect(readFileSync(join(root, 'package.json'), 'utf8')).toContain('"workspaces"');
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      dataDir: join(root, 'data'),
      webDistDir: join(root, 'apps', 'web', 'dist'),
      databaseUrl: undefined,
      demo: false,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 604_800,
      publicUrl: undefined,
      deploymentName: 'Source Academy',
      playgroundOnly: false,
      enableResearchPrompt: true,
      enableRepositoryAssessments: false,
      maintenancePeriods: [],
      providers: [],
      logLevel: 'info',
      loginThrottle: { maxFailures: 10, windowSeconds: 900 },
    });
  });

  it('turns demo mode on with --demo or DEMO=true, which enables the test provider', () => {
    for (const config of [load({}, ['node', 'main.ts', '--demo']), load({ DEMO: 'true' })]) {
      expect(config.demo).toBe(true);
      expect(config.providers.map((p) => [p.id, p.kind])).toEqual([['test', 'test']]);
    }
  });

  it('reads the settings it is given', () => {
    const config = load({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://u@db:5432/sa',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      PUBLIC_URL: 'https://academy.example.org/some/path',
      DEPLOYMENT_NAME: 'My Academy',
      PLAYGROUND_ONLY: 'true',
      ENABLE_RESEARCH_PROMPT: 'false',
      RESEARCH_LOG_SYNC_MS: '30000',
      ENABLE_REPOSITORY_ASSESSMENTS: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/data',
      databaseUrl: 'postgres://u@db:5432/sa',
      accessTokenTtlSeconds: 60,
      publicUrl: 'https://academy.example.org',
      deploymentName: 'My Academy',
      playgroundOnly: true,
      enableResearchPrompt: false,
      researchLogSyncMs: 30_000,
      enableRepositoryAssessments: true,
      logLevel: 'warn',
    });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(SECRET);
  });

  it('reads the guess limits and TRUST_PROXY, with safe defaults', () => {
    expect(load({})).toMatchObject({
      trustProxy: false,
      loginThrottle: { maxFailures: 10, maxFailuresPerAddress: 100, windowSeconds: 900 },
      assessmentPasswordThrottle: { maxFailures: 10, windowSeconds: 900 },
    });
    const config = load({
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '500',
      LOGIN_FAILURE_WINDOW_SECONDS: '60',
      ASSESSMENT_PASSWORD_MAX_FAILURES: '3',
      ASSESSMENT_PASSWORD_WINDOW_SECONDS: '120',
    });
    expect(config).toMatchObject({
      trustProxy: true,
      loginThrottle: { maxFailures: 5, maxFailuresPerAddress: 500, windowSeconds: 60 },
      assessmentPasswordThrottle: { maxFailures: 3, windowSeconds: 120 },
    });
    expect(() => load({ ASSESSMENT_PASSWORD_MAX_FAILURES: '0' })).toThrow(/ASSESSMENT_PASSWORD_MAX_FAILURES/);
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['1', true],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ', ['10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, trustProxy) => {
    expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(['maybe', '2', '10.0.0.0/8, proxy.local'])('refuses TRUST_PROXY=%j', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  // The Classroom (repository assessments) is off unless switched on (issue 25).
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['yes', true],
  ])('reads ENABLE_REPOSITORY_ASSESSMENTS=%j as %j', (value, enabled) => {
    const env: Record<string, string> = value === undefined ? {} : { ENABLE_REPOSITORY_ASSESSMENTS: value };
    expect(load(env).enableRepositoryAssessments).toBe(enabled);
  });

  it('refuses an ENABLE_REPOSITORY_ASSESSMENTS it cannot read', () => {
    expect(() => load({ ENABLE_REPOSITORY_ASSESSMENTS: 'on' })).toThrow(/ENABLE_REPOSITORY_ASSESSMENTS/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://db/sa' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ PLAYGROUND_ONLY: 'maybe' }, /PLAYGROUND_ONLY/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ AUTH_PROVIDERS: '{oops' }, /AUTH_PROVIDERS/],
    [{ AUTH_PROVIDERS: '[{"id":"x","kind":"saml"}]' }, /AUTH_PROVIDERS/],
    [{ MAINTENANCE_PERIODS: 'nope' }, /MAINTENANCE_PERIODS is not valid JSON/],
    [{ MAINTENANCE_PERIODS: '[{"start":"2030-01-01"}]' }, /MAINTENANCE_PERIODS/],
    [
      { MAINTENANCE_PERIODS: '[{"start":"2030-01-02T00:00:00Z","end":"2030-01-01T00:00:00Z"}]' },
      /cannot end before it starts/,
    ],
  ])('fails clearly for %j', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });

  it('reads the broker settings of remote devices, and refuses addresses and prefixes it cannot use', () => {
    expect(load({}).devices).toEqual({
      thingPrefix: 'source-academy',
      mqttUrl: undefined,
      maxConnections: 1000,
    });
    expect(
      load({ MQTT_URL: 'mqtt://127.0.0.1:1883', MQTT_THING_PREFIX: 'academy_2', MQTT_MAX_CONNECTIONS: '50' })
        .devices,
    ).toEqual({ thingPrefix: 'academy_2', mqttUrl: 'mqtt://127.0.0.1:1883', maxConnections: 50 });
    const refused: Record<string, string>[] = [
      { MQTT_URL: 'http://broker:1883' },
      { MQTT_URL: 'not a url' },
      { MQTT_THING_PREFIX: 'has/slash' },
      { MQTT_THING_PREFIX: 'wild+card' },
      { MQTT_THING_PREFIX: 'x'.repeat(41) },
      { MQTT_MAX_CONNECTIONS: '0' },
    ];
    for (const env of refused) {
      expect(() => load(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it("reads the contributors page's settings: GitHub's public API by default, bots left out", () => {
    expect(load({}).contributors).toEqual({
      apiUrl: 'https://api.github.com',
      webUrl: 'https://github.com',
      organisation: 'source-academy',
      token: undefined,
      excludedRepositories: ['.github'],
      excludedUsers: expect.arrayContaining(['dependabot[bot]', 'github-actions[bot]']),
      cacheMs: 6 * 3_600_000,
      timeoutMs: 10_000,
    });
    const set = load({
      CONTRIBUTORS_API_URL: 'https://git.example.edu/api/v3/',
      CONTRIBUTORS_WEB_URL: 'https://git.example.edu',
      CONTRIBUTORS_ORG: 'cs-dept',
      CONTRIBUTORS_TOKEN: ' ghp_abc ',
      CONTRIBUTORS_EXCLUDED_REPOSITORIES: 'tools, private-notes ,,',
      CONTRIBUTORS_EXCLUDED_USERS: '',
      CONTRIBUTORS_CACHE_HOURS: '12',
      CONTRIBUTORS_TIMEOUT_SECONDS: '3',
    }).contributors;
    expect(set).toEqual({
      apiUrl: 'https://git.example.edu/api/v3',
      webUrl: 'https://git.example.edu',
      organisation: 'cs-dept',
      token: 'ghp_abc',
      excludedRepositories: ['tools', 'private-notes'],
      // Set but empty: no one is left out.
      excludedUsers: [],
      cacheMs: 12 * 3_600_000,
      timeoutMs: 3_000,
    });
    const refused: Record<string, string>[] = [
      { CONTRIBUTORS_API_URL: 'ftp://api.example.org' },
      { CONTRIBUTORS_ORG: 'a/b' },
      { CONTRIBUTORS_CACHE_HOURS: '0' },
      { CONTRIBUTORS_TIMEOUT_SECONDS: 'soon' },
    ];
    for (const env of refused) {
      expect(() => load(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('keeps files in DATA_DIR/files, or in a bucket when S3_BUCKET is set', () => {
    expect(load({ DATA_DIR: '/srv/data' }).files).toEqual({ kind: 'folder', dir: '/srv/data/files' });
    expect(load({}).sourcecastMaxAudioMb).toBe(200);
    const config = load({
      S3_BUCKET: 'lessons',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-southeast-1',
      S3_FORCE_PATH_STYLE: 'true',
      SOURCECAST_MAX_AUDIO_MB: '50',
    });
    expect(config.files).toEqual({
      kind: 's3',
      bucket: 'lessons',
      endpoint: 'http://minio:9000',
      region: 'ap-southeast-1',
      forcePathStyle: true,
    });
    expect(config.sourcecastMaxAudioMb).toBe(50);
    expect(load({ S3_BUCKET: 'lessons' }).files).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
    const refused: Record<string, string>[] = [
      { S3_ENDPOINT: 'ftp://x' },
      { SOURCECAST_MAX_AUDIO_MB: '0' },
      { S3_FORCE_PATH_STYLE: 'maybe' },
    ];
    for (const env of refused) {
      expect(() => load(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('keys research pseudonyms with RESEARCH_PSEUDONYM_SECRET, else with a key derived from the JWT secret', () => {
    const own = 'p'.repeat(32);
    expect(Buffer.from(load({ RESEARCH_PSEUDONYM_SECRET: own }).researchPseudonymKey).toString()).toBe(own);
    const derived = load({}).researchPseudonymKey;
    // Stable for one JWT secret, never the JWT secret itself, and another for another secret.
    expect(Buffer.from(load({}).researchPseudonymKey)).toEqual(Buffer.from(derived));
    expect(Buffer.from(derived)).not.toEqual(Buffer.from(SECRET));
    expect(derived.length).toBe(32);
    const other = loadConfig({ env: { JWT_SECRET: 't'.repeat(40) }, argv: [], cwd: '/srv/app' });
    expect(Buffer.from(other.researchPseudonymKey)).not.toEqual(Buffer.from(derived));
    expect(() => load({ RESEARCH_PSEUDONYM_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('keeps upcoming maintenance periods and drops those that have ended', () => {
    const periods = JSON.stringify([
      { start: '2020-01-01T00:00:00Z', end: '2020-01-02T00:00:00Z' },
      { start: '2099-01-01T00:00:00Z', end: '2099-01-02T00:00:00Z', reason: 'Upgrade' },
    ]);
    expect(load({ MAINTENANCE_PERIODS: periods }).maintenancePeriods).toEqual([
      { start: '2099-01-01T00:00:00.000Z', end: '2099-01-02T00:00:00.000Z', reason: 'Upgrade' },
    ]);
  });

  it('without JWT_SECRET, generates a secret once, owner-only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ env: { DATA_DIR: dataDir }, argv: [] });
    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBe(64);
    const second = loadConfig({ env: { DATA_DIR: dataDir }, argv: [] });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    const elsewhere = loadConfig({ env: { DATA_DIR: tempDir() }, argv: [] });
    expect(Buffer.from(elsewhere.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(false);
  });
});
