import type {
  ActionType,
  GameAction,
  GameMode,
  ItemType,
  PopupSize,
  ScreenPosition,
} from '../checkpoint-types';
import { GAME_MODES } from '../checkpoint-types';
import { BUILT_IN_SOUNDS } from './builtin-sounds';
import { checkConditions } from './conditions';
import { addOnce, currentLocation, notFound, own, type Runtime, restingPhase } from './runtime';

/** The actions replayed, without conditions, each time the checkpoint loads (game-facts 1.3). */
const STATE_CHANGES: ReadonlySet<ActionType> = new Set<ActionType>([
  'add_item',
  'remove_item',
  'add_mode',
  'remove_mode',
  'move_character',
  'update_character',
]);

export function isStateChange(type: ActionType): boolean {
  return STATE_CHANGES.has(type);
}

function getAction(rt: Runtime, id: string): GameAction {
  const action = own(rt.checkpoint.actions, id);
  if (!action) throw notFound(id);
  return action;
}

/**
 * Runs one action of a batch under the run-once rule: a non-repeatable action runs once per save,
 * and only when all its conditions hold. 'ask' means a question frame now waits for the simulator's
 * answer; the same action is tried again afterwards.
 */
export function runAction(rt: Runtime, id: string): 'done' | 'ask' {
  const action = getAction(rt, id);
  if (!action.repeatable && rt.state.triggeredInteractions.includes(id)) return 'done';
  const result = checkConditions(rt, action.conditions);
  if ('ask' in result) {
    rt.stack.push({ kind: 'question', condition: result.ask });
    return 'ask';
  }
  if (!result.holds) return 'done';
  addOnce(rt.state.triggeredInteractions, id);
  if (isStateChange(action.type)) {
    // Kept once, at its latest place, so a repeatable toggle replays in the order it last ran.
    const changes = rt.state.triggeredStateChangeActions;
    const at = changes.indexOf(id);
    if (at >= 0) changes.splice(at, 1);
    changes.push(id);
  }
  perform(rt, action);
  return 'done';
}

/** Replays a saved state change on load; ids the files no longer have are passed over. */
export function replayStateChange(rt: Runtime, id: string): void {
  const action = own(rt.checkpoint.actions, id);
  if (action && isStateChange(action.type)) perform(rt, action);
}

function param(action: GameAction, index: number): string {
  return action.params[index] ?? '';
}

function location(rt: Runtime, id: string) {
  const found = own(rt.locations, id);
  if (!found) throw notFound(id);
  return found;
}

function seconds(text: string, fallback: number): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value >= 0 ? value * 1000 : fallback * 1000;
}

function listFor(rt: Runtime, type: ItemType, locationId: string): string[] | null {
  const loc = location(rt, locationId);
  switch (type) {
    case 'objects':
      return loc.objects;
    case 'boundingBoxes':
      return loc.boundingBoxes;
    case 'characters':
      return loc.characters;
    case 'talkTopics':
      return loc.talkTopics;
    case 'navigation':
      return loc.navigation;
    case 'actions':
      return loc.actionIds;
    default:
      return null;
  }
}

function changeItem(rt: Runtime, action: GameAction, add: boolean): void {
  const type = param(action, 0) as ItemType;
  const locationId = param(action, 1);
  const itemId = param(action, 2);
  if (type === 'collectibles') {
    if (add) addOnce(rt.user.collectibles, itemId);
    else rt.user.collectibles = rt.user.collectibles.filter((id) => id !== itemId);
    return;
  }
  if (type === 'bgmKey') {
    const loc = location(rt, locationId);
    const before = loc.bgmKey;
    if (add) loc.bgmKey = itemId;
    else if (loc.bgmKey === itemId) loc.bgmKey = undefined;
    if (rt.started && rt.state.currentLocation === locationId && before !== loc.bgmKey) locationMusic(rt);
    return;
  }
  const list = listFor(rt, type, locationId);
  if (!list) throw notFound(type);
  if (add) addOnce(list, itemId);
  else {
    const at = list.indexOf(itemId);
    if (at >= 0) list.splice(at, 1);
  }
}

function sound(rt: Runtime, key: string) {
  const found = rt.checkpoint.sounds[key] ?? BUILT_IN_SOUNDS.get(key);
  if (!found) throw new Error(`Asset ${key} not found!`);
  return found;
}

/** The current location's music: its bgm, or silence. */
export function locationMusic(rt: Runtime): void {
  const key = currentLocation(rt).bgmKey;
  if (!key) {
    rt.effects.push({ type: 'stop-bgm' });
    return;
  }
  const music = sound(rt, key);
  rt.effects.push({ type: 'play-bgm', key, path: music.path, volume: music.volume });
}

/**
 * Goes to another location (a door, a Move destination, the `back` button): fade, the new
 * location's music, its actions, its name as a notice, then its resting phase again.
 */
export function moveTo(rt: Runtime, locationId: string): void {
  const target = location(rt, locationId);
  rt.effects.push({ type: 'fade' });
  rt.state.currentLocation = locationId;
  rt.backgroundOverride = undefined;
  rt.previewLocationId = undefined;
  rt.popups = [];
  addOnce(rt.state.triggeredInteractions, locationId);
  locationMusic(rt);
  rt.saveRequested = true;
  rt.stack.push(
    { kind: 'call', run: () => (rt.basePhase = restingPhase(currentLocation(rt))) },
    { kind: 'notice', text: target.name },
    { kind: 'actions', ids: [...target.actionIds], index: 0, save: true },
  );
}

function positionParam(text: string, fallback: ScreenPosition): ScreenPosition {
  return text === 'left' || text === 'middle' || text === 'right' ? text : fallback;
}

function firstPart(parts: Record<string, unknown>): string {
  return '0' in parts ? '0' : (Object.keys(parts)[0] ?? '0');
}

export function startDialogue(rt: Runtime, dialogueId: string): void {
  const dialogue = own(rt.checkpoint.dialogues, dialogueId);
  if (!dialogue) throw notFound(dialogueId);
  rt.stack.push({
    kind: 'dialogue',
    parts: dialogue.parts,
    part: firstPart(dialogue.parts),
    index: 0,
    entered: false,
    advancing: false,
    skipping: false,
  });
}

function look(rt: Runtime, characterId: string) {
  const character = rt.checkpoint.characters[characterId];
  if (!character) throw notFound(characterId);
  return (
    rt.looks.get(characterId) ?? {
      expression: character.defaultExpression,
      position: character.defaultPosition,
    }
  );
}

/** What each action does (game-facts 1.3). */
function perform(rt: Runtime, action: GameAction): void {
  const p0 = param(action, 0);
  switch (action.type) {
    case 'show_dialogue':
      startDialogue(rt, p0);
      return;
    case 'add_item':
    case 'remove_item':
      changeItem(rt, action, action.type === 'add_item');
      return;
    case 'add_mode':
    case 'remove_mode': {
      const loc = location(rt, p0);
      const mode = param(action, 1) as GameMode;
      if (!GAME_MODES.includes(mode)) return;
      if (action.type === 'add_mode') {
        if (!loc.modes.includes(mode)) loc.modes.push(mode);
      } else loc.modes = loc.modes.filter((m) => m !== mode);
      return;
    }
    case 'move_character': {
      const before = look(rt, p0);
      location(rt, param(action, 1));
      for (const loc of Object.values(rt.locations)) {
        loc.characters = loc.characters.filter((id) => id !== p0);
      }
      location(rt, param(action, 1)).characters.push(p0);
      rt.looks.set(p0, { ...before, position: positionParam(param(action, 2), before.position) });
      return;
    }
    case 'update_character':
      rt.looks.set(p0, { ...look(rt, p0), expression: param(action, 1) });
      return;
    case 'change_background':
      rt.backgroundOverride = location(rt, p0).assetKey;
      return;
    case 'preview_location':
      location(rt, p0);
      rt.previewLocationId = p0;
      rt.backgroundOverride = undefined;
      return;
    case 'show_object_layer':
      rt.objectLayer = p0 === 'true';
      return;
    case 'add_popup': {
      const object = rt.checkpoint.objects[p0];
      if (!object) throw notFound(p0);
      const size = param(action, 3);
      rt.popups.push({
        objectId: p0,
        assetKey: object.assetKey,
        position: positionParam(param(action, 1), 'middle'),
        size: (['small', 'medium', 'large'].includes(size) ? size : 'medium') as PopupSize,
      });
      rt.effects.push({ type: 'wait', ms: seconds(param(action, 2), 1) });
      rt.stack.push({ kind: 'wait', popupObjectId: p0 });
      return;
    }
    case 'make_object_glow':
    case 'make_object_blink': {
      const set = action.type === 'make_object_glow' ? rt.glowing : rt.blinking;
      if (param(action, 1) === 'true') set.add(p0);
      else set.delete(p0);
      return;
    }
    case 'start_animation':
      rt.animations.set(p0, {
        startFrame: Number.parseInt(param(action, 1), 10) || 0,
        frameRate: Number.parseFloat(param(action, 2)) || 10,
      });
      return;
    case 'stop_animation':
      rt.animations.delete(p0);
      return;
    case 'play_bgm':
    case 'play_sfx': {
      const found = sound(rt, p0);
      rt.effects.push({
        type: action.type === 'play_bgm' ? 'play-bgm' : 'play-sfx',
        key: p0,
        path: found.path,
        volume: found.volume,
      });
      return;
    }
    case 'obtain_collectible':
      addOnce(rt.user.collectibles, p0);
      rt.stack.push({ kind: 'notice', text: `Obtained ${rt.env.awardTitles.get(p0) ?? p0}` });
      return;
    case 'complete_objective':
      addOnce(rt.state.completedObjectives, p0);
      return;
    case 'show_task':
      if (!rt.state.completedTasks.includes(p0)) addOnce(rt.state.incompleteTasks, p0);
      return;
    case 'complete_task':
      rt.state.incompleteTasks = rt.state.incompleteTasks.filter((id) => id !== p0);
      addOnce(rt.state.completedTasks, p0);
      return;
    case 'navigate_to_assessment':
      rt.stack.push({ kind: 'confirm', number: p0 });
      return;
    case 'update_assessment_status':
      rt.effects.push({ type: 'refresh-assessments' });
      return;
    case 'delay':
      rt.effects.push({ type: 'wait', ms: seconds(p0, 0) });
      rt.stack.push({ kind: 'wait' });
      return;
    case 'show_quiz':
      if (!rt.checkpoint.quizzes[p0]) throw notFound(p0);
      rt.stack.push({ kind: 'quiz', quizId: p0, question: 0, score: 0 });
      return;
    case 'change_location_to':
      moveTo(rt, p0);
      return;
    case 'show_topics':
      rt.basePhase = 'Talk';
      return;
  }
}
