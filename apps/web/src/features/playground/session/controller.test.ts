import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditorExtensionSlot } from '../../../workspace/editor/extensionSlot';
import { createWorkspaceStore } from '../../../workspace/state';
import { createSessionBackend, socketBase } from './backend';
import { connectSession } from './connection';
import { createSessionController } from './controller';
import { SESSION_NOT_FOUND } from './messages';
import {
  NodeWebSocket,
  startTestSessionServer,
  type TestSessionServer,
  withBearer,
} from './test/sessionServer';

let server: TestSessionServer;
beforeAll(async () => {
  server = await startTestSessionServer();
});
afterAll(() => server.close());

/** A playground's session controller against the test service, recording what it tells the user. */
function playground(options: { token?: string; refreshTo?: string; livenessMs?: number } = {}) {
  let token = options.token ?? server.token;
  const store = createWorkspaceStore({ editorValue: 'const x = 1;', chapter: 2, variant: 'default' });
  const extensions = createEditorExtensionSlot();
  const messages: string[] = [];
  const addresses: (string | null)[] = [];
  const refresh = async () => {
    if (options.refreshTo === undefined) return false;
    token = options.refreshTo;
    return true;
  };
  const controller = createSessionController({
    store,
    extensions,
    backend: () => createSessionBackend({ baseUrl: server.baseUrl, fetch: withBearer(() => token) }),
    connect: async (id, events) =>
      connectSession({
        socketBase: socketBase(server.baseUrl, 'http://unused'),
        id,
        accessToken: () => token,
        refresh,
        user: { name: 'Tester', color: '#2d72d2', colorLight: '#2d72d233' },
        // happy-dom's WebSocket lacks the instance OPEN constant y-websocket checks before sending.
        WebSocketClass: NodeWebSocket,
        ...events,
      }),
    notify: (message) => messages.push(message),
    onAddress: (id) => addresses.push(id),
    livenessMs: options.livenessMs,
  });
  return { controller, store, extensions, messages, addresses };
}

const until = (check: () => boolean) => expect.poll(check, { timeout: 10_000 }).toBe(true);

describe('session controller', () => {
  it('creates a session with the program and chapter, and a second playground joins it', async () => {
    const a = playground();
    await a.controller.create();
    await until(() => a.controller.getState().phase === 'connected');
    const id = a.addresses.at(-1);
    if (!id) throw new Error('no session id in the address');
    expect(server.docs.get(id)?.getText('code').toString()).toBe('const x = 1;');
    await until(() => server.docs.get(id)?.getMap('settings').get('chapter') === 2);
    expect(a.extensions.current()).toHaveLength(1);

    const b = playground();
    b.store.setState({ editorValue: 'other work', chapter: 1 });
    await b.controller.join(id);
    await until(() => b.controller.getState().phase === 'connected');
    expect(b.store.getState()).toMatchObject({ editorValue: 'const x = 1;', chapter: 2 });

    a.store.setState({ chapter: 4 });
    await until(() => b.store.getState().chapter === 4);

    b.controller.leave();
    expect(b.controller.getState().phase).toBe('none');
    expect(b.extensions.current()).toHaveLength(0);
    expect(b.addresses.at(-1)).toBeNull();
    a.controller.leave();
  });

  it('says when no session has the id, without joining', async () => {
    const p = playground();
    await p.controller.join('NoSuchSession123');
    expect(p.messages).toEqual([SESSION_NOT_FOUND]);
    await p.controller.join('not an id');
    expect(p.messages).toEqual([SESSION_NOT_FOUND, SESSION_NOT_FOUND]);
    expect(p.controller.getState().phase).toBe('none');
    expect(p.addresses).toEqual([null, null]);
  });

  it("reports the service's refusal to create a session", async () => {
    const p = playground({ token: 'expired' });
    await p.controller.create();
    expect(p.messages).toEqual(['Could not create new session: Not signed in']);
    expect(p.controller.getState().phase).toBe('none');
  });

  it('refreshes an expired token once and then connects', async () => {
    const owner = playground();
    await owner.controller.create();
    const id = owner.addresses.at(-1) ?? '';
    const late = playground({ token: 'expired', refreshTo: server.token });
    await late.controller.join(id);
    await until(() => late.controller.getState().phase === 'connected');
    expect(late.messages).toEqual([]);
    late.controller.leave();
    owner.controller.leave();
  });

  it('leaves with a clear message when the server closes for good', async () => {
    const owner = playground();
    await owner.controller.create();
    const id = owner.addresses.at(-1) ?? '';
    await until(() => owner.controller.getState().phase === 'connected');
    server.closeWith(4429);
    const p = playground();
    await p.controller.join(id);
    await until(() => p.controller.getState().phase === 'none');
    expect(p.messages).toEqual(['Could not connect: the session is full']);
    owner.controller.leave();
  });

  it('leaves when the liveness check finds the session gone', async () => {
    const p = playground({ livenessMs: 50 });
    await p.controller.create();
    await until(() => p.controller.getState().phase === 'connected');
    const id = p.addresses.at(-1) ?? '';
    server.docs.delete(id);
    await until(() => p.controller.getState().phase === 'none');
    expect(p.messages).toEqual([SESSION_NOT_FOUND]);
    expect(p.addresses.at(-1)).toBeNull();
  });
});
