import { type RunOutcome, type RunSettings, type SourceSession, stepperSupport } from '@sa/runner';
import type { WorkspaceState, WorkspaceStore } from '../../state';

/** Spec 3 section 2.11: what the REPL says when a run's result is in the Stepper tab. */
export const STEPPER_RESULT_TEXT = 'Check out the Stepper tab!';

/** A Run steps the program (instead of running it) while the Stepper tab is shown, where it exists. */
export function wantsStepper(state: WorkspaceState): boolean {
  return state.stepperOpen && stepperSupport(state.chapter, state.variant).available;
}

/**
 * Computes the editor program's steps in the runner's worker, once: the tab then only moves through
 * them. The steps go to the store; the REPL gets the spec's pointer to the tab, or the syntax errors.
 */
export async function runStepper(
  session: SourceSession,
  store: WorkspaceStore,
  settings: RunSettings,
): Promise<RunOutcome> {
  if (!session.runStepper) {
    return { status: 'unavailable', message: 'This workspace cannot run the Stepper.' };
  }
  const { editorValue, stepLimit } = store.getState();
  let steps: WorkspaceState['stepper'] = null;
  const outcome = await session.runStepper(editorValue, settings, stepLimit, {
    onStepperSteps: (received) => {
      steps = received;
    },
  });
  store.setState({ stepper: steps });
  if (outcome.status !== 'finished') return outcome;
  return { status: 'finished', value: STEPPER_RESULT_TEXT, valueIsUndefined: false };
}
