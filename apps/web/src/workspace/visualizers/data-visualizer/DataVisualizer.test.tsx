import type { DataDrawing, RunListener, RunOutcome } from '@sa/runner';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { executionActions } from '../../actions';
import type { WorkspaceHandle } from '../../context';
import { createExecution } from '../../execution';
import { SIDE_TAB_ALERT } from '../../layout/SideContent';
import { createWorkspaceStore, type WorkspaceStore } from '../../state';
import { createFakeSession, finished } from '../../test/fakeSession';
import { Workspace } from '../../Workspace';
import { DataVisualizerView } from './DataVisualizer';
import { useDataVisualizerTabs } from './dataVisualizerTab';
import { cycle, list123, severalArguments } from './fixtures';

settleTooltipTimersAfterAll();

describe('DataVisualizerView', () => {
  it('explains draw_data while there is nothing to draw', () => {
    render(<DataVisualizerView drawings={[]} />);
    const tab = screen.getByRole('region', { name: 'Data Visualizer' });
    expect(tab.textContent).toContain('draw_data(list(1, 2, 3));');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a drawing as a diagram with its text alternative', () => {
    render(<DataVisualizerView drawings={[list123]} />);
    expect(screen.getByText('Drawing 1 of 1')).toBeTruthy();
    const diagram = screen.getByRole('img', { name: 'Drawing 1 of 1: box-and-pointer diagram' });
    // The diagram is described by the text alternative next to it.
    const description = document.getElementById(diagram.getAttribute('aria-describedby') ?? '');
    const items = within(screen.getByRole('list', { name: 'Text description' })).getAllByRole('listitem');
    expect(description?.contains(items[0] ?? null)).toBe(true);
    expect(items.map((li) => li.textContent)).toEqual([
      'pair: head 1, tail pair: head 2, tail pair: head 3, tail null',
    ]);
    expect(diagram.querySelectorAll('rect')).toHaveLength(3);
    expect(diagram.querySelectorAll('polyline')).toHaveLength(2);
  });

  it('browses drawings with Previous and Next, and with the arrow keys', async () => {
    const user = userEvent.setup();
    // Queries stay inside this test's own tree: test files share a document (isolate: false).
    const view = within(
      render(<DataVisualizerView drawings={[list123, cycle, severalArguments]} />).container,
    );
    const previous = view.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = view.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(next);
    expect(view.getByText('Drawing 2 of 3')).toBeTruthy();
    expect(view.getByRole('listitem').textContent).toBe(
      'pair #1: head 1, tail pair: head 2, tail pair #1, see above',
    );
    await user.keyboard('{ArrowRight}');
    expect(view.getByText('Drawing 3 of 3')).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(view.getAllByRole('listitem')).toHaveLength(4);
    await user.keyboard('{ArrowRight}');
    expect(view.getByText('Drawing 3 of 3')).toBeTruthy();
    await user.click(previous);
    await user.keyboard('{ArrowLeft}');
    expect(view.getByText('Drawing 1 of 3')).toBeTruthy();
  });

  it('starts again at the first drawing after a new run, and keeps the place when REPL input adds one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DataVisualizerView drawings={[list123, cycle]} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    rerender(<DataVisualizerView drawings={[list123, cycle, list123]} />);
    expect(screen.getByText('Drawing 2 of 3')).toBeTruthy();
    rerender(<DataVisualizerView drawings={[]} />);
    rerender(<DataVisualizerView drawings={[cycle, list123]} />);
    expect(screen.getByText('Drawing 1 of 2')).toBeTruthy();
  });
});

/** The shared workspace with the playground's Introduction and the Data Visualizer tab. */
function Harness({ handle }: { handle: WorkspaceHandle }) {
  const dataTabs = useDataVisualizerTabs(handle.store);
  return (
    <Workspace
      handle={handle}
      sideTabs={[{ id: 'intro', label: 'Introduction', body: <p>Hi</p> }, ...dataTabs]}
    />
  );
}

function renderHarness(store: WorkspaceStore, drawings: DataDrawing[]) {
  const session = createFakeSession();
  // The fake session answers with queued outcomes; this one also draws, as the worker does.
  const run = session.run;
  session.run = (code, settings, listener?: RunListener): Promise<RunOutcome> => {
    for (const drawing of drawings) listener?.onDataDrawing?.(drawing);
    return run(code, settings, listener);
  };
  const execution = createExecution({ store, createSession: async () => session });
  const handle: WorkspaceHandle = {
    store,
    execution,
    actions: executionActions({ store, execution, notifier: { show: vi.fn() } }),
    editor: { current: null },
  };
  render(<Harness handle={handle} />);
  return { session, execution };
}

describe('the Data Visualizer tab', () => {
  it('appears from chapter 2', () => {
    const store = createWorkspaceStore({ chapter: 1 });
    renderHarness(store, []);
    expect(screen.queryByRole('tab', { name: 'Data Visualizer' })).toBeNull();
    store.setState({ chapter: 2 });
    return waitFor(() => expect(screen.getByRole('tab', { name: 'Data Visualizer' })).toBeTruthy());
  });

  it('is highlighted when a run draws, and shows the drawings when opened', async () => {
    const user = userEvent.setup();
    const store = createWorkspaceStore({ chapter: 2, editorValue: 'draw_data(list(1, 2, 3));' });
    const { session } = renderHarness(store, [list123, cycle]);
    const tab = screen.getByRole('tab', { name: 'Data Visualizer' });
    expect(tab.getAttribute('aria-description')).toBeNull();
    session.queue.push({ outcome: finished('[1, [2, [3, null]]]') });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(tab.getAttribute('aria-description')).toBe(SIDE_TAB_ALERT));
    expect(store.getState().dataDrawings).toEqual([list123, cycle]);

    await user.click(tab);
    expect(tab.getAttribute('aria-description')).toBeNull();
    expect(await screen.findByRole('img', { name: 'Drawing 1 of 2: box-and-pointer diagram' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(
      'pair: head 1, tail pair: head 2, tail pair: head 3, tail null',
    );
  });

  it('empties the drawings on the next run and adds those of REPL input', async () => {
    const store = createWorkspaceStore({ chapter: 2, dataDrawings: [list123], replValue: 'draw_data(xs);' });
    const { session, execution } = renderHarness(store, []);
    session.evaluate = (_code, listener) => {
      listener?.onDataDrawing?.(cycle);
      return Promise.resolve(finished('[1, null]'));
    };
    await execution.evaluateRepl();
    expect(store.getState().dataDrawings).toEqual([list123, cycle]);
    await execution.run();
    expect(store.getState().dataDrawings).toEqual([]);
  });
});
