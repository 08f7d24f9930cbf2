import type { Story } from '@sa/contracts';
import type * as Phaser from 'phaser';
import type { GameServices } from '../services';

/**
 * The debug toggle's three mock chapters (game-facts 7): the course's own `mockChapter*.txt`
 * files under `stories/`, for trying the game without publishing chapters.
 */
export function mockStories(): Story[] {
  const open = new Date(0).toISOString();
  const close = new Date(Date.UTC(2100, 0, 1)).toISOString();
  const story = (id: number, title: string, imageUrl: string, filenames: string[]): Story => ({
    id,
    title,
    imageUrl,
    filenames,
    isPublished: true,
    openAt: open,
    closeAt: close,
    courseId: 0,
  });
  return [
    story(-1, 'Spaceship Emergency', '/locations/planet-y-orbit/crashing.png', [
      'mockChapter0.txt',
      'mockChapter0.1.txt',
    ]),
    story(-2, 'Alien Attack', '/locations/telebay/emergency.png', ['mockChapter1.txt']),
    story(-3, 'Jedi Master', '/locations/classroom/normal.png', ['mockChapter2.txt']),
  ];
}

/** The registry flag the debug toggle sets. */
export const MOCK_CHAPTERS_FLAG = 'mockChapters';

/** The chapters in play: the course's, or the mock ones while the debug toggle is on. */
export function currentStories(scene: Phaser.Scene, services: GameServices): Story[] {
  return scene.registry.get(MOCK_CHAPTERS_FLAG) === true ? mockStories() : services.data.stories;
}
