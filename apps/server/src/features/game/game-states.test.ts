import { Readable } from 'node:stream';
import {
  GAME_STATES_MAX_BYTES,
  GAME_STATES_TOO_LARGE,
  INVALID_GAME_STATES,
  type UserResponse,
} from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../test/harness';
import { type GameKit, startGameKit } from './game-test-kit';

let k: GameKit;
beforeAll(async () => {
  k = await startGameKit();
});
afterAll(async () => k.close());

const path = () => `/v2/courses/${k.courseId}/user/game_states`;
const savedOf = async (user: UserRow) =>
  (await k.s.as(user).get('/v2/user')).json<UserResponse>().courseRegistration?.gameStates;

/** A save as the game writes it (game-facts 2), with text and numbers that must come back as they went. */
const save = {
  gameSaveStates: {
    '0': {
      lastCheckpointPlayed: 1,
      currentLocation: 'bridge',
      currentPhase: 'Explore',
      chapterNewlyCompleted: false,
      incompleteTasks: [],
      completedTasks: ['fixLights'],
      completedObjectives: ['metCaptain', 'foundKey'],
      triggeredInteractions: ['action#3', 'bridge', 'pilotChat'],
      triggeredStateChangeActions: ['action#7'],
      quizScores: [['starQuiz', 2]],
    },
  },
  userSaveState: {
    settings: { bgmVolume: 0.25, sfxVolume: 1.5, skipConfirm: true },
    recentlyPlayedCheckpoint: [0, 1],
    collectibles: ['spaceCookie'],
    largestCompletedChapter: -1,
    note: 'Ünïcødé, "quotes" and \\ back\\slashes 🚀',
  },
};

describe('PUT /v2/courses/:courseId/user/game_states', () => {
  it('stores the whole save, read back unchanged from GET /v2/user', async () => {
    expect(await savedOf(k.student)).toEqual({});
    const res = await k.s.as(k.student).put(path(), { gameStates: save });
    expect([res.statusCode, res.body, res.headers['content-type']]).toEqual([
      200,
      'OK',
      expect.stringMatching(/^text\/plain/),
    ]);
    expect(await savedOf(k.student)).toEqual(save);
  });

  it('replaces the previous save whole', async () => {
    await k.s.as(k.staff).put(path(), { gameStates: save });
    const next = { gameSaveStates: {}, userSaveState: { ...save.userSaveState, collectibles: [] } };
    expect((await k.s.as(k.staff).put(path(), { gameStates: next })).statusCode).toBe(200);
    expect(await savedOf(k.staff)).toEqual(next);
  });

  it.each([
    ['an array', { gameStates: [1, 2] }],
    ['a string', { gameStates: 'saved' }],
    ['null', { gameStates: null }],
    ['missing', {}],
    ['a number', { gameStates: 3 }],
  ])('refuses gameStates that is %s with 400, keeping the previous save', async (_, body) => {
    await k.s.as(k.admin).put(path(), { gameStates: save });
    const res = await k.s.as(k.admin).put(path(), body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(new RegExp(`^${INVALID_GAME_STATES}: gameStates: must be an object`));
    expect(await savedOf(k.admin)).toEqual(save);
  });

  it('refuses a body that is not JSON or not an object with 400', async () => {
    const asText = await k.s
      .as(k.student)
      .put(path(), 'gameStates', { headers: { 'content-type': 'text/plain' } });
    expect(asText.statusCode).toBe(400);
    const broken = await k.s
      .as(k.student)
      .put(path(), '{"gameStates": {', { headers: { 'content-type': 'application/json' } });
    expect([broken.statusCode, broken.body]).toEqual([400, 'Invalid JSON body']);
    expect(await savedOf(k.student)).toEqual(save);
  });

  it(`refuses a body over ${GAME_STATES_MAX_BYTES} bytes with 413 in its own words, keeping the previous save`, async () => {
    await k.s.as(k.student).put(path(), { gameStates: save });
    const padding = 'x'.repeat(GAME_STATES_MAX_BYTES);
    const res = await k.s.as(k.student).put(path(), { gameStates: { ...save, padding } });
    expect([res.statusCode, res.body]).toEqual([413, GAME_STATES_TOO_LARGE]);
    expect(await savedOf(k.student)).toEqual(save);

    // Sent without a Content-Length (streamed): refused the same way once the limit is passed.
    const streamed = await k.s.app.inject({
      method: 'PUT',
      url: path(),
      headers: { ...(await k.s.auth(k.student)), 'content-type': 'application/json' },
      payload: Readable.from([JSON.stringify({ gameStates: { padding } })]),
    });
    expect([streamed.statusCode, streamed.body]).toEqual([413, GAME_STATES_TOO_LARGE]);
    expect(await savedOf(k.student)).toEqual(save);

    // Just under the limit is a save like any other.
    const body = JSON.stringify({ gameStates: { padding: '' } });
    const fits = { padding: 'y'.repeat(GAME_STATES_MAX_BYTES - body.length) };
    const ok = await k.s.as(k.student).put(path(), JSON.stringify({ gameStates: fits }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(200);
    expect(await savedOf(k.student)).toEqual(fits);
  });

  it('is for members of the course, each saving their own', async () => {
    expect((await k.s.signedOut.put(path(), { gameStates: save })).statusCode).toBe(401);
    expect((await k.s.as(k.outsider).put(path(), { gameStates: save })).statusCode).toBe(403);
  });
});
