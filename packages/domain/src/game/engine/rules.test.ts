import { describe, expect, it } from 'vitest';
import type { GameCheckpoint } from '../checkpoint-types';
import type { GameEnvironment } from '../engine-types';
import { defaultGameSaveState, defaultUserSaveState } from '../progression';
import type { GameSaveState } from '../save-types';
import { idInWords } from './naming';
import { createGameSession } from './session';
import { action, actions, checkpoint, environment, labels, line, location, press } from './test-checkpoints';

function play(
  cp: GameCheckpoint,
  env: Partial<GameEnvironment> = {},
  save: GameSaveState = defaultGameSaveState(),
) {
  const game = createGameSession(cp, save, defaultUserSaveState(), environment(env));
  const first = game.start();
  return { game, first };
}

/** One location `room` with a box `button` running the given action ids; objective `goal`. */
function room(list: ReturnType<typeof action>[], extra: Partial<GameCheckpoint> = {}) {
  return checkpoint({
    startingLoc: 'room',
    objectives: ['goal'],
    locations: { room: location('room', 'Room', { boundingBoxes: ['button'] }) },
    boundingBoxes: {
      button: { id: 'button', x: 10, y: 10, width: 50, height: 50, actionIds: list.map((a) => a.id) },
    },
    actions: actions(...list),
    ...extra,
  });
}

function toExplore(game: ReturnType<typeof play>['game']) {
  while (game.view().notice || game.view().dialogue) press(game, 'Next');
}

describe('run-once and repeatable actions', () => {
  it('runs a plain action once per save and a starred one every time', () => {
    const cp = room(
      [action('a1', 'show_task', ['t1']), action('a2', 'play_sfx', ['beep'], { repeatable: true })],
      {
        tasks: [{ id: 't1', title: 'Find it', description: 'Somewhere' }],
        sounds: { beep: { key: 'beep', path: '/sfx/beep.mp3', volume: 1, kind: 'sfx' } },
      },
    );
    const { game } = play(cp);
    toExplore(game);
    const once = press(game, 'Button');
    expect(once.effects).toContainEqual({ type: 'play-sfx', key: 'beep', path: '/sfx/beep.mp3', volume: 1 });
    expect(once.view.tasks).toEqual([{ id: 't1', title: 'Find it', description: 'Somewhere', done: false }]);
    const twice = press(game, 'Button');
    expect(twice.effects.filter((e) => e.type === 'play-sfx')).toHaveLength(1);
    const state = game.snapshot().state;
    expect(state.triggeredInteractions).toEqual(expect.arrayContaining(['a1', 'a2', 'button', 'room']));
    expect(state.incompleteTasks).toEqual(['t1']);
  });

  it('does not use up a run-once action whose conditions fail', () => {
    const cp = room([
      action('a1', 'show_task', ['t1'], { conditions: [{ kind: 'checklist', id: 'goal', negate: false }] }),
      action('a2', 'complete_objective', ['side']),
    ]);
    cp.objectives = ['goal', 'side'];
    const { game } = play(cp);
    toExplore(game);
    press(game, 'Button');
    expect(game.snapshot().state.triggeredInteractions).not.toContain('a1');
    expect(game.snapshot().state.incompleteTasks).toEqual([]);
  });
});

describe('conditions', () => {
  it('honours negation and userstate from the environment', () => {
    const cp = room([
      action('a1', 'show_task', ['t1'], {
        conditions: [
          { kind: 'userstate', userState: 'assessments', id: '3', negate: false },
          { kind: 'checklist', id: 'goal', negate: true },
        ],
      }),
      action('a2', 'show_task', ['t2'], {
        conditions: [{ kind: 'userstate', userState: 'achievements', id: 'star', negate: false }],
      }),
    ]);
    const { game } = play(cp, { submittedAssessments: new Set(['3']) });
    toExplore(game);
    press(game, 'Button');
    expect(game.snapshot().state.incompleteTasks).toEqual(['t1']);
  });

  it('asks the simulator Yes/No once per userstate condition and keeps the answer', () => {
    const condition = {
      kind: 'userstate' as const,
      userState: 'collectibles' as const,
      id: 'cookie',
      negate: true,
    };
    const cp = room([
      action('a1', 'show_task', ['t1'], { conditions: [condition], repeatable: true }),
      action('a2', 'show_task', ['t2'], { conditions: [{ ...condition, negate: false }] }),
    ]);
    const { game } = play(cp, { askUserState: true });
    toExplore(game);
    press(game, 'Button');
    expect(game.view().question?.text).toBe('Does the player have collectible cookie?');
    expect(labels(game)).toEqual(['Yes', 'No']);
    press(game, 'Yes');
    expect(game.view().question).toBeUndefined();
    expect(game.snapshot().state.incompleteTasks).toEqual(['t2']);
    press(game, 'Button');
    expect(game.view().question).toBeUndefined();
  });

  it('checks quiz conditions and substitutes scores', () => {
    const cp = room([action('a1', 'show_quiz', ['q']), action('a2', 'show_dialogue', ['after'])], {
      quizzes: {
        q: {
          id: 'q',
          questions: [
            {
              question: 'One plus one?',
              answer: 1,
              options: [
                { text: '1', reaction: [line('No.')] },
                { text: '2', reaction: [] },
              ],
            },
            {
              question: 'Two plus two?',
              answer: 0,
              options: [
                { text: '4', reaction: [] },
                { text: '5', reaction: [] },
              ],
            },
          ],
        },
      },
      dialogues: {
        after: {
          id: 'after',
          title: 'After',
          parts: {
            '0': [
              line('You scored {q.score}.', {
                goto: {
                  part: '1',
                  conditions: [{ kind: 'passedQuiz', id: 'q', negate: false }],
                  elsePart: '2',
                },
              }),
            ],
            '1': [line('Perfect.')],
            '2': [
              line('Try again.', {
                goto: { part: '3', conditions: [{ kind: 'quizScore', id: 'q', atLeast: 1, negate: false }] },
              }),
            ],
            '3': [line('At least one.')],
          },
        },
      },
    });
    const { game } = play(cp);
    toExplore(game);
    press(game, 'Button');
    expect(game.view().prompt).toEqual({ question: 'One plus one?', choices: ['1', '2'] });
    press(game, '1');
    expect(game.view().dialogue?.text).toBe('No.');
    press(game, 'Next');
    expect(game.view().prompt?.question).toBe('Two plus two?');
    press(game, '4');
    expect(game.snapshot().state.quizScores).toEqual([['q', 1]]);
    expect(game.view().dialogue?.text).toBe('You scored 1.');
    press(game, 'Next');
    expect(game.view().dialogue?.text).toBe('Try again.');
    press(game, 'Next');
    expect(game.view().dialogue?.text).toBe('At least one.');
    press(game, 'Next');
    expect(game.view().phase).toBe('Explore');
  });
});

describe('dialogues', () => {
  const talk = checkpoint({
    startingLoc: 'room',
    objectives: ['goal'],
    locations: { room: location('room', 'Room') },
    actions: actions(action('a1', 'show_dialogue', ['d']), action('a2', 'show_task', ['t'])),
    gameStartActionIds: ['a1'],
    dialogues: {
      d: {
        id: 'd',
        title: 'D',
        parts: {
          '0': [
            line('one', {
              goto: {
                part: '1',
                conditions: [{ kind: 'checklist', id: 'goal', negate: false }],
                elsePart: '2',
              },
            }),
          ],
          '1': [line('wrong')],
          '2': [line('two'), line('three'), line('four', { actionIds: ['a2'] }), line('five'), line('six')],
        },
      },
    },
  });

  it('follows goto else, and skip stops at the line with actions', () => {
    const { game, first } = play(talk);
    expect(first.view.dialogue).toEqual({ text: 'one' });
    press(game, 'Next');
    expect(game.view().dialogue?.text).toBe('two');
    press(game, 'Skip');
    expect(game.view().dialogue?.text).toBe('four');
    expect(game.snapshot().state.incompleteTasks).toEqual(['t']);
    game.input({ type: 'skip' });
    expect(game.view().notice).toBe('Room');
  });
});

describe('objects and notices', () => {
  it('announces a collectible by its title, or its id, and adds it to the user', () => {
    const cp = room([
      action('a1', 'obtain_collectible', ['cookie']),
      action('a2', 'obtain_collectible', ['cup']),
    ]);
    const { game } = play(cp, { awardTitles: new Map([['cookie', 'A Cookie']]) });
    toExplore(game);
    press(game, 'Button');
    expect(game.view().notice).toBe('Obtained A Cookie');
    press(game, 'Next');
    expect(game.view().notice).toBe('Obtained cup');
    press(game, 'Next');
    expect(game.snapshot().user.collectibles).toEqual(['cookie', 'cup']);
  });

  it('asks before opening an assessment, and waits out delays and pop-ups', () => {
    const cp = room([
      action('a1', 'navigate_to_assessment', ['7'], { repeatable: true }),
      action('a2', 'delay', ['2'], { repeatable: true }),
      action('a3', 'add_popup', ['cup', 'left', '', 'large'], { repeatable: true }),
    ]);
    cp.objects.cup = {
      id: 'cup',
      assetKey: '/objects/cup.png',
      look: { kind: 'image' },
      x: 0,
      y: 0,
      actionIds: [],
    };
    const { game } = play(cp);
    toExplore(game);
    press(game, 'Button');
    expect(game.view().prompt).toEqual({
      question: 'Are you ready for the challenge?',
      choices: ['Yes', 'No'],
    });
    const yes = press(game, 'Yes');
    expect(yes.effects).toContainEqual({ type: 'open-assessment', number: '7' });
    expect(yes.effects).toContainEqual({ type: 'wait', ms: 2000 });
    expect(game.view().controls).toEqual([]);
    const popup = game.input({ type: 'resume' });
    expect(popup.effects).toContainEqual({ type: 'wait', ms: 1000 });
    expect(popup.view.popups).toEqual([
      { objectId: 'cup', assetKey: '/objects/cup.png', position: 'left', size: 'large' },
    ]);
    expect(game.input({ type: 'resume' }).view.popups).toEqual([]);
    const no = press(game, 'Button');
    expect(no.view.prompt?.question).toBe('Are you ready for the challenge?');
    expect(press(game, 'No').effects.some((e) => e.type === 'open-assessment')).toBe(false);
  });

  it('throws the runtime messages for a missing id or asset', () => {
    const missingDialogue = room([action('a1', 'show_dialogue', ['ghost'])]);
    const { game } = play(missingDialogue);
    toExplore(game);
    expect(() => press(game, 'Button')).toThrow('Id ghost not found!');
    const missingSound = room([action('a1', 'play_bgm', ['nothing'])]);
    const second = play(missingSound).game;
    toExplore(second);
    expect(() => press(second, 'Button')).toThrow('Asset nothing not found!');
    const builtIn = room([action('a1', 'play_bgm', ['galactic-harmony'])]);
    const third = play(builtIn).game;
    toExplore(third);
    expect(press(third, 'Button').effects).toContainEqual(
      expect.objectContaining({ type: 'play-bgm', key: 'galactic-harmony' }),
    );
  });

  it('opens the topics from a chat object and leaves by the back key', () => {
    const cp = checkpoint({
      startingLoc: 'room',
      objectives: ['goal'],
      locations: {
        room: location('room', 'Room', { objects: ['robot_arm'], talkTopics: ['hi'], back: 'hall' }),
        hall: location('hall', 'Hall'),
      },
      objects: {
        robot_arm: {
          id: 'robot_arm',
          assetKey: '/o.png',
          look: { kind: 'image' },
          x: 0,
          y: 0,
          actionIds: ['a1'],
        },
      },
      actions: actions(action('a1', 'show_topics', [], { repeatable: true })),
      dialogues: { hi: { id: 'hi', title: 'Hi', parts: { '0': [line('Hi.')] } } },
    });
    const { game } = play(cp);
    toExplore(game);
    expect(game.view().objects[0]?.role).toBe('chat');
    expect(labels(game)).toEqual(['Robot arm', 'Back']);
    press(game, 'Robot arm');
    expect(labels(game)).toEqual(['Hi', 'Back']);
    press(game, 'Back');
    press(game, 'Back');
    expect(game.view().notice).toBe('Hall');
  });
});

describe('state changes and reload', () => {
  it('replays recorded state changes without conditions when the checkpoint loads', () => {
    const cp = room([
      action('a1', 'add_item', ['objects', 'room', 'lamp'], {
        conditions: [{ kind: 'checklist', id: 'x', negate: true }],
      }),
      action('a2', 'complete_objective', ['x']),
    ]);
    cp.objectives = ['goal'];
    cp.objects.lamp = {
      id: 'lamp',
      assetKey: '/lamp.png',
      look: { kind: 'image' },
      x: 0,
      y: 0,
      actionIds: [],
    };
    const { game } = play(cp);
    toExplore(game);
    press(game, 'Button');
    expect(game.view().objects.map((o) => o.id)).toEqual(['lamp']);
    const { state, user } = game.snapshot();
    expect(state.triggeredStateChangeActions).toEqual(['a1']);
    const again = createGameSession(cp, state, user, environment());
    expect(again.start().view.objects.map((o) => o.id)).toEqual(['lamp']);
  });
});

describe('classic files', () => {
  it('rests in Menu, lists modes, moves by nav and goes back to Menu', () => {
    const cp = checkpoint({
      startingLoc: 'yard',
      objectives: ['goal'],
      locations: {
        yard: location('yard', 'Yard', {
          modes: ['menu', 'explore', 'talk', 'move'],
          navigation: ['shed'],
          characters: ['cat'],
        }),
        shed: location('shed', 'Shed', {
          modes: ['move', 'explore'],
          navigation: ['yard'],
          actionIds: ['a1'],
        }),
      },
      characters: {
        cat: { id: 'cat', name: 'Cat', defaultExpression: 'idle', defaultPosition: 'left', scale: 1 },
      },
      actions: actions(action('a1', 'complete_objective', ['goal'])),
    });
    const { game } = play(cp);
    press(game, 'Next');
    const menu = game.view();
    expect(menu.phase).toBe('Menu');
    expect(menu.characters?.map((c) => c.name)).toEqual(['Cat']);
    expect(labels(game)).toEqual(['Explore', 'Move']);
    press(game, 'Explore');
    expect(labels(game)).toEqual(['Back']);
    press(game, 'Back');
    press(game, 'Move');
    expect(game.view().destinations).toEqual([{ id: 'shed', name: 'Shed', preview: undefined }]);
    expect(labels(game)).toEqual(['Shed', 'Back']);
    press(game, 'Shed');
    expect(game.view().notice).toBe('Shed');
    expect(game.view().finished).toBe(false);
    expect(press(game, 'Next').view.finished).toBe(true);
  });
});

describe('completion', () => {
  it('finishes right after start with zero objectives, running the complete actions first', () => {
    const cp = checkpoint({
      startingLoc: 'room',
      locations: { room: location('room', 'Room', { actionIds: ['a2'] }) },
      actions: actions(action('a1', 'show_dialogue', ['bye']), action('a2', 'show_task', ['t'])),
      checkpointCompleteActionIds: ['a1'],
      dialogues: { bye: { id: 'bye', title: 'Bye', parts: { '0': [line('Bye.')] } } },
    });
    const { game, first } = play(cp);
    expect(first.view.dialogue?.text).toBe('Bye.');
    expect(first.view.finished).toBe(false);
    expect(press(game, 'Next').view.finished).toBe(true);
    expect(game.snapshot().state.incompleteTasks).toEqual([]);
  });

  it('does not end again in a chapter already completed', () => {
    const cp = checkpoint({ startingLoc: 'room', locations: { room: location('room', 'Room') } });
    const { game, first } = play(cp, {}, { ...defaultGameSaveState(), chapterNewlyCompleted: true });
    expect(first.view.notice).toBe('Room');
    expect(press(game, 'Next').view).toMatchObject({ finished: false, phase: 'Explore' });
  });

  it('ignores every input once finished', () => {
    const cp = checkpoint({ startingLoc: 'room', locations: { room: location('room', 'Room') } });
    const { game, first } = play(cp);
    expect(first.view.finished).toBe(true);
    expect(game.input({ type: 'next' }).view.finished).toBe(true);
  });
});

describe('idInWords', () => {
  it('names ids as words', () => {
    expect(idInWords('console')).toBe('Console');
    expect(idInWords('escape_pod')).toBe('Escape pod');
    expect(idInWords('northWall')).toBe('North wall');
  });
});

describe('loading', () => {
  it('starts at startingLoc when the saved location is gone, and throws for a missing start', () => {
    const cp = checkpoint({
      startingLoc: 'room',
      objectives: ['goal'],
      locations: { room: location('room', 'Room') },
    });
    const save = { ...defaultGameSaveState(), currentLocation: 'attic' };
    expect(play(cp, {}, save).first.view.locationId).toBe('room');
    const junk = {
      ...defaultGameSaveState(),
      currentLocation: 'constructor',
      triggeredStateChangeActions: ['toString'],
    };
    expect(play(cp, {}, junk).first.view.locationId).toBe('room');
    const early = createGameSession(cp, defaultGameSaveState(), defaultUserSaveState(), environment());
    expect(early.input({ type: 'next' }).view).toMatchObject({ phase: 'None', controls: [] });
    const broken = checkpoint({ startingLoc: 'nowhere', objectives: ['goal'], locations: {} });
    const game = createGameSession(broken, defaultGameSaveState(), defaultUserSaveState(), environment());
    expect(() => game.start()).toThrow('Id nowhere not found!');
  });
});

describe('more dialogue rules', () => {
  it('asks the simulator about a goto condition, substitutes only the first {name} and refreshes assessments', () => {
    const cp = checkpoint({
      startingLoc: 'room',
      objectives: ['goal'],
      locations: { room: location('room', 'Room') },
      actions: actions(action('a1', 'show_dialogue', ['d']), action('a2', 'update_assessment_status', [])),
      gameStartActionIds: ['a1'],
      dialogues: {
        d: {
          id: 'd',
          title: 'D',
          parts: {
            '0': [
              line('{name} and {name}', {
                actionIds: ['a2'],
                goto: {
                  part: '1',
                  conditions: [{ kind: 'userstate', userState: 'assessments', id: '5', negate: false }],
                  elsePart: '2',
                },
              }),
            ],
            '1': [line('Submitted.')],
            '2': [line('Not yet.')],
          },
        },
      },
    });
    const { game, first } = play(cp, { askUserState: true });
    expect(first.view.dialogue?.text).toBe('Ada and {name}');
    expect(first.effects).toContainEqual({ type: 'refresh-assessments' });
    press(game, 'Next');
    expect(game.view().question?.text).toBe('Has the player submitted assessment 5?');
    press(game, 'No');
    expect(game.view().dialogue?.text).toBe('Not yet.');
  });
});
