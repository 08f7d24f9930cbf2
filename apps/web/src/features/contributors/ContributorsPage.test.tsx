import { CONTRIBUTORS_UNAVAILABLE, type ContributorsResponse } from '@sa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFakeBackend,
  deployment,
  type Handler,
  json,
  text,
  userResponse,
} from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { contributorsArea } from '.';
import { CREDITS } from './texts';

const areas = [contributorsArea];

afterEach(() => {
  window.sessionStorage.clear();
});

function list(overrides: Partial<ContributorsResponse> = {}): ContributorsResponse {
  return {
    organisation: { login: 'source-academy', url: 'https://github.com/source-academy' },
    fetchedAt: '2026-11-27T08:00:00.000Z',
    stale: false,
    repositories: [
      {
        id: 11,
        name: 'frontend',
        description: 'The web app students use',
        url: 'https://github.com/source-academy/frontend',
        contributions: 131,
        contributors: [
          {
            id: 1,
            login: 'ada',
            avatarUrl: 'https://avatars.example.org/u/1',
            url: 'https://github.com/ada',
            contributions: 130,
          },
          {
            id: 2,
            login: 'bob',
            avatarUrl: 'https://avatars.example.org/u/2',
            url: 'https://github.com/bob',
            contributions: 1,
          },
        ],
      },
      {
        id: 12,
        name: 'empty-tool',
        description: null,
        url: 'https://github.com/source-academy/empty-tool',
        contributions: 0,
        contributors: [],
      },
    ],
    ...overrides,
  };
}

/** The page with GET /v2/contributors answered by `handler`; every call is recorded. */
function open(
  handler: Handler,
  options: { path?: string; playgroundOnly?: boolean; signedIn?: boolean } = {},
) {
  const backend = createFakeBackend({ 'GET contributors': handler });
  const rendered = renderApp({
    path: options.path ?? '/contributors',
    areas,
    backend,
    deployment: deployment({ playgroundOnly: options.playgroundOnly ?? false }),
    ...(options.signedIn ? { profile: userResponse() } : {}),
  });
  return { ...rendered, backend, user: userEvent.setup() };
}

describe('the contributors page', () => {
  it("shows 'Loading...' until the list comes, then each repository with its contributors", async () => {
    let answer: ((response: Response) => void) | undefined;
    const { backend } = open(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(json(list()));
    const frontend = await screen.findByRole('region', { name: 'frontend' });
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(within(frontend).getByRole('link', { name: 'frontend' })).toHaveProperty(
      'href',
      'https://github.com/source-academy/frontend',
    );
    expect(within(frontend).getByText('The web app students use')).toBeTruthy();
    const people = within(frontend).getByRole('list', { name: 'Contributors to frontend' });
    const [first, second] = within(people).getAllByRole('listitem');
    if (!first || !second) throw new Error('expected two contributors');
    expect(within(first).getByRole('img', { name: "ada's avatar" })).toHaveProperty(
      'src',
      'https://avatars.example.org/u/1',
    );
    expect(within(first).getByRole('link', { name: 'ada' })).toHaveProperty('href', 'https://github.com/ada');
    expect(within(first).getByText('130 contributions')).toBeTruthy();
    expect(within(second).getByText('1 contribution')).toBeTruthy();
    const empty = screen.getByRole('region', { name: 'empty-tool' });
    expect(within(empty).getByText('No contributions yet.')).toBeTruthy();
    // Only our own server is asked, without a token, and never the code-hosting API.
    expect(backend.calls.map((c) => [c.method, c.path, c.authorization])).toEqual([
      ['GET', 'contributors', null],
    ]);
  });

  it('thanks the team in its own words and links to the organisation on the code-hosting service', async () => {
    open(() => json(list()));
    expect(await screen.findByRole('heading', { name: 'With thanks' })).toBeTruthy();
    for (const paragraph of CREDITS) expect(screen.getByText(paragraph)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'See source-academy on github.com' })).toHaveProperty(
      'href',
      'https://github.com/source-academy',
    );
    expect(screen.getByText(/^Last updated /)).toBeTruthy();
  });

  it('says when the list is out of date because the service cannot be reached', async () => {
    open(() => json(list({ stale: true })));
    expect(
      await screen.findByText(/cannot be reached right now: this list is from .+ and may be out of date/),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'frontend' })).toBeTruthy();
    expect(screen.queryByText(/^Last updated /)).toBeNull();
  });

  it("gives the server's reason when it has no list (503), and tries again on request", async () => {
    let up = false;
    const { user, backend } = open(() =>
      up ? json(list()) : text(CONTRIBUTORS_UNAVAILABLE, 503, 'Service Unavailable'),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CONTRIBUTORS_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    // No toast besides the page's own message.
    expect(screen.queryByText(/Error while communicating with backend/)).toBeNull();
    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'frontend' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backend.calls).toHaveLength(2);
  });

  it('says so when the server cannot be reached at all', async () => {
    open(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText(/could not be loaded. Check your network/)).toBeTruthy();
  });

  it('says when there is no repository to show', async () => {
    open(() => json(list({ repositories: [] })));
    expect(await screen.findByText('No repositories to show yet.')).toBeTruthy();
  });

  it("is opened by the navbar's heart, named 'Contributors', signed out, signed in and in playground-only mode", async () => {
    const signedIn = open(() => json(list()), { path: '/sicpjs-nowhere', signedIn: true });
    const heart = await screen.findByRole('link', { name: 'Contributors' });
    expect(heart.textContent).toBe('');
    await signedIn.user.click(heart);
    expect(await screen.findByRole('region', { name: 'frontend' })).toBeTruthy();
    expect(signedIn.router.state.location.pathname).toBe('/contributors');
    signedIn.unmount();

    const signedOut = open(() => json(list()));
    expect(await screen.findByRole('region', { name: 'frontend' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contributors' })).toBeTruthy();
    signedOut.unmount();

    open(() => json(list()), { playgroundOnly: true });
    expect(await screen.findByRole('region', { name: 'frontend' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contributors' })).toHaveProperty('pathname', '/contributors');
  });
});
