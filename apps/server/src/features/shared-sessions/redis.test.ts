import { SHARED_DOC_CODE, SHARED_DOC_SETTINGS } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import type { OpenDatabase } from '../../db/client';
import { openTestDatabase } from '../../test/database';
import { redisAnswers } from '../../test/redis-probe';
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

/**
 * Two server processes (two apps on one database) serving one session through Redis. Redis runs
 * at TEST_REDIS_URL (default redis://127.0.0.1:6379); without TEST_REDIS_URL and with no Redis
 * there, the file is skipped rather than failed.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await redisAnswers(REDIS_URL);
if (!redisReachable && process.env.TEST_REDIS_URL)
  throw new Error(`TEST_REDIS_URL ${REDIS_URL} does not answer`);

let database: OpenDatabase;
let config: AppConfig;
let token: string;
let a: SessionServer;
let b: SessionServer;
const editors: Editor[] = [];

describe.skipIf(!redisReachable)('a session served by two processes through Redis', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    config = sessionTestConfig({ sharing: { ...sessionTestConfig().sharing, redisUrl: REDIS_URL } });
    token = (await signedInUser(database, config)).token;
    // Nothing is written to the database on a timer during these tests: what reaches the other
    // process goes through Redis.
    const settings = { sharedSessions: { flushDelayMs: 600_000 } };
    a = await startSessionServer(database, config, settings);
    b = await startSessionServer(database, config, settings);
  });

  afterAll(async () => {
    for (const editor of editors) editor.destroy();
    await a?.app.close();
    await b?.app.close();
    await database?.close();
  });

  function editor(server: SessionServer, id: string): Editor {
    const made = openEditor(server, id, token);
    editors.push(made);
    return made;
  }

  it('converges one editor on each process editing at the same place', async () => {
    const { text: id } = await createSession(a, token, '()');
    const [onA, onB] = [editor(a, id), editor(b, id)];
    await Promise.all([synced(onA), synced(onB)]);
    await until(() => onA.text() === '()' && onB.text() === '()', 'both editors to load');
    onA.doc.getText(SHARED_DOC_CODE).insert(1, 'left');
    onB.doc.getText(SHARED_DOC_CODE).insert(1, 'right');
    onB.doc.getMap(SHARED_DOC_SETTINGS).set('chapter', 4);
    await until(() => onA.text().length === 11 && onA.text() === onB.text(), 'the editors to converge');
    expect(onA.text()).toMatch(/^\((leftright|rightleft)\)$/);
    await until(() => onA.doc.getMap(SHARED_DOC_SETTINGS).get('chapter') === 4, 'the settings to cross');
  });

  it('gives an editor joining process B the edits made on A before any were stored', async () => {
    const { text: id } = await createSession(a, token, '');
    const [first, watcher] = [editor(a, id), editor(a, id)];
    await Promise.all([synced(first), synced(watcher)]);
    first.doc.getText(SHARED_DOC_CODE).insert(0, 'not stored yet');
    await until(() => watcher.text() === 'not stored yet', 'process A to have the edit');
    // B loads the session from the database, which still holds the empty program.
    const late = editor(b, id);
    await synced(late);
    await until(() => late.text() === 'not stored yet', 'the late joiner on B to get the edit from A');
    // And the cursors (awareness) of A's editors reach B.
    first.provider.awareness.setLocalStateField('user', { name: 'Ada' });
    await until(
      () => [...late.provider.awareness.getStates().values()].some((state) => state.user?.name === 'Ada'),
      "A's cursor to reach B",
    );
  });
});
