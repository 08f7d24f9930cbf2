import {
  SHARED_DOC_CODE,
  SHARED_DOCUMENT_MAX_BYTES,
  SHARED_SESSION_MAX_CONNECTIONS,
  SHARED_SESSIONS_PER_USER,
  SharedSessionCloseCode,
  sharedSessionsLimitText,
} from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import {
  closeCode,
  createSession,
  type Editor,
  opened,
  rawSocket,
  sessionServerPerFile,
  signedInUser,
  synced,
  until,
  updateFrame,
} from './session-test-kit';

const s = sessionServerPerFile();
const editor = (id: string) => s.editor(id);

async function socketTo(id: string): Promise<WebSocket> {
  const socket = s.socket(id);
  await opened(socket);
  return socket;
}

/** An editor of the session that keeps typing: it must not notice another socket's trouble. */
async function typingStillWorks(id: string, a: Editor, b: Editor, text: string): Promise<void> {
  a.doc.getText(SHARED_DOC_CODE).insert(0, text);
  await until(() => b.text().startsWith(text), `"${text}" to reach the other editor of ${id}`);
}

describe('a malformed message', () => {
  it('closes that socket with 4400 and no other', async () => {
    const { text: id } = await createSession(s.server, s.token, '');
    const [a, b] = [editor(id), editor(id)];
    await Promise.all([synced(a), synced(b)]);
    const frames: (Uint8Array | string)[] = [
      Uint8Array.from([9, 1, 2]), // no such message type
      Uint8Array.from([0, 7, 1, 0]), // no such sync message
      Uint8Array.from([0, 2, 200]), // an update whose length runs past the end
      updateFrame(Uint8Array.from([255, 255, 255, 1, 2, 3, 4])), // an update that is not Yjs
      Uint8Array.from([1, 3, 1, 5, 1]), // an awareness update that is not
      'a text frame',
    ];
    for (const frame of frames) {
      const socket = await socketTo(id);
      const closed = closeCode(socket);
      socket.send(frame);
      expect(await closed).toBe(SharedSessionCloseCode.malformed);
    }
    await typingStillWorks(id, a, b, 'still here ');
    expect(a.provider.wsconnected && b.provider.wsconnected).toBe(true);
  });
});

describe('the document size limit', () => {
  it('closes with 4413 the socket whose update would make the document too large, leaving it as it was', async () => {
    const { text: id } = await createSession(s.server, s.token, 'a'.repeat(100_000));
    const [a, b] = [editor(id), editor(id)];
    await Promise.all([synced(a), synced(b)]);
    const big = new Y.Doc();
    big.getText(SHARED_DOC_CODE).insert(0, 'b'.repeat(SHARED_DOCUMENT_MAX_BYTES - 50_000));
    const socket = await socketTo(id);
    const closed = closeCode(socket);
    socket.send(updateFrame(Y.encodeStateAsUpdate(big)));
    expect(await closed).toBe(SharedSessionCloseCode.tooLarge);
    await typingStillWorks(id, a, b, 'ok ');
    expect(b.text()).toBe(`ok ${'a'.repeat(100_000)}`);
  });

  it('refuses to create a session with a program larger than a document may be', async () => {
    const over = await createSession(s.server, s.token, 'x'.repeat(SHARED_DOCUMENT_MAX_BYTES + 100));
    expect(over.status).toBe(413);
    expect(over.text).toMatch(/too large/);
    const farOver = await createSession(s.server, s.token, 'x'.repeat(3 * SHARED_DOCUMENT_MAX_BYTES));
    expect(farOver.status).toBe(413);
  });
});

describe('the connections per session', () => {
  it(`takes ${SHARED_SESSION_MAX_CONNECTIONS} sockets and closes the next with 4429`, async () => {
    const { text: id } = await createSession(s.server, s.token, '');
    const held = await Promise.all(
      Array.from({ length: SHARED_SESSION_MAX_CONNECTIONS }, () => socketTo(id)),
    );
    const extra = rawSocket(s.server, id, s.token);
    expect(await closeCode(extra)).toBe(SharedSessionCloseCode.full);
    // A place that frees up can be taken again.
    const left = closeCode(held[0]!);
    held[0]!.close();
    await left;
    await until(async () => {
      const again = s.socket(id);
      const outcome = await Promise.race([opened(again).then(() => 'open'), closeCode(again)]);
      return outcome === 'open' && again.readyState === again.OPEN;
    }, 'a freed place to be taken');
  });
});

describe('the sessions per user', () => {
  it(`lets a user own ${SHARED_SESSIONS_PER_USER} sessions and refuses the next with 429`, async () => {
    const owner = await signedInUser(s.database, s.config);
    for (let i = 0; i < SHARED_SESSIONS_PER_USER; i++) {
      expect((await createSession(s.server, owner.token, `// ${i}`)).status).toBe(200);
    }
    expect(await createSession(s.server, owner.token, '')).toEqual({
      status: 429,
      text: sharedSessionsLimitText(SHARED_SESSIONS_PER_USER),
    });
    // Another user is not held back by it.
    expect((await createSession(s.server, s.token, '')).status).toBe(200);
  });
});
