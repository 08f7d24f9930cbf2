import { SHARED_DOC_CODE, SHARED_DOC_SETTINGS } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { AppConfig } from '../../config';
import type { OpenDatabase } from '../../db/client';
import { sharedSessions } from '../../db/sharing-schema';
import { openTestDatabase } from '../../test/database';
import {
  createSession,
  type Editor,
  openEditor,
  type SessionServer,
  sessionTestConfig,
  signedInUser,
  startSessionServer,
  synced,
  until,
} from './session-test-kit';

const DAY_MS = 86_400_000;

let database: OpenDatabase;
let config: AppConfig;
let token: string;
const servers: SessionServer[] = [];
const editors: Editor[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  config = sessionTestConfig({ sharing: { ...sessionTestConfig().sharing, sessionIdleDays: 30 } });
  token = (await signedInUser(database, config)).token;
});

afterAll(async () => {
  for (const editor of editors) editor.destroy();
  for (const server of servers) await server.app.close();
  await database?.close();
});

async function start(options: Parameters<typeof startSessionServer>[2] = {}): Promise<SessionServer> {
  const server = await startSessionServer(database, config, options);
  servers.push(server);
  return server;
}

function editor(server: SessionServer, id: string): Editor {
  const made = openEditor(server, id, token);
  editors.push(made);
  return made;
}

/** The program as stored in the database. */
async function storedProgram(id: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ state: sharedSessions.state })
    .from(sharedSessions)
    .where(eq(sharedSessions.id, id));
  if (!row) return undefined;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(row.state));
  return doc.getText(SHARED_DOC_CODE).toString();
}

async function exists(server: SessionServer, id: string): Promise<boolean> {
  const res = await fetch(`${server.origin}/sharedb/${id}`);
  return res.status === 200;
}

describe('a session in the database', () => {
  it('is written soon after an edit, while its editors are still connected', async () => {
    const server = await start();
    const { text: id } = await createSession(server, token, 'one');
    const a = editor(server, id);
    await synced(a);
    await until(() => a.text() === 'one', 'the program');
    a.doc.getText(SHARED_DOC_CODE).insert(3, ' two');
    await until(async () => (await storedProgram(id)) === 'one two', 'the edit to be stored');
  });

  it('is written when its last editor leaves', async () => {
    const server = await start({ sharedSessions: { flushDelayMs: 600_000 } });
    const { text: id } = await createSession(server, token, '');
    const [a, watcher] = [editor(server, id), editor(server, id)];
    await Promise.all([synced(a), synced(watcher)]);
    a.doc.getText(SHARED_DOC_CODE).insert(0, 'left behind');
    await until(() => watcher.text() === 'left behind', 'the server to have the edit');
    expect(await storedProgram(id)).toBe('');
    a.destroy();
    watcher.destroy();
    await until(async () => (await storedProgram(id)) === 'left behind', 'the edit to be stored');
  });

  it('survives a restart of the server, settings and all', async () => {
    // No timed write before the restart: what the room holds is written as the server closes.
    const first = await start({ sharedSessions: { flushDelayMs: 600_000 } });
    const { text: id } = await createSession(first, token, 'let x = 1;');
    const [a, watcher] = [editor(first, id), editor(first, id)];
    await Promise.all([synced(a), synced(watcher)]);
    a.doc.getText(SHARED_DOC_CODE).insert(10, '\nx;');
    a.doc.getMap(SHARED_DOC_SETTINGS).set('chapter', 2);
    await until(
      () => watcher.text() === 'let x = 1;\nx;' && watcher.doc.getMap(SHARED_DOC_SETTINGS).has('chapter'),
      'the server to have the edit',
    );
    expect(await storedProgram(id)).toBe('let x = 1;');
    for (const connected of [a, watcher]) connected.provider.shouldConnect = false;
    await first.app.close();
    servers.splice(servers.indexOf(first), 1);
    expect(await storedProgram(id)).toBe('let x = 1;\nx;');

    const second = await start();
    expect(await exists(second, id)).toBe(true);
    const b = editor(second, id);
    await synced(b);
    await until(() => b.text() === 'let x = 1;\nx;', 'the program after the restart');
    expect(b.doc.getMap(SHARED_DOC_SETTINGS).get('chapter')).toBe(2);
  });
});

describe('idle expiry', () => {
  it('deletes a session idle for the configured days and keeps one joined since', async () => {
    let clock = Date.now();
    const first = await start({ now: () => clock });
    const { text: idle } = await createSession(first, token, 'idle');
    const { text: active } = await createSession(first, token, 'active');
    clock += 31 * DAY_MS;
    // Joining marks a session active.
    const a = editor(first, active);
    await synced(a);
    a.provider.shouldConnect = false;
    a.destroy();
    expect(await exists(first, idle)).toBe(true);

    // A server sweeps as it starts (and every hour after).
    const second = await start({ now: () => clock });
    expect(await exists(second, idle)).toBe(false);
    expect(await exists(second, active)).toBe(true);
    expect(await storedProgram(active)).toBe('active');
  });
});
