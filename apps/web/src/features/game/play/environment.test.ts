import { defaultFullSaveState, parseCheckpoint } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import type { GameServices } from '../services';
import { sessionEnvironment } from './environment';

const award = {
  id: 'cookie',
  kind: 'collectible' as const,
  assetKey: 'cookie',
  assetPath: '/c.png',
  title: 'Cookie',
  description: '',
};

function services(saves: boolean): GameServices {
  return {
    courseId: 1,
    role: saves ? 'student' : 'staff',
    playerName: 'Ada',
    saves,
    debug: false,
    assetUrl: (path) => path,
    storyText: async () => '',
    data: {
      stories: [],
      save: defaultFullSaveState(),
      awards: [{ award, owned: false }],
      roomMapping: {},
      defaultCheckpoint: '',
      roomCode: null,
      roomBackground: '',
      submittedAssessments: new Set(['M1']),
      completedAchievements: new Set(['hello']),
    },
    a11y: { show: () => undefined },
    save: async () => undefined,
    reloadRoomCode: async () => null,
    openAssessment: () => undefined,
  };
}

const parsed = parseCheckpoint('', 'objectives\n    goal\nlocations\n    dock, /d.png, Dock\n');

describe('the engine environment', () => {
  it("gives a chapter's checkpoint the player's state, and saves for students", () => {
    const env = sessionEnvironment(services(true), { chapter: 0, checkpoint: 1 });
    expect(env.askUserState).toBe(false);
    expect(env.saves).toBe(true);
    expect([...env.submittedAssessments]).toEqual(['M1']);
    expect([...env.completedAchievements]).toEqual(['hello']);
    expect(env.awardTitles.get('cookie')).toBe('Cookie');
    expect(env.playerName).toBe('Ada');
  });

  it('asks Yes/No for userstate in a simulated checkpoint and never saves it', () => {
    const request = { chapter: -1, checkpoint: -1, simulation: { checkpoint: parsed } };
    const env = sessionEnvironment(services(true), request);
    expect(env.askUserState).toBe(true);
    expect(env.saves).toBe(false);
  });
});
