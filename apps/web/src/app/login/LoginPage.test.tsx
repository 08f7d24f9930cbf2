import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, json, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import type { Area } from '../area-rules/types';
import { providerSignInUrl } from './redirect';

describe('sign-in', () => {
  it('keeps the provider endpoint query when adding redirect_uri', () => {
    const url = new URL(providerSignInUrl('https://idp.example/auth?client=sa', 'https://sa.example', 'nus'));
    expect(url.searchParams.get('client')).toBe('sa');
    expect(url.searchParams.get('redirect_uri')).toBe('https://sa.example/login?provider=nus');
  });

  it('exchanges the code, loads the user and goes to the course', async () => {
    const backend = createFakeBackend({
      'POST auth/login': () => json({ access_token: 'acc', refresh_token: 'ref' }),
      'GET user': () => json(userResponse({ courseId: 3 })),
    });
    const { router, services } = renderApp({ path: '/login?provider=test&code=good-code', backend });
    expect(await screen.findByText('Logging In...')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/3'));
    expect(backend.calls[0]?.body).toEqual({
      code: 'good-code',
      provider: 'test',
      redirect_uri: `${window.location.origin}/login?provider=test`,
    });
    expect(backend.calls.find((c) => c.path === 'user')?.authorization).toBe('Bearer acc');
    expect(services.session.getSnapshot().tokens).toEqual({ accessToken: 'acc', refreshToken: 'ref' });
  });

  it('shows the failure toast and the LOGIN card again', async () => {
    const backend = createFakeBackend({
      'POST auth/login': () => text('Unable to validate token: Invalid code', 400),
    });
    const { router } = renderApp({ path: '/login?provider=test&code=bad-code', backend });
    expect(await screen.findByText('Could not login. Please contact the module administrator.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Log in with Test' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('brings a signed-out visitor back to the address they opened (an invitation) after signing in', async () => {
    const playground: Area = {
      id: 'playground',
      topRoutes: [
        {
          path: 'playground',
          load: async () => ({ default: () => <p>The playground</p> }),
          requires: { role: 'student' },
        },
      ],
    };
    const invited = renderApp({ path: '/playground?session=Abc123Def456Ghi7', areas: [playground] });
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeTruthy();
    expect(invited.router.state.location.pathname).toBe('/login');
    invited.unmount();

    const backend = createFakeBackend({
      'POST auth/login': () => json({ access_token: 'acc', refresh_token: 'ref' }),
      'GET user': () => json(userResponse({ courseId: 3 })),
    });
    const back = renderApp({ path: '/login?provider=test&code=invite-code', backend, areas: [playground] });
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/playground'));
    expect(back.router.state.location.search).toBe('?session=Abc123Def456Ghi7');
    back.unmount();

    // Taken once: the next sign-in goes home as before.
    const again = renderApp({ path: '/login?provider=test&code=other-code', backend, areas: [playground] });
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/courses/3'));
  });
});
