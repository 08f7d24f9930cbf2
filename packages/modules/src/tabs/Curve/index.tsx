import type { ModuleOutput } from '../../protocol';
import CurveTabView from './CurveTabView';

/** What the reference frontend hands a tab: its debugger context, with the module's state. */
interface DebuggerContext {
  context: {
    moduleContexts: Record<string, { state: { outputs?: readonly ModuleOutput[] } | null } | undefined>;
  };
}

function curveOutputs(dc: DebuggerContext): readonly ModuleOutput[] {
  return dc.context.moduleContexts.curve?.state?.outputs ?? [];
}

/** The Curves tab as served to the reference frontend (`/modules/tabs/Curve.js`). */
export default {
  toSpawn: (dc: DebuggerContext) => curveOutputs(dc).length > 0,
  body: (dc: DebuggerContext) => <CurveTabView outputs={curveOutputs(dc)} />,
  label: 'Curves Tab',
  iconName: 'media',
};
