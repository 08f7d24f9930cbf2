import { courseAssetsPrefix } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { assetAddress, fetchStoryText } from './assets';

describe('course asset addresses', () => {
  it('uses the course prefix, else courses/{id}/', () => {
    expect(courseAssetsPrefix({ courseId: 3, assetsPrefix: null })).toBe('courses/3/');
    expect(courseAssetsPrefix({ courseId: 3, assetsPrefix: '' })).toBe('courses/3/');
    expect(courseAssetsPrefix({ courseId: 3, assetsPrefix: 'cs1101s' })).toBe('cs1101s/');
    expect(courseAssetsPrefix({ courseId: 3, assetsPrefix: '/shared/art/' })).toBe('shared/art/');
  });

  it('puts a path under /assets/{prefix} without its leading slash', () => {
    expect(assetAddress('courses/1/', '/locations/dock.svg')).toBe('/assets/courses/1/locations/dock.svg');
    expect(assetAddress('courses/1/', 'stories/a.txt')).toBe('/assets/courses/1/stories/a.txt');
    expect(assetAddress('courses/1/', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('reads a missing or unreachable story file as empty', async () => {
    const asked: string[] = [];
    const fetcher: typeof fetch = async (input) => {
      asked.push(String(input));
      return String(input).endsWith('here.txt')
        ? new Response('text')
        : new Response('Not found', { status: 404 });
    };
    expect(await fetchStoryText(fetcher, 'courses/1/', 'here.txt')).toBe('text');
    expect(await fetchStoryText(fetcher, 'courses/1/', 'gone.txt')).toBe('');
    expect(await fetchStoryText(() => Promise.reject(new Error('offline')), 'courses/1/', 'x.txt')).toBe('');
    expect(asked).toEqual(['/assets/courses/1/stories/here.txt', '/assets/courses/1/stories/gone.txt']);
  });
});
