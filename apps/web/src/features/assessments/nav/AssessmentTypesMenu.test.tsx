import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { adminPanelArea } from '../../adminpanel';
import { listingBackend, notification, openAssessments, profileWith } from '../testSupport';

const NOTIFICATIONS = [
  notification(1, 10, 'Missions'),
  notification(2, 11, 'Missions'),
  notification(3, 20, 'Quests'),
  notification(4, 30, 'Old type'),
];

const notificationReads = (calls: Array<{ path: string }>) =>
  calls.filter((c) => c.path === 'courses/1/notifications').length;

/** Hovers the brand once the popover's lazy chunk is in (it reads the notifications on arrival). */
async function hoverBrand({ user, backend }: ReturnType<typeof openAssessments>) {
  await waitFor(() => expect(notificationReads(backend.calls)).toBeGreaterThan(0));
  const brand = await screen.findByRole('link', { name: 'CS1101S' });
  // Blueprint's popover listens on the wrapper it puts around the brand link.
  await user.hover(brand.parentElement ?? brand);
}

describe('assessment types in the brand popover', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('offers each type with its icon and unread count when hovering the brand outside the course pages', async () => {
    const app = openAssessments('/playground', { notifications: NOTIFICATIONS });
    await hoverBrand(app);
    const menu = within(await screen.findByRole('navigation', { name: 'Assessment types' }));
    const links = menu.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Missions2', '/courses/1/missions'],
      ['Quests1', '/courses/1/quests'],
      ['Path Quests', '/courses/1/path-quests'],
    ]);
    expect(within(links[0]!).getByRole('img', { name: '2 unread notifications' })).toBeTruthy();
    expect(within(links[1]!).getByRole('img', { name: '1 unread notification' })).toBeTruthy();
    // Icons by position: three different ones.
    const icons = links.map((l) => l.querySelector('svg')?.getAttribute('data-icon'));
    expect(new Set(icons).size).toBe(3);

    await app.user.click(links[1]!);
    expect(await screen.findByRole('heading', { name: 'Quests' })).toBeTruthy();
  });

  it('appears on the textbook, contributors, sourcecast and achievements pages too', async () => {
    for (const path of [
      '/sicpjs/index',
      '/contributors',
      '/courses/1/sourcecast',
      '/courses/1/achievements',
    ]) {
      const app = openAssessments(path);
      await hoverBrand(app);
      expect(await screen.findByRole('navigation', { name: 'Assessment types' })).toBeTruthy();
      app.unmount();
    }
  });

  it('is not offered on the course pages themselves', async () => {
    const { user } = openAssessments('/courses/1/missions');
    await screen.findByRole('heading', { name: 'Missions' });
    const brand = screen.getByRole('link', { name: 'CS1101S' });
    await user.hover(brand.parentElement ?? brand);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('navigation', { name: 'Assessment types' })).toBeNull();
  });

  it('is neither loaded nor asks for notifications in a build without the assessments area', async () => {
    const backend = listingBackend();
    const user = userEvent.setup();
    renderApp({ path: '/playground', profile: profileWith(), backend, areas: [adminPanelArea] });
    const brand = await screen.findByRole('link', { name: 'CS1101S' });
    await user.hover(brand.parentElement ?? brand);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('navigation', { name: 'Assessment types' })).toBeNull();
    expect(notificationReads(backend.calls)).toBe(0);
  });

  it('reads the notifications again every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = listingBackend({ notifications: NOTIFICATIONS });
    openAssessments('/playground', { backend });
    await waitFor(() => expect(notificationReads(backend.calls)).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(notificationReads(backend.calls)).toBe(2));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(notificationReads(backend.calls)).toBe(3));
  });
});
