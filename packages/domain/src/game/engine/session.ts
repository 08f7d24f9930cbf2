import type { GameCheckpoint, GameLocation } from '../checkpoint-types';
import type { GameEnvironment, GameInput, GameSession, GameStep, GameView } from '../engine-types';
import type { GameSaveState, UserSaveState } from '../save-types';
import { locationMusic, moveTo, replayStateChange, runAction, startDialogue } from './actions';
import { userStateKey } from './conditions';
import { advanceDialogue, currentLine } from './dialogue';
import { addOnce, currentLocation, notFound, own, type Runtime, restingPhase } from './runtime';
import { buildView, MODE_PHASES, offeredModes } from './view';

function copyState(save: GameSaveState): GameSaveState {
  return {
    ...save,
    incompleteTasks: [...save.incompleteTasks],
    completedTasks: [...save.completedTasks],
    completedObjectives: [...save.completedObjectives],
    triggeredInteractions: [...save.triggeredInteractions],
    triggeredStateChangeActions: [...save.triggeredStateChangeActions],
    quizScores: save.quizScores.map(([id, score]): [string, number] => [id, score]),
  };
}

function copyUser(user: UserSaveState): UserSaveState {
  return {
    ...user,
    settings: { ...user.settings },
    recentlyPlayedCheckpoint: [...user.recentlyPlayedCheckpoint],
    collectibles: [...user.collectibles],
  };
}

function copyLocation(location: GameLocation): GameLocation {
  return {
    ...location,
    modes: [...location.modes],
    navigation: [...location.navigation],
    talkTopics: [...location.talkTopics],
    objects: [...location.objects],
    boundingBoxes: [...location.boundingBoxes],
    characters: [...location.characters],
    actionIds: [...location.actionIds],
  };
}

/**
 * Runs frames until one waits for the player. When nothing is left the phase falls back from
 * Sequence to the resting one, which is a phase change: the checkpoint's end is checked then.
 */
function pump(rt: Runtime): void {
  for (;;) {
    const top = rt.stack[rt.stack.length - 1];
    if (!top) {
      if (!checkCompletion(rt)) return;
      continue;
    }
    switch (top.kind) {
      case 'call':
        rt.stack.pop();
        top.run();
        break;
      case 'actions': {
        const id = top.ids[top.index];
        if (id === undefined) {
          rt.stack.pop();
          if (top.save) rt.saveRequested = true;
          break;
        }
        if (runAction(rt, id) === 'done') top.index += 1;
        break;
      }
      case 'dialogue': {
        if (top.advancing) {
          const moved = advanceDialogue(rt, top);
          if (moved === 'ended') rt.stack.pop();
          break;
        }
        const line = currentLine(top);
        if (!line) {
          rt.stack.pop();
          break;
        }
        if (!top.entered) {
          top.entered = true;
          if (line.actionIds.length > 0) {
            rt.stack.push({ kind: 'actions', ids: [...line.actionIds], index: 0, save: true });
          }
          break;
        }
        if (top.skipping && line.actionIds.length === 0 && !line.prompt) {
          top.advancing = true;
          break;
        }
        top.skipping = false;
        return;
      }
      case 'quiz': {
        const quiz = rt.checkpoint.quizzes[top.quizId];
        if (!quiz || top.question >= quiz.questions.length) {
          rt.stack.pop();
          rt.state.quizScores = rt.state.quizScores.filter(([id]) => id !== top.quizId);
          rt.state.quizScores.push([top.quizId, top.score]);
          rt.saveRequested = true;
          break;
        }
        return;
      }
      default:
        return;
    }
  }
}

/**
 * game-facts 2 "Checkpoint progression": on a phase change to anything but Sequence, with every
 * objective done, no transition yet and the chapter not already completed, the complete actions
 * run and the checkpoint is finished.
 */
function checkCompletion(rt: Runtime): boolean {
  // A chapter already completed is replayed freely: its last checkpoint does not end again.
  if (!rt.started || rt.transitioned || rt.state.chapterNewlyCompleted) return false;
  const done = rt.checkpoint.objectives.every((id) => rt.state.completedObjectives.includes(id));
  if (!done) return false;
  rt.transitioned = true;
  rt.stack = [
    {
      kind: 'call',
      run: () => {
        rt.finished = true;
        rt.saveRequested = true;
      },
    },
    { kind: 'actions', ids: [...rt.checkpoint.checkpointCompleteActionIds], index: 0, save: true },
  ];
  return true;
}

/** Enters a resting phase (a phase change, so the end is checked) when nothing runs. */
function enterPhase(rt: Runtime, phase: Runtime['basePhase']): void {
  rt.basePhase = phase;
  if (rt.stack.length === 0) pump(rt);
}

function idleInput(rt: Runtime, input: GameInput): void {
  const location = currentLocation(rt);
  const resting = restingPhase(location);
  switch (input.type) {
    case 'mode':
      if (input.mode === 'menu' && resting === 'Menu') enterPhase(rt, 'Menu');
      else if (offeredModes(rt).includes(input.mode)) enterPhase(rt, MODE_PHASES[input.mode]);
      return;
    case 'back':
      if (rt.basePhase !== resting) enterPhase(rt, resting);
      return;
    case 'topic':
      if (rt.basePhase !== 'Talk' || !location.talkTopics.includes(input.id)) return;
      addOnce(rt.state.triggeredInteractions, input.id);
      startDialogue(rt, input.id);
      pump(rt);
      return;
    case 'go': {
      const allowed =
        (rt.basePhase === 'Move' && location.navigation.includes(input.locationId)) ||
        (rt.basePhase === 'Explore' && location.back === input.locationId);
      if (!allowed) return;
      moveTo(rt, input.locationId);
      pump(rt);
      return;
    }
    case 'click': {
      if (rt.basePhase !== 'Explore') return;
      const drawn = (rt.previewLocationId && rt.locations[rt.previewLocationId]) || location;
      const object =
        drawn.objects.includes(input.id) && rt.objectLayer ? rt.checkpoint.objects[input.id] : undefined;
      const box = drawn.boundingBoxes.includes(input.id) ? rt.checkpoint.boundingBoxes[input.id] : undefined;
      const target = object ?? box;
      if (!target || target.actionIds.length === 0) return;
      addOnce(rt.state.triggeredInteractions, input.id);
      rt.stack.push({ kind: 'actions', ids: [...target.actionIds], index: 0, save: true });
      pump(rt);
      return;
    }
    default:
      return;
  }
}

function blockedInput(rt: Runtime, input: GameInput): void {
  const top = rt.stack[rt.stack.length - 1];
  if (!top) return;
  if (top.kind === 'notice' && input.type === 'next') rt.stack.pop();
  else if (top.kind === 'wait' && input.type === 'resume') {
    rt.stack.pop();
    if (top.popupObjectId) rt.popups = rt.popups.filter((p) => p.objectId !== top.popupObjectId);
  } else if (top.kind === 'confirm' && (input.type === 'answer' || input.type === 'choose')) {
    const yes = input.type === 'answer' ? input.yes : input.index === 0;
    rt.stack.pop();
    if (yes) rt.effects.push({ type: 'open-assessment', number: top.number });
  } else if (top.kind === 'question' && input.type === 'answer') {
    rt.userStateAnswers.set(userStateKey(top.condition), input.yes);
    rt.stack.pop();
  } else if (top.kind === 'dialogue') {
    const line = currentLine(top);
    if (line?.prompt) {
      if (input.type !== 'choose') return;
      const choice = line.prompt.choices[input.index];
      if (!choice) return;
      top.jumpTo = choice.part;
      top.advancing = true;
    } else if (input.type === 'next' || input.type === 'skip') {
      top.advancing = true;
      top.skipping = input.type === 'skip';
    } else return;
  } else if (top.kind === 'quiz' && input.type === 'choose') {
    const question = rt.checkpoint.quizzes[top.quizId]?.questions[top.question];
    const option = question?.options[input.index];
    if (!question || !option) return;
    if (input.index === question.answer) top.score += 1;
    top.question += 1;
    if (option.reaction.length > 0) {
      rt.stack.push({
        kind: 'dialogue',
        parts: { '0': option.reaction },
        part: '0',
        index: 0,
        entered: false,
        advancing: false,
        skipping: false,
      });
    }
  } else return;
  pump(rt);
}

export function createGameSession(
  checkpoint: GameCheckpoint,
  save: GameSaveState,
  user: UserSaveState,
  env: GameEnvironment,
): GameSession {
  const locations: Record<string, GameLocation> = {};
  for (const [id, location] of Object.entries(checkpoint.locations)) locations[id] = copyLocation(location);
  const rt: Runtime = {
    checkpoint,
    env,
    state: copyState(save),
    user: copyUser(user),
    locations,
    looks: new Map(),
    basePhase: 'Explore',
    stack: [],
    effects: [],
    saveRequested: false,
    objectLayer: true,
    glowing: new Set(),
    blinking: new Set(),
    animations: new Map(),
    popups: [],
    userStateAnswers: new Map(),
    started: false,
    transitioned: false,
    finished: false,
  };

  const snapshot = () => ({
    state: { ...copyState(rt.state), currentPhase: rt.basePhase },
    user: copyUser(rt.user),
  });

  const step = (): GameStep => {
    const effects = rt.effects;
    rt.effects = [];
    if (rt.saveRequested && env.saves) effects.push({ type: 'save', ...snapshot() });
    rt.saveRequested = false;
    return { view: buildView(rt), effects };
  };

  return {
    start(): GameStep {
      if (rt.started) return step();
      for (const id of rt.state.triggeredStateChangeActions) replayStateChange(rt, id);
      // A saved location the files no longer have falls back to the start, so an old save still loads.
      const saved = rt.state.currentLocation;
      const startId =
        (saved !== undefined && own(locations, saved) ? saved : checkpoint.startingLoc) ??
        Object.keys(locations)[0] ??
        '';
      const start = own(locations, startId);
      if (!start) throw notFound(startId);
      rt.state.currentLocation = startId;
      rt.basePhase = restingPhase(start);
      addOnce(rt.state.triggeredInteractions, startId);
      rt.started = true;
      locationMusic(rt);
      // Pushed in reverse: start actions, the resting phase (where the end is checked), the
      // location's actions, then its name.
      rt.stack.push(
        { kind: 'notice', text: start.name },
        { kind: 'actions', ids: [...start.actionIds], index: 0, save: true },
        {
          kind: 'call',
          run: () => {
            const rest = rt.stack;
            rt.stack = [];
            if (checkCompletion(rt)) return;
            rt.stack = rest;
          },
        },
        { kind: 'actions', ids: [...checkpoint.gameStartActionIds], index: 0, save: true },
      );
      pump(rt);
      return step();
    },
    input(input: GameInput): GameStep {
      if (!rt.started || (rt.finished && rt.stack.length === 0)) return step();
      if (rt.stack.length === 0) idleInput(rt, input);
      else blockedInput(rt, input);
      return step();
    },
    view(): GameView {
      return buildView(rt);
    },
    snapshot,
  };
}
