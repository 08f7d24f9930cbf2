import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, json, userResponse } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';
import { storySimulatorArea } from './area';

const areas = [storySimulatorArea];

function navLinkNames(): string[] {
  const nav = document.querySelector('.sa-navbar');
  if (!(nav instanceof HTMLElement)) throw new Error('no navbar');
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.getAttribute('aria-label') ?? a.textContent ?? '');
}

describe('the story simulator area', () => {
  it("links 'Story Simulator' for staff, to the course's simulator", async () => {
    renderApp({ path: '/courses/1', areas, profile: userResponse({ role: 'staff' }) });
    await screen.findByRole('heading', { name: 'Programming Methodology' });
    expect(navLinkNames()).toContain('Story Simulator');
    expect(screen.getByRole('link', { name: 'Story Simulator' }).getAttribute('href')).toBe(
      '/courses/1/storysimulator',
    );
  });

  it("links 'Story Simulator' for admins", async () => {
    // The bare course path would lead an admin elsewhere; /welcome shows the navbar too.
    renderApp({ path: '/welcome', areas, profile: userResponse({ role: 'admin' }) });
    await screen.findByText('Your account has no course information.');
    expect(navLinkNames()).toContain('Story Simulator');
  });

  it('has no link for students, and its page is not found for them', async () => {
    const student = renderApp({ path: '/courses/1', areas, profile: userResponse({ role: 'student' }) });
    await screen.findByRole('heading', { name: 'Programming Methodology' });
    expect(navLinkNames()).not.toContain('Story Simulator');
    student.unmount();

    renderApp({ path: '/courses/1/storysimulator', areas, profile: userResponse({ role: 'student' }) });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
  });

  it("opens a mode from the menu and comes back to 'Welcome to story simulator!'", async () => {
    const backend = createFakeBackend({ 'GET user': () => json(userResponse({ role: 'staff' })) });
    backend.on('GET courses/1/admin/assets/locations', () => json([]));
    renderApp({
      path: '/courses/1/storysimulator',
      areas,
      backend,
      profile: userResponse({ role: 'staff' }),
    });
    const user = userEvent.setup();
    const panel = await screen.findByRole('complementary', { name: 'Story simulator' });
    expect(within(panel).getByRole('heading', { name: 'Welcome to story simulator!' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Asset Uploader' }));
    expect(await within(panel).findByText('This folder has no files yet.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Welcome to story simulator!' })).toBeTruthy(),
    );
  });
});
