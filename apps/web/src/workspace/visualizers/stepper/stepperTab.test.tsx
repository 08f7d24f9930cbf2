import type { RunListener, RunSettings, StepperSteps } from '@sa/runner';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { executionActions } from '../../actions';
import type { WorkspaceHandle } from '../../context';
import { createExecution } from '../../execution';
import { createWorkspaceStore, type WorkspaceState } from '../../state';
import { createFakeSession } from '../../test/fakeSession';
import { Workspace } from '../../Workspace';
import { STEPPER_RESULT_TEXT } from './runStepper';
import { STEPPER_TAB } from './stepperTab';

settleTooltipTimersAfterAll();

const STEPS: StepperSteps = {
  stepLimit: 700,
  limitReached: false,
  truncated: false,
  steps: [
    { code: '1 + 2;', marker: null, highlights: [], explanation: 'Start of evaluation' },
    {
      code: '1 + 2;',
      marker: 'before',
      highlights: [{ start: 0, end: 5 }],
      explanation: 'Binary expression 1 + 2 evaluated',
    },
    {
      code: '3;',
      marker: 'after',
      highlights: [{ start: 0, end: 1 }],
      explanation: 'Binary expression 1 + 2 evaluated',
    },
    { code: '3;', marker: null, highlights: [], explanation: 'Evaluation complete' },
  ],
};

/** The workspace with an Introduction and the Stepper tab, over a fake runner that also steps. */
function renderWithStepper(initial: Partial<WorkspaceState>) {
  const store = createWorkspaceStore(initial);
  const stepped: Array<{ code: string; settings: RunSettings; stepLimit: number }> = [];
  const session = Object.assign(createFakeSession(), {
    async runStepper(code: string, settings: RunSettings, stepLimit: number, listener?: RunListener) {
      stepped.push({ code, settings, stepLimit });
      listener?.onStepperSteps?.(STEPS);
      return { status: 'finished' as const, value: '3;', valueIsUndefined: false };
    },
  });
  const execution = createExecution({ store, createSession: async () => session });
  const handle: WorkspaceHandle = {
    store,
    execution,
    actions: executionActions({ store, execution, notifier: { show: vi.fn() } }),
    editor: { current: null },
  };
  render(
    <Workspace
      handle={handle}
      sideTabs={[{ id: 'intro', label: 'Introduction', body: <p>Hello</p> }, STEPPER_TAB]}
    />,
  );
  return { store, session, stepped };
}

describe('the Stepper tab in a workspace', () => {
  it('runs the stepper while it is open, and the REPL points to it', async () => {
    const { store, session, stepped } = renderWithStepper({
      editorValue: '1 + 2;',
      chapter: 1,
      stepLimit: 700,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Stepper' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to the Stepper!' })).toBeTruthy();
    await waitFor(() => expect(store.getState().stepperOpen).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const log = screen.getByRole('log', { name: 'REPL output' });
    await waitFor(() =>
      expect(log.querySelector('[data-kind="result"]')?.textContent).toBe(STEPPER_RESULT_TEXT),
    );
    expect(stepped).toEqual([
      { code: '1 + 2;', settings: expect.objectContaining({ chapter: 1 }), stepLimit: 700 },
    ]);
    expect(session.runs).toEqual([]);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();

    // Another tab: Run runs the program again, as usual.
    await userEvent.click(screen.getByRole('tab', { name: 'Introduction' }));
    expect(store.getState().stepperOpen).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(session.runs).toHaveLength(1));
    expect(stepped).toHaveLength(1);
  });

  it('runs normally with the tab open in a chapter the Stepper does not cover', async () => {
    const { session, stepped } = renderWithStepper({ editorValue: '1 + 2;', chapter: 3 });
    await userEvent.click(screen.getByRole('tab', { name: 'Stepper' }));
    await screen.findByRole('heading', { name: 'Welcome to the Stepper!' });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(session.runs).toHaveLength(1));
    expect(stepped).toEqual([]);
  });
});
