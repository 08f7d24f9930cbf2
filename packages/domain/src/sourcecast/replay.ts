/**
 * Replaying a recording to a moment: the player's seek and first Play apply every code delta up to
 * the audio's time at once, then the loop applies later inputs as their time passes (fact sheet C).
 * Inputs are in time order (the upload check refuses decreasing times), so the moment is found by
 * binary search.
 */
import { applyAceDeltas } from './line-document';
import type { AceDelta, Input, InputOf, PlaybackData } from './playback-types';

/** The index of the first input later than `timeMs` (`inputs.length` when none is). */
export function firstInputAfter(inputs: readonly Input[], timeMs: number): number {
  let low = 0;
  let high = inputs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((inputs[middle]?.time ?? Number.POSITIVE_INFINITY) <= timeMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The inputs at or before `timeMs`. */
export function inputsUntil(inputs: readonly Input[], timeMs: number): Input[] {
  return inputs.slice(0, firstInputAfter(inputs, timeMs));
}

/** Resume Here: the recording continues from `timeMs`, so everything later is dropped. */
export function truncateAfter(inputs: readonly Input[], timeMs: number): Input[] {
  return inputsUntil(inputs, timeMs);
}

/** The code deltas at or before `timeMs`, in order. */
export function codeDeltasUntil(inputs: readonly Input[], timeMs: number): AceDelta[] {
  const end = firstInputAfter(inputs, timeMs);
  const deltas: AceDelta[] = [];
  for (let i = 0; i < end; i++) {
    const input = inputs[i];
    if (input?.type === 'codeDelta') deltas.push(input.data);
  }
  return deltas;
}

/** The editor's text at `timeMs`: the starting text with every code delta until then applied. */
export function textAt(data: PlaybackData, timeMs: number): string {
  return applyAceDeltas(data.init.editorValue, codeDeltasUntil(data.inputs, timeMs));
}

/** The last cursor move or selection at or before `timeMs`: where the author's cursor was then. */
export function placeAt(
  inputs: readonly Input[],
  timeMs: number,
): InputOf<'cursorPositionChange'> | InputOf<'selectionRangeData'> | null {
  for (let i = firstInputAfter(inputs, timeMs) - 1; i >= 0; i--) {
    const input = inputs[i];
    if (input?.type === 'cursorPositionChange' || input?.type === 'selectionRangeData') return input;
  }
  return null;
}

export interface ReplaySettings {
  chapter: number;
  externalLibrary: string;
  /** The side tab last switched to, `null` when the recording has not switched tabs by then. */
  sideTab: string | null;
}

/**
 * The chapter, library and side tab in force at `timeMs`. The reference replays none of these on a
 * seek, leaving whatever the viewer had; a viewer expects the lesson's own settings at that point.
 */
export function settingsAt(data: PlaybackData, timeMs: number): ReplaySettings {
  const settings: ReplaySettings = {
    chapter: data.init.chapter,
    externalLibrary: data.init.externalLibrary,
    sideTab: null,
  };
  const end = firstInputAfter(data.inputs, timeMs);
  for (let i = 0; i < end; i++) {
    const input = data.inputs[i];
    if (input?.type === 'chapterSelect') settings.chapter = input.data;
    else if (input?.type === 'externalLibrarySelect') settings.externalLibrary = input.data;
    else if (input?.type === 'activeTabChange') settings.sideTab = input.data;
  }
  return settings;
}
