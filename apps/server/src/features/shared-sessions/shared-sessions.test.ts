import { SHARED_DOC_CODE, SHARED_DOC_SETTINGS, SharedSessionCloseCode } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { closeCode, createSession, rawSocket, sessionServerPerFile, synced, until } from './session-test-kit';

const s = sessionServerPerFile();
const editor = (id: string) => s.editor(id);

describe('POST /sharedb/ and GET /sharedb/:id', () => {
  it('creates a session whose id is 16 letters and digits, which then exists', async () => {
    const created = await createSession(s.server, s.token, 'display(1);');
    expect(created.status).toBe(200);
    expect(created.text).toMatch(/^[A-Za-z0-9]{16}$/);
    const res = await fetch(`${s.server.origin}/sharedb/${created.text}`);
    expect([res.status, await res.text()]).toEqual([200, 'OK']);
  });

  it('answers 404 Session not found for an unknown id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'nope', '..%2F..']) {
      const res = await fetch(`${s.server.origin}/sharedb/${id}`);
      expect([res.status, await res.text()]).toEqual([404, 'Session not found']);
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const created = await createSession(s.server, undefined, 'x');
    expect(created).toEqual({ status: 401, text: 'Unauthorised' });
  });

  it('accepts the address without its slash, and an empty program', async () => {
    const res = await fetch(`${s.server.origin}/sharedb`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${s.token}` },
      body: '',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

describe('the session websocket', () => {
  it('closes a socket without a valid token with 4401', async () => {
    const { text: id } = await createSession(s.server, s.token, '');
    expect(await closeCode(rawSocket(s.server, id, undefined))).toBe(SharedSessionCloseCode.unauthorised);
    expect(await closeCode(rawSocket(s.server, id, 'not-a-token'))).toBe(SharedSessionCloseCode.unauthorised);
  });

  it('closes a socket to an unknown session with 4404', async () => {
    expect(await closeCode(rawSocket(s.server, 'AAAAAAAAAAAAAAAA', s.token))).toBe(
      SharedSessionCloseCode.notFound,
    );
    expect(await closeCode(rawSocket(s.server, 'bad', s.token))).toBe(SharedSessionCloseCode.notFound);
  });

  it('gives a joiner the program it was created with', async () => {
    const { text: id } = await createSession(s.server, s.token, 'const x = 1;');
    const a = editor(id);
    await synced(a);
    await until(() => a.text() === 'const x = 1;', 'the initial program');
  });

  it('converges two editors typing at the same place at once, and a late joiner gets it all', async () => {
    const { text: id } = await createSession(s.server, s.token, 'ab');
    const a = editor(id);
    const b = editor(id);
    await Promise.all([synced(a), synced(b)]);
    await until(() => a.text() === 'ab' && b.text() === 'ab', 'both editors to load');
    a.doc.getText(SHARED_DOC_CODE).insert(1, 'XXX');
    b.doc.getText(SHARED_DOC_CODE).insert(1, 'YYY');
    a.doc.getMap(SHARED_DOC_SETTINGS).set('chapter', 3);
    b.doc.getMap(SHARED_DOC_SETTINGS).set('variant', 'default');
    await until(() => a.text().length === 8 && a.text() === b.text(), 'the two editors to converge');
    expect(a.text()).toMatch(/^a(XXXYYY|YYYXXX)b$/);

    const late = editor(id);
    await synced(late);
    await until(() => late.text() === a.text(), 'the late joiner to get the text');
    await until(
      () => late.doc.getMap(SHARED_DOC_SETTINGS).get('variant') === 'default',
      'the late joiner to get the settings',
    );
    expect(late.doc.getMap(SHARED_DOC_SETTINGS).toJSON()).toEqual({ chapter: 3, variant: 'default' });
  });
});
