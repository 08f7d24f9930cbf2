import type { NewQueuedSave } from '@sa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createServices } from '../../../app/services';
import { createFakeBackend, json, text } from '../../../test/fakeBackend';
import { assessment, programming } from '../workspace/test/fixtures';
import { SAVE_QUEUE_DEFINITION, SaveQueue } from './saveQueue';
import { createSender } from './sender';

const T0 = '2030-01-01T10:00:00.000Z';
const T1 = '2030-01-01T11:00:00.000Z';
let unique = 0;

/**
 * A server of one programming question (51 of assessment 5): its answer, when it was saved, and
 * every save that reached it. `loseNextResponse` stores the next save and then fails its answer,
 * as a connection dropped after the request arrived.
 */
function fakeServer() {
  const server = { answer: 'old' as string, savedAt: T0, saves: [] as unknown[], loseNextResponse: false };
  const backend = createFakeBackend({
    'POST courses/1/assessments/question/51/answerLastModified': ({ body }) =>
      json({ lastModified: (body as { lastModifiedAt: string | null }).lastModifiedAt !== server.savedAt }),
    'POST courses/1/assessments/question/51/answer': ({ body }) => {
      const { answer } = body as { answer: string };
      server.saves.push(body);
      server.answer = answer;
      server.savedAt = T1;
      if (server.loseNextResponse) {
        server.loseNextResponse = false;
        throw new TypeError('Failed to fetch');
      }
      return text('OK');
    },
    'GET courses/1/assessments/5': () =>
      json(assessment(5, [programming(51, { answer: server.answer, lastModifiedAt: server.savedAt })])),
  });
  const services = createServices({ notifier: { show: () => undefined }, fetch: backend.fetch });
  services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return { server, backend, call: services.call };
}

const save = (extra: Partial<NewQueuedSave> = {}): NewQueuedSave => ({
  userId: 7,
  courseId: 1,
  assessmentId: 5,
  questionId: 51,
  answer: 'mine',
  editedAt: '2030-01-01T10:30:00.000Z',
  base: T0,
  baseAnswer: 'old',
  now: 1,
  ...extra,
});

const queues: SaveQueue[] = [];
const newQueue = () => {
  const queue = new SaveQueue({ ...SAVE_QUEUE_DEFINITION, name: `sender-${++unique}` });
  queues.push(queue);
  return queue;
};
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.clear();
});

describe('the sender', () => {
  it('sends once even when the first response is lost: the retry sees its own answer delivered', async () => {
    const { server, call } = fakeServer();
    const queue = newQueue();
    const refused: string[] = [];
    const sender = createSender({ queue, call, userId: () => 7, onRefused: (_e, r) => refused.push(r) });
    await queue.enqueue(save());

    server.loseNextResponse = true;
    await sender.flush();
    expect(server.saves).toHaveLength(1);
    // Kept, remembered as maybe delivered.
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({ known: ['old', 'mine'], conflict: false }),
    ]);

    await sender.flush();
    expect(server.saves).toHaveLength(1);
    expect(queue.getSnapshot()).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('reads the stored entries even offline, so a page loaded offline shows what waits', async () => {
    const { server, call } = fakeServer();
    const def = { ...SAVE_QUEUE_DEFINITION, name: `sender-${++unique}` };
    await new SaveQueue(def).enqueue(save());
    const reloaded = new SaveQueue(def);
    queues.push(reloaded);
    const sender = createSender({ queue: reloaded, call, userId: () => 7, onRefused: () => undefined });
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await sender.flush();
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
    expect(reloaded.isLoaded).toBe(true);
    expect(reloaded.getSnapshot()).toHaveLength(1);
    expect(server.saves).toEqual([]);
    await sender.flush();
    expect(server.saves).toHaveLength(1);
  });

  it("sends only the signed-in user's entries, in the order queued, and leaves a conflict to the student", async () => {
    const { server, call } = fakeServer();
    const queue = newQueue();
    const sender = createSender({ queue, call, userId: () => 7, onRefused: () => undefined });
    await queue.enqueue(save({ userId: 8, answer: 'not mine to send' }));
    await queue.enqueue(save());
    await sender.flush();
    expect(server.saves).toEqual([{ answer: 'mine', editedAt: '2030-01-01T10:30:00.000Z' }]);
    expect(queue.getSnapshot().map((e) => e.userId)).toEqual([8]);

    // Saved elsewhere meanwhile (server now 'mine' at T1): a new entry from base T0 of other code.
    server.answer = 'from my laptop';
    await queue.enqueue(save({ answer: 'stale edit', baseAnswer: 'old' }));
    await sender.flush();
    expect(server.saves).toHaveLength(1);
    expect(queue.peek([7, 1, 51])).toMatchObject({ conflict: true, answer: 'stale edit' });
  });

  it('drops an entry the server refuses for good, saying why, and keeps one it cannot reach', async () => {
    const { backend, call } = fakeServer();
    const queue = newQueue();
    const refused: string[] = [];
    const sender = createSender({ queue, call, userId: () => 7, onRefused: (_e, r) => refused.push(r) });
    await queue.enqueue(save());
    backend.on('POST courses/1/assessments/question/51/answerLastModified', () =>
      text('Bad gateway', 502, 'Bad Gateway'),
    );
    await sender.flush();
    expect(queue.getSnapshot()).toHaveLength(1);
    backend.on('POST courses/1/assessments/question/51/answerLastModified', () =>
      text('Assessment not open', 403, 'Forbidden'),
    );
    await sender.flush();
    expect(queue.getSnapshot()).toEqual([]);
    expect(refused).toEqual(['Assessment not open']);
  });
});
