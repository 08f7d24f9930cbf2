import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { CONTRIBUTORS_ORG, EXCLUDED_REPOSITORY } from './fixtures/fake-github/contributors-seed';
import { FAKE_PERSONAL_TOKEN } from './fixtures/fake-github/seed';
import { FAKE_CLIENT_ID } from './fixtures/fake-google/google';

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the real server in demo
 * mode, with a fresh data directory so every run starts from the seeded demo course.
 */
const port = Number(process.env.E2E_PORT ?? 8731);
const repoRoot = resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sa-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers load this file again: keep one directory

/**
 * The fake Google (e2e/fixtures/fake-google): consent page and Drive v3 API for the Drive journeys.
 * The main server points its Google settings at it; nothing reaches Google itself.
 */
export const GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? port + 8);
export const GOOGLE_URL = `http://127.0.0.1:${GOOGLE_PORT}`;

/** A second server, in a maintenance period from now for an hour, for the maintenance journey. */
export const MAINTENANCE_PORT = port + 1;
const maintenanceStart = process.env.E2E_MAINTENANCE_START ?? new Date(Date.now() - 60_000).toISOString();
process.env.E2E_MAINTENANCE_START = maintenanceStart;
const maintenance = [
  {
    start: maintenanceStart,
    end: new Date(Date.parse(maintenanceStart) + 3_600_000).toISOString(),
    reason: 'Upgrading the grader',
  },
];

/**
 * The fake GitHub of e2e/fixtures/fake-github (github.com cannot be reached from here): the main
 * server exchanges codes at it and the playground calls its API, as they would GitHub's.
 */
export const FAKE_GITHUB_PORT = Number(process.env.E2E_GITHUB_PORT ?? port + 9);
const fakeGitHub = `http://127.0.0.1:${FAKE_GITHUB_PORT}`;
const githubEnv = {
  GITHUB_CLIENT_ID: 'fake-github-client', // e2e/fixtures/fake-github/seed.ts FAKE_CLIENT
  GITHUB_CLIENT_SECRET: 'fake-github-secret',
  GITHUB_URL: fakeGitHub,
  GITHUB_API_URL: `${fakeGitHub}/api/v3`,
};
/** The contributors page's list, read by the server from the fake GitHub's organisation. */
const contributorsEnv = {
  CONTRIBUTORS_API_URL: `${fakeGitHub}/api/v3`,
  CONTRIBUTORS_WEB_URL: fakeGitHub,
  CONTRIBUTORS_ORG: CONTRIBUTORS_ORG,
  // The fake asks for a token on every API call; GitHub allows public reads without one.
  CONTRIBUTORS_TOKEN: FAKE_PERSONAL_TOKEN,
  CONTRIBUTORS_EXCLUDED_REPOSITORIES: EXCLUDED_REPOSITORY,
};

function server(serverPort: number, dir: string, env: Record<string, string> = {}) {
  return {
    command: `node --import tsx ${join(repoRoot, 'apps/server/src/main.ts')} --demo`,
    cwd: join(repoRoot, 'apps/server'),
    url: `http://127.0.0.1:${serverPort}/v2/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  // Every sign-in lands in the story game, whose canvas Chromium draws in software here (no GPU).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The web app's service worker would answer requests from its caches, out of page.route's and
    // context.setOffline's sight: journeys run without it unless they opt in (offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    // The sample book of e2e/fixtures/textbook: the reader's journeys never reach the public site.
    server(port, dataDir, {
      TEXTBOOK_DIR: join(repoRoot, 'e2e/fixtures/textbook'),
      GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
      GOOGLE_ACCOUNTS_URL: GOOGLE_URL,
      GOOGLE_API_URL: GOOGLE_URL,
      ...githubEnv,
      ...contributorsEnv,
      // The Classroom (issue 25), against the fake GitHub's course organisation.
      ENABLE_REPOSITORY_ASSESSMENTS: 'true',
    }),
    server(MAINTENANCE_PORT, join(dataDir, 'maintenance'), {
      MAINTENANCE_PERIODS: JSON.stringify(maintenance),
    }),
    {
      command: `node --import tsx ${join(repoRoot, 'e2e/fixtures/fake-google/server.ts')}`,
      url: `${GOOGLE_URL}/_fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_GOOGLE_PORT: String(GOOGLE_PORT) },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      command: `node --import tsx ${join(repoRoot, 'e2e/fixtures/fake-github/server.ts')}`,
      url: `${fakeGitHub}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(FAKE_GITHUB_PORT) },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
