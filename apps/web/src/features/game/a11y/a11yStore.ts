import type { A11yScreen, GameA11y } from '../services';

/**
 * The accessible layer's one source: scenes `show` a screen whole, React reads it with
 * useSyncExternalStore. Null until the first scene shows something (the Entry step is loading).
 */
export interface A11yStore extends GameA11y {
  subscribe(listener: () => void): () => void;
  getSnapshot(): A11yScreen | null;
}

export function createA11yStore(): A11yStore {
  let screen: A11yScreen | null = null;
  const listeners = new Set<() => void>();
  return {
    show(next) {
      screen = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => screen,
  };
}
