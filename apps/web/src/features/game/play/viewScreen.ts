import type { GameControl, GameInput, GameView } from '@sa/domain';
import type { A11yScreen } from '../services';
import { SKIP } from '../texts';

/**
 * The controls of the view and, while a line of dialogue waits for Next, 'Skip' (S) unless the
 * view has it already: the engine takes a skip whenever it takes a next, and the canvas draws
 * the button beside Next.
 */
export function playControls(view: GameView): GameControl[] {
  const has = (type: GameControl['input']['type']) => view.controls.some((c) => c.input.type === type);
  // The engine now offers Skip itself with each line; one 'Skip' button, never two.
  const reading = view.dialogue !== undefined && has('next') && !has('skip');
  return reading ? [...view.controls, { label: SKIP, input: { type: 'skip' } }] : view.controls;
}

/** 'Speaker: line', or the line alone for the narrator. */
export function dialogueLine(view: GameView): string | null {
  if (!view.dialogue) return null;
  const { speaker, text } = view.dialogue;
  return speaker ? `${speaker.name}: ${text}` : text;
}

/**
 * The accessible layer's screen for a checkpoint being played: the location's name, then what
 * the canvas shows now in reading order (notice, dialogue, prompt, question), and every control
 * of the view as a button that sends its input.
 */
export function viewScreen(view: GameView, send: (input: GameInput) => void): A11yScreen {
  const lines: string[] = [];
  if (view.locationName) lines.push(view.locationName);
  if (view.notice) lines.push(view.notice);
  const spoken = dialogueLine(view);
  if (spoken) lines.push(spoken);
  if (view.prompt) lines.push(view.prompt.question);
  if (view.question) lines.push(view.question.text);
  return {
    scene: 'Checkpoint',
    lines,
    controls: playControls(view).map((control) => ({
      label: control.label,
      group: control.group,
      onSelect: () => send(control.input),
    })),
  };
}

/** The control a game key stands for now: Space = next, S = skip, 1-9 = the prompt's choices. */
export function inputForKey(view: GameView, key: string): GameInput | null {
  const inputs = playControls(view).map((control) => control.input);
  const find = (match: (input: GameInput) => boolean) => inputs.find(match) ?? null;
  if (key === ' ' || key === 'Space') return find((input) => input.type === 'next');
  if (key === 's' || key === 'S') return find((input) => input.type === 'skip');
  if (/^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return find((input) => input.type === 'choose' && input.index === index);
  }
  return null;
}
