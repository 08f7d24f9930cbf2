import { classHighlighter, highlightCode } from '@lezer/highlight';
// The bare lezer parser (it carries its own highlight tags): CodeMirror stays out of the reader's chunk.
import { parser } from '@lezer/javascript';
import type { ReactNode } from 'react';

/** JavaScript highlighted into spans with lezer's `tok-*` classes (styled in textbook.module.css). */
export function highlight(code: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const tree = parser.parse(code);
  highlightCode(
    code,
    tree,
    classHighlighter,
    (text, classes) => {
      parts.push(
        classes ? (
          <span key={parts.length} className={classes}>
            {text}
          </span>
        ) : (
          text
        ),
      );
    },
    () => parts.push('\n'),
  );
  return parts;
}

export function CodeBlock({ code, id }: { code: string; id?: string | undefined }) {
  return (
    <pre id={id} className="textbook-code">
      <code>{highlight(code.replace(/\s+$/, ''))}</code>
    </pre>
  );
}
