/**
 * Small builders of parsed checkpoints (`GameCheckpoint` as plain data) and a driver that plays a
 * session by its controls' labels only, for the engine's tests.
 */
import type {
  ActionCondition,
  ActionType,
  DialogueLine,
  GameAction,
  GameCheckpoint,
  GameLocation,
} from '../checkpoint-types';
import type { GameEnvironment, GameSession, GameStep } from '../engine-types';

export function location(id: string, name: string, extra: Partial<GameLocation> = {}): GameLocation {
  return {
    id,
    name,
    assetKey: `/locations/${id}/normal.png`,
    look: { kind: 'image' },
    modes: ['explore'],
    navigation: [],
    talkTopics: [],
    objects: [],
    boundingBoxes: [],
    characters: [],
    actionIds: [],
    ...extra,
  };
}

export function action(
  id: string,
  type: ActionType,
  params: string[],
  extra: { repeatable?: boolean; conditions?: ActionCondition[] } = {},
): GameAction {
  return {
    id,
    type,
    params,
    conditions: extra.conditions ?? [],
    repeatable: extra.repeatable ?? false,
    line: 1,
  };
}

export function actions(...list: GameAction[]): Record<string, GameAction> {
  return Object.fromEntries(list.map((a) => [a.id, a]));
}

export function line(text: string, extra: Partial<DialogueLine> = {}): DialogueLine {
  return { text, actionIds: [], ...extra };
}

export function checkpoint(extra: Partial<GameCheckpoint>): GameCheckpoint {
  return {
    objectives: [],
    tasks: [],
    locations: {},
    objects: {},
    boundingBoxes: {},
    characters: {},
    expressions: {},
    dialogues: {},
    quizzes: {},
    sounds: {},
    actions: {},
    gameStartActionIds: [],
    checkpointCompleteActionIds: [],
    ...extra,
  };
}

export function environment(extra: Partial<GameEnvironment> = {}): GameEnvironment {
  return {
    playerName: 'Ada',
    saves: true,
    submittedAssessments: new Set(),
    completedAchievements: new Set(),
    awardTitles: new Map(),
    ...extra,
  };
}

/** Uses the control labelled so (failing with the labels on offer when there is none). */
export function press(session: GameSession, label: string): GameStep {
  const control = session.view().controls.find((c) => c.label === label);
  if (!control) {
    const offered = session.view().controls.map((c) => c.label);
    throw new Error(`No control '${label}' among [${offered.join(', ')}]`);
  }
  return session.input(control.input);
}

export function labels(session: GameSession): string[] {
  return session.view().controls.map((c) => c.label);
}

/** game-facts 1.7's example, both files, as the parser makes it. */
export function exampleCheckpoint(): GameCheckpoint {
  return checkpoint({
    startingLoc: 'dock',
    objectives: ['metRobo'],
    locations: {
      dock: location('dock', 'Docking Bay', { objects: ['hatch'], bgmKey: 'hum' }),
      lab: location('lab', 'Research Lab', {
        modes: ['explore', 'talk'],
        talkTopics: ['greet'],
        characters: ['robo'],
        boundingBoxes: ['console'],
      }),
    },
    objects: {
      hatch: {
        id: 'hatch',
        assetKey: '/objects/hatch/closed.png',
        look: { kind: 'image' },
        x: 1500,
        y: 600,
        width: 200,
        height: 300,
        actionIds: ['action#2'],
      },
    },
    boundingBoxes: {
      console: { id: 'console', x: 400, y: 500, width: 160, height: 120, actionIds: ['action#3'] },
    },
    characters: {
      robo: { id: 'robo', name: 'Robo', defaultExpression: 'idle', defaultPosition: 'right', scale: 1 },
    },
    expressions: { robo: ['idle', 'happy', 'sad'] },
    sounds: { hum: { key: 'hum', path: '/bgm/Hum.mp3', volume: 0.4, kind: 'bgm' } },
    actions: actions(
      action('action#1', 'show_dialogue', ['arrival']),
      action('action#2', 'change_location_to', ['lab'], { repeatable: true }),
      action('action#3', 'show_dialogue', ['consoleText'], {
        repeatable: true,
        conditions: [{ kind: 'checklist', id: 'metRobo', negate: true }],
      }),
      action('action#4', 'complete_objective', ['metRobo']),
    ),
    gameStartActionIds: ['action#1'],
    dialogues: {
      arrival: {
        id: 'arrival',
        title: 'Arrival',
        parts: { '0': [line('Where am I?', { speaker: { id: 'you' } })] },
      },
      greet: {
        id: 'greet',
        title: 'Say hello to Robo',
        parts: {
          '0': [
            line('Hello, {name}! New here?', {
              speaker: { id: 'robo', expression: 'happy', position: 'right' },
              prompt: {
                question: 'Are you new?',
                choices: [
                  { text: 'Yes', part: '1' },
                  { text: 'No', part: '2' },
                ],
              },
            }),
          ],
          '1': [line('Welcome aboard.', { speaker: { id: 'robo' }, actionIds: ['action#4'] })],
          '2': [line('Then read the console.', { speaker: { id: 'robo', expression: 'sad' } })],
        },
      },
      consoleText: {
        id: 'consoleText',
        title: 'Console Text',
        parts: { '0': [line('The screen reads: TALK TO ROBO.')] },
      },
    },
  });
}
