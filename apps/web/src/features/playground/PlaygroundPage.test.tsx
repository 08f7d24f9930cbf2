import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, deployment, json, userResponse } from '../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../test/hoverTimers';
import { renderApp } from '../../test/renderApp';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { playgroundArea } from '.';
import { PLAYGROUND_STORAGE_KEY } from './persistence';
import { encodePlaygroundLink } from './urlState';

settleTooltipTimersAfterAll();

// The real runner needs a Web Worker; it has its own tests. Here the page's own behaviour matters.
vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

// The Sling client (mqtt over a websocket) has its own tests against a broker; here a stand-in
// plays the device, made by the test below.
const remoteLinks = vi.hoisted(() => ({ current: null as null | (() => unknown) }));
vi.mock('./remote/loadLinks', () => ({
  loadDeviceLinks: async () => {
    if (!remoteLinks.current) throw new Error('no device stand-in');
    return remoteLinks.current();
  },
}));

const areas = [playgroundArea];

describe('playground page', () => {
  it('opens for a user with a course role, with the Introduction tab and a navbar link', async () => {
    renderApp({ path: '/playground', profile: userResponse(), areas });
    expect(await screen.findByRole('tab', { name: 'Introduction' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to the playground' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Playground' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
  });

  it('is not there for a user without a role, but is in playground-only mode', async () => {
    const noRole = renderApp({ path: '/playground', profile: userResponse({ role: null }), areas });
    expect(await screen.findByText(/404 Not Found/)).toBeTruthy();
    noRole.unmount();
    renderApp({ path: '/playground', deployment: deployment({ playgroundOnly: true }), areas });
    expect(await screen.findByRole('tab', { name: 'Introduction' })).toBeTruthy();
  });

  it('opens the program and chapter of a link, stores them and drops the link from the address', async () => {
    const hash = encodePlaygroundLink({
      program: 'const linked = 1;',
      chapter: 2,
      variant: 'default',
      execTime: 500,
    });
    const { router } = renderApp({ path: `/playground#${hash}`, profile: userResponse(), areas });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveProperty('value', '2/default');
    expect(screen.getByRole('spinbutton', { name: 'Execution time (ms)' })).toHaveProperty('value', '1000');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(window.localStorage.getItem(PLAYGROUND_STORAGE_KEY)).not.toBeNull();
  });

  it('asks before leaving when the work could not be stored', async () => {
    // Restored by hand: vi.restoreAllMocks() leaves a spy on happy-dom's localStorage in place, and
    // test files share a worker, so it would break every later file that stores anything.
    const setItem = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new Error('quota exceeded');
    });
    try {
      const hash = encodePlaygroundLink({
        program: 'unsaved;',
        chapter: 1,
        variant: 'default',
        execTime: 1000,
      });
      const { router } = renderApp({ path: `/playground#${hash}`, profile: userResponse(), areas });
      await screen.findByRole('tab', { name: 'Introduction' });
      await userEvent.click(screen.getByRole('link', { name: 'CS1101S' }));
      expect(
        await screen.findByText('You have changes that may not be saved. Are you sure you want to leave?'),
      ).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
      expect(screen.getByRole('tab', { name: 'Introduction' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/playground');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('playground links while open', () => {
  it('applies a link opened while the playground is open', async () => {
    const { router } = renderApp({ path: '/playground', profile: userResponse(), areas });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const hash = encodePlaygroundLink({
      program: 'const later = 2;',
      chapter: 3,
      variant: 'default',
      execTime: 2000,
    });
    await router.navigate(`/playground#${hash}`);
    await waitFor(() => expect(select).toHaveProperty('value', '3/default'));
    expect(screen.getByRole('textbox', { name: 'Editor' }).textContent).toBe('const later = 2;');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });
});

describe('the Remote Execution tab', () => {
  it('is offered, and while a device is chosen the Env Visualizer is not; connecting sets chapter 3', async () => {
    const { fakeLinks } = await import('./remote/test/fakeLink');
    const links = fakeLinks();
    remoteLinks.current = () => links;
    const backend = createFakeBackend({
      'GET devices': () => json([{ id: 4, title: 'Robbie', type: 'EV3', secret: 's4' }]),
      'GET devices/4/ws_endpoint': () =>
        json({ endpoint: 'ws://localhost/mqtt', thingName: 'source-academy:4', clientNamePrefix: 'p-' }),
    });
    const hash = encodePlaygroundLink({ program: '1;', chapter: 4, variant: 'default', execTime: 1000 });
    renderApp({ path: `/playground#${hash}`, profile: userResponse(), areas, backend });
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Env Visualizer' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Remote Execution' }));
    const row = await screen.findByRole('row', { name: 'Robbie' });
    await user.click(within(row).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Env Visualizer' })).toBeNull());
    await waitFor(() => expect(links.links).toHaveLength(1));
    act(() => links.links[0]?.emit('connected'));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', '3/default');
    await user.click(within(row).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('tab', { name: 'Env Visualizer' })).toBeTruthy();
  });
});
