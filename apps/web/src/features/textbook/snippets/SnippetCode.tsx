import { useEffect, useState } from 'react';
import type { CodePiece } from './highlight';
import styles from './snippets.module.css';

/**
 * A snippet's code, plain at first and coloured once the highlighter (a chunk of its own, with the
 * JavaScript parser) has loaded, so a section's text never waits for it.
 */
export function SnippetCode({ code }: { code: string }) {
  const [pieces, setPieces] = useState<CodePiece[] | null>(null);
  useEffect(() => {
    let live = true;
    setPieces(null);
    import('./highlight')
      .then(({ highlightPieces }) => {
        if (live) setPieces(highlightPieces(code));
      })
      .catch(() => {
        // The chunk did not load (offline): the plain text stays, which is all a reader needs.
      });
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <pre className={styles.code}>
      {pieces
        ? pieces.map((piece, index) =>
            piece.className ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
              <span key={index} className={piece.className}>
                {piece.text}
              </span>
            ) : (
              piece.text
            ),
          )
        : code}
    </pre>
  );
}
