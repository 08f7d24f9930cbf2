import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';
import { createGitHubSessionStore, GITHUB_SESSION_KEY } from './session';
import { githubAuthorizeUrl } from './signIn';

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const connection = { token: 'gho_1', user: { login: 'ada', name: 'Ada', email: 'No public email provided' } };

describe('the GitHub connection', () => {
  it('keeps the token in the given storage, tells listeners, and forgets it on log out', () => {
    const storage = new MemoryStorage();
    const store = createGitHubSessionStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set(connection);
    expect(JSON.parse(storage.getItem(GITHUB_SESSION_KEY) ?? '')).toEqual(connection);
    expect(createGitHubSessionStore(storage).getSnapshot()).toEqual(connection);
    store.clear();
    expect(storage.getItem(GITHUB_SESSION_KEY)).toBeNull();
    expect(store.getSnapshot()).toBeNull();
    expect(calls).toBe(2);
  });

  it('treats a damaged entry as not connected', () => {
    const storage = new MemoryStorage();
    storage.setItem(GITHUB_SESSION_KEY, '{"token":1}');
    expect(createGitHubSessionStore(storage).getSnapshot()).toBeNull();
    storage.setItem(GITHUB_SESSION_KEY, 'not json');
    expect(createGitHubSessionStore(storage).getSnapshot()).toBeNull();
  });

  it('sends the popup to the authorize page with the client id, scope repo, our callback and the state', () => {
    const url = new URL(
      githubAuthorizeUrl(
        { clientId: 'cid', url: 'https://ghe.example.org', apiUrl: 'https://ghe.example.org/api/v3' },
        'https://academy.example.org',
        'st',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://ghe.example.org/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      scope: 'repo',
      redirect_uri: 'https://academy.example.org/callback/github',
      state: 'st',
    });
  });

  it("carries file text as base64 of its UTF-8 bytes, reading GitHub's wrapped lines", () => {
    const text = 'display("héllo → 世界");\n';
    const encoded = encodeBase64Utf8(text);
    expect(encodeBase64Utf8('é')).toBe('w6k='); // the two UTF-8 bytes C3 A9
    const wrapped = `${encoded.replace(/.{10}/g, '$&\n')}\n`;
    expect(decodeBase64Utf8(wrapped)).toBe(text);
  });
});
