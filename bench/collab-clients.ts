/**
 * Editors of bench/collab.ts, in worker threads beside the server's thread: one thread doing 30
 * browsers' work was itself the bottleneck, and the server's heap is measured without them.
 * Each thread holds a few editors; keystroke k is the character U+4E00 + k, unique in the session,
 * and times are absolute (timeOrigin + now), so threads' observations can be put together.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

export type ToClients =
  | { kind: 'open'; session: string; editors: number }
  | { kind: 'type'; perSecond: number; seconds: number }
  | { kind: 'idle'; sessions: string[] }
  | { kind: 'stop' };

export type FromClients =
  | { kind: 'opened' }
  | {
      kind: 'typed';
      /** Keystroke id -> when it was typed. */
      sent: [number, number][];
      /** Keystroke id -> [editors here that got it, when the last of them did]. */
      received: [number, number, number][];
      text: string;
    }
  | { kind: 'idle-open' };

interface Setup {
  wsBase: string;
  token: string;
  /** This thread's number and how many there are: keystroke ids are n * threads + thread. */
  thread: number;
  threads: number;
}

const { wsBase, token, thread, threads } = workerData as Setup;
const port = parentPort;
if (!port) throw new Error('collab-clients.ts runs as a worker of collab.ts');

const FIRST_CHAR = 0x4e00;
const now = () => performance.timeOrigin + performance.now();

interface Editor {
  doc: Y.Doc;
  provider: WebsocketProvider;
  text: Y.Text;
}
let editors: Editor[] = [];
const idleSockets: WebSocket[] = [];
const sent = new Map<number, number>();
const received = new Map<number, [number, number]>();

port.on('message', (message: ToClients) => {
  if (message.kind === 'open') void open(message.session, message.editors);
  else if (message.kind === 'type') void typeTogether(message.perSecond, message.seconds);
  else if (message.kind === 'idle') void openIdle(message.sessions);
  else {
    for (const socket of idleSockets) socket.close();
    port.close();
  }
});

async function open(session: string, count: number): Promise<void> {
  // Each provider listens for the process's exit (to say goodbye): that many are expected here.
  process.setMaxListeners(count + 10);
  editors = Array.from({ length: count }, () => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(wsBase, session, doc, {
      params: { token },
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    const text = doc.getText('code');
    text.observe((event) => {
      if (event.transaction.local) return;
      const at = now();
      for (const change of event.changes.delta) {
        if (typeof change.insert !== 'string') continue;
        for (const char of change.insert) {
          const id = (char.codePointAt(0) ?? 0) - FIRST_CHAR;
          const seen = received.get(id);
          received.set(id, [(seen?.[0] ?? 0) + 1, at]);
        }
      }
    });
    return { doc, provider, text };
  });
  await Promise.all(
    editors.map(({ provider }) => new Promise<void>((resolve) => provider.once('sync', () => resolve()))),
  );
  port?.postMessage({ kind: 'opened' } satisfies FromClients);
}

async function typeTogether(perSecond: number, seconds: number): Promise<void> {
  const interval = 1000 / perSecond;
  const perEditor = Math.round(perSecond * seconds);
  let next = 0;
  // Each editor types on its own clock, started at a random phase, at random places.
  await Promise.all(
    editors.map(
      (editor) =>
        new Promise<void>((resolve) => {
          let typed = 0;
          const keystroke = () => {
            const id = next++ * threads + thread;
            const position = Math.floor(Math.random() * (editor.text.length + 1));
            sent.set(id, now());
            editor.text.insert(position, String.fromCodePoint(FIRST_CHAR + id));
            // The cursor moves with the keystroke, as a CodeMirror binding announces it.
            editor.provider.awareness.setLocalStateField('cursor', {
              anchor: position + 1,
              head: position + 1,
            });
            typed++;
            if (typed < perEditor) setTimeout(keystroke, interval);
            else resolve();
          };
          setTimeout(keystroke, Math.random() * interval);
        }),
    ),
  );
  // Until nothing new has arrived for a second (at most 10 s): the other threads' last keystrokes.
  const deadline = now() + 10_000;
  let last = -1;
  let quietSince = now();
  while (now() < deadline && now() - quietSince < 1000) {
    const total = [...received.values()].reduce((sum, [count]) => sum + count, 0);
    if (total !== last) {
      last = total;
      quietSince = now();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const text = editors[0]?.text.toString() ?? '';
  const equal = editors.every((editor) => editor.text.toString() === text);
  for (const { provider, doc } of editors) {
    provider.destroy();
    doc.destroy();
  }
  port?.postMessage({
    kind: 'typed',
    sent: [...sent],
    received: [...received].map(([id, [count, at]]) => [id, count, at]),
    text: equal ? text : '(editors of one thread differ)',
  } satisfies FromClients);
}

/** One quiet socket per session: each is loaded on the server and stays so. */
async function openIdle(sessions: string[]): Promise<void> {
  await Promise.all(
    sessions.map(
      (session) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`${wsBase}/${session}?token=${encodeURIComponent(token)}`);
          idleSockets.push(socket);
          // The server's first message (sync step 1) comes once the room is loaded.
          socket.once('message', () => resolve());
          socket.once('error', reject);
        }),
    ),
  );
  port?.postMessage({ kind: 'idle-open' } satisfies FromClients);
}
