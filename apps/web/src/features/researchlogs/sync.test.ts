import { EventLogBatch, type EventLogEntry, RESEARCH_NOT_AGREED } from '@sa/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeIndexedDb } from '../../test/fakeIndexedDb';
import { type EventLogDatabase, entryOf, openEventLogDatabase, storedEventLog } from './database';
import { createEventLogSync, EVENT_LOG_SYNC_MS, splitBySize, uploadOutcome } from './sync';
import { logEntry } from './testSupport';

interface Upload {
  url: string;
  token: string | null;
  ids: string[];
}

/**
 * A server speaking the upload route's contract: stores each id once and acknowledges them, or
 * answers what `next` says for the next upload.
 */
function fakeServer() {
  const received = new Map<string, EventLogEntry>();
  const uploads: Upload[] = [];
  const scripted: (Response | 'network-error')[] = [];
  let ackOnly: ((id: string) => boolean) | null = null;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = EventLogBatch.parse(JSON.parse(String(init?.body)));
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null;
    uploads.push({ url: String(input), token, ids: body.entries.map((e) => e.id) });
    const next = scripted.shift();
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    if (next) return next;
    const acknowledged = body.entries.map((e) => e.id).filter((id) => ackOnly?.(id) ?? true);
    let stored = 0;
    for (const entry of body.entries) {
      if (!acknowledged.includes(entry.id) || received.has(entry.id)) continue;
      received.set(entry.id, entry);
      stored += 1;
    }
    return new Response(JSON.stringify({ acknowledged, stored }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    fetch,
    received,
    uploads,
    answerNext: (response: Response | 'network-error') => scripted.push(response),
    acknowledgeOnly: (rule: (id: string) => boolean) => {
      ackOnly = rule;
    },
  };
}

describe('the event log sync', () => {
  useFakeIndexedDb();
  let database: EventLogDatabase;
  beforeEach(async () => {
    database = await openEventLogDatabase();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function store(entries: EventLogEntry[], userId: number, courseId: number) {
    await database.write(
      entries.map((e) => ({ type: 'put', store: 'logs', value: storedEventLog(e, userId, courseId) })),
    );
  }
  const storedIds = async () => (await database.getAll('logs')).map((s) => s.id);

  function startSync(server: ReturnType<typeof fakeServer>, onUnauthorized = vi.fn()) {
    const sync = createEventLogSync({ database: async () => database, fetch: server.fetch, onUnauthorized });
    return { sync, onUnauthorized };
  }

  it("sends the token's user's entries, one upload per course, and deletes only the acknowledged ids", async () => {
    const server = fakeServer();
    const course1 = [logEntry(1), logEntry(2), logEntry(3)];
    const course2 = [logEntry(4)];
    const otherUser = [logEntry(5)];
    await store(course1, 7, 1);
    await store(course2, 7, 2);
    await store(otherUser, 8, 1);
    const unacknowledged = course1[1]?.id;
    server.acknowledgeOnly((id) => id !== unacknowledged);
    const { sync } = startSync(server);
    sync.setCredentials({ accessToken: 'token-7', userId: 7 });
    await sync.syncNow();

    expect(server.uploads).toEqual([
      { url: '/v2/courses/1/research/logs', token: 'token-7', ids: course1.map((e) => e.id) },
      { url: '/v2/courses/2/research/logs', token: 'token-7', ids: course2.map((e) => e.id) },
    ]);
    // The server gets the contract's entries, without the browser's bookkeeping.
    expect(server.received.get(course2[0]?.id ?? '')).toEqual(course2[0]);
    expect(await storedIds()).toEqual([unacknowledged, otherUser[0]?.id]);
  });

  it('never sends with no token (signed out), nor once the token is taken away', async () => {
    const server = fakeServer();
    await store([logEntry(1)], 7, 1);
    const { sync } = startSync(server);
    await sync.syncNow();
    // Signed in and out at once: the round the token started stops before sending anything.
    sync.setCredentials({ accessToken: 'token-7', userId: 7 });
    sync.setCredentials(null);
    await sync.syncNow();
    await store([logEntry(2)], 7, 1);
    await sync.syncNow();
    expect(server.uploads).toEqual([]);
    expect(await storedIds()).toHaveLength(2);
  });

  it('keeps the entries after a network error or a server error and sends the same ones again', async () => {
    const server = fakeServer();
    const entries = [logEntry(1), logEntry(2)];
    await store(entries, 7, 1);
    server.answerNext('network-error');
    server.answerNext(new Response('Internal server error', { status: 503 }));
    const { sync } = startSync(server);
    sync.setCredentials({ accessToken: 'token-7', userId: 7 });
    await sync.syncNow();
    expect(await storedIds()).toHaveLength(2);
    await sync.syncNow();
    expect(await storedIds()).toHaveLength(2);
    await sync.syncNow();
    expect(await storedIds()).toEqual([]);
    const ids = entries.map((e) => e.id);
    expect(server.uploads.map((u) => u.ids)).toEqual([ids, ids, ids]);
    expect([...server.received.keys()]).toEqual(ids);
  });

  it('waits for a new token after a 401, then sends with it at once', async () => {
    const server = fakeServer();
    await store([logEntry(1)], 7, 1);
    server.answerNext(new Response('Unauthorized', { status: 401 }));
    const { sync, onUnauthorized } = startSync(server);
    sync.setCredentials({ accessToken: 'old', userId: 7 });
    await sync.syncNow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await sync.syncNow();
    sync.setCredentials({ accessToken: 'old', userId: 7 }); // the same token handed over again
    await sync.syncNow();
    expect(server.uploads.map((u) => u.token)).toEqual(['old']);
    sync.setCredentials({ accessToken: 'fresh', userId: 7 });
    await sync.syncNow();
    expect(server.uploads.map((u) => u.token)).toEqual(['old', 'fresh']);
    expect(await storedIds()).toEqual([]);
  });

  it("deletes a course's entries of the user when the server says they did not agree, and sends the rest", async () => {
    const server = fakeServer();
    await store([logEntry(1), logEntry(2)], 7, 1);
    const course2 = logEntry(3);
    await store([course2], 7, 2);
    const otherUserSameCourse = logEntry(4);
    await store([otherUserSameCourse], 8, 1);
    server.answerNext(new Response(RESEARCH_NOT_AGREED, { status: 403 }));
    const { sync } = startSync(server);
    sync.setCredentials({ accessToken: 'token-7', userId: 7 });
    await sync.syncNow();
    expect([...server.received.keys()]).toEqual([course2.id]);
    expect(await storedIds()).toEqual([otherUserSameCourse.id]);
  });

  it('sends at most 500 entries per round, the rest in the next', async () => {
    const server = fakeServer();
    const entries = Array.from({ length: 520 }, (_, i) => logEntry(i % 60, { sessionId: `s${i}` }));
    await store(entries, 7, 1);
    const { sync } = startSync(server);
    sync.setCredentials({ accessToken: 'token-7', userId: 7 });
    await sync.syncNow();
    expect(server.uploads.map((u) => u.ids.length)).toEqual([500]);
    await sync.syncNow();
    expect(server.uploads.map((u) => u.ids.length)).toEqual([500, 20]);
    expect(server.received.size).toBe(520);
  });

  it('sends every 10,000 ms by default, and at the interval it is given', async () => {
    expect(EVENT_LOG_SYNC_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = fakeServer();
    const { sync } = startSync(server);
    sync.setCredentials({ accessToken: 'token-7', userId: 7 });
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(0));
    await store([logEntry(1)], 7, 1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(server.uploads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.uploads).toHaveLength(1));
    sync.setIntervalMs(2_000);
    await store([logEntry(2)], 7, 1);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(server.uploads).toHaveLength(2));
    sync.dispose();
    await store([logEntry(3)], 7, 1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.uploads).toHaveLength(2);
  });
});

describe('what an answer means for a batch', () => {
  it('tells retries from refusals', () => {
    expect(uploadOutcome(200, '{}')).toBe('acknowledged');
    expect(uploadOutcome(401, 'Unauthorized')).toBe('unauthorized');
    expect(uploadOutcome(403, RESEARCH_NOT_AGREED)).toBe('not-agreed');
    expect(uploadOutcome(403, 'Forbidden')).toBe('refused');
    expect(uploadOutcome(400, 'Invalid body')).toBe('refused');
    expect(uploadOutcome(503, '')).toBe('retry');
    expect(uploadOutcome(429, '')).toBe('retry');
  });
});

describe('splitting a backlog by size', () => {
  const snapshot = (chars: number) =>
    storedEventLog(
      logEntry(0, { payload: { type: 'init', code: 'x'.repeat(chars), chapter: 1, variant: 'default' } }),
      7,
      1,
    );

  it('keeps small entries in one batch, in order', () => {
    const entries = [snapshot(10), snapshot(20), snapshot(30)];
    expect(splitBySize(entries, 10_000)).toEqual([entries]);
  });

  it('starts a new batch before one would pass the limit, every entry sent once and in order', () => {
    const entries = Array.from({ length: 10 }, () => snapshot(900));
    const batches = splitBySize(entries, 3_000);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(entries);
    for (const batch of batches) {
      const bytes = batch.reduce((sum, e) => sum + JSON.stringify(e).length, 0);
      expect(batch.length === 1 || bytes <= 3_000 + 200 * batch.length).toBe(true);
    }
  });

  it('sends 500 large snapshots in batches the server takes (under 4 MB each)', () => {
    const entries = Array.from({ length: 500 }, () => snapshot(50_000));
    const batches = splitBySize(entries);
    expect(batches.length).toBeGreaterThan(5);
    for (const batch of batches) {
      const body = JSON.stringify({ entries: batch.map(entryOf) });
      expect(new TextEncoder().encode(body).length).toBeLessThan(4 * 1024 * 1024);
    }
  });
});
