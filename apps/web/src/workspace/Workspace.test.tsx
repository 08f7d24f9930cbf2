import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleTooltipTimersAfterAll } from '../test/hoverTimers';
import { breakpointLines, toggleBreakpointAt } from './editor/breakpointGutter';
import { DIVIDER_LABEL } from './layout/DesktopWorkspace';
import { replRows } from './repl/ReplInput';
import { finished } from './test/fakeSession';
import { renderWorkspace } from './test/renderWorkspace';

settleTooltipTimersAfterAll();
afterEach(() => vi.restoreAllMocks());

describe('workspace', () => {
  it('runs the editor program from the Run button and shows output, value and errors in distinct styles', async () => {
    const { session, handle } = renderWorkspace({ editorValue: 'display("hi"); 42;' });
    session.queue.push({ outputs: ['"hi"'], outcome: finished('42') });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    const log = screen.getByRole('log', { name: 'REPL output' });
    await waitFor(() => expect(log.querySelector('[data-kind="result"]')?.textContent).toBe('42'));
    expect(log.querySelector('[data-kind="output"]')?.textContent).toBe('"hi"');
    expect(session.runs[0]?.code).toBe('display("hi"); 42;');
    expect(handle.editor.current?.state.doc.toString()).toBe('display("hi"); 42;');
  });

  it('puts user edits in the store and marks them unsaved', () => {
    const { store, handle } = renderWorkspace();
    const view = handle.editor.current!;
    view.dispatch({ changes: { from: 0, insert: '1 + 1;' }, userEvent: 'input.type' });
    expect(store.getState()).toMatchObject({ editorValue: '1 + 1;', hasUnsavedChanges: true });
  });

  it('shows a program loaded into the store in the editor', () => {
    const { store, handle } = renderWorkspace();
    store.setState({ editorValue: 'const loaded = 1;' });
    expect(handle.editor.current?.state.doc.toString()).toBe('const loaded = 1;');
    expect(store.getState().hasUnsavedChanges).toBe(false);
  });

  it('toggles breakpoints on code lines only', () => {
    const { store, handle } = renderWorkspace({ editorValue: 'const x = 1;\n\n// note\ndebugger;\nx;' });
    const view = handle.editor.current!;
    const lineStart = (n: number) => view.state.doc.line(n).from;
    expect([2, 3, 4].map((n) => toggleBreakpointAt(view, lineStart(n)))).toEqual([false, false, false]);
    expect(toggleBreakpointAt(view, lineStart(1))).toBe(true);
    expect(toggleBreakpointAt(view, lineStart(5))).toBe(true);
    expect(breakpointLines(view.state)).toEqual([1, 5]);
    expect(store.getState().breakpoints).toEqual([1, 5]);
    toggleBreakpointAt(view, lineStart(1));
    expect(store.getState().breakpoints).toEqual([5]);
  });

  it('browses REPL history with Up and Down and restores what was typed', async () => {
    const { session } = renderWorkspace();
    session.queue.push({ outcome: finished('1') }, { outcome: finished('2') });
    const input = screen.getByRole('textbox', { name: 'REPL input' });
    await userEvent.type(input, '1;{Enter}');
    await waitFor(() => expect(input).toHaveProperty('value', ''));
    await userEvent.type(input, '2;{Enter}');
    await waitFor(() => expect(session.evaluations).toEqual(['1;', '2;']));
    await userEvent.type(input, 'draft');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveProperty('value', '2;');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveProperty('value', '1;');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveProperty('value', 'draft');
  });

  it('grows the REPL input from 1 to 20 lines', async () => {
    renderWorkspace();
    const input = screen.getByRole('textbox', { name: 'REPL input' });
    expect(input.getAttribute('rows')).toBe('1');
    await userEvent.type(input, 'a{Shift>}{Enter}{/Shift}b');
    expect(input.getAttribute('rows')).toBe('2');
    expect(replRows('x\n'.repeat(40))).toBe(20);
  });

  it('enables Stop only while running', async () => {
    const { session } = renderWorkspace({ editorValue: 'while (true) {}' });
    session.queue.push('hang');
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(stop).toHaveProperty('disabled', false));
    await userEvent.click(stop);
    expect(await screen.findByText('Execution aborted')).toBeTruthy();
  });

  it('offers every chapter and variant by its sublanguage name', async () => {
    const { store } = renderWorkspace();
    const select = screen.getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'Source \u00a73 Non-Det');
    expect(store.getState()).toMatchObject({ chapter: 3, variant: 'non-det' });
  });

  it('clamps the execution time and the step limit', async () => {
    const { store } = renderWorkspace();
    const exec = screen.getByRole('spinbutton', { name: 'Execution time (ms)' });
    await userEvent.clear(exec);
    await userEvent.type(exec, '200{Enter}');
    expect(store.getState().execTime).toBe(1000);
    const steps = screen.getByRole('spinbutton', { name: 'Step limit' });
    await userEvent.clear(steps);
    await userEvent.type(steps, '9999{Enter}');
    expect(store.getState().stepLimit).toBe(5000);
  });

  it('moves the divider with the arrow keys, 5% a step, and collapses either side with Home and End', async () => {
    layOutPanels();
    const { store } = renderWorkspace();
    const divider = screen.getByRole('separator', { name: DIVIDER_LABEL });
    await waitFor(() => expect(divider.getAttribute('aria-valuenow')).toBe('50'));
    divider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(store.getState().editorWidth).toBe(45));
    expect(divider.getAttribute('aria-valuenow')).toBe('45');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(store.getState().editorWidth).toBe(55));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(store.getState().editorWidth).toBe(0));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(store.getState().editorWidth).toBe(100));
  });
});

/**
 * happy-dom lays nothing out, and the panels library reads where its panels are: a 1,006 px row
 * with the editor, a 6 px divider and the side content, left to right.
 */
function layOutPanels() {
  const box = (element: HTMLElement): [left: number, width: number] => {
    if (element.id === 'workspace-editor') return [0, 500];
    if (element.hasAttribute('data-separator')) return [500, 6];
    if (element.id === 'workspace-side') return [506, 500];
    return [0, 0];
  };
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return box(this)[0];
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return box(this)[1];
  });
}
