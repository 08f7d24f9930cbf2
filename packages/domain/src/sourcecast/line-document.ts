/**
 * Applying many Ace deltas at once, for a seek to the end of a long recording: the text is held as an
 * array of lines, so a one-character edit touches one line instead of copying the whole text, as
 * `applyAceDelta` on a string would. Gives the same result as applying the deltas one by one.
 */
import type { AceDelta, AcePosition } from './playback-types';

export function applyAceDeltas(text: string, deltas: Iterable<AceDelta>): string {
  const lines = text.split('\n');
  for (const delta of deltas) {
    if (delta.action === 'insert') insertLines(lines, clamp(lines, delta.start), delta.lines);
    else removeRange(lines, clamp(lines, delta.start), clamp(lines, delta.end));
  }
  return lines.join('\n');
}

/** As `positionToOffset`: a row past the end is the end of the text; a column past a line is its end. */
function clamp(lines: readonly string[], pos: AcePosition): AcePosition {
  const lastRow = lines.length - 1;
  if (pos.row > lastRow) return { row: lastRow, column: (lines[lastRow] ?? '').length };
  const row = Math.max(pos.row, 0);
  return { row, column: Math.min(Math.max(pos.column, 0), (lines[row] ?? '').length) };
}

function insertLines(lines: string[], at: AcePosition, inserted: readonly string[]): void {
  if (inserted.length === 0) return;
  const line = lines[at.row] ?? '';
  const before = line.slice(0, at.column);
  const after = line.slice(at.column);
  if (inserted.length === 1) {
    lines[at.row] = before + inserted[0] + after;
    return;
  }
  const replacement = inserted.slice();
  replacement[0] = before + replacement[0];
  replacement[replacement.length - 1] += after;
  replaceLine(lines, at.row, replacement);
}

/** `lines.splice(row, 1, ...replacement)` without spreading a huge paste into call arguments. */
function replaceLine(lines: string[], row: number, replacement: readonly string[]): void {
  const tail = lines.splice(row + 1);
  lines.length = row;
  for (const line of replacement) lines.push(line);
  for (const line of tail) lines.push(line);
}

function removeRange(lines: string[], start: AcePosition, end: AcePosition): void {
  if (end.row < start.row || (end.row === start.row && end.column <= start.column)) return;
  lines[start.row] =
    (lines[start.row] ?? '').slice(0, start.column) + (lines[end.row] ?? '').slice(end.column);
  if (end.row > start.row) lines.splice(start.row + 1, end.row - start.row);
}
