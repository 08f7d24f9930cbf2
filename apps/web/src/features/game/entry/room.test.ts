import { describe, expect, it } from 'vitest';
import { DEFAULT_ROOM_BACKGROUND, roomBackground } from './room';

const now = new Date('2026-06-01T00:00:00Z');
const overview = (number: string, status: 'submitted' | 'attempted', closeAt: string) => ({
  number,
  status,
  closeAt,
});

describe("the room's background (game-facts 4)", () => {
  const mapping = { M1: '/locations/one.svg', M2: '/locations/two.svg', M3: '/locations/three.svg' };

  it('is the most recently closed submitted assessment that has a mapping', () => {
    const overviews = [
      overview('M1', 'submitted', '2026-03-01T00:00:00Z'),
      overview('M2', 'submitted', '2026-05-01T00:00:00Z'),
      overview('M3', 'attempted', '2026-05-20T00:00:00Z'),
      overview('X9', 'submitted', '2026-05-30T00:00:00Z'),
    ];
    expect(roomBackground(overviews, mapping, now)).toBe('/locations/two.svg');
  });

  it('leaves out assessments that have not closed yet', () => {
    const overviews = [
      overview('M1', 'submitted', '2026-03-01T00:00:00Z'),
      overview('M2', 'submitted', '2026-07-01T00:00:00Z'),
    ];
    expect(roomBackground(overviews, mapping, now)).toBe('/locations/one.svg');
  });

  it('is the crashed pod when none qualifies', () => {
    expect(roomBackground([overview('M1', 'attempted', '2026-03-01T00:00:00Z')], mapping, now)).toBe(
      DEFAULT_ROOM_BACKGROUND,
    );
    expect(roomBackground([], {}, now)).toBe('/locations/sourceCrashedPod.svg');
  });
});
