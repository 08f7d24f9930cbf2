import { EMPTY_FILE_NAME, INVALID_FILE_NAME, INVALID_FILE_TYPE, INVALID_FOLDER } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { readAssetTarget, uploadExtension } from './asset-path';

const at = (rest: string, prefix = 'courses/7/') =>
  readAssetTarget(`/v2/courses/7/admin/assets/${rest}`, prefix);

describe('readAssetTarget', () => {
  it('reads the folder, the path below it, the extension and the store key', () => {
    expect(at('avatars/robo/robo.Happy.PNG?x=1')).toEqual({
      folder: 'avatars',
      path: 'robo/robo.Happy.PNG',
      extension: 'png',
      key: 'courses/7/avatars/robo/robo.Happy.PNG',
    });
    expect(at('stories/chapter%2D1.txt', 'sim-2026/')).toMatchObject({
      path: 'chapter-1.txt',
      key: 'sim-2026/stories/chapter-1.txt',
    });
  });

  it('answers the reference texts for a bad folder or an empty name', () => {
    expect(at('music/a.mp3')).toEqual({ error: INVALID_FOLDER });
    expect(at('%2e%2e/a.png')).toEqual({ error: INVALID_FOLDER });
    expect(at('images')).toEqual({ error: EMPTY_FILE_NAME });
    expect(at('images/')).toEqual({ error: EMPTY_FILE_NAME });
  });

  it.each([
    'images/..',
    'images/%2e%2e/x.png',
    'images/a/./b.png',
    'images/a%2fb.png',
    'images/a%5cb.png',
    'images/%00.png',
    'images/a%09b.png',
    'images//b.png',
    'images/a/',
    'images/.env',
    'images/%zz.png',
    'images/a%20b.png',
    `images/${'x'.repeat(252)}.png`,
    `images/${'a/'.repeat(7)}b.png`,
  ])('refuses %s as an invalid name', (rest) => {
    expect(at(rest)).toEqual({ error: INVALID_FILE_NAME });
  });

  it('gives the uploader its extension, or the reference text for one it does not take', () => {
    const ok = at('sfx/ding.WAV');
    const notTaken = at('images/page.html');
    if ('error' in ok || 'error' in notTaken) throw new Error('expected targets');
    expect(uploadExtension(ok)).toBe('wav');
    expect(uploadExtension(notTaken)).toEqual({ error: INVALID_FILE_TYPE });
  });
});
