/**
 * A minimal typed event emitter: Node's EventEmitter is not in the browser, and the events here
 * are few and fixed. `Events` maps each event name to its arguments as a tuple. A listener that
 * throws is reported and does not stop the others.
 */
export type Listener<Args extends unknown[]> = (...args: Args) => void;

export class TypedEmitter<Events extends { [E in keyof Events]: unknown[] }> {
  // Each set holds listeners of its own event only; the key is what ties them to their type.
  private readonly listeners = new Map<keyof Events, Set<unknown>>();

  /** Adds a listener; returns the function that removes it. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => this.off(event, listener);
  }

  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void {
    this.listeners.get(event)?.delete(listener);
  }

  protected emit<E extends keyof Events>(event: E, ...args: Events[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as Listener<Events[E]>)(...args);
      } catch (error) {
        console.error(`[sling] a '${String(event)}' listener failed`, error);
      }
    }
  }

  removeAllListeners(): void {
    this.listeners.clear();
  }
}
