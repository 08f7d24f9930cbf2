import type { ModuleOutput } from '../../protocol';

/** The part of the reference frontend's debugger context a served tab reads. */
export interface ServedTabContext {
  context: { moduleContexts: Record<string, { state: unknown } | undefined> };
  result?: { value?: unknown };
}

/** The outputs a module's bundle kept in its state (none before it ran). */
export function outputsOf(dc: ServedTabContext, module: string): ModuleOutput[] {
  const state = dc.context.moduleContexts[module]?.state as { outputs?: ModuleOutput[] } | null | undefined;
  return Array.isArray(state?.outputs) ? state.outputs : [];
}
