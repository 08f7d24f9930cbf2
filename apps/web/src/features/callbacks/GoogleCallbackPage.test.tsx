import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_CANCELLED, SIGN_IN_MISMATCH } from '../../lib/google/callback';
import { GOOGLE_CHANNEL } from '../../lib/google/token';
import { type PopupOutcome, stateKey } from '../../lib/oauth-popup/popup';
import { renderApp } from '../../test/renderApp';
import { callbacksArea } from '.';

const areas = [callbacksArea];

/** Renders /callback/google with the fragment Google sent, and collects what it posts. */
function answer(fragment: string, state: string | null) {
  if (state) window.localStorage.setItem(stateKey(GOOGLE_CHANNEL), state);
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  const posted: PopupOutcome[] = [];
  const channel = new BroadcastChannel(GOOGLE_CHANNEL);
  channel.onmessage = (event: MessageEvent<PopupOutcome>) => void posted.push(event.data);
  const { router } = renderApp({ path: `/callback/google#${fragment}`, areas });
  return { posted, close, channel, router };
}

describe('/callback/google', () => {
  let channel: BroadcastChannel | undefined;
  afterEach(() => {
    channel?.close();
    // By hand, not vi.restoreAllMocks(): test files share a worker (see PlaygroundPage.test.tsx).
    vi.mocked(window.close).mockRestore();
    window.localStorage.removeItem(stateKey(GOOGLE_CHANNEL));
  });

  it('posts the token and its expiry, drops it from the address and closes', async () => {
    const sent = answer('access_token=ya29.t&token_type=Bearer&expires_in=3599&state=s1', 's1');
    channel = sent.channel;
    await waitFor(() => expect(sent.posted).toHaveLength(1));
    expect(sent.posted[0]).toMatchObject({ ok: true, token: 'ya29.t' });
    expect(sent.close).toHaveBeenCalled();
    await waitFor(() => expect(sent.router.state.location.hash).toBe(''));
    expect(window.localStorage.getItem(stateKey(GOOGLE_CHANNEL))).toBeNull();
  });

  it('shows and posts a refusal', async () => {
    const sent = answer('error=access_denied&state=s2', 's2');
    channel = sent.channel;
    expect(await screen.findByText(SIGN_IN_CANCELLED)).toBeTruthy();
    await waitFor(() => expect(sent.posted).toEqual([{ ok: false, error: SIGN_IN_CANCELLED }]));
  });

  it('refuses a token for a request this tab did not make', async () => {
    const sent = answer('access_token=planted&expires_in=3599&state=forged', null);
    channel = sent.channel;
    expect(await screen.findByText(SIGN_IN_MISMATCH)).toBeTruthy();
    await waitFor(() => expect(sent.posted).toEqual([{ ok: false, error: SIGN_IN_MISMATCH }]));
  });
});
