import { callSource } from '../runtime/call-source';

/**
 * `set_timeout` callbacks. They run after the program has finished, outside any Source call
 * that could report their errors, so an error is kept in `errors` (for the runner to show)
 * instead of escaping into the worker as an unhandled exception.
 */
export class Timers {
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();
  private lastId = 0;
  readonly errors: unknown[] = [];

  start(callback: () => unknown, delayMs: number): number {
    this.lastId += 1;
    const id = this.lastId;
    const handle = setTimeout(() => {
      this.pending.delete(id);
      try {
        callSource(callback);
      } catch (error) {
        this.errors.push(error);
      }
    }, delayMs);
    this.pending.set(id, handle);
    return id;
  }

  clearAll(): void {
    for (const handle of this.pending.values()) clearTimeout(handle);
    this.pending.clear();
  }
}
