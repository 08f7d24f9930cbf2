import { EventLogBatch } from '@sa/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeInEditor } from '../../test/editor';
import { createFakeBackend, json, text, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { createFakeSession } from '../../workspace/test/fakeSession';
import { playgroundArea } from '../playground';
import { storedEventLog } from './database';
import { pageEventLogBuffer, pageEventLogDatabase } from './pageBuffer';
import { logEntry } from './testSupport';

// The real runner needs a Web Worker; here only the recording matters.
vi.mock('../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

/** The playground of course 1 for user 7, whose research answer is `agreed`, over a server that acknowledges uploads. */
async function openPlayground(agreed: boolean | null) {
  const backend = createFakeBackend({
    'POST courses/1/research/logs': ({ body }) => {
      const ids = EventLogBatch.parse(body).entries.map((e) => e.id);
      return json({ acknowledged: ids, stored: ids.length });
    },
    // Another course's uploads fail for now: its entries stay stored.
    'POST courses/2/research/logs': () => text('Unavailable', 503),
  });
  const app = renderApp({
    path: '/playground',
    profile: userResponse({ agreedToResearch: agreed }),
    areas: [playgroundArea],
    backend,
  });
  await screen.findByRole('tab', { name: 'Introduction' });
  return { ...app, uploads: () => backend.calls.filter((c) => c.path === 'courses/1/research/logs') };
}

const stored = async () => (await pageEventLogDatabase()).getAll('logs');

describe('research logs in the app', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await (await pageEventLogDatabase()).clear('logs');
  });

  it('records the playground session of a user who agreed, and the page sends it when no worker is in control', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { uploads } = await openPlayground(true);
    typeInEditor('display(1);');
    await pageEventLogBuffer().flush();
    const entries = await stored();
    expect(entries.map((e) => e.payload.type)).toEqual(['init', 'codeDelta']);
    expect(entries[1]?.payload).toEqual({
      type: 'codeDelta',
      changes: [{ from: 0, to: expect.any(Number), insert: 'display(1);' }],
    });
    expect(entries.every((e) => e.userId === 7 && e.courseId === 1 && e.questionId === null)).toBe(true);
    expect(new Set(entries.map((e) => e.sessionId)).size).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(uploads()).toHaveLength(1));
    expect(uploads()[0]?.authorization).toBe('Bearer access-1');
    await waitFor(async () => expect(await stored()).toEqual([]));
  });

  it('records nothing for a user who opted out, and deletes what was stored of theirs in the course', async () => {
    const database = await pageEventLogDatabase();
    const mine = logEntry(1);
    const theirs = logEntry(2);
    const mineElsewhere = logEntry(3);
    await database.put('logs', storedEventLog(mine, 7, 1));
    await database.put('logs', storedEventLog(mineElsewhere, 7, 2));
    await database.put('logs', storedEventLog(theirs, 8, 1));
    const { uploads } = await openPlayground(false);
    typeInEditor('display(2);');
    await pageEventLogBuffer().flush();
    await waitFor(async () =>
      expect((await stored()).map((e) => e.id)).toEqual([mineElsewhere.id, theirs.id]),
    );
    expect(uploads()).toEqual([]);
  });

  it('records nothing before the user has answered', async () => {
    await openPlayground(null);
    typeInEditor('display(3);');
    await pageEventLogBuffer().flush();
    expect(await stored()).toEqual([]);
  });

  it('stops recording and deletes what waits the moment the user opts out', async () => {
    const { services } = await openPlayground(true);
    typeInEditor('display(4);');
    await pageEventLogBuffer().flush();
    expect((await stored()).length).toBeGreaterThan(0);
    typeInEditor('display(5);'); // still waiting in the buffer when the answer changes
    act(() => services.session.setAgreedToResearch(false));
    await waitFor(async () => expect(await stored()).toEqual([]));
    typeInEditor('display(6);');
    await pageEventLogBuffer().flush();
    expect(await stored()).toEqual([]);
  });
});
