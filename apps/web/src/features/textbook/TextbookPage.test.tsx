import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deployment, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { textbookArea } from '.';
import { BASE, EVERY_KIND, stubBook } from './testSamples';

const areas = [textbookArea];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('textbook routes and index', () => {
  it('redirects /sicpjs and /interactive-sicp, and draws the index without fetching it', async () => {
    const fetch = stubBook();
    const { router } = renderApp({ path: '/sicpjs', areas });
    expect(
      await screen.findByRole('heading', { name: 'Structure and Interpretation of Computer Programs' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sicpjs/index');
    expect(screen.getByText('JavaScript Edition')).toBeTruthy();
    expect(screen.getByText(/GNU General Public License, version 3/)).toBeTruthy();
    expect(screen.getByText(/CC BY-NC-SA 4.0/)).toBeTruthy();
    // The contents open to section level: chapters' sections show, subsections do not.
    expect(await screen.findByText('1.1 Sample Section')).toBeTruthy();
    expect(screen.queryByText('1.1.1 Sample Subsection')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain(`${BASE}json/index.json`);
    await userEvent.click(screen.getByText('1.1 Sample Section'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sicpjs/1.1'));
  });

  it('maps /interactive-sicp/{section} to /sicpjs/{section}', async () => {
    stubBook({ sections: { '1.1': [{ tag: 'TITLE', body: '1.1 Sample Section' }] } });
    const { router } = renderApp({ path: '/interactive-sicp/1.1', areas });
    expect(await screen.findByRole('heading', { level: 1, name: '1.1 Sample Section' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sicpjs/1.1');
  });

  it('is public, in playground-only mode too; the navbar link is for signed-in users', async () => {
    stubBook();
    const signedOut = renderApp({ path: '/sicpjs/index', areas });
    await screen.findByText('JavaScript Edition');
    expect(screen.queryByRole('link', { name: 'SICP JS' })).toBeNull();
    signedOut.unmount();
    const only = renderApp({
      path: '/sicpjs/index',
      areas,
      deployment: deployment({ playgroundOnly: true }),
    });
    await screen.findByText('JavaScript Edition');
    only.unmount();
    renderApp({ path: '/sicpjs/index', areas, profile: userResponse() });
    expect(await screen.findByRole('link', { name: 'SICP JS' })).toHaveProperty('pathname', '/sicpjs/index');
  });
});

describe('a section', () => {
  it('renders every node kind', async () => {
    const fetch = stubBook({ sections: { '1.1.1': EVERY_KIND } });
    const { container } = renderApp({ path: '/sicpjs/1.1.1', areas });
    expect(await screen.findByRole('heading', { level: 1, name: '1.1.1 Sample Subsection' })).toBeTruthy();
    // Text nodes merged, inline kinds.
    const p1 = container.querySelector('p#p1');
    expect(p1?.textContent).toContain('Plain merged. ');
    expect(p1?.querySelector('b')?.textContent).toBe('bold');
    expect(p1?.querySelector('em')?.textContent).toBe('emphasis');
    expect(within(p1 as HTMLElement).getByText('teletype').tagName).toBe('CODE');
    expect(p1?.querySelector('br')).not.toBeNull();
    expect(within(p1 as HTMLElement).getByText('const x = 1;').tagName).toBe('CODE');
    expect(within(p1 as HTMLElement).getByText('name').tagName).toBe('I');
    // LaTeX through KaTeX, \mbox read as \text, unparseable shown as source.
    // KaTeX loads on the first formula; the source shows until then.
    await waitFor(() => expect(p1?.querySelectorAll('.katex').length).toBe(2));
    expect(p1?.textContent).toContain('fact');
    expect(within(p1 as HTMLElement).getByText('$\\frac{1}{$').tagName).toBe('CODE');
    const outside = screen.getByRole('link', { name: 'an outside page' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '1.1' }).getAttribute('href')).toBe('/sicpjs/1.1#ex-1.1');
    const footnoteRef = container.querySelector('sup#footnote-link-1 a');
    expect(footnoteRef?.getAttribute('href')).toBe('/sicpjs/1.1.1#footnote-1');
    expect(screen.getByRole('link', { name: 'Link to this paragraph' }).getAttribute('href')).toContain(
      '#p1',
    );
    // Headings, quotes.
    expect(screen.getByRole('heading', { level: 2, name: 'A subheading' }).id).toBe('h1');
    expect(screen.getByRole('heading', { level: 4, name: 'A subsubheading' }).id).toBe('h2');
    expect(container.querySelector('blockquote footer')?.textContent).toBe('– A. Writer, A Book (1999)');
    expect(screen.getByText('Quoted block.').closest('blockquote')).not.toBeNull();
    // Exercises: a solution behind the toggle, or the invitation.
    const ex1 = screen.getByRole('group', { name: 'Exercise 1.1' });
    expect(ex1.id).toBe('ex-1.1');
    expect(within(ex1).queryByText('The thing, done.')).toBeNull();
    await userEvent.click(within(ex1).getByRole('button', { name: 'Show Solution' }));
    expect(within(ex1).getByText('The thing, done.')).toBeTruthy();
    await userEvent.click(within(ex1).getByRole('button', { name: 'Hide Solution' }));
    expect(within(ex1).queryByText('The thing, done.')).toBeNull();
    const ex2 = screen.getByRole('group', { name: 'Exercise 1.2' });
    expect(within(ex2).queryByRole('button')).toBeNull();
    expect(within(ex2).getByText(/Nobody has written a solution/)).toBeTruthy();
    // Figures: image at the textbook address, snippet figure, captions.
    const img = screen.getByRole('img', { name: 'Figure 1.1' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`${BASE}img_javascript/sample.svg`);
    expect(img.style.width).toBe('50%');
    expect(document.getElementById('fig-1.1')?.querySelector('figcaption')?.textContent).toBe(
      'Figure 1.1 A sample picture.',
    );
    expect(document.getElementById('fig-1.2')?.querySelector('pre')?.textContent).toBe('figure_code();');
    // Table, lists, references.
    expect(screen.getByText('cell b').tagName).toBe('TD');
    expect(screen.getByText('first item').closest('ol')).not.toBeNull();
    expect(screen.getByText('bullet item').closest('ul')).not.toBeNull();
    expect(screen.getByText('Writer, A. 1999. A Book.')).toBeTruthy();
    // Snippets: math, shown-only (highlighted, output in italics), runnable (the Snippet component).
    expect(container.querySelectorAll('.katex-display').length).toBeGreaterThanOrEqual(1);
    const shown = document.getElementById('2');
    expect(shown?.textContent).toBe('shown_only(1);');
    expect(shown?.querySelector('.tok-number')).not.toBeNull();
    expect(screen.getByText('42').tagName).toBe('I');
    expect(screen.getByRole('button', { name: 'Open snippet 3 in the editor' }).textContent).toContain(
      'runnable(2);',
    );
    expect(screen.getByText('grouped text')).toBeTruthy();
    // The footnote at the end after a rule, linking back.
    const note = container.querySelector('div#footnote-1');
    expect(note?.previousElementSibling?.tagName).toBe('HR');
    expect(note?.querySelector('a')?.getAttribute('href')).toBe('/sicpjs/1.1.1#footnote-link-1');
    // Plain GETs, never with our token.
    for (const [, init] of fetch.mock.calls) {
      expect(new Headers((init as RequestInit | undefined)?.headers).get('authorization')).toBeNull();
    }
  });

  it('follows an internal link in the app and scrolls to its anchor', async () => {
    const scroll = vi.fn();
    window.HTMLElement.prototype.scrollIntoView = scroll;
    stubBook({ sections: { '1.1.1': EVERY_KIND } });
    const { router } = renderApp({ path: '/sicpjs/1.1.1#h2', areas });
    await screen.findByRole('heading', { level: 4, name: 'A subsubheading' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('h2'));
    await userEvent.click(screen.getByRole('link', { name: 'Figure 1.1' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#fig-1.1'));
    await waitFor(() => expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('fig-1.1')));
  });

  it('shows Previous and Next only where toc-navigation.json has them, top and bottom', async () => {
    stubBook({
      sections: { '1.1': [{ tag: 'TITLE', body: '1.1 S' }], '1.1.1': [{ tag: 'TITLE', body: '1.1.1 S' }] },
    });
    const { router } = renderApp({ path: '/sicpjs/1.1', areas });
    await screen.findByRole('heading', { name: '1.1 S' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Next' })).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Previous' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Next' })[1] as HTMLElement);
    await screen.findByRole('heading', { name: '1.1.1 S' });
    expect(router.state.location.pathname).toBe('/sicpjs/1.1.1');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Previous' })).toHaveLength(2);
  });

  it('opens the contents drawer with the path to the section open, and navigates from it', async () => {
    stubBook({
      sections: {
        '1.1.1': [{ tag: 'TITLE', body: '1.1.1 S' }],
        foreword02: [{ tag: 'TITLE', body: 'Foreword' }],
      },
    });
    const { router } = renderApp({ path: '/sicpjs/1.1.1', areas });
    await screen.findByRole('heading', { name: '1.1.1 S' });
    await userEvent.click(screen.getByRole('button', { name: 'Table of Contents' }));
    const drawer = await screen.findByRole('navigation', { name: 'Contents' });
    expect(within(drawer).getByText('1.1.1 Sample Subsection')).toBeTruthy();
    await userEvent.click(within(drawer).getByText('Foreword'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sicpjs/foreword02'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Foreword' })).toBeTruthy();
  });
});

describe('textbook errors', () => {
  it('says not found for a 404, and for a bad id without asking', async () => {
    const fetch = stubBook();
    const first = renderApp({ path: '/sicpjs/9.9', areas });
    expect(await screen.findByText('Something went wrong :(')).toBeTruthy();
    expect(screen.getByText(/does not exist/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report this problem' })).toBeTruthy();
    first.unmount();
    fetch.mockClear();
    renderApp({ path: '/sicpjs/a_b', areas });
    expect(await screen.findByText(/does not exist/)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('a_b'))).toBe(false);
  });

  it('says error while loading for bad JSON and for an unknown tag', async () => {
    stubBook({ raw: { '1': '{not json' }, sections: { '2': [{ tag: 'TEXT', child: [{ tag: 'BLINK' }] }] } });
    const bad = renderApp({ path: '/sicpjs/1', areas });
    expect(await screen.findByText(/error while loading/)).toBeTruthy();
    bad.unmount();
    renderApp({ path: '/sicpjs/2', areas });
    expect(await screen.findByText(/error while loading/)).toBeTruthy();
    expect(screen.getByText('Something went wrong :(')).toBeTruthy();
  });

  it('says unexpected for a server error', async () => {
    stubBook();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    renderApp({ path: '/sicpjs/1', areas });
    expect(await screen.findByText(/Something unexpected happened/)).toBeTruthy();
  });
});

describe('search', () => {
  const search = {
    textTrie: {
      key: '',
      value: [],
      children: {
        s: {
          key: 's',
          value: [],
          children: {
            u: { key: 'u', value: [], children: { m: { key: 'm', value: ['1.1.1#p1'], children: {} } } },
          },
        },
      },
    },
    indexTrie: {
      key: '',
      value: [],
      children: {
        s: { key: 's', value: [], children: { u: { key: 'u', value: ['1.1#p2'], children: {} } } },
      },
    },
    idToContentMap: { '1.1.1#p1': 'The sum of squares.', '1.1#p2': 'Something.' },
  };

  it('loads the index on first use, lists index entries first, and opens a result', async () => {
    const fetch = stubBook({ search, sections: { '1.1.1': EVERY_KIND } });
    const { router } = renderApp({ path: '/sicpjs/index', areas });
    await screen.findByText('JavaScript Edition');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('searchData.json'))).toBe(false);
    const box = screen.getByRole('combobox', { name: 'Search the book' });
    await userEvent.type(box, 'su');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]?.textContent).toContain('1.1');
    expect(options[0]?.textContent).toContain('su');
    expect(options[1]?.textContent).toContain('The sum of squares.');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sicpjs/1.1.1'));
    expect(router.state.location.hash).toBe('#p1');
  });
});
