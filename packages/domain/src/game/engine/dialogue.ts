import type { DialogueLine } from '../checkpoint-types';
import type { ShownDialogue } from '../engine-types';
import { checkConditions, quizScore } from './conditions';
import { type Frame, notFound, type Runtime } from './runtime';

export type DialogueFrame = Extract<Frame, { kind: 'dialogue' }>;

export function currentLine(frame: DialogueFrame): DialogueLine | undefined {
  return frame.parts[frame.part]?.[frame.index];
}

/**
 * Moves a dialogue past its current line: a prompt's choice, else the line's goto (its `else` part
 * when the conditions fail), else the next line. The end of a part ends the dialogue. 'ask' when a
 * `userstate` condition waits for the simulator's answer.
 */
export function advanceDialogue(rt: Runtime, frame: DialogueFrame): 'moved' | 'ended' | 'ask' {
  const line = currentLine(frame);
  let part: string | undefined;
  if (frame.jumpTo !== undefined) part = frame.jumpTo;
  else if (line?.goto) {
    const result = checkConditions(rt, line.goto.conditions);
    if ('ask' in result) {
      rt.stack.push({ kind: 'question', condition: result.ask });
      return 'ask';
    }
    part = result.holds ? line.goto.part : line.goto.elsePart;
  }
  frame.jumpTo = undefined;
  frame.advancing = false;
  frame.entered = false;
  if (part !== undefined) {
    frame.part = part;
    frame.index = 0;
  } else frame.index += 1;
  return currentLine(frame) ? 'moved' : 'ended';
}

/** `{name}` (the first) becomes the player's name and `{quiz.score}` the quiz's score. */
export function substitute(rt: Runtime, text: string): string {
  return text
    .replace('{name}', rt.env.playerName)
    .replace(/\{([^{}.]+)\.score\}/g, (_, quizId: string) => String(quizScore(rt, quizId) ?? 0));
}

/** The line as shown: `you` is the player on the right, `narrator` (or no speaker) has no box. */
export function showLine(rt: Runtime, line: DialogueLine): ShownDialogue {
  const text = substitute(rt, line.text);
  const speaker = line.speaker;
  if (!speaker || speaker.id === 'narrator') return { text };
  if (speaker.id === 'you') {
    return { text, speaker: { id: 'you', name: rt.env.playerName, position: 'right' } };
  }
  const character = rt.checkpoint.characters[speaker.id];
  if (!character) throw notFound(speaker.id);
  const look = rt.looks.get(speaker.id);
  return {
    text,
    speaker: {
      id: speaker.id,
      name: character.name,
      expression: speaker.expression ?? look?.expression ?? character.defaultExpression,
      position: speaker.position ?? 'middle',
    },
  };
}
