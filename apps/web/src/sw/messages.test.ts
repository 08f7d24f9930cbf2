import { describe, expect, it } from 'vitest';
import { cacheUrls, readPageMessage, skipWaiting } from './messages';

describe('readPageMessage', () => {
  it('reads SKIP_WAITING', () => {
    expect(readPageMessage({ type: 'SKIP_WAITING' })).toEqual(skipWaiting());
  });

  it.each([
    null,
    undefined,
    'SKIP_WAITING',
    42,
    {},
    { type: 'skip_waiting' },
    // Another part's message, or Workbox's own: not this module's to answer.
    cacheUrls(['/assets/a.js']),
    { type: 'ACCESS_TOKEN', token: 'x' },
  ])('ignores %j', (data) => {
    expect(readPageMessage(data)).toBeUndefined();
  });
});
