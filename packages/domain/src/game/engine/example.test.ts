import { describe, expect, it } from 'vitest';
import { defaultGameSaveState, defaultUserSaveState } from '../progression';
import { createGameSession } from './session';
import { environment, exampleCheckpoint, labels, press } from './test-checkpoints';

function session(saves = true) {
  return createGameSession(
    exampleCheckpoint(),
    defaultGameSaveState(),
    defaultUserSaveState(),
    environment({ saves }),
  );
}

describe('the game-facts 1.7 example, played by its controls alone', () => {
  it('plays from the arrival to the finish', () => {
    const game = session();
    const first = game.start();
    expect(first.view.dialogue).toEqual({
      text: 'Where am I?',
      speaker: { id: 'you', name: 'Ada', position: 'right' },
    });
    expect(first.view.phase).toBe('Sequence');
    expect(first.effects).toContainEqual({ type: 'play-bgm', key: 'hum', path: '/bgm/Hum.mp3', volume: 0.4 });
    expect(labels(game)).toEqual(['Next', 'Skip']);

    press(game, 'Next');
    expect(game.view().notice).toBe('Docking Bay');
    expect(labels(game)).toEqual(['Next']);
    press(game, 'Next');
    const dock = game.view();
    expect(dock.phase).toBe('Explore');
    expect(dock.objects[0]).toMatchObject({
      id: 'hatch',
      role: 'door',
      doorTo: 'Research Lab',
      clickable: true,
    });
    expect(labels(game)).toEqual(['Hatch']);

    const moved = press(game, 'Hatch');
    expect(moved.effects[0]).toEqual({ type: 'fade' });
    expect(moved.view.notice).toBe('Research Lab');
    press(game, 'Next');
    expect(game.view().locationId).toBe('lab');
    expect(labels(game)).toEqual(['Console', 'Talk']);

    press(game, 'Talk');
    expect(game.view().topics).toEqual([{ id: 'greet', title: 'Say hello to Robo', seen: false }]);
    expect(game.view().controls[0]).toMatchObject({ label: 'Say hello to Robo', group: 'Talk topics' });
    press(game, 'Say hello to Robo');
    const hello = game.view();
    expect(hello.dialogue).toEqual({
      text: 'Hello, Ada! New here?',
      speaker: { id: 'robo', name: 'Robo', expression: 'happy', position: 'right' },
    });
    expect(hello.prompt).toEqual({ question: 'Are you new?', choices: ['Yes', 'No'] });
    expect(labels(game)).toEqual(['Yes', 'No']);

    press(game, 'Yes');
    expect(game.view().dialogue?.text).toBe('Welcome aboard.');
    expect(game.snapshot().state.completedObjectives).toEqual(['metRobo']);
    expect(game.view().finished).toBe(false);
    const last = press(game, 'Next');
    expect(last.view.finished).toBe(true);
    expect(last.view.controls).toEqual([]);
    expect(last.effects.some((e) => e.type === 'save')).toBe(true);
  });

  it('shows the console text only until Robo is met, every time it is clicked', () => {
    const game = session();
    game.start();
    press(game, 'Next');
    press(game, 'Next');
    press(game, 'Hatch');
    press(game, 'Next');
    press(game, 'Console');
    expect(game.view().dialogue?.text).toBe('The screen reads: TALK TO ROBO.');
    press(game, 'Next');
    press(game, 'Console');
    expect(game.view().dialogue?.text).toBe('The screen reads: TALK TO ROBO.');
    press(game, 'Next');
    expect(game.view().boxes[0]).toMatchObject({ id: 'console', used: true });
  });

  it('answers No, reads the console line and stays unfinished; the topic is seen', () => {
    const game = session();
    game.start();
    press(game, 'Next');
    press(game, 'Next');
    press(game, 'Hatch');
    press(game, 'Next');
    press(game, 'Talk');
    press(game, 'Say hello to Robo');
    press(game, 'No');
    expect(game.view().dialogue).toMatchObject({
      text: 'Then read the console.',
      speaker: { expression: 'sad' },
    });
    press(game, 'Next');
    expect(game.view().phase).toBe('Talk');
    expect(game.view().topics[0]?.seen).toBe(true);
    expect(game.view().finished).toBe(false);
    press(game, 'Back');
    expect(game.view().phase).toBe('Explore');
  });

  it('blocks Next and Skip while a prompt shows, and ignores input in the wrong state', () => {
    const game = session();
    game.start();
    expect(() => game.input({ type: 'click', id: 'hatch' })).not.toThrow();
    expect(game.view().dialogue?.text).toBe('Where am I?');
    press(game, 'Next');
    press(game, 'Next');
    press(game, 'Hatch');
    press(game, 'Next');
    press(game, 'Talk');
    press(game, 'Say hello to Robo');
    game.input({ type: 'next' });
    game.input({ type: 'skip' });
    game.input({ type: 'choose', index: 7 });
    expect(game.view().prompt?.question).toBe('Are you new?');
    game.input({ type: 'go', locationId: 'dock' });
    expect(game.view().locationId).toBe('lab');
  });

  it('never saves when the environment does not save', () => {
    const game = session(false);
    const steps = [game.start(), press(game, 'Next'), press(game, 'Next'), press(game, 'Hatch')];
    expect(steps.flatMap((s) => s.effects).some((e) => e.type === 'save')).toBe(false);
  });

  it('saves once the start actions are through and after a location change', () => {
    const game = session(true);
    expect(game.start().effects.some((e) => e.type === 'save')).toBe(false);
    expect(press(game, 'Next').effects.filter((e) => e.type === 'save')).toHaveLength(1);
    press(game, 'Next');
    const moved = press(game, 'Hatch');
    const save = moved.effects.find((e) => e.type === 'save');
    expect(save?.type === 'save' && save.state.currentLocation).toBe('lab');
    expect(save?.type === 'save' && save.state.triggeredInteractions).toContain('hatch');
  });

  it('reloads at the saved location without rerunning run-once start actions', () => {
    const first = session();
    first.start();
    press(first, 'Next');
    press(first, 'Next');
    press(first, 'Hatch');
    const { state, user } = first.snapshot();
    const again = createGameSession(exampleCheckpoint(), state, user, environment());
    const view = again.start().view;
    expect(view.locationId).toBe('lab');
    expect(view.notice).toBe('Research Lab');
    press(again, 'Next');
    expect(again.view().phase).toBe('Explore');
  });
});
