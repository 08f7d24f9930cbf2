import { describe, expect, it } from 'vitest';
import { changesToAceDeltas } from './ace-delta';
import type { Input, PlaybackData } from './playback-types';
import {
  codeDeltasUntil,
  firstInputAfter,
  inputsUntil,
  placeAt,
  settingsAt,
  textAt,
  truncateAfter,
} from './replay';
import { seededRandom } from './test-random';

const cursor = (time: number, row: number): Input => ({
  time,
  type: 'cursorPositionChange',
  data: { row, column: 0 },
});

describe('firstInputAfter', () => {
  const inputs = [cursor(0, 0), cursor(10, 1), cursor(10, 2), cursor(30, 3)];
  it('finds the first input strictly later, equal times included before it', () => {
    expect(firstInputAfter(inputs, -1)).toBe(0);
    expect(firstInputAfter(inputs, 0)).toBe(1);
    expect(firstInputAfter(inputs, 9.9)).toBe(1);
    expect(firstInputAfter(inputs, 10)).toBe(3);
    expect(firstInputAfter(inputs, 29)).toBe(3);
    expect(firstInputAfter(inputs, 30)).toBe(4);
    expect(firstInputAfter([], 5)).toBe(0);
  });
  it('gives inputsUntil and truncateAfter the inputs at or before the time', () => {
    expect(inputsUntil(inputs, 10)).toEqual(inputs.slice(0, 3));
    expect(truncateAfter(inputs, 15)).toEqual(inputs.slice(0, 3));
    expect(truncateAfter(inputs, -5)).toEqual([]);
    expect(truncateAfter(inputs, 100)).toEqual(inputs);
    expect(truncateAfter(inputs, 100)).not.toBe(inputs);
  });
});

/** A typist who types, deletes and moves about; the text after each keystroke is kept with its time. */
function simulateTyping(
  seed: number,
  keystrokes: number,
): { data: PlaybackData; texts: { time: number; text: string }[] } {
  const random = seededRandom(seed);
  const init = { editorValue: 'const x = 1;\n', chapter: 1, externalLibrary: 'NONE' };
  let text = init.editorValue;
  let time = 0;
  const inputs: Input[] = [];
  const texts = [{ time: 0, text }];
  for (let k = 0; k < keystrokes; k++) {
    time += Math.floor(random() * 200);
    const at = Math.floor(random() * (text.length + 1));
    const remove = random() < 0.25 ? Math.min(Math.floor(random() * 4), text.length - at) : 0;
    const inserted =
      random() < 0.2 ? '\n' : remove > 0 && random() < 0.5 ? '' : ('abc;'[Math.floor(random() * 4)] ?? '');
    for (const delta of changesToAceDeltas(text, [{ fromA: at, toA: at + remove, fromB: at, inserted }])) {
      inputs.push({ time, type: 'codeDelta', data: delta });
    }
    if (random() < 0.3) inputs.push(cursor(time, 0));
    text = text.slice(0, at) + inserted + text.slice(at + remove);
    texts.push({ time, text });
  }
  return { data: { init, inputs }, texts };
}

describe('textAt', () => {
  it('gives the starting text before any input', () => {
    const { data } = simulateTyping(1, 10);
    expect(textAt(data, -1)).toBe('const x = 1;\n');
  });

  it('equals the text typed by any moment, for 300 keystrokes', () => {
    const { data, texts } = simulateTyping(7, 300);
    for (const [index, { time, text }] of texts.entries()) {
      // The last keystroke at a given time is the text at that time.
      const next = texts[index + 1];
      if (next && next.time === time) continue;
      expect(textAt(data, time)).toBe(text);
      if (next) expect(textAt(data, (time + next.time) / 2)).toBe(text);
    }
  });

  it('collects only the code deltas until a time', () => {
    const { data } = simulateTyping(3, 20);
    const deltas = codeDeltasUntil(data.inputs, 1000);
    expect(deltas.length).toBe(data.inputs.filter((i) => i.type === 'codeDelta' && i.time <= 1000).length);
  });
});

describe('placeAt', () => {
  it('finds the last cursor move or selection at or before the time, skipping other inputs', () => {
    const selection: Input = {
      time: 20,
      type: 'selectionRangeData',
      data: { range: { start: { row: 0, column: 0 }, end: { row: 0, column: 2 } }, isBackwards: false },
    };
    const inputs: Input[] = [
      cursor(10, 1),
      selection,
      { time: 30, type: 'keyboardCommand', data: 'run' },
      cursor(40, 2),
    ];
    expect(placeAt(inputs, 5)).toBeNull();
    expect(placeAt(inputs, 10)).toBe(inputs[0]);
    expect(placeAt(inputs, 35)).toBe(selection);
    expect(placeAt(inputs, 40)).toBe(inputs[3]);
  });
});

describe('settingsAt', () => {
  const data: PlaybackData = {
    init: { editorValue: '', chapter: 2, externalLibrary: 'NONE' },
    inputs: [
      { time: 100, type: 'chapterSelect', data: 3 },
      { time: 200, type: 'activeTabChange', data: 'data_visualizer' },
      { time: 300, type: 'externalLibrarySelect', data: 'SOUNDS' },
      { time: 400, type: 'activeTabChange', data: 'cse_machine' },
      { time: 500, type: 'chapterSelect', data: 4 },
    ],
  };
  it('starts from the recording init with no side tab', () => {
    expect(settingsAt(data, 0)).toEqual({ chapter: 2, externalLibrary: 'NONE', sideTab: null });
  });
  it('applies the last change of each setting at or before the time', () => {
    expect(settingsAt(data, 300)).toEqual({
      chapter: 3,
      externalLibrary: 'SOUNDS',
      sideTab: 'data_visualizer',
    });
    expect(settingsAt(data, 10_000)).toEqual({
      chapter: 4,
      externalLibrary: 'SOUNDS',
      sideTab: 'cse_machine',
    });
  });
});
