import type { GameView } from '@sa/domain';
import { describe, expect, it, vi } from 'vitest';
import { inputForKey, viewScreen } from './viewScreen';

function view(overrides: Partial<GameView> = {}): GameView {
  return {
    phase: 'Explore',
    locationId: 'dock',
    locationName: 'Docking Bay',
    background: '/locations/dock.svg',
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
    ...overrides,
  };
}

describe('a played checkpoint in the accessible layer', () => {
  it('reads the location, the speaker and line, and the prompt in order', () => {
    const shown = viewScreen(
      view({
        dialogue: { speaker: { id: 'robo', name: 'Robo', position: 'right' }, text: 'Hello, Stu!' },
        prompt: { question: 'Are you new?', choices: ['Yes', 'No'] },
      }),
      vi.fn(),
    );
    expect(shown.lines).toEqual(['Docking Bay', 'Robo: Hello, Stu!', 'Are you new?']);
    expect(shown.scene).toBe('Checkpoint');
  });

  it('reads a narrator line alone and a notice before it', () => {
    const shown = viewScreen(
      view({ notice: 'Obtained Cookies', dialogue: { text: 'A hum fills the room.' } }),
      vi.fn(),
    );
    expect(shown.lines).toEqual(['Docking Bay', 'Obtained Cookies', 'A hum fills the room.']);
  });

  it("adds 'Skip' beside Next while a line of dialogue is read", () => {
    const reading = viewScreen(
      view({ dialogue: { text: 'Hi.' }, controls: [{ label: 'Next', input: { type: 'next' } }] }),
      vi.fn(),
    );
    expect(reading.controls.map((c) => c.label)).toEqual(['Next', 'Skip']);
    const choosing = viewScreen(
      view({
        dialogue: { text: 'Well?' },
        prompt: { question: 'Ready?', choices: ['Yes'] },
        controls: [{ label: 'Yes', input: { type: 'choose', index: 0 } }],
      }),
      vi.fn(),
    );
    expect(choosing.controls.map((c) => c.label)).toEqual(['Yes']);
    const offered = viewScreen(
      view({
        dialogue: { text: 'Hi.' },
        controls: [
          { label: 'Next', input: { type: 'next' } },
          { label: 'Skip', input: { type: 'skip' } },
        ],
      }),
      vi.fn(),
    );
    expect(offered.controls.map((c) => c.label)).toEqual(['Next', 'Skip']);
  });

  it('makes each control a button that sends its input', () => {
    const send = vi.fn();
    const shown = viewScreen(
      view({
        controls: [
          { label: 'Next', input: { type: 'next' } },
          { label: 'Say hello to Robo', input: { type: 'topic', id: 'greet' }, group: 'Talk topics' },
        ],
      }),
      send,
    );
    expect(shown.controls.map((c) => [c.label, c.group])).toEqual([
      ['Next', undefined],
      ['Say hello to Robo', 'Talk topics'],
    ]);
    shown.controls[1]?.onSelect();
    expect(send).toHaveBeenCalledWith({ type: 'topic', id: 'greet' });
  });

  it('maps Space, S and number keys to the controls offered now, and nothing else', () => {
    const offered = view({
      controls: [
        { label: 'Yes', input: { type: 'choose', index: 0 } },
        { label: 'No', input: { type: 'choose', index: 1 } },
      ],
    });
    expect(inputForKey(offered, '2')).toEqual({ type: 'choose', index: 1 });
    expect(inputForKey(offered, '3')).toBeNull();
    expect(inputForKey(offered, ' ')).toBeNull();
    const talking = view({
      dialogue: { text: 'Hello.' },
      controls: [{ label: 'Next', input: { type: 'next' } }],
    });
    expect(inputForKey(talking, ' ')).toEqual({ type: 'next' });
    expect(inputForKey(talking, 's')).toEqual({ type: 'skip' });
    expect(inputForKey(talking, 'x')).toBeNull();
    // A notice is dismissed with Next only: nothing to skip.
    const notice = view({ notice: 'Docking Bay', controls: [{ label: 'Next', input: { type: 'next' } }] });
    expect(inputForKey(notice, 's')).toBeNull();
  });
});
