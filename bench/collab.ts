/**
 * Shared editing bench (issue 20): the server in this process on a fresh PGlite, one session,
 * 30 editors (y-websocket clients in worker threads, one per core) each typing 5 characters a second at random
 * places for 20 s, with a cursor update per keystroke as the editor's binding sends. Prints:
 *  (a) per keystroke, the time until every other editor has it: p50, p95, max (target p95 < 150 ms);
 *  (b) the server's memory per loaded session: heap and RSS with 1 session open against 51 (one
 *      quiet socket each, a ~1 KB program), divided by 50.
 *
 *   npm run bench:collab      (EDITORS=30 PER_SECOND=5 SECONDS=20 IDLE_SESSIONS=50 to change the load)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { buildQuietApp } from '../apps/server/src/test/quiet-app';
import { signedInUser } from '../apps/server/src/test/signed-in-user';
import type { FromClients, ToClients } from './collab-clients';

const EDITORS = Number(process.env.EDITORS ?? 30);
const PER_SECOND = Number(process.env.PER_SECOND ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 20);
const IDLE_SESSIONS = Number(process.env.IDLE_SESSIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 8781);
const TARGET_P95_MS = 150;
/**
 * Editors per worker thread: a browser runs one, a thread plays several. One thread per core
 * (more threads only take turns on the cores, and the server's thread with them).
 */
const EDITORS_PER_THREAD = Number(
  process.env.EDITORS_PER_THREAD ?? Math.ceil(EDITORS / availableParallelism()),
);
const SMALL_PROGRAM = `function f(n) {\n  return n <= 1 ? 1 : n * f(n - 1);\n}\n`.repeat(20);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const dataDir = mkdtempSync(join(tmpdir(), 'sa-bench-collab-'));
const config = loadConfig({
  env: {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    GRADER_WORKERS: '0',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  },
  argv: ['--demo'],
});
const database = await openDatabase({ databaseUrl: undefined, dataDir });
await database.migrate();
const app = await buildQuietApp(config, database);
await app.listen({ port: PORT, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${PORT}`;

/** A new user's access token (a user may own 20 sessions; the memory part creates more). */
const newUserToken = async () => (await signedInUser(database, config, 'bench-collab')).token;
const token = await newUserToken();

async function createSession(program: string, owner = token): Promise<string> {
  const res = await fetch(`${origin}/sharedb/`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${owner}` },
    body: program,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST /sharedb/ answered ${res.status}: ${text}`);
  return text;
}

// tsx's loader is registered for this thread only: the workers load the editors through its API.
const clients = new URL('./collab-clients.ts', import.meta.url).href;
const THREADS = Math.max(1, Math.ceil(EDITORS / EDITORS_PER_THREAD));
const workers = Array.from(
  { length: THREADS },
  (_, thread) =>
    new Worker(
      `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(clients)}, ${JSON.stringify(import.meta.url)}))`,
      {
        eval: true,
        workerData: { wsBase: `ws://127.0.0.1:${PORT}/sharedb`, token, thread, threads: THREADS },
      },
    ),
);
function ask(worker: Worker, message: ToClients): Promise<FromClients> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(message);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function settledMemory(): Promise<{ heap: number; rss: number }> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Buffers (a socket's, an encoded update) live outside the JavaScript heap: counted with it.
  const { heapUsed, external, rss } = process.memoryUsage();
  return { heap: heapUsed + external, rss };
}

try {
  console.log(
    `\n${EDITORS} editors in one session, ${PER_SECOND} keystrokes/s each for ${SECONDS} s, server in this process (PGlite), editors in worker threads\n`,
  );
  const session = await createSession('');
  await Promise.all(
    workers.map((worker, thread) => {
      const editors = Math.min(EDITORS_PER_THREAD, EDITORS - thread * EDITORS_PER_THREAD);
      return ask(worker, { kind: 'open', session, editors });
    }),
  );
  const serverBusyBefore = performance.eventLoopUtilization();
  const editorsBusyBefore = workers.map((worker) => worker.performance.eventLoopUtilization());
  const answers = await Promise.all(
    workers.map((worker) => ask(worker, { kind: 'type', perSecond: PER_SECOND, seconds: SECONDS })),
  );
  const serverBusy = performance.eventLoopUtilization(serverBusyBefore).utilization;
  const editorsBusy = Math.max(
    ...workers.map((worker, i) => worker.performance.eventLoopUtilization(editorsBusyBefore[i]).utilization),
  );
  const sent = new Map<number, number>();
  const seen = new Map<number, { count: number; last: number }>();
  const texts = new Set<string>();
  for (const answer of answers) {
    if (answer.kind !== 'typed') throw new Error('unexpected answer from the editors');
    for (const [id, at] of answer.sent) sent.set(id, at);
    for (const [id, count, at] of answer.received) {
      const before = seen.get(id);
      seen.set(id, { count: (before?.count ?? 0) + count, last: Math.max(before?.last ?? 0, at) });
    }
    texts.add(answer.text);
  }
  const latencies: number[] = [];
  for (const [id, at] of sent) {
    const got = seen.get(id);
    if (got && got.count === EDITORS - 1) latencies.push(got.last - at);
  }
  const sorted = latencies.sort((x, y) => x - y);
  const lost = sent.size - sorted.length;
  const converged = texts.size === 1;
  const p95 = percentile(sorted, 95);
  console.log('keystroke -> every other editor has it');
  console.log(`  keystrokes        ${sent.size} (${lost} not seen by every editor)`);
  console.log(`  p50               ${percentile(sorted, 50).toFixed(1)} ms`);
  console.log(
    `  p95               ${p95.toFixed(1)} ms   (target < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'})`,
  );
  console.log(`  max               ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`);
  console.log(`  documents equal   ${converged ? 'yes' : 'NO'}`);
  // Busy near 100%, a thread is the bottleneck rather than the network or the server.
  console.log(
    `  busy              server thread ${(serverBusy * 100).toFixed(0)}%, busiest editors' thread ${(editorsBusy * 100).toFixed(0)}% (${THREADS} threads; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
  );

  const sessions: string[] = [];
  let owner = await newUserToken();
  for (let i = 0; i <= IDLE_SESSIONS; i++) {
    if (i > 0 && i % 10 === 0) owner = await newUserToken();
    sessions.push(await createSession(SMALL_PROGRAM, owner));
  }
  const [idler] = workers;
  if (!idler) throw new Error('no editors thread');
  await ask(idler, { kind: 'idle', sessions: sessions.slice(0, 1) });
  const one = await settledMemory();
  await ask(idler, { kind: 'idle', sessions: sessions.slice(1) });
  const many = await settledMemory();
  console.log(
    `\nserver memory, sessions loaded with one quiet socket each (${SMALL_PROGRAM.length}-character program)`,
  );
  console.log(`  1 session         heap+external ${mb(one.heap)}, RSS ${mb(one.rss)}`);
  console.log(`  ${IDLE_SESSIONS + 1} sessions        heap+external ${mb(many.heap)}, RSS ${mb(many.rss)}`);
  console.log(
    `  per session       heap+external ${kb((many.heap - one.heap) / IDLE_SESSIONS)}, RSS ${kb((many.rss - one.rss) / IDLE_SESSIONS)} (RSS counts the editors' thread too)`,
  );
  for (const worker of workers) worker.postMessage({ kind: 'stop' } satisfies ToClients);
  if (!converged || lost > 0) process.exitCode = 1;
} finally {
  await app.close();
  await Promise.all(workers.map((worker) => worker.terminate()));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
