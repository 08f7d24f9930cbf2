import { CLASSROOM_TEXTS } from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tabGitHubSession } from '../../lib/github/session';
import {
  classroomBar,
  type FakeGitHub,
  renderClassroom,
  signInToFakeGitHub,
  startFakeGitHub,
} from './test/classroomTest';
import { classroomUnsaved } from './unsaved';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  tabGitHubSession().clear();
  classroomUnsaved.set(false);
  await fake?.close();
  fake = undefined;
});

const appLinks = () => {
  const nav = document.querySelector('.sa-navbar');
  if (!(nav instanceof HTMLElement)) throw new Error('no navbar');
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent);
};

describe('the Classroom area', () => {
  it('does not exist when the deployment leaves repository assessments off', async () => {
    renderClassroom('/githubassessments/login', { enabled: false });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(appLinks()).not.toContain('Classroom');
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('does not exist for a signed-out visitor either when off: the 404 page, not the sign-in', async () => {
    const { router } = renderClassroom('/githubassessments/missions', { enabled: false, signedOut: true });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/githubassessments/missions');
  });

  it('when on, is linked from the navbar and asks to log in to GitHub first', async () => {
    const { router } = renderClassroom('/githubassessments/missions');
    expect(await screen.findByRole('heading', { name: 'Sign in to GitHub' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/githubassessments/login');
    expect(appLinks()).toContain('Classroom');
    expect(screen.getByRole('link', { name: 'Classroom' }).getAttribute('href')).toBe('/githubassessments');
    // One Log In on the page, one in the area's bar; no course select before signing in.
    expect(screen.getAllByRole('button', { name: 'Log In' })).toHaveLength(2);
    expect(within(classroomBar()).queryByRole('combobox')).toBeNull();
  });

  it('sends the welcome page and the workspace to login without a GitHub session', async () => {
    const { router } = renderClassroom('/githubassessments/welcome');
    await screen.findByRole('heading', { name: 'Sign in to GitHub' });
    await router.navigate('/githubassessments/editor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/githubassessments/login'));
  });

  it("shows 'Loading...' while discovering the courses", async () => {
    fake = await startFakeGitHub();
    signInToFakeGitHub();
    renderClassroom('/githubassessments/login', { fake });
    expect(await screen.findByText(CLASSROOM_TEXTS.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Missions' })).toBeTruthy();
  });

  it("refuses to log out of GitHub with unsaved changes, and logs out once they're gone", async () => {
    fake = await startFakeGitHub();
    signInToFakeGitHub();
    const { router } = renderClassroom('/githubassessments/missions', { fake });
    await screen.findByRole('heading', { name: 'Missions' });
    classroomUnsaved.set(true);
    await userEvent.click(within(classroomBar()).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText(CLASSROOM_TEXTS.unsavedChanges)).toBeTruthy();
    expect(tabGitHubSession().getSnapshot()).not.toBeNull();

    classroomUnsaved.set(false);
    await userEvent.click(within(classroomBar()).getByRole('button', { name: 'Log Out' }));
    expect(tabGitHubSession().getSnapshot()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to GitHub' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/githubassessments/login');
    expect(within(classroomBar()).getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('forgets a token GitHub no longer accepts, and asks to log in again', async () => {
    fake = await startFakeGitHub();
    tabGitHubSession().set({ token: 'gho_revoked', user: { login: 'ada-gh', name: 'Ada', email: 'e' } });
    renderClassroom('/githubassessments/login', { fake });
    expect(await screen.findByRole('heading', { name: 'Sign in to GitHub' })).toBeTruthy();
    expect(tabGitHubSession().getSnapshot()).toBeNull();
  });
});
