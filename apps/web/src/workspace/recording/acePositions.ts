import type { Text } from '@codemirror/state';
import type { AcePosition } from '@sa/domain';

/**
 * Ace rows and columns over a CodeMirror document, found through its line index rather than by
 * copying the text (the domain's string versions count the same way, for text without a view).
 */
export function acePositionOf(doc: Text, offset: number): AcePosition {
  const line = doc.lineAt(Math.min(Math.max(offset, 0), doc.length));
  return { row: line.number - 1, column: Math.min(Math.max(offset, 0), doc.length) - line.from };
}

/** The offset of a position, clamped into the document as the domain's `positionToOffset` is. */
export function offsetOfAcePosition(doc: Text, pos: AcePosition): number {
  if (pos.row >= doc.lines) return doc.length;
  const line = doc.line(Math.max(pos.row, 0) + 1);
  return line.from + Math.min(Math.max(pos.column, 0), line.length);
}
