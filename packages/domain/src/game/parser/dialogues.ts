/** Dialogues (game-facts 1.4); `parseDialogueLines` also reads quiz reactions. */
import type { Dialogue, DialogueGoto, DialogueLine, DialogueSpeaker } from '../checkpoint-types';
import { parseAction } from './actions';
import { parseConditions } from './conditions';
import type { ParseContext } from './context';
import { isIndented, type SourceLine, splitFields, toParagraphs } from './lines';
import { toPosition } from './locations';

const SPECIAL_SPEAKERS = ['you', 'narrator'];
const CHOICE = /^(.*?)\s*->\s*goto\s+(\S+)$/;

/** `consoleText`, `console_text` -> `Console Text`. */
export function capitalisedWords(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((w) => w !== '')
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}

export function parseDialogues(ctx: ParseContext, body: SourceLine[]): void {
  for (const paragraph of toParagraphs(body)) {
    const [id = '', title] = splitFields(paragraph.header.text, 2);
    ctx.register(id, paragraph.header.line);
    const dialogue: Dialogue = { id, title: title || capitalisedWords(id), parts: {} };
    ctx.checkpoint.dialogues[id] = dialogue;
    for (const [part, lines] of splitParts(paragraph.body)) {
      dialogue.parts[part] = parseDialogueLines(ctx, lines);
    }
  }
}

function isPartNumber(line: SourceLine): boolean {
  return !isIndented(line.text) && /^\d+$/.test(line.text.trim());
}

/** A line of only digits starts a part; with no number first, everything is part '0'. */
function splitParts(body: SourceLine[]): [string, SourceLine[]][] {
  const first = body[0];
  if (!first || !isPartNumber(first)) return [['0', body]];
  const parts: [string, SourceLine[]][] = [];
  for (const line of body) {
    if (isPartNumber(line)) parts.push([line.text.trim(), []]);
    else parts[parts.length - 1]?.[1].push(line);
  }
  return parts;
}

function startsWithWord(text: string, word: string): boolean {
  return text === word || text.startsWith(`${word} `);
}

function isPlainText(line: SourceLine | undefined): boolean {
  if (!line || isIndented(line.text)) return false;
  const text = line.text.trim();
  return !text.startsWith('@') && !startsWithWord(text, 'goto') && !text.startsWith('prompt:');
}

/** The line kinds in game-facts order: goto, prompt, indented action, `@speaker`, text. */
export function parseDialogueLines(ctx: ParseContext, lines: SourceLine[]): DialogueLine[] {
  const out: DialogueLine[] = [];
  // goto, prompt and actions attach to the line before; with none, to a line of their own.
  const previous = (): DialogueLine => {
    const last = out[out.length - 1];
    if (last) return last;
    const empty: DialogueLine = { text: '', actionIds: [] };
    out.push(empty);
    return empty;
  };
  let i = 0;
  while (i < lines.length) {
    const source = lines[i] as SourceLine;
    const text = source.text.trim();
    i += 1;
    if (startsWithWord(text, 'goto')) {
      previous().goto = parseGoto(ctx, text.slice(4), source.line);
    } else if (text.startsWith('prompt:')) {
      const choices: { text: string; part: string }[] = [];
      let match = CHOICE.exec(lines[i]?.text.trim() ?? '');
      while (match) {
        choices.push({ text: match[1] ?? '', part: match[2] ?? '' });
        i += 1;
        match = CHOICE.exec(lines[i]?.text.trim() ?? '');
      }
      const prompt = { question: text.slice('prompt:'.length).trim(), choices };
      const last = out[out.length - 1];
      if (last && !last.prompt) last.prompt = prompt;
      else out.push({ text: '', actionIds: [], prompt });
    } else if (isIndented(source.text)) {
      previous().actionIds.push(parseAction(ctx, text, source.line));
    } else if (text.startsWith('@')) {
      const speaker = parseSpeaker(ctx, text.slice(1), source.line);
      const next = lines[i];
      if (!next || !isPlainText(next)) {
        ctx.fail('Parsing error: Cannot change speaker without next line', source.line);
      }
      out.push({ text: next.text.trim(), speaker, actionIds: [] });
      i += 1;
    } else {
      // HEAD: a line without its own `@` is the narrator's.
      out.push({ text, actionIds: [] });
    }
  }
  return out;
}

/** `N [if conds else M]`, cut at the first `if` and at `else` like the reference. */
function parseGoto(ctx: ParseContext, rest: string, line: number): DialogueGoto {
  const cut = rest.indexOf('if');
  if (cut < 0) return { part: rest.trim(), conditions: [] };
  const after = rest.slice(cut + 2);
  const elseAt = after.indexOf('else');
  const conditions = parseConditions(ctx, elseAt < 0 ? after : after.slice(0, elseAt), line);
  const target: DialogueGoto = { part: rest.slice(0, cut).trim(), conditions };
  if (elseAt >= 0) target.elsePart = after.slice(elseAt + 4).trim();
  return target;
}

/** `id[, expr[, left|middle|right]]`; the character must be declared already. */
function parseSpeaker(ctx: ParseContext, text: string, line: number): DialogueSpeaker {
  const [id = '', expression, position] = splitFields(text);
  if (SPECIAL_SPEAKERS.includes(id)) return { id };
  if (!Object.hasOwn(ctx.checkpoint.characters, id)) ctx.fail(`Character "${id}" not in map`, line);
  const speaker: DialogueSpeaker = { id, position: toPosition(position) };
  if (expression) {
    speaker.expression = expression;
    ctx.addExpression(id, expression);
  }
  return speaker;
}
