import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSignInPopup, PopupBlockedError, PopupClosedError, postPopupOutcome } from './popup';

function fakePopup() {
  return { closed: false } as unknown as Window & { closed: boolean };
}

describe('openSignInPopup', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the token the callback page posts on the channel', async () => {
    const popup = fakePopup();
    const opened: string[] = [];
    const pending = openSignInPopup({
      url: 'https://provider.test/authorize?x=1',
      channel: 'test-oauth-ok',
      open: (url) => {
        opened.push(url);
        return popup;
      },
    });
    postPopupOutcome('test-oauth-ok', { ok: true, token: 'tok-1' });
    await expect(pending).resolves.toEqual({ token: 'tok-1' });
    expect(opened).toEqual(['https://provider.test/authorize?x=1']);
  });

  it("rejects with the callback page's error text", async () => {
    const pending = openSignInPopup({ url: 'https://p.test/', channel: 'test-oauth-err', open: fakePopup });
    postPopupOutcome('test-oauth-err', { ok: false, error: 'Access code not found in callback URL' });
    await expect(pending).rejects.toThrow('Access code not found in callback URL');
  });

  it('rejects when the browser blocks the popup', async () => {
    await expect(
      openSignInPopup({ url: 'https://p.test/', channel: 'c1', open: () => null }),
    ).rejects.toBeInstanceOf(PopupBlockedError);
  });

  it('rejects when the popup has read as closed for the grace period without an answer', async () => {
    const popup = fakePopup();
    const pending = openSignInPopup({
      url: 'https://p.test/',
      channel: 'c2',
      open: () => popup,
      pollMs: 5,
      closedGraceMs: 20,
    });
    popup.closed = true;
    await expect(pending).rejects.toBeInstanceOf(PopupClosedError);
  });

  it("still takes the token when the provider's page cut the popup off (it reads as closed)", async () => {
    const popup = fakePopup();
    const pending = openSignInPopup({
      url: 'https://p.test/',
      channel: 'c3',
      open: () => popup,
      pollMs: 5,
      closedGraceMs: 10_000,
    });
    popup.closed = true;
    await new Promise((r) => setTimeout(r, 30));
    postPopupOutcome('c3', { ok: true, token: 'late' });
    await expect(pending).resolves.toEqual({ token: 'late' });
  });

  it('a new sign-in ends the one still waiting', async () => {
    const first = openSignInPopup({ url: 'https://p.test/', channel: 'c4', open: fakePopup });
    const second = openSignInPopup({ url: 'https://p.test/', channel: 'c4', open: fakePopup });
    await expect(first).rejects.toBeInstanceOf(PopupClosedError);
    postPopupOutcome('c4', { ok: true, token: 'second' });
    await expect(second).resolves.toEqual({ token: 'second' });
  });
});
