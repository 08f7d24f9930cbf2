import { foldedRanges } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compressToEncodedURIComponent } from 'lz-string';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices, ServicesProvider } from '../../../app/services';
import type { Notifier } from '../../../app/toaster';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { createFakeSession, type FakeSession } from '../../../workspace/test/fakeSession';
import { SnippetProvider } from './active';
import { FRAME_HANDLE_LABEL } from './ResizableFrame';
import { openSnippetLabel, Snippet } from './Snippet';
import type { SnippetNode } from './types';

settleTooltipTimersAfterAll();

// The real runner needs a Web Worker (it has its own tests); each opened snippet gets a fake one.
const sessions: FakeSession[] = [];
vi.mock('../../../workspace/browserRunner', () => ({
  loadBrowserSession: async () => {
    const session = createFakeSession();
    sessions.push(session);
    return session;
  },
}));
afterEach(() => {
  sessions.length = 0;
  vi.restoreAllMocks();
});

const PREPENDED = 'function square(x) {\n    return x * x;\n}';
const RUN_CODE = 'square(21);';
const PROGRAM_TEXT = `${PREPENDED}\n${RUN_CODE}`;

function snippet(id: string, overrides: Partial<SnippetNode> = {}): SnippetNode {
  return {
    tag: 'SNIPPET',
    latex: false,
    eval: true,
    id,
    body: `${RUN_CODE} `,
    output: '441',
    prependLength: 3,
    program: `chap=2&prgrm=${compressToEncodedURIComponent(PROGRAM_TEXT)}`,
    ...overrides,
  };
}

function Page({ section, children }: { section: string; children: ReactNode }) {
  const notifier: Notifier = { show: vi.fn() };
  // Signed out, as a reader of the book may be: Share gives the long link.
  return (
    <ServicesProvider services={createServices({ notifier })}>
      <SnippetProvider section={section}>{children}</SnippetProvider>
    </ServicesProvider>
  );
}

function renderPage(nodes: SnippetNode[], section = '1.1.1') {
  const list = (s: string) => (
    <Page section={s}>
      {nodes.map((node) => (
        <Snippet key={node.id} node={node} />
      ))}
    </Page>
  );
  const result = render(list(section));
  return { ...result, setSection: (s: string) => result.rerender(list(s)) };
}

const card = (id: string) => screen.getByRole('button', { name: openSnippetLabel(id) });
const editorView = (): EditorView => {
  const dom = screen.getByTestId('editor').querySelector<HTMLElement>('.cm-editor');
  const view = dom ? EditorView.findFromDOM(dom) : null;
  if (!view) throw new Error('no editor');
  return view;
};
const openEditors = () => screen.queryAllByTestId('editor');

describe('a closed snippet', () => {
  it('shows its code highlighted, with the output in italics below', async () => {
    renderPage([snippet('1')]);
    const code = card('1');
    // The book's trailing space is dropped; the code is highlighted at once.
    expect(code.textContent).toBe(RUN_CODE);
    expect(code.querySelector('.tok-variableName')?.textContent).toBe('square');
    const output = screen.getByText('441');
    expect(output.className).toMatch(/output/);
    expect(code.contains(output)).toBe(false);
  });

  it('opens by click, by Enter and by Space', async () => {
    for (const open of [
      () => userEvent.click(card('1')),
      async () => {
        card('1').focus();
        await userEvent.keyboard('{Enter}');
      },
      async () => {
        card('1').focus();
        await userEvent.keyboard(' ');
      },
    ]) {
      const { unmount } = renderPage([snippet('1')]);
      await open();
      expect(await screen.findByTestId('editor')).toBeTruthy();
      expect(screen.queryByRole('button', { name: openSnippetLabel('1') })).toBeNull();
      expect(screen.getByText('441')).toBeTruthy(); // the output stays while open
      unmount();
    }
  });

  it('is plain code, not a button, when it cannot run', () => {
    renderPage([snippet('1', { eval: false, program: undefined })]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('pre.textbook-code')?.textContent).toBe(RUN_CODE);
  });
});

describe('an open snippet', () => {
  it('loads the program and chapter of its hash, folds the prepended rows and runs the whole text', async () => {
    renderPage([snippet('1')]);
    await userEvent.click(card('1'));
    await screen.findByTestId('editor');
    const view = editorView();
    expect(view.state.doc.toString()).toBe(PROGRAM_TEXT);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', '2/default');

    const folds: Array<{ from: number; to: number }> = [];
    foldedRanges(view.state).between(0, view.state.doc.length, (from, to) => {
      folds.push({ from, to });
    });
    expect(folds).toEqual([{ from: 0, to: view.state.doc.line(3).to }]);

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(sessions[0]?.runs[0]?.code).toBe(PROGRAM_TEXT));
  });

  it('folds nothing when nothing was prepended', async () => {
    renderPage([snippet('1', { prependLength: 0 })]);
    await userEvent.click(card('1'));
    await screen.findByTestId('editor');
    expect(foldedRanges(editorView().state).size).toBe(0);
  });

  it('is the only open snippet: opening another closes the first', async () => {
    renderPage([snippet('1'), snippet('2')]);
    await userEvent.click(card('1'));
    await screen.findByTestId('editor');
    await userEvent.click(card('2'));
    await waitFor(() => expect(card('1')).toBeTruthy());
    expect(openEditors()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: openSnippetLabel('2') })).toBeNull();
  });

  it('closes with Close, returning focus to its card', async () => {
    renderPage([snippet('1')]);
    await userEvent.click(card('1'));
    await screen.findByTestId('editor');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(openEditors()).toHaveLength(0);
    expect(document.activeElement).toBe(card('1'));
  });

  it('closes when the section changes', async () => {
    const { setSection } = renderPage([snippet('1')]);
    await userEvent.click(card('1'));
    await screen.findByTestId('editor');
    setSection('1.1.2');
    expect(openEditors()).toHaveLength(0);
    expect(card('1')).toBeTruthy();
  });

  it('shares the normal playground link of the current text', async () => {
    renderPage([snippet('1')]);
    await userEvent.click(card('1'));
    await screen.findByTestId('editor');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const link = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toMatch(/\/playground#chap=2&/);
    expect(link.value).toContain(`lz=${compressToEncodedURIComponent(PROGRAM_TEXT)}`);
  });

  it('sits in a 500 px frame whose bottom handle resizes it between 250 and 2000 px', async () => {
    renderPage([snippet('1')]);
    await userEvent.click(card('1'));
    await screen.findByTestId('editor');
    const frame = screen.getByTestId('snippet-frame');
    const handle = screen.getByRole('separator', { name: FRAME_HANDLE_LABEL });
    expect(handle.getAttribute('aria-orientation')).toBe('horizontal');
    expect(frame.style.height).toBe('500px');

    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(frame.style.height).toBe('550px');
    for (let i = 0; i < 10; i += 1) fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(frame.style.height).toBe('250px');
    expect(handle.getAttribute('aria-valuenow')).toBe('250');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(frame.style.height).toBe('2000px');

    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 400, pointerId: 1 });
    expect(frame.style.height).toBe('550px');
    fireEvent.pointerMove(handle, { clientY: 9000, pointerId: 1 });
    expect(frame.style.height).toBe('2000px');
    fireEvent.pointerMove(handle, { clientY: -9000, pointerId: 1 });
    expect(frame.style.height).toBe('250px');
    fireEvent.pointerUp(handle, { pointerId: 1 });
  });

  it('is inline, without the frame, under 768 px', async () => {
    // Every media query matches, so the workspace takes its mobile layout.
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation(() => real('(min-width: 0px)'));
    renderPage([snippet('1')]);
    await userEvent.click(card('1'));
    expect(await screen.findByRole('tab', { name: 'Editor' })).toBeTruthy();
    expect(screen.queryByTestId('snippet-frame')).toBeNull();
    expect(screen.queryByRole('separator', { name: FRAME_HANDLE_LABEL })).toBeNull();
  });
});
