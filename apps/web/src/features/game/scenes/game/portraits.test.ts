import { describe, expect, it } from 'vitest';
import { portraitKey, portraitPaths } from './portraits';

describe('portraits', () => {
  it('are keyed <id>-<expr> (game-facts 1.2)', () => {
    expect(portraitKey('bolt', 'happy')).toBe('bolt-happy');
  });

  it("try the course's kind of art first, the other as the fallback", () => {
    expect(portraitPaths('bolt', 'happy', true)).toEqual([
      '/avatars/bolt/bolt.happy.svg',
      '/avatars/bolt/bolt.happy.png',
    ]);
    expect(portraitPaths('bolt', 'happy', false)).toEqual([
      '/avatars/bolt/bolt.happy.png',
      '/avatars/bolt/bolt.happy.svg',
    ]);
  });
});
