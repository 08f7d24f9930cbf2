import { MODULE_LIMITS, type ModuleOutput, type ModuleState } from '../protocol';

/**
 * Records one drawing or sound for the tabs. A program that draws in a loop without end would fill
 * the worker's memory and the page's tab; past the limit it gets an error naming the function.
 */
export function recordOutput(state: ModuleState, output: ModuleOutput, functionName: string): void {
  if (state.outputs.length >= MODULE_LIMITS.maxDrawingsPerRun) {
    throw new Error(
      `${functionName}: a program may draw or play at most ${MODULE_LIMITS.maxDrawingsPerRun.toLocaleString('en')} times in one run`,
    );
  }
  state.outputs.push(output);
}
