import type { ModuleOutput, ModuleState, VideoFrame } from '@sa/modules/protocol';
import type { VideoFilterOutcome } from '../protocol';

/** js-slang's `context.moduleContexts`: a slot per imported module, its state made by the bundle. */
export type ModuleContexts = Record<string, { state: unknown; tabs: unknown } | undefined>;

function isState(state: unknown): state is ModuleState {
  return typeof state === 'object' && state !== null && Array.isArray((state as ModuleState).outputs);
}

/**
 * Hands each module its input before a call. A module not imported yet gets a slot holding only the
 * input, which js-slang keeps when the import comes and the bundle's state takes over (moduleState
 * in packages/modules); a state that exists (REPL input after a run) has its input replaced.
 */
export function giveModuleInputs(
  contexts: ModuleContexts,
  inputs: Readonly<Record<string, unknown>> | undefined,
): void {
  for (const [name, input] of Object.entries(inputs ?? {})) {
    const slot = contexts[name];
    if (!slot) contexts[name] = { state: { input }, tabs: null };
    else if (typeof slot.state === 'object' && slot.state !== null) {
      (slot.state as { input?: unknown }).input = input;
    } else slot.state = { input };
  }
}

/**
 * What each module state has recorded since it was last asked. States keep every output (the
 * contract says they are never cleared); this remembers how many of each were handed out already.
 */
export class OutputCursor {
  private readonly sent = new WeakMap<ModuleState, number>();

  unsent(contexts: ModuleContexts): ModuleOutput[] {
    const fresh: ModuleOutput[] = [];
    for (const slot of Object.values(contexts)) {
      const state = slot?.state;
      if (!isState(state)) continue;
      // A module gathering a call's work into one output (the room's commands) closes it now.
      state.settle?.();
      const from = this.sent.get(state) ?? 0;
      if (state.outputs.length > from) fresh.push(...state.outputs.slice(from));
      this.sent.set(state, state.outputs.length);
    }
    return fresh;
  }
}

/** Hands data from the page to a module's state; nothing happens if it has none or takes none. */
export function receiveModuleData(contexts: ModuleContexts, module: string, data: unknown): void {
  const state = contexts[module]?.state;
  if (isState(state) && typeof state.receive === 'function') state.receive(data);
}

/** Installs the runner's `notify` on every module state (see ModuleState.notify). */
export function watchModuleStates(contexts: ModuleContexts, notify: () => void): void {
  for (const slot of Object.values(contexts)) {
    if (isState(slot?.state)) slot.state.notify = notify;
  }
}

/**
 * The context is dropped (a new Run, the stepper): its modules stop what would go on without it
 * (timers) and notify no more. A failing dispose must not keep the next run from starting.
 */
export function disposeModuleStates(contexts: ModuleContexts): void {
  for (const slot of Object.values(contexts)) {
    const state = slot?.state;
    if (!isState(state)) continue;
    delete state.notify;
    try {
      state.dispose?.();
    } catch {
      // Nothing of the old context is shown any more.
    }
  }
}

/** How a module's `call` went: its value, what it threw, or no such module or call in the context. */
export type ModuleCallResult =
  | { status: 'returned'; value: unknown }
  | { status: 'threw'; thrown: unknown }
  | { status: 'missing' };

/**
 * Runs a module's `call` with the page's request. `program` reads the program's global names; what
 * the call throws (a Source error of the program's function, with its line) is handed back, not raised.
 */
export function callModuleState(
  contexts: ModuleContexts,
  module: string,
  request: unknown,
  program: (name: string) => unknown,
): ModuleCallResult {
  const state = contexts[module]?.state;
  if (!isState(state) || typeof state.call !== 'function') return { status: 'missing' };
  try {
    return { status: 'returned', value: state.call(request, program) };
  } catch (thrown) {
    return { status: 'threw', thrown };
  }
}

export const NO_VIDEO_FILTER = 'No video filter: run a program that calls start() first.';

/** Runs pix_n_flix's installed filter on one frame; a thrown Source error becomes its error line. */
export function filterVideoFrame(
  contexts: ModuleContexts | undefined,
  frame: VideoFrame,
  errorText: (thrown: unknown) => string,
): VideoFilterOutcome {
  const state = contexts?.pix_n_flix?.state;
  if (!isState(state) || typeof state.filterFrame !== 'function') {
    return { status: 'error', text: NO_VIDEO_FILTER };
  }
  try {
    return { status: 'filtered', frame: state.filterFrame(frame) };
  } catch (thrown) {
    return { status: 'error', text: errorText(thrown) };
  }
}
