import type { SnippetNode } from '@sa/domain';

/**
 * TEMPORARY stand-in so the reader builds and its tests run: the snippets helper (branch
 * h-tbsnippets) replaces this file with the closed card and the embedded workspace.
 */
export function Snippet({ node }: { node: SnippetNode }) {
  return (
    <pre id={node.id?.replace(/^#/, '')} data-snippet="runnable">
      {node.body}
    </pre>
  );
}
