import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionBackend, socketBase } from './backend';
import {
  closeMessage,
  couldNotConnect,
  couldNotCreate,
  SESSION_NOT_FOUND,
  UNKNOWN_CREATE_ERROR,
} from './messages';
import { startTestSessionServer, type TestSessionServer, withBearer } from './test/sessionServer';

let server: TestSessionServer;
beforeAll(async () => {
  server = await startTestSessionServer();
});
afterAll(() => server.close());

describe('session messages', () => {
  it("uses the spec's texts", () => {
    expect(couldNotConnect()).toBe('Could not connect: Unknown error');
    expect(couldNotConnect('refused')).toBe('Could not connect: refused');
    expect(couldNotCreate('Too many')).toBe('Could not create new session: Too many');
    expect(couldNotCreate('  ')).toBe(UNKNOWN_CREATE_ERROR);
    expect(UNKNOWN_CREATE_ERROR).toBe('Unknown error creating session');
  });

  it('says what each close code means', () => {
    expect(closeMessage(4404, '')).toBe(SESSION_NOT_FOUND);
    expect(closeMessage(4429, '')).toBe('Could not connect: the session is full');
    expect(closeMessage(4413, '')).toBe('Could not connect: the shared program has grown too large');
    expect(closeMessage(4401, '')).toMatch(/^Could not connect: your sign-in has expired/);
    expect(closeMessage(4999, 'maintenance')).toBe('Could not connect: maintenance');
  });

  it('turns the service address into the socket address', () => {
    expect(socketBase('https://sa.example/sharedb/', 'https://sa.example')).toBe('wss://sa.example/sharedb');
    expect(socketBase('/sharedb/', 'http://localhost:8080')).toBe('ws://localhost:8080/sharedb');
  });
});

describe('session backend', () => {
  const backend = (token: string, baseUrl = server.baseUrl) =>
    createSessionBackend({ baseUrl, fetch: withBearer(() => token) });

  it("creates a session and finds it; a refusal carries the service's text", async () => {
    const id = await backend(server.token).create('x;');
    expect(await backend(server.token).exists(id)).toBe(true);
    expect(await backend(server.token).exists('AAAAAAAAAAAAAAAA')).toBe(false);
    expect(await backend(server.token).exists('../etc')).toBe(false);
    await expect(backend('wrong').create('x;')).rejects.toThrow(
      'Could not create new session: Not signed in',
    );
  });

  it('says so when the service cannot be reached', async () => {
    const closed = await startTestSessionServer();
    await closed.close();
    await expect(backend(server.token, closed.baseUrl).create('x;')).rejects.toThrow(UNKNOWN_CREATE_ERROR);
  });
});
