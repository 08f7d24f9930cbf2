/** The `locations` list and location paragraphs (game-facts 1.1 and 1.2). */
import type { AssetLook, GameLocation, ScreenPosition } from '../checkpoint-types';
import { isGameMode, parseAction } from './actions';
import type { ParseContext } from './context';
import { type Paragraph, type SourceLine, splitConfig, splitFields, toParagraphs } from './lines';

export function lookOf(kind: string | undefined, frames: string | undefined): AssetLook {
  if (kind?.toLowerCase() !== 'sprite') return { kind: 'image' };
  const count = Number.parseInt(frames ?? '', 10);
  return Number.isNaN(count) ? { kind: 'sprite' } : { kind: 'sprite', frames: count };
}

export function toPosition(value: string | undefined): ScreenPosition {
  return value === 'left' || value === 'right' ? value : 'middle';
}

/** `id, /bg/path.png, Display Name[, Image|Sprite[, frames]]` */
export function parseLocationList(ctx: ParseContext, body: SourceLine[]): void {
  for (const { text, line } of body) {
    const [id = '', assetKey = '', name = '', kind, frames] = splitFields(text);
    ctx.register(id, line);
    ctx.checkpoint.locations[id] = {
      id,
      name,
      assetKey,
      look: lookOf(kind, frames),
      modes: [],
      navigation: [],
      talkTopics: [],
      objects: [],
      boundingBoxes: [],
      characters: [],
      actionIds: [],
    };
  }
}

export function parseLocationParagraph(ctx: ParseContext, paragraph: Paragraph): void {
  const id = paragraph.header.text;
  const location = Object.hasOwn(ctx.checkpoint.locations, id) ? ctx.checkpoint.locations[id] : undefined;
  if (!location) ctx.fail(`Location ${id} was not found!`, paragraph.header.line);
  for (const sub of toParagraphs(paragraph.body)) {
    const config = splitConfig(sub);
    if (config) parseLocationConfig(ctx, location, config, sub.header.line);
    else parseLocationSection(ctx, location, sub);
  }
}

function parseLocationConfig(
  ctx: ParseContext,
  location: GameLocation,
  [key, value]: [string, string],
  line: number,
): void {
  const values = splitFields(value).filter((v) => v !== '');
  const ck = ctx.checkpoint;
  const checkLocations = (ids: string[]) => {
    for (const target of ids) {
      ctx.later(line, () =>
        Object.hasOwn(ck.locations, target) ? undefined : `Location ${target} was not found!`,
      );
    }
  };
  switch (key) {
    case 'modes':
      for (const mode of values) {
        if (!isGameMode(mode)) ctx.fail(`Invalid location mode, ${mode}`, line);
        if (!location.modes.includes(mode)) location.modes.push(mode);
      }
      return;
    case 'nav':
      location.navigation.push(...values);
      checkLocations(values);
      return;
    case 'back':
      location.back = value;
      checkLocations([value]);
      return;
    case 'talkTopics':
      location.talkTopics.push(...values);
      for (const topic of values) {
        ctx.later(line, () =>
          Object.hasOwn(ck.dialogues, topic)
            ? undefined
            : `Cannot find id "${topic}" under talkTopics entity type`,
        );
      }
      return;
    case 'preview':
      location.previewKey = value;
      return;
    default:
      ctx.fail(`Invalid config key "${key}" specified under location "${location.id}"`, line);
  }
}

/** A leading `+` places the item here now; without it the item is only declared. */
function placed(text: string): [boolean, string] {
  const trimmed = text.trim();
  return trimmed.startsWith('+') ? [true, trimmed.slice(1).trim()] : [false, trimmed];
}

function actionsOf(ctx: ParseContext, body: SourceLine[]): string[] {
  return body.map(({ text, line }) => parseAction(ctx, text, line));
}

function parseLocationSection(ctx: ParseContext, location: GameLocation, sub: Paragraph): void {
  const ck = ctx.checkpoint;
  const header = sub.header.text;
  switch (header) {
    case 'objects':
      for (const item of toParagraphs(sub.body)) {
        const [here, text] = placed(item.header.text);
        const [id = '', assetKey = '', x, y, w, h, kind, frames] = splitFields(text);
        ctx.register(id, item.header.line);
        ck.objects[id] = {
          id,
          assetKey,
          look: lookOf(kind, frames),
          x: Number(x),
          y: Number(y),
          ...(w !== undefined && h !== undefined ? { width: Number(w), height: Number(h) } : {}),
          actionIds: actionsOf(ctx, item.body),
        };
        if (here) location.objects.push(id);
      }
      return;
    case 'boundingBoxes':
      for (const item of toParagraphs(sub.body)) {
        const [here, text] = placed(item.header.text);
        const [id = '', x, y, w, h] = splitFields(text);
        ctx.register(id, item.header.line);
        ck.boundingBoxes[id] = {
          id,
          x: Number(x),
          y: Number(y),
          width: Number(w),
          height: Number(h),
          actionIds: actionsOf(ctx, item.body),
        };
        if (here) location.boundingBoxes.push(id);
      }
      return;
    case 'characters':
      for (const { text, line } of sub.body) {
        const [here, rest] = placed(text);
        const [id = '', name = '', expression = '', position, scale] = splitFields(rest);
        ctx.register(id, line);
        const parsedScale = Number(scale);
        ck.characters[id] = {
          id,
          name,
          defaultExpression: expression,
          defaultPosition: toPosition(position),
          scale: scale === undefined || Number.isNaN(parsedScale) ? 1 : parsedScale,
        };
        ctx.addExpression(id, expression);
        if (here) location.characters.push(id);
      }
      return;
    case 'bgm':
    case 'sfx':
      for (const { text, line } of sub.body) {
        const [key = '', path = '', volume] = splitFields(text);
        ctx.register(key, line);
        const parsedVolume = Number(volume);
        ck.sounds[key] = {
          key,
          path,
          volume: volume === undefined || Number.isNaN(parsedVolume) ? 1 : parsedVolume,
          kind: header,
        };
        if (header === 'bgm' && location.bgmKey === undefined) location.bgmKey = key;
      }
      return;
    case 'actions':
      location.actionIds.push(...actionsOf(ctx, sub.body));
      return;
    default:
      ctx.fail(`Invalid location paragraph header "${header}"`, sub.header.line);
  }
}
