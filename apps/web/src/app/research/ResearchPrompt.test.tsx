import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, deployment, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

const TITLE = 'Agreement to Participate in Educational Research';

describe('research prompt', () => {
  it('asks when enabled and unanswered, and saves the answer', async () => {
    const backend = createFakeBackend({ 'PUT courses/1/user/research_agreement': () => text('OK') });
    const { services } = renderApp({
      path: '/courses/1',
      profile: userResponse({ agreedToResearch: null }),
      deployment: deployment({ enableResearchPrompt: true }),
      backend,
    });
    const dialog = within(await screen.findByRole('dialog', { name: TITLE }));
    expect(dialog.getByText(/stored anonymously/)).toBeTruthy();
    expect(dialog.getByText(/no penalty/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'I would like to opt out' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'I consent!' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(backend.calls.find((c) => c.method === 'PUT')?.body).toEqual({ agreedToResearch: true });
    expect(services.session.getSnapshot().profile?.courseRegistration?.agreedToResearch).toBe(true);
  });

  it('stays away when disabled or already answered', async () => {
    renderApp({
      path: '/courses/1',
      profile: userResponse({ agreedToResearch: null }),
      deployment: deployment({ enableResearchPrompt: false }),
    });
    await screen.findByRole('heading', { name: 'Programming Methodology' });
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();

    renderApp({
      path: '/courses/1',
      profile: userResponse({ agreedToResearch: false }),
      deployment: deployment({ enableResearchPrompt: true }),
    });
    await screen.findAllByRole('heading', { name: 'Programming Methodology' });
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });
});
