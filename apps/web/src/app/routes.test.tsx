import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, deployment, json, text, userResponse } from '../test/fakeBackend';
import { renderApp } from '../test/renderApp';
import type { Area } from './area-rules/types';

const page = (label: string) => async () => ({ default: () => <p>{label}</p> });

describe('routes and guards', () => {
  it('sends signed-out visitors of / and of a course to /login', async () => {
    const { router } = renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    const course = renderApp({ path: '/courses/3' });
    await waitFor(() => expect(course.router.state.location.pathname).toBe('/login'));
  });

  it('shows one button per provider on the login card', async () => {
    renderApp({ path: '/login' });
    const button = await screen.findByRole('button', { name: 'Log in with Test' });
    const href = new URL(button.getAttribute('href') ?? '');
    expect(href.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login?provider=test`);
  });

  it('redirects / to the chosen course, and to /welcome without one', async () => {
    const withCourse = renderApp({ path: '/', profile: userResponse({ courseId: 4 }) });
    await waitFor(() => expect(withCourse.router.state.location.pathname).toBe('/courses/4'));
    withCourse.unmount();

    const without = renderApp({ path: '/', profile: userResponse({ role: null }) });
    expect(await screen.findByText('Your account has no course information.')).toBeTruthy();
    expect(without.router.state.location.pathname).toBe('/welcome');
    expect(screen.getByRole('button', { name: 'Create Course' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My Courses' })).toBeTruthy();
  });

  it('sends a signed-in user without a role from a course path to /welcome', async () => {
    const { router } = renderApp({ path: '/courses/9', profile: userResponse({ role: null }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('shows the course overview on the bare course path while no learning area exists', async () => {
    renderApp({
      path: '/courses/1',
      profile: userResponse({
        role: 'staff',
        course: { moduleHelpText: '# Read me\n\n<script>x()</script>' },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Programming Methodology' })).toBeTruthy();
    expect(screen.getByText('Source \u00a71')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Read me' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('goes from the bare course path to the first registered target', async () => {
    const game: Area = { id: 'game', courseRoutes: [{ path: 'game', load: page('The game') }] };
    const profile = userResponse({ course: { enableGame: true } });
    const { router } = renderApp({ path: '/courses/1', profile, areas: [game] });
    expect(await screen.findByText('The game')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses/1/game');
  });

  it('shows 404 for unknown paths, non-digit course ids and missing areas', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested resource could not be found')).toBeTruthy();

    renderApp({ path: '/courses/abc', profile: userResponse() });
    expect(await screen.findAllByRole('heading', { name: '404 Not Found' })).toHaveLength(2);
  });

  it('moves legacy paths under the chosen course', async () => {
    const { router } = renderApp({ path: '/academy/missions', profile: userResponse({ courseId: 2 }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/2/missions'));
  });

  it('in playground-only mode has no login route and sends / to /playground', async () => {
    const playground: Area = {
      id: 'playground',
      inPlaygroundOnly: true,
      topRoutes: [{ path: 'playground', load: page('Playground page'), requires: { role: 'student' } }],
    };
    const other: Area = { id: 'grading', topRoutes: [{ path: 'elsewhere', load: page('Elsewhere') }] };
    const settings = deployment({ playgroundOnly: true });
    const { router } = renderApp({ path: '/', deployment: settings, areas: [playground, other] });
    expect(await screen.findByText('Playground page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/playground');
    await router.navigate('/login');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
    await router.navigate('/elsewhere');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
  });

  it('switches course when the URL names another course', async () => {
    const backend = createFakeBackend({
      'PUT user/latest_viewed_course': () => text('OK'),
      'GET user': () => json(userResponse({ courseId: 5, course: { courseName: 'Second Course' } })),
    });
    renderApp({ path: '/courses/5', profile: userResponse({ courseId: 1 }), backend });
    expect(await screen.findByText('Switching courses...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Second Course' })).toBeTruthy();
    expect(backend.calls.find((c) => c.method === 'PUT')?.body).toEqual({ courseId: 5 });
  });

  it("toasts 'Failed to load course!' when switching fails", async () => {
    const backend = createFakeBackend({
      'PUT user/latest_viewed_course': () => text('user is not in the course', 400, 'Bad Request'),
    });
    const { router } = renderApp({ path: '/courses/5', profile: userResponse({ courseId: 1 }), backend });
    expect(await screen.findByText('Failed to load course!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1'));
  });
});
