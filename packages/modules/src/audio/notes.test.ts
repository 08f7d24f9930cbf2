import { describe, expect, it } from 'vitest';
import { expectLetterName, frequencyOfMidiNote, midiNoteOf } from './notes';

describe('letter names', () => {
  it.each([
    ['C4', 60],
    ['C0', 12],
    ['A4', 69],
    ['C#4', 61],
    ['Db4', 61],
    ['Bb2', 46],
    ['b3', 59],
    ['bb3', 58],
    ['E#4', 65],
    ['C10', 132],
    ['C-1', 0],
  ])('%s is MIDI note %i', (name, note) => {
    expect(midiNoteOf(name)).toBe(note);
  });

  it('rejects what is not a letter name, naming the function', () => {
    expect(midiNoteOf('H4')).toBeNull();
    expect(midiNoteOf('C')).toBeNull();
    expect(() => expectLetterName('Cx4', 'letter_name_to_midi_note')).toThrow(
      /^letter_name_to_midi_note expects a letter name .* received: "Cx4"$/,
    );
    expect(() => expectLetterName(60, 'letter_name_to_frequency')).toThrow(/received: 60$/);
  });

  it('tunes A4 to 440 Hz in equal temperament', () => {
    expect(frequencyOfMidiNote(69)).toBe(440);
    expect(frequencyOfMidiNote(81)).toBe(880);
    expect(frequencyOfMidiNote(60)).toBeCloseTo(261.6256, 4);
  });
});
