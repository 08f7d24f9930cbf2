import type { Achievement, AssessmentOverview, OwnGoal, Story, StudentAssessment } from '@sa/contracts';
import type { FullSaveState } from '@sa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Area } from '../../app/area-rules/types';
import { createFakeBackend, json, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import GamePage, { type GameStarter } from './GamePage';
import type { GameServices } from './services';

/** The Entry step (game-facts 3) against a fake server, with a starter that draws no canvas. */

const A = '0b7d9e4a-3c21-4f6a-8e5d-1a2b3c4d5e01';
const B = '0b7d9e4a-3c21-4f6a-8e5d-1a2b3c4d5e02';
const DEFAULT_TEXT = 'locations\n    dock, /locations/dock.svg, Dock\n';
const AWARDS_TEXT = [
  'collectibles',
  '    spaceCookie',
  '        spaceCookie, /awards/spaceCookie.svg, Space Cookie, A crunchy cookie.',
  '    alienBadge',
  '        alienBadge, /awards/alienBadge.svg, Friendship Badge, A badge.',
  'achievements',
  `    ${A}`,
  '        helloSource, /awards/helloSource.svg, Hello Source, Your first programs ran.',
  `    ${B}`,
  '        studioRegular, /awards/studioRegular.svg, Studio Regular, Seen at studio.',
  '',
].join('\n');
const ROOMS_TEXT = 'M1\n    /rooms/one.svg\nM2\n    /rooms/two.svg\n';

const story = (id: number, title: string, openAt: string): Story => ({
  id,
  title,
  filenames: [`ch${id}.txt`],
  imageUrl: `/images/ch${id}.svg`,
  isPublished: true,
  openAt,
  closeAt: '2100-01-01T00:00:00.000Z',
  courseId: 1,
});

const SAVE: FullSaveState = {
  gameSaveStates: {
    '0': {
      lastCheckpointPlayed: 1,
      currentLocation: 'dock',
      currentPhase: 'Explore',
      chapterNewlyCompleted: false,
      incompleteTasks: [],
      completedTasks: [],
      completedObjectives: [],
      triggeredInteractions: [],
      triggeredStateChangeActions: [],
      quizScores: [],
    },
  },
  userSaveState: {
    settings: { bgmVolume: 0.5, sfxVolume: 1.5, skipConfirm: true },
    recentlyPlayedCheckpoint: [0, 1],
    collectibles: ['spaceCookie'],
    largestCompletedChapter: -1,
  },
};

function achievement(uuid: string, goal: string): Achievement {
  return {
    uuid,
    title: uuid,
    xp: 100,
    isVariableXp: false,
    release: null,
    deadline: null,
    isTask: true,
    position: 1,
    prerequisiteUuids: [],
    cardBackground: null,
    view: { coverImage: null, description: null, completionText: null },
    goalUuids: [goal],
  };
}

function goal(uuid: string, of: string, count: number): OwnGoal {
  return {
    uuid,
    text: 'Goal',
    targetCount: 1,
    type: 'Manual',
    meta: { targetCount: 1 },
    count,
    completed: count >= 1,
    achievementUuids: [of],
  };
}

const G1 = '00000000-0000-4000-9000-000000000001';
const G2 = '00000000-0000-4000-9000-000000000002';

function overview(
  id: number,
  number: string,
  status: AssessmentOverview['status'],
  closeAt: string,
): AssessmentOverview {
  return {
    id,
    courseId: 1,
    title: `Assessment ${id}`,
    shortSummary: null,
    openAt: '2020-01-01T00:00:00.000Z',
    closeAt,
    type: 'Missions',
    isManuallyGraded: true,
    story: null,
    number,
    reading: null,
    status,
    maxXp: 100,
    xp: 0,
    coverImage: null,
    private: false,
    isPublished: true,
    questionCount: 1,
    gradedCount: 0,
    isGradingPublished: null,
    earlySubmissionXp: 0,
    maxTeamSize: 1,
    hasVotingFeatures: false,
    hasTokenCounter: false,
    isVotingPublished: false,
    hoursBeforeEarlyXpDecay: 0,
    isAutosaveEnabled: true,
  };
}

function roomAssessment(answer: string | null): StudentAssessment {
  return {
    id: 5,
    courseId: 1,
    title: 'My Room',
    type: 'Missions',
    story: null,
    number: 'MYROOM',
    reading: null,
    longSummary: null,
    hasTokenCounter: false,
    missionPDF: null,
    isMinigame: false,
    isAutosaveEnabled: true,
    questions: [
      {
        id: 50,
        type: 'programming',
        library: {
          chapter: 4,
          variant: 'default',
          execTimeMs: 1000,
          globals: {},
          external: { name: 'NONE', symbols: [] },
          languageOptions: {},
        },
        maxXp: 0,
        blocking: false,
        content: 'Draw your room.',
        answer,
        lastModifiedAt: null,
        grader: null,
        gradedAt: null,
        xp: 0,
        autogradingStatus: 'none',
        autogradingResults: [],
        comments: null,
        prepend: '',
        solutionTemplate: '// the template room',
        postpend: '',
        testcases: [],
      },
    ],
  };
}

interface Setup {
  role?: 'student' | 'staff';
  saveStatus?: number;
  stories?: number;
  roomAnswer?: string | null;
}

function openGame(options: Setup = {}) {
  const profile = userResponse({
    role: options.role ?? 'student',
    courseId: 1,
    course: { enableGame: true },
  });
  if (profile.courseRegistration) profile.courseRegistration.gameStates = { ...SAVE };
  const backend = createFakeBackend({
    'GET user': () => json(profile),
    'GET courses/1/stories': () =>
      options.stories
        ? text('Server error', options.stories)
        : json([
            story(2, 'Alien Attack', '2026-02-01T00:00:00.000Z'),
            story(1, 'Spaceship Emergency', '2026-01-01T00:00:00.000Z'),
          ]),
    'GET /assets/courses/1/stories/defaultCheckpoint.txt': () => text(DEFAULT_TEXT),
    'GET /assets/courses/1/stories/awardsMapping.txt': () => text(AWARDS_TEXT),
    'GET /assets/courses/1/stories/roomPreviewMapping.txt': () => text(ROOMS_TEXT),
    'GET courses/1/achievements': () => json([achievement(A, G1), achievement(B, G2)]),
    'GET courses/1/self/goals': () => json([goal(G1, A, 1), goal(G2, B, 0)]),
    'GET courses/1/assessments': () =>
      json([
        overview(5, 'MYROOM', 'attempting', '2100-01-01T00:00:00.000Z'),
        overview(6, 'M1', 'submitted', '2026-01-01T00:00:00.000Z'),
        overview(7, 'M2', 'attempted', '2026-02-01T00:00:00.000Z'),
      ]),
    'GET courses/1/assessments/5': () =>
      json(roomAssessment(options.roomAnswer === undefined ? 'draw_room();' : options.roomAnswer)),
    'PUT courses/1/user/game_states': () =>
      options.saveStatus ? text('Nope', options.saveStatus) : text('OK'),
  });
  let started: GameServices | null = null;
  const starter: GameStarter = (_parent, services) => {
    started = services;
    services.a11y.show({
      scene: 'Main Menu',
      lines: [],
      controls: [
        {
          label: 'Play Chapter',
          onSelect: () => services.a11y.show({ scene: 'Chapter Select', lines: [], controls: [] }),
        },
      ],
    });
    return { destroy: () => undefined };
  };
  const Page = () => <GamePage starter={async () => starter} fetchFile={backend.fetch} />;
  const area: Area = {
    id: 'game',
    courseRoutes: [
      { path: 'game', load: async () => ({ default: Page }), requires: { courseFlag: 'enableGame' } },
    ],
  };
  const app = renderApp({ path: '/courses/1/game', profile, backend, areas: [area] });
  const services = async (): Promise<GameServices> => {
    await waitFor(() => expect(started).not.toBeNull());
    if (!started) throw new Error('not started');
    return started;
  };
  return { ...app, services };
}

const status = () => screen.getByRole('status', { name: 'Story game status' });

describe('the story game page', () => {
  it("holds the canvas in the 'Story game' region and mirrors the scene in the layer", async () => {
    openGame();
    expect(await screen.findByRole('region', { name: 'Story game' })).toBeTruthy();
    await waitFor(() => expect(status().textContent).toContain('Main Menu'));
    await userEvent.click(screen.getByRole('button', { name: 'Play Chapter' }));
    expect(status().textContent).toContain('Chapter Select');
  });

  it('loads the chapters by openAt, the save, the course files, awards and the room before starting', async () => {
    const { services } = openGame();
    const { data, assetUrl } = await services();
    expect(data.stories.map((s) => s.title)).toEqual(['Spaceship Emergency', 'Alien Attack']);
    expect(data.save.gameSaveStates['0']?.lastCheckpointPlayed).toBe(1);
    expect(data.save.userSaveState.settings.sfxVolume).toBe(1.5);
    expect(data.defaultCheckpoint).toBe(DEFAULT_TEXT);
    expect(data.awards.map((a) => [a.award.title, a.owned])).toEqual([
      ['Space Cookie', true],
      ['Friendship Badge', false],
      ['Hello Source', true],
      ['Studio Regular', false],
    ]);
    expect([...data.completedAchievements]).toEqual(['helloSource']);
    expect(data.roomMapping).toEqual({ M1: '/rooms/one.svg', M2: '/rooms/two.svg' });
    expect(data.roomBackground).toBe('/rooms/one.svg');
    expect(data.roomCode).toBe('draw_room();');
    expect([...data.submittedAssessments]).toEqual(['M1']);
    expect(assetUrl('/images/ch1.svg')).toBe('/assets/courses/1/images/ch1.svg');
  });

  it("falls back to MYROOM's template when it has no answer", async () => {
    const { services } = openGame({ roomAnswer: null });
    expect((await services()).data.roomCode).toBe('// the template room');
  });

  it('saves for students, and a failed save is silent', async () => {
    const { services, backend } = openGame({ saveStatus: 500 });
    const game = await services();
    expect(game.saves).toBe(true);
    await expect(game.save(SAVE)).resolves.toBeUndefined();
    const puts = backend.calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      expect.objectContaining({ path: 'courses/1/user/game_states', body: { gameStates: SAVE } }),
    ]);
    expect(screen.queryByText(/Error while communicating/)).toBeNull();
  });

  it('never saves for staff', async () => {
    const { services, backend } = openGame({ role: 'staff' });
    const game = await services();
    expect(game.saves).toBe(false);
    await game.save(SAVE);
    expect(backend.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('refetches the submitted assessments into the set a checkpoint reads', async () => {
    const { services, backend } = openGame();
    const game = await services();
    const submitted = game.data.submittedAssessments;
    backend.on('GET courses/1/assessments', () =>
      json([
        overview(6, 'M1', 'submitted', '2026-01-01T00:00:00.000Z'),
        overview(7, 'M2', 'submitted', '2026-02-01T00:00:00.000Z'),
      ]),
    );
    await game.refreshAssessments?.();
    expect(game.data.submittedAssessments).toBe(submitted);
    expect([...submitted].sort()).toEqual(['M1', 'M2']);
  });

  it('opens an assessment by number in a new tab, at its first question', async () => {
    const opened: string[] = [];
    const original = window.open;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    try {
      const { services } = openGame();
      const game = await services();
      game.openAssessment('M1');
      game.openAssessment('NOPE');
      expect(opened).toEqual(['/courses/1/missions/6/0']);
    } finally {
      window.open = original;
    }
  });

  it('says so when the chapters cannot be loaded', async () => {
    openGame({ stories: 500 });
    await waitFor(() => expect(status().textContent).toContain('The story game could not be loaded.'));
  });
});
