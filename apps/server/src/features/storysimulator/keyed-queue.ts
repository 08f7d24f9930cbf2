/**
 * Runs tasks one at a time per key, in arrival order, across all callers of this process: an
 * upload's checks (is the name free, is there room) and its write happen with no other upload
 * of the same course in between.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    // The next task waits for this one whether it succeeds or fails.
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
