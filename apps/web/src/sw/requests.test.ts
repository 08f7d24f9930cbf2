import { deploymentRoutes } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { cacheRuleFor, DEPLOYMENT_PATH, isAppPage, isKeepableAnswer } from './requests';

const ORIGIN = 'https://academy.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('cacheRuleFor', () => {
  it.each([
    ['/assets/index-AbC123.js', 'build-file'],
    ['/assets/worker-WNmnENbY.js', 'build-file'],
    ['/assets/mappings-Dhu04MXZ.wasm', 'build-file'],
    ['/modules/modules.json', 'module-file'],
    ['/modules/bundles/rune.js', 'module-file'],
    ['/wasm-std/std.txt', 'module-file'],
    ['/v2/deployment', 'public-api'],
    ['/v2/courses/1/assessments/3', 'api'],
  ])('%s is a %s', (path, rule) => {
    expect(cacheRuleFor(at(path), ORIGIN)).toBe(rule);
  });

  it.each([
    // The story game's course files: uploaded by staff, replaced under the same name.
    '/assets/courses/CS1101S/images/room.png',
    '/assets/stories/act1.txt',
    // Sign-in, refresh and sign-out are never kept.
    '/v2/auth/login',
    '/v2/auth/refresh',
    '/',
    '/playground',
    '/service-worker.js',
    '/sharedb/abc',
  ])('%s is not cached', (path) => {
    expect(cacheRuleFor(at(path), ORIGIN)).toBe('none');
  });

  it("names the deployment settings by the route table's own path", () => {
    expect(DEPLOYMENT_PATH).toBe(deploymentRoutes.settings.path);
  });

  it('leaves other origins alone (a module CDN, an outside API)', () => {
    expect(cacheRuleFor(at('/modules/modules.json', 'https://cdn.example'), ORIGIN)).toBe('none');
    expect(cacheRuleFor(at('/assets/index-AbC123.js', 'https://cdn.example'), ORIGIN)).toBe('none');
  });
});

describe('isAppPage', () => {
  it.each(['/', '/playground', '/courses/1/missions/3/0', '/login?code=x&provider=test'])(
    '%s is a page of the app',
    (path) => {
      expect(isAppPage(at(path))).toBe(true);
    },
  );

  it.each([
    '/v2/auth/test/sign-in',
    '/v2',
    '/modules/bundles/rune.js',
    '/wasm-std/std.txt',
    '/sharedb/abc',
    '/assets/courses/CS1101S/images/room.png',
    '/service-worker.js',
    '/manifest.webmanifest',
  ])('%s is not', (path) => {
    expect(isAppPage(at(path))).toBe(false);
  });
});

describe('isKeepableAnswer', () => {
  const answer = (status: number, headers: Record<string, string> = {}) => ({
    status,
    headers: new Headers(headers),
  });

  it('keeps a complete answer', () => {
    expect(isKeepableAnswer(answer(200, { 'content-type': 'application/json' }))).toBe(true);
    expect(isKeepableAnswer(answer(200, { 'content-disposition': 'inline' }))).toBe(true);
  });

  it.each([204, 206, 304, 401, 404, 500])('never keeps a %i', (status) => {
    expect(isKeepableAnswer(answer(status))).toBe(false);
  });

  it('never keeps a download', () => {
    expect(isKeepableAnswer(answer(200, { 'content-disposition': 'attachment; filename="logs.csv"' }))).toBe(
      false,
    );
  });
});
