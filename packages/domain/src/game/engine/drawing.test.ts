import { describe, expect, it } from 'vitest';
import { defaultGameSaveState, defaultUserSaveState } from '../progression';
import { createGameSession } from './session';
import { action, actions, checkpoint, environment, labels, line, location, press } from './test-checkpoints';

/** A `hall` with a sprite `fan`, a box `lever` running a1..aN, and a second location `yard`. */
function hall(list: ReturnType<typeof action>[]) {
  const cp = checkpoint({
    startingLoc: 'hall',
    objectives: ['goal'],
    locations: {
      hall: location('hall', 'Hall', { objects: ['fan'], boundingBoxes: ['lever'], characters: ['cat'] }),
      yard: location('yard', 'Yard', { objects: ['tree'] }),
    },
    objects: {
      fan: {
        id: 'fan',
        assetKey: '/fan.png',
        look: { kind: 'sprite', frames: 4 },
        x: 1,
        y: 2,
        actionIds: [],
      },
      tree: { id: 'tree', assetKey: '/tree.png', look: { kind: 'image' }, x: 3, y: 4, actionIds: [] },
    },
    boundingBoxes: {
      lever: { id: 'lever', x: 0, y: 0, width: 9, height: 9, actionIds: list.map((a) => a.id) },
    },
    characters: {
      cat: { id: 'cat', name: 'Cat', defaultExpression: 'idle', defaultPosition: 'left', scale: 1 },
    },
    actions: actions(...list, action('say', 'show_dialogue', ['meow'], { repeatable: true })),
    dialogues: {
      meow: { id: 'meow', title: 'Meow', parts: { '0': [line('Meow.', { speaker: { id: 'cat' } })] } },
    },
  });
  const game = createGameSession(cp, defaultGameSaveState(), defaultUserSaveState(), environment());
  game.start();
  press(game, 'Next');
  return game;
}

describe('what actions draw', () => {
  it('glows, blinks and animates objects, and hides the object layer', () => {
    const game = hall([
      action('a1', 'make_object_glow', ['fan', 'true']),
      action('a2', 'make_object_blink', ['fan', 'true']),
      action('a3', 'start_animation', ['fan', '2', '12']),
      action('a4', 'show_object_layer', ['false']),
    ]);
    expect(game.view().objects[0]?.sprite).toEqual({
      frames: 4,
      playing: false,
      startFrame: 0,
      frameRate: 0,
    });
    press(game, 'Lever');
    const fan = game.view().objects[0];
    expect(fan).toMatchObject({
      glowing: true,
      blinking: true,
      sprite: { playing: true, startFrame: 2, frameRate: 12 },
    });
    expect(game.view().objectLayer).toBe(false);
  });

  it('changes the background and previews another location', () => {
    const game = hall([
      action('a1', 'change_background', ['yard']),
      action('a2', 'preview_location', ['yard']),
    ]);
    const before = game.view();
    expect(before.background).toBe('/locations/hall/normal.png');
    press(game, 'Lever');
    const after = game.view();
    expect(after.background).toBe('/locations/yard/normal.png');
    expect(after.objects.map((o) => o.id)).toEqual(['tree']);
    expect(after.locationId).toBe('hall');
  });

  it('adds and removes items and modes, and updates a character', () => {
    const game = hall([
      action('a1', 'remove_item', ['objects', 'hall', 'fan']),
      action('a2', 'add_item', ['talkTopics', 'hall', 'meow']),
      action('a3', 'add_mode', ['hall', 'talk']),
      action('a4', 'update_character', ['cat', 'angry']),
    ]);
    press(game, 'Lever');
    expect(game.view().objects).toEqual([]);
    expect(labels(game)).toEqual(['Lever', 'Talk']);
    press(game, 'Talk');
    press(game, 'Meow');
    expect(game.view().dialogue?.speaker).toEqual({
      id: 'cat',
      name: 'Cat',
      expression: 'angry',
      position: 'middle',
    });
    expect(game.snapshot().state.triggeredStateChangeActions).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('moves a character between locations (seen in classic Menu)', () => {
    const cp = checkpoint({
      startingLoc: 'hall',
      objectives: ['goal'],
      locations: {
        hall: location('hall', 'Hall', {
          modes: ['menu', 'move'],
          navigation: ['yard'],
          characters: ['cat'],
        }),
        yard: location('yard', 'Yard', { modes: ['menu', 'move'], navigation: ['hall'], actionIds: ['a1'] }),
      },
      characters: {
        cat: { id: 'cat', name: 'Cat', defaultExpression: 'idle', defaultPosition: 'left', scale: 1 },
      },
      actions: actions(action('a1', 'move_character', ['cat', 'yard', 'right'])),
    });
    const game = createGameSession(cp, defaultGameSaveState(), defaultUserSaveState(), environment());
    game.start();
    press(game, 'Next');
    expect(game.view().characters?.map((c) => c.id)).toEqual(['cat']);
    press(game, 'Move');
    press(game, 'Yard');
    press(game, 'Next');
    expect(game.view().characters).toEqual([
      { id: 'cat', name: 'Cat', expression: 'idle', position: 'right', scale: 1 },
    ]);
    press(game, 'Move');
    press(game, 'Hall');
    press(game, 'Next');
    expect(game.view().characters).toEqual([]);
  });

  it('completes tasks it showed, and lists them in the checkpoint order', () => {
    const game = hall([action('a1', 'show_task', ['t1']), action('a2', 'complete_task', ['t1'])]);
    press(game, 'Lever');
    expect(game.snapshot().state.completedTasks).toEqual(['t1']);
    expect(game.snapshot().state.incompleteTasks).toEqual([]);
  });

  it('plays the location music on a door and stops it where there is none', () => {
    const game = hall([action('a1', 'change_location_to', ['yard'])]);
    const step = press(game, 'Lever');
    expect(step.effects.slice(0, 2)).toEqual([{ type: 'fade' }, { type: 'stop-bgm' }]);
    expect(step.view.notice).toBe('Yard');
  });
});
