import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { course, createFakeBackend, json, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /\(User menu\)$/ }));
  return user;
}

describe('user menu', () => {
  it("is named by the visible name first (axe's label-content-name-mismatch), then what it opens", async () => {
    renderApp({ path: '/courses/1', profile: userResponse() });
    const button = await screen.findByRole('button', { name: 'Stu Student (User menu)' });
    expect(button.textContent).toBe('Stu Student');
  });

  it('offers the dialogs and the course list', async () => {
    const profile = userResponse({
      courses: [course(1, 'student'), course(2, 'student', false), course(3, 'admin', false)],
    });
    renderApp({ path: '/courses/1', profile });
    await openMenu();
    for (const name of ['My Courses', 'Create Course', 'User Profile', 'About', 'Help', 'Log Out']) {
      expect(screen.getByRole('menuitem', { name })).toBeTruthy();
    }
    expect(screen.getByRole('menuitem', { name: 'Course 2' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Course 3' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('shows the help text as sanitised markdown', async () => {
    const profile = userResponse({
      course: { moduleHelpText: '**Office hours** <img src=x onerror="alert(1)">' },
    });
    renderApp({ path: '/courses/1', profile });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Help' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Help' }));
    expect((await dialog.findByText('Office hours')).tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('shows the profile', async () => {
    renderApp({ path: '/courses/1', profile: userResponse({ role: 'staff' }) });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'User Profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'User Profile' }));
    expect(dialog.getByText('student')).toBeTruthy();
    expect(dialog.getByText('staff')).toBeTruthy();
    expect(dialog.getByText('Group A')).toBeTruthy();
    // /v2/user carries no XP (ADR 3): the dialog counts XP from the listing, never shows these fields.
    expect(dialog.queryByText('120 / 500')).toBeNull();
  });

  it('switches course from My Courses, which is disabled with a single course', async () => {
    const backend = createFakeBackend({
      'PUT user/latest_viewed_course': () => text('OK'),
      'GET user': () => json(userResponse({ courseId: 2, course: { courseName: 'Other' } })),
    });
    const profile = userResponse({ courses: [course(1, 'student'), course(2, 'staff')] });
    const { router } = renderApp({ path: '/courses/1', profile, backend });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'My Courses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'My Courses' }));
    await user.selectOptions(dialog.getByLabelText('Course'), '2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/2'));
    expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy();
  });

  it('disables the course choice when there is only one course', async () => {
    renderApp({ path: '/courses/1', profile: userResponse() });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'My Courses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'My Courses' }));
    expect((dialog.getByLabelText('Course') as HTMLSelectElement).disabled).toBe(true);
  });

  it('logs out: revokes the refresh token, forgets the session, shows the login card', async () => {
    const backend = createFakeBackend({ 'POST auth/logout': () => text('OK') });
    const { services, router } = renderApp({ path: '/courses/1', profile: userResponse(), backend });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(backend.calls.find((c) => c.path === 'auth/logout')?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(services.session.getSnapshot()).toEqual({ tokens: null, profile: null });
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeTruthy();
  });
});
