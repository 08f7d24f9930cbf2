// The live js-slang context of the program that imported the bundle. js-slang's loader hands it to
// the bundle through its require provider ('js-slang/context'); the build leaves the import external
// and unit tests alias it to src/test/context-stub.ts.
import context from 'js-slang/context';
import type { ModuleName } from '../manifest';
import type { ModuleState } from '../protocol';

interface ModuleContextSlot {
  state: unknown;
  tabs: unknown;
}

interface LiveContext {
  chapter: number;
  moduleContexts: Record<string, ModuleContextSlot | undefined>;
}

/**
 * This module's state in the context, made on first use. A slot the runner made before the program
 * ran may already hold `input` (the tone matrix's grid), which the new state keeps.
 */
export function moduleState<S extends ModuleState>(name: ModuleName, create: () => S): S {
  const live = context as unknown as LiveContext;
  const slot = live.moduleContexts[name] ?? { state: null, tabs: null };
  live.moduleContexts[name] = slot;
  const existing = slot.state as Partial<S> | null;
  if (existing && Array.isArray(existing.outputs)) return existing as S;
  const state = create();
  if (existing && 'input' in existing) state.input = existing.input;
  slot.state = state;
  return state;
}

/**
 * The native runner's storage of the program's context (it holds the time limit, `maxExecTime`);
 * undefined where there is none (unit tests' stand-in context).
 */
export function nativeStorage(): unknown {
  return (context as { nativeStorage?: unknown }).nativeStorage;
}

/** The Source chapter of the program that imported the module. */
export function currentChapter(): number {
  return (context as unknown as LiveContext).chapter;
}
