import type { ModuleOutput } from '../../protocol';
import RuneTabView from './RuneTabView';

/** What the reference frontend hands a tab: its debugger context, with the module's state. */
interface DebuggerContext {
  context: {
    moduleContexts: Record<string, { state: { outputs?: readonly ModuleOutput[] } | null } | undefined>;
  };
}

function runeOutputs(dc: DebuggerContext): readonly ModuleOutput[] {
  return dc.context.moduleContexts.rune?.state?.outputs ?? [];
}

/** The Runes tab as served to the reference frontend (`/modules/tabs/Rune.js`). */
export default {
  toSpawn: (dc: DebuggerContext) => runeOutputs(dc).length > 0,
  body: (dc: DebuggerContext) => <RuneTabView outputs={runeOutputs(dc)} />,
  label: 'Runes Tab',
  iconName: 'group-objects',
};
