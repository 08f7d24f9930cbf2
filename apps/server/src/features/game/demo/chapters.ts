/**
 * The demo course's three chapters (the titles of game-facts 7's mock chapters, our own story):
 * published, opened days ago a day apart so their order (the chapter index) is stable, closing a
 * year after opening as new chapters do.
 */
export const DEMO_CHAPTERS = [
  {
    title: 'Spaceship Emergency',
    imageUrl: '/images/chapter1.svg',
    filenames: ['chapter1-wakeup.txt', 'chapter1-engine.txt'],
    openDaysAgo: 3,
  },
  {
    title: 'Alien Attack',
    imageUrl: '/images/chapter2.svg',
    filenames: ['chapter2-aliens.txt'],
    openDaysAgo: 2,
  },
  {
    title: 'Jedi Master',
    imageUrl: '/images/chapter3.svg',
    filenames: ['chapter3-training.txt'],
    openDaysAgo: 1,
  },
] as const;
