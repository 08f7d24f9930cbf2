/**
 * `parseCheckpoint`: `defaultCheckpoint.txt` first, then the checkpoint's file, into one
 * `GameCheckpoint` with one id registry (game-facts 1, "Two-pass parse"). References to ids are
 * checked once both files are read.
 */
import type { GameCheckpoint } from '../checkpoint-types';
import { parseAction } from './actions';
import { ParseContext } from './context';
import { parseDialogues } from './dialogues';
import { type Paragraph, splitConfig, splitFields, toParagraphs, toSourceLines } from './lines';
import { parseLocationList, parseLocationParagraph } from './locations';
import { parseQuizzes } from './quizzes';

export function parseCheckpoint(defaultText: string, checkpointText: string): GameCheckpoint {
  const ctx = new ParseContext();
  parseFile(ctx, defaultText);
  ctx.file = 'checkpoint';
  parseFile(ctx, checkpointText);
  ctx.runDeferred();
  return ctx.checkpoint;
}

function parseFile(ctx: ParseContext, text: string): void {
  for (const paragraph of toParagraphs(toSourceLines(text))) {
    const config = splitConfig(paragraph);
    if (config) parseConfig(ctx, config, paragraph.header.line);
    else parseSection(ctx, paragraph);
  }
}

function parseConfig(ctx: ParseContext, [key, value]: [string, string], line: number): void {
  if (key !== 'startingLoc') ctx.fail(`Invalid checkpoint config key, "${key}"`, line);
  ctx.checkpoint.startingLoc = value;
  ctx.later(line, () =>
    Object.hasOwn(ctx.checkpoint.locations, value) ? undefined : `Location ${value} was not found!`,
  );
}

function parseSection(ctx: ParseContext, paragraph: Paragraph): void {
  const ck = ctx.checkpoint;
  const { body } = paragraph;
  switch (paragraph.header.text) {
    case 'objectives':
      ck.objectives.push(...body.map((l) => l.text.trim()));
      return;
    case 'tasks':
      for (const { text } of body) {
        const [id = '', title = '', description = ''] = splitFields(text, 3);
        ck.tasks.push({ id, title, description });
      }
      return;
    case 'locations':
      parseLocationList(ctx, body);
      return;
    case 'gameStartActions':
      ck.gameStartActionIds.push(...body.map((l) => parseAction(ctx, l.text, l.line)));
      return;
    case 'checkpointCompleteActions':
      ck.checkpointCompleteActionIds.push(...body.map((l) => parseAction(ctx, l.text, l.line)));
      return;
    case 'dialogues':
      parseDialogues(ctx, body);
      return;
    case 'quizzes':
      parseQuizzes(ctx, body);
      return;
    default:
      parseLocationParagraph(ctx, paragraph);
      return;
  }
}
