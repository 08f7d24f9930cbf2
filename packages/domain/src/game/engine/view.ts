import type { GameMode, GameObject } from '../checkpoint-types';
import type { GameControl, GameView, ShownImage } from '../engine-types';
import type { GamePhase } from '../save-types';
import { userStateQuestion } from './conditions';
import { currentLine, showLine } from './dialogue';
import { idInWords } from './naming';
import { currentLocation, type Frame, own, type Runtime, restingPhase } from './runtime';

export const CHALLENGE_QUESTION = 'Are you ready for the challenge?';

const MODE_LABELS: Record<GameMode, string> = {
  menu: 'Menu',
  explore: 'Explore',
  talk: 'Talk',
  move: 'Move',
};

export const MODE_PHASES: Record<GameMode, GamePhase> = {
  menu: 'Menu',
  explore: 'Explore',
  talk: 'Talk',
  move: 'Move',
};

export function phaseOf(rt: Runtime): GamePhase {
  return rt.stack.length > 0 ? 'Sequence' : rt.basePhase;
}

/** The location's modes the player may pick (Talk only with topics); none when only Explore. */
export function offeredModes(rt: Runtime): GameMode[] {
  const location = currentLocation(rt);
  const modes = location.modes.filter(
    (mode) => mode !== 'menu' && (mode !== 'talk' || location.talkTopics.length > 0),
  );
  if (restingPhase(location) === 'Menu') return modes;
  return modes.some((mode) => mode !== 'explore') ? modes : [];
}

function actionTypes(rt: Runtime, object: GameObject): Set<string> {
  return new Set(object.actionIds.map((id) => rt.checkpoint.actions[id]?.type ?? ''));
}

function shownObject(rt: Runtime, object: GameObject): ShownImage {
  const types = actionTypes(rt, object);
  const door = object.actionIds
    .map((id) => rt.checkpoint.actions[id])
    .find((action) => action?.type === 'change_location_to');
  const animation = rt.animations.get(object.id);
  const shown: ShownImage = {
    id: object.id,
    assetKey: object.assetKey,
    x: object.x,
    y: object.y,
    width: object.width,
    height: object.height,
    glowing: rt.glowing.has(object.id),
    blinking: rt.blinking.has(object.id),
    clickable: object.actionIds.length > 0,
    used: rt.state.triggeredInteractions.includes(object.id),
    role: door ? 'door' : types.has('show_topics') ? 'chat' : 'plain',
  };
  if (door) shown.doorTo = rt.locations[door.params[0] ?? '']?.name ?? door.params[0];
  if (object.look.kind === 'sprite') {
    shown.sprite = {
      frames: object.look.frames ?? 1,
      playing: animation !== undefined,
      startFrame: animation?.startFrame ?? 0,
      frameRate: animation?.frameRate ?? 0,
    };
  }
  return shown;
}

/** The location drawn now: preview_location's, else the current one. */
function drawnLocation(rt: Runtime) {
  return (rt.previewLocationId && rt.locations[rt.previewLocationId]) || currentLocation(rt);
}

function topFrame(rt: Runtime): Frame | undefined {
  return rt.stack[rt.stack.length - 1];
}

/** The innermost dialogue whose line is on screen. */
function shownDialogueFrame(rt: Runtime) {
  for (let i = rt.stack.length - 1; i >= 0; i -= 1) {
    const frame = rt.stack[i];
    if (frame?.kind === 'dialogue' && frame.entered) return frame;
  }
  return undefined;
}

function yesNo(): GameControl[] {
  return [
    { label: 'Yes', input: { type: 'answer', yes: true } },
    { label: 'No', input: { type: 'answer', yes: false } },
  ];
}

/** Before start() (or after a failed one) there is no location yet: nothing to draw or do. */
function emptyView(): GameView {
  return {
    phase: 'None',
    locationId: '',
    locationName: '',
    background: '',
    objectLayer: true,
    objects: [],
    boxes: [],
    modes: [],
    topics: [],
    destinations: [],
    popups: [],
    tasks: [],
    finished: false,
    controls: [],
  };
}

export function buildView(rt: Runtime): GameView {
  if (!rt.started || !own(rt.locations, rt.state.currentLocation ?? '')) return emptyView();
  const location = currentLocation(rt);
  const drawn = drawnLocation(rt);
  const phase = phaseOf(rt);
  const top = topFrame(rt);
  const objects = drawn.objects.flatMap((id) => {
    const object = rt.checkpoint.objects[id];
    return object ? [shownObject(rt, object)] : [];
  });
  const boxes = drawn.boundingBoxes.flatMap((id) => {
    const box = rt.checkpoint.boundingBoxes[id];
    if (!box) return [];
    const { x, y, width, height } = box;
    return [{ id, x, y, width, height, used: rt.state.triggeredInteractions.includes(id) }];
  });
  const view: GameView = {
    phase,
    locationId: location.id,
    locationName: location.name,
    background: rt.backgroundOverride ?? drawn.assetKey,
    objectLayer: rt.objectLayer,
    objects,
    boxes,
    modes: phase === 'Sequence' ? [] : offeredModes(rt),
    topics:
      phase === 'Talk'
        ? location.talkTopics.map((id) => ({
            id,
            title: rt.checkpoint.dialogues[id]?.title ?? idInWords(id),
            seen: rt.state.triggeredInteractions.includes(id),
          }))
        : [],
    destinations:
      phase === 'Move'
        ? location.navigation.map((id) => ({
            id,
            name: rt.locations[id]?.name ?? id,
            preview: rt.locations[id]?.previewKey,
          }))
        : [],
    popups: rt.popups.map((popup) => ({ ...popup })),
    tasks: rt.checkpoint.tasks
      .filter(
        (task) => rt.state.incompleteTasks.includes(task.id) || rt.state.completedTasks.includes(task.id),
      )
      .map((task) => ({ ...task, done: rt.state.completedTasks.includes(task.id) })),
    finished: rt.finished && rt.stack.length === 0,
    controls: [],
  };
  if (phase === 'Menu') {
    view.characters = location.characters.flatMap((id) => {
      const character = rt.checkpoint.characters[id];
      if (!character) return [];
      const look = rt.looks.get(id);
      return [
        {
          id,
          name: character.name,
          expression: look?.expression ?? character.defaultExpression,
          position: look?.position ?? character.defaultPosition,
          scale: character.scale,
        },
      ];
    });
  }
  const dialogueFrame = shownDialogueFrame(rt);
  const line = dialogueFrame ? currentLine(dialogueFrame) : undefined;
  if (line && line.text.length > 0) view.dialogue = showLine(rt, line);
  if (top?.kind === 'dialogue' && line?.prompt && top === dialogueFrame) {
    view.prompt = { question: line.prompt.question, choices: line.prompt.choices.map((c) => c.text) };
  }
  if (top?.kind === 'quiz') {
    const question = rt.checkpoint.quizzes[top.quizId]?.questions[top.question];
    if (question) {
      view.prompt = { question: question.question, choices: question.options.map((o) => o.text) };
    }
  }
  if (top?.kind === 'confirm') view.prompt = { question: CHALLENGE_QUESTION, choices: ['Yes', 'No'] };
  if (top?.kind === 'notice') view.notice = top.text;
  if (top?.kind === 'question') {
    view.question = { condition: top.condition, text: userStateQuestion(top.condition) };
  }
  view.controls = controls(rt, view);
  return view;
}

/** Everything the player can do now, named as drawn, in reading order. */
function controls(rt: Runtime, view: GameView): GameControl[] {
  const top = topFrame(rt);
  if (top) {
    switch (top.kind) {
      case 'notice':
        return [{ label: 'Next', input: { type: 'next' } }];
      case 'dialogue':
      case 'quiz':
        if (view.prompt) {
          return view.prompt.choices.map((label, index) => ({ label, input: { type: 'choose', index } }));
        }
        // The skip button is drawn beside the dialogue box (S on the keyboard).
        return top.kind === 'dialogue'
          ? [
              { label: 'Next', input: { type: 'next' } },
              { label: 'Skip', input: { type: 'skip' } },
            ]
          : [];
      case 'confirm':
      case 'question':
        return yesNo();
      default:
        return [];
    }
  }
  if (rt.finished) return [];
  const location = currentLocation(rt);
  const classic = restingPhase(location) === 'Menu';
  const back: GameControl = { label: 'Back', input: { type: 'back' } };
  const modeControls = view.modes
    .filter((mode) => MODE_PHASES[mode] !== view.phase)
    .map((mode): GameControl => ({ label: MODE_LABELS[mode], input: { type: 'mode', mode } }));
  switch (view.phase) {
    case 'Menu':
      return modeControls;
    case 'Talk':
      return [
        ...view.topics.map(
          (topic): GameControl => ({
            label: topic.title,
            input: { type: 'topic', id: topic.id },
            group: 'Talk topics',
          }),
        ),
        back,
      ];
    case 'Move':
      return [
        ...view.destinations.map(
          (d): GameControl => ({ label: d.name, input: { type: 'go', locationId: d.id } }),
        ),
        back,
      ];
    case 'Explore': {
      const clicks: GameControl[] = [
        ...view.objects
          .filter((object) => view.objectLayer && object.clickable)
          .map(
            (object): GameControl => ({
              label: idInWords(object.id),
              input: { type: 'click', id: object.id },
            }),
          ),
        ...view.boxes
          .filter((box) => (rt.checkpoint.boundingBoxes[box.id]?.actionIds.length ?? 0) > 0)
          .map((box): GameControl => ({ label: idInWords(box.id), input: { type: 'click', id: box.id } })),
      ];
      if (classic) return [...clicks, back];
      const turn: GameControl[] =
        location.back && rt.locations[location.back]
          ? [{ label: 'Back', input: { type: 'go', locationId: location.back } }]
          : [];
      return [...clicks, ...modeControls, ...turn];
    }
    default:
      return [];
  }
}
