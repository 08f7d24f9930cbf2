import { MODULE_LIMITS, type ModuleState } from '../protocol';
import { callSource } from '../runtime/call-source';

/**
 * `set_timeout` callbacks. They run after the program has finished, outside any Source call
 * that could report their errors, so an error is kept in `errors` and recorded as an 'error'
 * output (the REPL shows it) instead of escaping into the worker as an unhandled exception.
 * After each callback the state's `notify` (installed by the runner) sends what it drew or played.
 */
export class Timers {
  private readonly pending = new Map<number, ReturnType<typeof setTimeout>>();
  private lastId = 0;
  readonly errors: unknown[] = [];

  constructor(private readonly state?: ModuleState) {}

  start(callback: () => unknown, delayMs: number): number {
    this.lastId += 1;
    const id = this.lastId;
    const handle = setTimeout(() => {
      this.pending.delete(id);
      try {
        callSource(callback);
      } catch (error) {
        this.errors.push(error);
        // Past the drawing limit the line is dropped: a failing loop must not grow without end.
        if (this.state && this.state.outputs.length < MODULE_LIMITS.maxDrawingsPerRun) {
          this.state.outputs.push({ module: 'sound_matrix', kind: 'error', text: errorText(error) });
        }
      }
      this.state?.notify?.();
    }, delayMs);
    this.pending.set(id, handle);
    return id;
  }

  clearAll(): void {
    for (const handle of this.pending.values()) clearTimeout(handle);
    this.pending.clear();
  }
}

/**
 * An error as the REPL shows it: a Source error (js-slang's, with `explain`) with its line, as
 * js-slang's own error lines read; a JavaScript error as `Name: message`.
 */
export function errorText(thrown: unknown): string {
  if (typeof thrown === 'object' && thrown !== null) {
    const source = thrown as { explain?: unknown; location?: { start?: { line?: number } } };
    if (typeof source.explain === 'function') {
      const explanation = String(source.explain());
      const line = source.location?.start?.line ?? -1;
      return line < 1 ? explanation : `Line ${line}: ${explanation}`;
    }
  }
  return thrown instanceof Error ? thrown.toString() : String(thrown);
}
