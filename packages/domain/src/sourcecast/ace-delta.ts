/**
 * Ace deltas <-> CodeMirror changes. Recordings keep the reference's Ace delta format (ADR 0026) so
 * they play on both platforms; our editor is CodeMirror, whose changes are offsets into the document
 * before and after a transaction. Rows and columns count lines split on '\n' and UTF-16 code units,
 * as both editors do.
 */
import type { AceDelta, AcePosition } from './playback-types';

/**
 * One replaced range of a transaction, as CodeMirror's `ChangeSet.iterChanges` reports it (in order):
 * `fromA..toA` in the old document, `fromB` where the replacement starts in the new one.
 */
export interface TextChange {
  fromA: number;
  toA: number;
  fromB: number;
  inserted: string;
}

/** A CodeMirror change spec: replace `from..to` by `insert`. */
export interface OffsetChange {
  from: number;
  to: number;
  insert: string;
}

/** The offset of a position, clamped into the text (a row past the end is the end). */
export function positionToOffset(text: string, pos: AcePosition): number {
  let lineStart = 0;
  for (let row = 0; row < pos.row; row++) {
    const newline = text.indexOf('\n', lineStart);
    if (newline < 0) return text.length;
    lineStart = newline + 1;
  }
  const lineEnd = text.indexOf('\n', lineStart);
  const lineLength = (lineEnd < 0 ? text.length : lineEnd) - lineStart;
  return lineStart + Math.min(Math.max(pos.column, 0), lineLength);
}

/** The position of an offset, clamped into the text. */
export function offsetToPosition(text: string, offset: number): AcePosition {
  const at = Math.min(Math.max(offset, 0), text.length);
  let row = 0;
  let lineStart = 0;
  for (
    let newline = text.indexOf('\n');
    newline >= 0 && newline < at;
    newline = text.indexOf('\n', newline + 1)
  ) {
    row++;
    lineStart = newline + 1;
  }
  return { row, column: at - lineStart };
}

/** Where text of these lines ends when inserted at `start`. */
function insertionEnd(start: AcePosition, lines: readonly string[]): AcePosition {
  const last = lines[lines.length - 1] ?? '';
  return lines.length <= 1
    ? { row: start.row, column: start.column + last.length }
    : { row: start.row + lines.length - 1, column: last.length };
}

/**
 * The Ace deltas of one transaction, applied one after another: a replacement is a `remove` then an
 * `insert`, as Ace reports it. Several changes (several cursors) become several deltas; each one's
 * positions are in the text left by the ones before it, which is where `fromB` points.
 */
export function changesToAceDeltas(before: string, changes: readonly TextChange[]): AceDelta[] {
  const deltas: AceDelta[] = [];
  let text = before;
  for (const change of changes) {
    const removedLength = change.toA - change.fromA;
    if (removedLength > 0) {
      const removed = text.slice(change.fromB, change.fromB + removedLength);
      deltas.push({
        action: 'remove',
        start: offsetToPosition(text, change.fromB),
        end: offsetToPosition(text, change.fromB + removedLength),
        lines: removed.split('\n'),
      });
      text = text.slice(0, change.fromB) + text.slice(change.fromB + removedLength);
    }
    if (change.inserted.length > 0) {
      const lines = change.inserted.split('\n');
      const start = offsetToPosition(text, change.fromB);
      deltas.push({ action: 'insert', start, end: insertionEnd(start, lines), lines });
      text = text.slice(0, change.fromB) + change.inserted + text.slice(change.fromB);
    }
  }
  return deltas;
}

/** The change a delta makes to `text`, as offsets for CodeMirror (positions clamped into the text). */
export function aceDeltaToChange(text: string, delta: AceDelta): OffsetChange {
  const from = positionToOffset(text, delta.start);
  if (delta.action === 'insert') return { from, to: from, insert: delta.lines.join('\n') };
  return { from, to: Math.max(from, positionToOffset(text, delta.end)), insert: '' };
}

/** `text` with the delta applied. A `remove` deletes `start..end`; its `lines` are not checked. */
export function applyAceDelta(text: string, delta: AceDelta): string {
  const { from, to, insert } = aceDeltaToChange(text, delta);
  return text.slice(0, from) + insert + text.slice(to);
}
