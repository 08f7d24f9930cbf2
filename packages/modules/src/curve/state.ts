import type { ModuleState } from '../protocol';
import { moduleState } from '../runtime/context';

/** The curve module's state in the program's context: what it drew, for the Curves tab. */
export function curveState(): ModuleState {
  return moduleState('curve', () => ({ outputs: [] }));
}
