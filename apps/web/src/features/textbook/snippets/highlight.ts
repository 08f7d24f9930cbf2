import { javascriptLanguage } from '@codemirror/lang-javascript';
import { classHighlighter, highlightCode } from '@lezer/highlight';

/** A run of code text with the highlighter's class names ('' for plain text). */
export interface CodePiece {
  text: string;
  className: string;
}

/**
 * Splits code into classed pieces (Lezer's `tok-*` classes) for a closed snippet's card. It is
 * loaded on its own, after the section shows, so the parser never delays the page's text.
 */
export function highlightPieces(code: string): CodePiece[] {
  const pieces: CodePiece[] = [];
  highlightCode(
    code,
    javascriptLanguage.parser.parse(code),
    classHighlighter,
    (text, className) => pieces.push({ text, className }),
    () => pieces.push({ text: '\n', className: '' }),
  );
  return pieces;
}
