import { SHORT_LINK_FAILED, shortLinkKeywordTaken } from '@sa/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, deployment, json, text, userResponse } from '../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../test/hoverTimers';
import { renderApp } from '../../test/renderApp';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { playgroundArea } from '.';
import { GENERATING_LINK, NOTHING_TO_SHARE, SIGN_IN_FOR_SHORT_LINKS } from './share/texts';
import { decodePlaygroundLink, encodePlaygroundLink } from './urlState';

settleTooltipTimersAfterAll();

// The real runner needs a Web Worker; it has its own tests. Here the popover's behaviour matters.
vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

const areas = [playgroundArea];
const SHORTEN = 'POST /s/yourls-api.php';
const PROGRAM = 'display("shared");';
const withProgram = `/playground#${encodePlaygroundLink({ program: PROGRAM, chapter: 2, variant: 'default', execTime: 1000 })}`;

const answer = (keyword: string) => ({
  status: 'success',
  code: '',
  url: { keyword, url: 'x', title: 'Playground', date: '2026-11-26 10:00:00' },
  message: 'added',
  title: 'Playground',
  shorturl: `http://localhost:8000/s/${keyword}`,
  statusCode: 200,
});

/** The fake backend, with the forms posted to the shortener kept for the test to read. */
function backendWithForms() {
  const backend = createFakeBackend();
  const forms: FormData[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (init?.body instanceof FormData) forms.push(init.body);
    return backend.fetch(input, init);
  };
  return { backend: { ...backend, fetch }, forms, calls: backend.calls };
}

async function openShare() {
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
}

describe('the Share popover', () => {
  it('makes a short link of the program, with a custom keyword, and shows it with a copy button', async () => {
    const { backend, forms, calls } = backendWithForms();
    backend.on(SHORTEN, () => json(answer('mine')));
    renderApp({ path: withProgram, profile: userResponse(), areas, backend });
    await openShare();
    // Ready: the long link at once, and a short one on request.
    const longField = screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(decodePlaygroundLink(new URL(longField.value).hash).program).toBe(PROGRAM);
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom keyword' }), 'mine');
    await userEvent.click(screen.getByRole('button', { name: 'Get Link' }));

    const field = await screen.findByRole('textbox', { name: 'Short link' });
    expect(field).toHaveProperty('value', 'http://localhost:8000/s/mine');
    // The long link gave way to the short one.
    expect(screen.getAllByRole('button', { name: 'Copy link' })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull();

    const call = calls.find((c) => c.path === '/s/yourls-api.php');
    expect(call?.authorization).toBe('Bearer access-1');
    const sent = Object.fromEntries([...(forms[0]?.entries() ?? [])].map(([k, v]) => [k, String(v)]));
    expect(sent).toMatchObject({ signature: '', action: 'shorturl', format: 'json', keyword: 'mine' });
    const long = new URL(sent.url ?? '');
    expect(long.pathname).toBe('/playground');
    expect(decodePlaygroundLink(long.hash)).toMatchObject({ program: PROGRAM, chapter: 2 });
  });

  it('shows the spinner while generating', async () => {
    const { backend } = backendWithForms();
    let answerNow: (response: Response) => void = () => undefined;
    backend.on(SHORTEN, () => new Promise<Response>((resolve) => (answerNow = resolve)));
    renderApp({ path: withProgram, profile: userResponse(), areas, backend });
    await openShare();
    await userEvent.click(screen.getByRole('button', { name: 'Get Link' }));
    expect((await screen.findByRole('status')).textContent).toContain(GENERATING_LINK);
    answerNow(json(answer('abc1234')));
    expect(await screen.findByRole('textbox', { name: 'Short link' })).toHaveProperty(
      'value',
      'http://localhost:8000/s/abc1234',
    );
  });

  it('tells of a failure and shows the keyword input and Get Link again', async () => {
    const { backend } = backendWithForms();
    backend.on(SHORTEN, () => text('Internal server error', 500));
    renderApp({ path: withProgram, profile: userResponse(), areas, backend });
    await openShare();
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom keyword' }), 'kept');
    await userEvent.click(screen.getByRole('button', { name: 'Get Link' }));
    expect(await screen.findByText(SHORT_LINK_FAILED)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Custom keyword' })).toHaveProperty('value', 'kept');
    expect(screen.getByRole('button', { name: 'Get Link' })).toBeTruthy();
  });

  it("shows the server's message when the keyword is taken", async () => {
    const { backend } = backendWithForms();
    const message = shortLinkKeywordTaken('taken');
    backend.on(SHORTEN, () => json({ status: 'fail', code: 'error:keyword', message, statusCode: 409 }, 409));
    renderApp({ path: withProgram, profile: userResponse(), areas, backend });
    await openShare();
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom keyword' }), 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Get Link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(SHORT_LINK_FAILED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Link' })).toBeTruthy();
  });

  it('does not send a keyword the shortener would refuse', async () => {
    const { backend, calls } = backendWithForms();
    renderApp({ path: withProgram, profile: userResponse(), areas, backend });
    await openShare();
    await userEvent.type(screen.getByRole('textbox', { name: 'Custom keyword' }), 'two words');
    expect(screen.getByRole('button', { name: 'Get Link' })).toHaveProperty('disabled', true);
    expect(calls.some((c) => c.path === '/s/yourls-api.php')).toBe(false);
  });

  it('says there is nothing to share when the editor is empty', async () => {
    renderApp({ path: '/playground', profile: userResponse(), areas });
    await openShare();
    expect(await screen.findByText(NOTHING_TO_SHARE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Link' })).toBeNull();
  });

  it('gives users who are not signed in the long link, saying short links need signing in', async () => {
    renderApp({ path: withProgram, deployment: deployment({ playgroundOnly: true }), areas });
    await openShare();
    const field = await screen.findByRole('textbox', { name: 'Share link' });
    await waitFor(() => expect(String((field as HTMLInputElement).value)).toContain('/playground#'));
    expect(decodePlaygroundLink(new URL((field as HTMLInputElement).value).hash).program).toBe(PROGRAM);
    expect(screen.getByText(SIGN_IN_FOR_SHORT_LINKS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Link' })).toBeNull();
  });
});
