import { EventLogBatch, type EventLogEntry } from '@sa/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFakeIndexedDb } from '../../test/fakeIndexedDb';
import { openEventLogDatabase, storedEventLog } from './database';
import { EVENT_LOG_UNAUTHORIZED } from './messages';
import { connectEventLogSync, type WorkerContainer } from './pageConnection';
import type { EventLogSync } from './sync';
import { logEntry } from './testSupport';
import { type EventLogWorkerScope, installEventLogSync } from './worker';

/** `navigator.serviceWorker` as the page sees it: a controller may appear later. */
class FakeContainer extends EventTarget implements WorkerContainer {
  controller: { postMessage(message: unknown): void } | null = null;
  take(controller: { postMessage(message: unknown): void }) {
    this.controller = controller;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** A service worker's global scope: the page's messages arrive as message events. */
function fakeWorkerScope(fetch: EventLogWorkerScope['fetch']) {
  const listeners: ((event: { data: unknown; waitUntil(p: Promise<unknown>): void }) => void)[] = [];
  const toPages: unknown[] = [];
  const pending: Promise<unknown>[] = [];
  const scope: EventLogWorkerScope = {
    fetch,
    clients: { matchAll: async () => [{ postMessage: (message: unknown) => void toPages.push(message) }] },
    addEventListener: (_type, listener) => void listeners.push(listener),
  };
  return {
    scope,
    toPages,
    deliver(data: unknown) {
      for (const listener of listeners) listener({ data, waitUntil: (p) => void pending.push(p) });
    },
    /** Everything the worker was asked to wait for. */
    settled: () => Promise.all(pending),
  };
}

/** A server acknowledging every id it gets, remembering who sent them. */
function fakeUploads(status = 200) {
  const uploads: { token: string | null; ids: string[] }[] = [];
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const { entries } = EventLogBatch.parse(JSON.parse(String(init?.body)));
    const ids = entries.map((e) => e.id);
    uploads.push({ token: new Headers(init?.headers).get('Authorization'), ids });
    if (status !== 200) return new Response('Unauthorized', { status });
    return new Response(JSON.stringify({ acknowledged: ids, stored: ids.length }), { status: 200 });
  });
  return { fetch, uploads };
}

const localSync = () => {
  const sync: EventLogSync = {
    setCredentials: vi.fn(),
    setIntervalMs: vi.fn(),
    syncNow: vi.fn(async () => {}),
    syncIfDue: vi.fn(async () => {}),
    dispose: vi.fn(),
  };
  return sync;
};

describe('the page side of the log sync', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the token to the controlling worker on every change, and null on sign-out', () => {
    const container = new FakeContainer();
    const posted: unknown[] = [];
    container.controller = { postMessage: (m) => void posted.push(m) };
    const createLocalSync = vi.fn(localSync);
    const connection = connectEventLogSync({
      container,
      createLocalSync,
      intervalMs: 10_000,
      onUnauthorized: vi.fn(),
    });
    connection.setCredentials({ accessToken: 'a1', userId: 7 });
    connection.setCredentials({ accessToken: 'a2', userId: 7 });
    connection.setCredentials(null);
    expect(posted).toEqual([
      { type: 'eventlog/token', accessToken: 'a1', userId: 7, intervalMs: 10_000 },
      { type: 'eventlog/token', accessToken: 'a2', userId: 7, intervalMs: 10_000 },
      { type: 'eventlog/token', accessToken: null, userId: null, intervalMs: 10_000 },
    ]);
    expect(createLocalSync).not.toHaveBeenCalled();
    connection.dispose();
  });

  it('runs the loop itself while no worker controls the page, and hands over when one takes control', () => {
    const container = new FakeContainer();
    const local = localSync();
    const connection = connectEventLogSync({
      container,
      createLocalSync: () => local,
      intervalMs: 10_000,
      onUnauthorized: vi.fn(),
    });
    connection.setCredentials({ accessToken: 'a1', userId: 7 });
    expect(local.setCredentials).toHaveBeenCalledWith({ accessToken: 'a1', userId: 7 });
    const posted: unknown[] = [];
    container.take({ postMessage: (m) => void posted.push(m) });
    expect(local.dispose).toHaveBeenCalled();
    expect(posted).toEqual([{ type: 'eventlog/token', accessToken: 'a1', userId: 7, intervalMs: 10_000 }]);
    connection.dispose();
  });

  it('runs the loop itself where the browser has no service workers', () => {
    const local = localSync();
    const connection = connectEventLogSync({
      container: null,
      createLocalSync: () => local,
      intervalMs: 10_000,
      onUnauthorized: vi.fn(),
    });
    connection.setCredentials({ accessToken: 'a1', userId: 7 });
    connection.setCredentials(null);
    expect(vi.mocked(local.setCredentials).mock.calls).toEqual([[{ accessToken: 'a1', userId: 7 }], [null]]);
    connection.dispose();
    expect(local.dispose).toHaveBeenCalled();
  });

  it('repeats the token every interval (waking a stopped worker) and asks for a new one when told', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const container = new FakeContainer();
    const posted: unknown[] = [];
    container.controller = { postMessage: (m) => void posted.push(m) };
    const onUnauthorized = vi.fn();
    const connection = connectEventLogSync({
      container,
      createLocalSync: localSync,
      intervalMs: 5_000,
      onUnauthorized,
    });
    connection.setCredentials({ accessToken: 'a1', userId: 7 });
    vi.advanceTimersByTime(10_000);
    expect(posted).toHaveLength(3);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'something else' } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    container.dispatchEvent(new MessageEvent('message', { data: EVENT_LOG_UNAUTHORIZED }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    connection.dispose();
    vi.advanceTimersByTime(10_000);
    expect(posted).toHaveLength(3);
  });
});

describe('the page and the service worker together', () => {
  useFakeIndexedDb();

  async function storeEntries(userId: number, entries: EventLogEntry[]) {
    const database = await openEventLogDatabase();
    await database.write(
      entries.map((e) => ({ type: 'put', store: 'logs', value: storedEventLog(e, userId, 1) })),
    );
    return database;
  }

  it('the worker sends what is stored with the token the page handed over, and stops on sign-out', async () => {
    const server = fakeUploads();
    const worker = fakeWorkerScope(server.fetch);
    installEventLogSync(worker.scope);
    const container = new FakeContainer();
    container.controller = { postMessage: (m) => worker.deliver(m) };
    const connection = connectEventLogSync({
      container,
      createLocalSync: localSync,
      intervalMs: 10_000,
      onUnauthorized: vi.fn(),
    });
    const mine = logEntry(1);
    const someoneElse = logEntry(2);
    const database = await storeEntries(7, [mine]);
    await storeEntries(8, [someoneElse]);

    worker.deliver({ type: 'eventlog/token', accessToken: 42, userId: 'x', intervalMs: 1 }); // not ours: ignored
    connection.setCredentials({ accessToken: 'a1', userId: 7 });
    await vi.waitFor(() => expect(server.uploads).toHaveLength(1));
    await worker.settled();
    expect(server.uploads).toEqual([{ token: 'Bearer a1', ids: [mine.id] }]);
    await vi.waitFor(async () =>
      expect((await database.getAll('logs')).map((s) => s.id)).toEqual([someoneElse.id]),
    );

    connection.setCredentials(null);
    await storeEntries(7, [logEntry(3)]);
    worker.deliver({ type: 'eventlog/token', accessToken: null, userId: null, intervalMs: 10_000 });
    await worker.settled();
    expect(server.uploads).toHaveLength(1);
    connection.dispose();
  });

  it('a token the server refuses makes the worker ask the pages for a new one', async () => {
    const server = fakeUploads(401);
    const worker = fakeWorkerScope(server.fetch);
    installEventLogSync(worker.scope);
    await storeEntries(7, [logEntry(1)]);
    worker.deliver({ type: 'eventlog/token', accessToken: 'expired', userId: 7, intervalMs: 10_000 });
    await vi.waitFor(() => expect(worker.toPages).toEqual([EVENT_LOG_UNAUTHORIZED]));
  });
});
