import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createGameSession,
  defaultGameSaveState,
  defaultUserSaveState,
  type GameSession,
  parseAwardsMapping,
  parseCheckpoint,
} from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CHAPTERS } from './chapters';

const text = (name: string) => readFileSync(join(import.meta.dirname, 'stories', name), 'utf8');
const awards = parseAwardsMapping(text('awardsMapping.txt'));

function session(file: string): GameSession {
  return createGameSession(
    parseCheckpoint(text('defaultCheckpoint.txt'), text(file)),
    defaultGameSaveState(),
    defaultUserSaveState(),
    {
      playerName: 'Ada',
      saves: true,
      submittedAssessments: new Set(),
      completedAchievements: new Set(),
      awardTitles: new Map(awards.map((award) => [award.id, award.title])),
    },
  );
}

/**
 * A newcomer who tries what is on screen: reads on with Next, and otherwise uses the control
 * used least so far (so every button, object, topic and prompt choice is tried in turn, a wrong
 * choice first when it is listed first). Answers the controls pressed, until the checkpoint ends.
 */
function playByTrying(
  game: GameSession,
  maxPresses: number,
  prefer: (labels: string[]) => string | undefined,
) {
  game.start();
  const used = new Map<string, number>();
  const pressed: string[] = [];
  while (!game.view().finished && pressed.length < maxPresses) {
    const controls = game.view().controls;
    if (controls.length === 0) break;
    const labels = controls.map((c) => c.label);
    const preferred = prefer(labels);
    const choice =
      labels.find((label) => label === 'Next') ??
      preferred ??
      [...labels].sort((a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0))[0];
    const control = controls.find((c) => c.label === choice);
    if (!control) break;
    used.set(choice ?? '', (used.get(choice ?? '') ?? 0) + 1);
    pressed.push(choice ?? '');
    game.input(control.input);
  }
  return pressed;
}

describe('the demo chapters, played through the engine by their controls alone', () => {
  it('lets a newcomer finish the tutorial by trying what is on screen, wrong answers first', () => {
    const game = session('chapter1-wakeup.txt');
    let declined = false;
    const pressed = playByTrying(game, 80, (labels) => {
      if (declined || !labels.includes('Not yet')) return undefined;
      declined = true;
      return 'Not yet';
    });
    expect(game.view().finished).toBe(true);
    expect(pressed).toContain('Not yet');
    expect(pressed).toContain('Reroute the power');
    expect(pressed).toContain('Ask Bolt what happened');
    const { state, user } = game.snapshot();
    expect([...state.completedObjectives].sort()).toEqual(['foundCookie', 'metBolt', 'rerouted']);
    expect(user.collectibles).toEqual(['spaceCookie']);
    // About a minute: a few dozen presses, most of them Next.
    expect(pressed.length).toBeLessThan(60);
  });

  it.each(DEMO_CHAPTERS.flatMap((c) => c.filenames.map((f) => [c.title, f] as const)))(
    '%s: %s can be played to its end',
    (_, file) => {
      const game = session(file);
      playByTrying(game, 120, () => undefined);
      expect(game.view().finished).toBe(true);
    },
  );
});
