/**
 * Action lines (game-facts 1.3): `name(p1, p2)`, `name*(…)` repeatable, ` if c1 AND c2`. Types,
 * modes and entity types are checked at once; ids they name are checked at the end of the parse.
 */
import {
  type ActionType,
  GAME_MODES,
  type GameCheckpoint,
  type GameMode,
  type ItemType,
} from '../checkpoint-types';
import { parseConditions } from './conditions';
import type { ParseContext } from './context';
import { BUILT_IN_BGM_KEYS, BUILT_IN_SFX_KEYS } from './sounds';

const ACTION_TYPES: readonly ActionType[] = [
  'show_dialogue',
  'add_item',
  'remove_item',
  'add_mode',
  'remove_mode',
  'move_character',
  'update_character',
  'change_background',
  'preview_location',
  'show_object_layer',
  'add_popup',
  'make_object_glow',
  'make_object_blink',
  'start_animation',
  'stop_animation',
  'play_bgm',
  'play_sfx',
  'obtain_collectible',
  'complete_objective',
  'show_task',
  'complete_task',
  'navigate_to_assessment',
  'update_assessment_status',
  'delay',
  'show_quiz',
  'change_location_to',
  'show_topics',
];

const ITEM_TYPES: readonly ItemType[] = [
  'objects',
  'boundingBoxes',
  'characters',
  'talkTopics',
  'navigation',
  'actions',
  'bgmKey',
  'collectibles',
];

function isActionType(name: string): name is ActionType {
  return (ACTION_TYPES as readonly string[]).includes(name);
}

export function isGameMode(name: string): name is GameMode {
  return (GAME_MODES as readonly string[]).includes(name);
}

function isItemType(name: string): name is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(name);
}

/** Parses one action line, stores it under its new `action#N` id and returns that id. */
export function parseAction(ctx: ParseContext, written: string, line: number): string {
  const text = written.trim();
  // The reference cuts at the first "if" anywhere, so an id like "gift" breaks the line (the gotcha).
  const cut = text.indexOf('if');
  const call = (cut < 0 ? text : text.slice(0, cut)).trim();
  const conditions = parseConditions(ctx, cut < 0 ? '' : text.slice(cut + 2), line);
  const open = call.indexOf('(');
  let name = (open < 0 ? call : call.slice(0, open)).trim();
  const repeatable = name.endsWith('*');
  if (repeatable) name = name.slice(0, -1).trim();
  if (!isActionType(name)) ctx.fail(`Invalid action type, ${name}`, line);
  const close = call.lastIndexOf(')');
  const inside = open < 0 ? '' : call.slice(open + 1, close > open ? close : undefined);
  const params = inside
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  checkParams(ctx, name, params, line);
  const id = ctx.nextActionId();
  ctx.checkpoint.actions[id] = { id, type: name, params, conditions, repeatable, line };
  return id;
}

type IdKind = 'locations' | 'objects' | 'characters' | 'dialogues' | 'quizzes';

function has(ck: GameCheckpoint, kind: IdKind, id: string): boolean {
  switch (kind) {
    case 'locations':
      return Object.hasOwn(ck.locations, id);
    case 'objects':
      return Object.hasOwn(ck.objects, id);
    case 'characters':
      return Object.hasOwn(ck.characters, id);
    case 'dialogues':
      return Object.hasOwn(ck.dialogues, id);
    case 'quizzes':
      return Object.hasOwn(ck.quizzes, id);
  }
}

function checkParams(ctx: ParseContext, type: ActionType, params: string[], line: number): void {
  const ck = ctx.checkpoint;
  const expect = (kind: IdKind, value: string | undefined) => {
    const id = value ?? '';
    ctx.later(line, () =>
      has(ck, kind, id)
        ? undefined
        : `Expected type of "${kind}" as argument for "${type}", obtained "${id}" which is either undefined or the wrong id.`,
    );
  };
  const [first, second] = params;
  switch (type) {
    case 'show_dialogue':
      expect('dialogues', first);
      return;
    case 'show_quiz':
      expect('quizzes', first);
      return;
    case 'add_item':
    case 'remove_item':
      checkItem(ctx, type, params, line);
      return;
    case 'add_mode':
    case 'remove_mode':
      if (!isGameMode(second ?? '')) ctx.fail(`Invalid location mode, ${second ?? ''}`, line);
      expect('locations', first);
      return;
    case 'move_character':
      expect('characters', first);
      expect('locations', second);
      return;
    case 'update_character':
      // The new default expression is drawn later too, so it is preloaded like the others.
      if (first !== undefined && second !== undefined) ctx.addExpression(first, second);
      expect('characters', first);
      return;
    case 'change_background':
    case 'preview_location':
    case 'change_location_to':
      expect('locations', first);
      return;
    case 'add_popup':
    case 'make_object_glow':
    case 'make_object_blink':
      expect('objects', first);
      return;
    case 'start_animation':
    case 'stop_animation':
      if (!(first !== undefined && Object.hasOwn(ck.locations, first))) expect('objects', first);
      return;
    case 'play_bgm':
    case 'play_sfx':
      checkSound(ctx, type === 'play_bgm' ? 'bgm' : 'sfx', first ?? '', line);
      return;
    case 'complete_objective':
      ctx.later(line, () =>
        ck.objectives.includes(first ?? '') ? undefined : `Cannot find objective id "${first ?? ''}"`,
      );
      return;
    case 'show_task':
    case 'complete_task':
      ctx.later(line, () =>
        ck.tasks.some((t) => t.id === first) ? undefined : `Cannot find task id "${first ?? ''}"`,
      );
      return;
    default:
      return;
  }
}

function checkItem(ctx: ParseContext, type: ActionType, params: string[], line: number): void {
  const [itemType = '', locationId = '', itemId = ''] = params;
  if (!isItemType(itemType)) ctx.fail(`Invalid entity type, ${itemType}`, line);
  const ck = ctx.checkpoint;
  ctx.later(line, () =>
    Object.hasOwn(ck.locations, locationId)
      ? undefined
      : `Expected type of "locations" as argument for "${type}", obtained "${locationId}" which is either undefined or the wrong id.`,
  );
  if (itemType === 'collectibles') return; // collectibles are not declared in checkpoint files
  ctx.later(line, () => {
    const found = {
      objects: () => Object.hasOwn(ck.objects, itemId),
      boundingBoxes: () => Object.hasOwn(ck.boundingBoxes, itemId),
      characters: () => Object.hasOwn(ck.characters, itemId),
      talkTopics: () => Object.hasOwn(ck.dialogues, itemId),
      navigation: () => Object.hasOwn(ck.locations, itemId),
      actions: () => Object.hasOwn(ck.actions, itemId),
      bgmKey: () => Object.hasOwn(ck.sounds, itemId) && ck.sounds[itemId]?.kind === 'bgm',
    }[itemType]();
    return found ? undefined : `Cannot find id "${itemId}" under ${itemType} entity type`;
  });
}

/**
 * A played key must name exactly one sound of its kind: a declared one or a built-in one. A file
 * that declares a built-in key again makes the key ambiguous ("More than 1").
 */
function checkSound(ctx: ParseContext, kind: 'bgm' | 'sfx', key: string, line: number): void {
  const builtIn = kind === 'bgm' ? BUILT_IN_BGM_KEYS : BUILT_IN_SFX_KEYS;
  ctx.later(line, () => {
    const count = (ctx.checkpoint.sounds[key]?.kind === kind ? 1 : 0) + (builtIn.has(key) ? 1 : 0);
    if (count === 0) return `Cannot find ${kind} key "${key}"`;
    if (count > 1) return `More than 1 ${kind} key "${key}"`;
    return undefined;
  });
}
