import { describe, expect, it } from 'vitest';
import { parseAwardsMapping, parseRoomPreviewMapping } from './mappings';

describe('awardsMapping.txt', () => {
  it('reads collectibles first and achievements second, whatever the headers say', () => {
    const text = `anything
    cookies
        cookies, /images/cookies.png, Cookies, Sweet, crunchy, and warm
things // ignored header text
    1
        trophy, /images/trophy.png, First Steps, Finished chapter 0
`;
    expect(parseAwardsMapping(text)).toEqual([
      {
        id: 'cookies',
        kind: 'collectible',
        assetKey: 'cookies',
        assetPath: '/images/cookies.png',
        title: 'Cookies',
        description: 'Sweet, crunchy, and warm',
      },
      {
        id: '1',
        kind: 'achievement',
        assetKey: 'trophy',
        assetPath: '/images/trophy.png',
        title: 'First Steps',
        description: 'Finished chapter 0',
      },
    ]);
  });
});

describe('roomPreviewMapping.txt', () => {
  it('maps assessment numbers to backgrounds', () => {
    expect(parseRoomPreviewMapping('12\n    /locations/hall.png\n\t\n7\n\t/locations/deck.png\n')).toEqual({
      '12': '/locations/hall.png',
      '7': '/locations/deck.png',
    });
  });
});
