import type { Extension } from '@codemirror/state';

/**
 * Editor extensions an area adds and removes while the workspace is open (the playground's
 * shared-editing binding). The slot outlives any one editor view: a view mounted later (the
 * mobile layout's, after a resize) starts with what the slot holds, and a mounted view is
 * reconfigured whenever it changes.
 */
export interface EditorExtensionSlot {
  current(): readonly Extension[];
  /** Adds an extension; the returned function removes it again. */
  add(extension: Extension): () => void;
  subscribe(listener: () => void): () => void;
}

export function createEditorExtensionSlot(): EditorExtensionSlot {
  let extensions: readonly Extension[] = [];
  const listeners = new Set<() => void>();
  const changed = (next: readonly Extension[]) => {
    extensions = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    current: () => extensions,
    add(extension) {
      changed([...extensions, extension]);
      return () => {
        if (extensions.includes(extension)) changed(extensions.filter((e) => e !== extension));
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
