/** Semitones above C within an octave, by letter. */
const LETTER_OFFSETS: Readonly<Record<string, number>> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** The MIDI number of C0; each octave adds 12 (so C4, middle C, is 60). */
const C0_MIDI = 12;

// A letter (either case), an optional sharp or flat, then the octave ("C4", "F#3", "Bb2", "A-1").
const LETTER_NAME = /^([A-Ga-g])([#b]?)(-?\d+)$/;

/** The MIDI note of a letter name such as "C4", or null when the text is not one. */
export function midiNoteOf(letterName: string): number | null {
  const match = LETTER_NAME.exec(letterName);
  if (!match) return null;
  const [, letter = '', accidental, octave = ''] = match;
  const offset = LETTER_OFFSETS[letter.toUpperCase()] as number;
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0;
  return C0_MIDI + offset + shift + 12 * Number.parseInt(octave, 10);
}

/** Equal temperament with A4 (MIDI 69) at 440 Hz. */
export function frequencyOfMidiNote(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** `letter_name_to_midi_note` with its argument checked (shared by both sound modules). */
export function expectLetterName(value: unknown, functionName: string): number {
  const note = typeof value === 'string' ? midiNoteOf(value) : null;
  if (note === null) {
    throw new Error(
      `${functionName} expects a letter name such as "C4", "F#3" or "Bb2", received: ${JSON.stringify(value) ?? String(value)}`,
    );
  }
  return note;
}
