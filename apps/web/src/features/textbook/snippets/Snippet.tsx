import { Spinner } from '@blueprintjs/core';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { useActiveSnippet } from './active';
import { SnippetCode } from './SnippetCode';
import styles from './snippets.module.css';
import type { SnippetNode } from './types';

// The workspace (CodeMirror, the runner) loads when a snippet first opens, not with the page.
const OpenSnippet = lazy(() => import('./OpenSnippet'));

/** The closed card's accessible name. */
export function openSnippetLabel(id: string): string {
  return `Open snippet ${id} in the editor`;
}

/**
 * A SNIPPET node. A runnable one is a card that opens the workspace on click, Enter or Space (one
 * open per page, see SnippetProvider); others are plain code. Any output stays below in italics.
 */
export function Snippet({ node }: { node: SnippetNode }) {
  const { activeId, open, close } = useActiveSnippet();
  const fallbackId = useId();
  const id = node.id === undefined ? fallbackId : String(node.id);
  const runnable = node.eval && !node.latex && Boolean(node.program);
  const isOpen = runnable && activeId === id;
  const card = useRef<HTMLDivElement>(null);
  // After this snippet's own Close, focus goes back to its card rather than to the page's top.
  const refocus = useRef(false);
  useEffect(() => {
    if (!isOpen && refocus.current) card.current?.focus();
    refocus.current = false;
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault(); // Space would scroll the page
    open(id);
  };
  const onClose = () => {
    refocus.current = true;
    close();
  };

  let main: ReactNode;
  if (isOpen) {
    main = (
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner size={20} aria-label="Loading the editor" />
          </div>
        }
      >
        <OpenSnippet node={node} onClose={onClose} />
      </Suspense>
    );
  } else if (runnable) {
    main = (
      // biome-ignore lint/a11y/useSemanticElements: a <button> cannot hold the <pre> of the code
      <div
        ref={card}
        role="button"
        tabIndex={0}
        className={styles.card}
        aria-label={openSnippetLabel(id)}
        title="Open in the editor"
        onClick={() => open(id)}
        onKeyDown={onKeyDown}
      >
        <SnippetCode code={node.body} />
      </div>
    );
  } else {
    main = <SnippetCode code={node.body} />;
  }

  return (
    <div className={styles.snippet}>
      {main}
      {node.output ? <pre className={styles.output}>{node.output}</pre> : null}
    </div>
  );
}
