/**
 * Remote execution round trip (issue 21): the real server in a child process (its embedded broker),
 * the simulated EV3 (`npm run device`) in another, and a Sling client here, as the playground is
 * one. Each of RUNS runs sends a compiled program that displays one line, and measures the time from
 * sending `run` to that display line coming back: broker in, the device's worker loading and running
 * the SVML, broker out. Prints p50, p95 and max (ms). A few warm-up runs are not counted.
 *
 *   npm run bench:devices      (RUNS=100 BENCH_PORT=8791 to change)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EV3_FUNCTIONS } from '@sa/domain';
import { makeClientId, SlingClient } from '@sa/sling';
import { assemble, compileFiles, createContext, parseError } from 'js-slang';
import { startServer } from './server-process';

const RUNS = Number(process.env.RUNS ?? 100);
const WARM_UP = 5;
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const PROGRAM = 'display(ev3_motorGetPosition(ev3_motorA()));';
const repoRoot = resolve(import.meta.dirname, '..');

// js-slang reads navigator.userAgent when it reports an error; Node 20 has none.
if (typeof (globalThis as { navigator?: unknown }).navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}

async function call<T>(origin: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}/v2/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function compile(code: string): Promise<Uint8Array> {
  const context = createContext(3);
  const program = await compileFiles({ '/prog.js': code }, '/prog.js', context, [...EV3_FUNCTIONS]);
  if (!program) throw new Error(parseError(context.errors));
  return assemble(program);
}

function startAgent(secret: string, origin: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/device/src/main.ts'), '--secret', secret, '--server', origin],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const server = await startServer(PORT, { ACCESS_TOKEN_TTL_SECONDS: '3600' });
let agent: ChildProcess | undefined;
const client = new SlingClient();
try {
  const { access_token: token } = await call<{ access_token: string }>(server.origin, 'auth/login', null, {
    provider: 'test',
    code: 'student_code',
  });
  const secret = `bench${randomBytes(6).toString('hex')}`;
  const device = await call<{ id: number }>(server.origin, 'devices', token, {
    title: 'Bench EV3',
    type: 'EV3',
    secret,
  });
  agent = startAgent(secret, server.origin);
  const endpoint = await call<{ endpoint: string; thingName: string; clientNamePrefix: string }>(
    server.origin,
    `devices/${device.id}/ws_endpoint`,
    token,
  );
  const program = await compile(PROGRAM);

  // The device answers the client's ping once it is up; until then the client keeps pinging.
  const connected = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('the device did not answer within 60 s')), 60_000);
    const stop = client.on('connected', () => {
      clearTimeout(timer);
      stop();
      done();
    });
  });
  client.on('error', (error) => console.error(`client: ${error.message}`));
  client.connect({
    endpoint: endpoint.endpoint,
    clientId: makeClientId(endpoint.clientNamePrefix),
    thingName: endpoint.thingName,
  });
  await connected;

  /** One run: sent -> first display line back, then waits for the device to be idle again. */
  const runOnce = () =>
    new Promise<number>((done, fail) => {
      let elapsed: number | null = null;
      const timer = setTimeout(() => fail(new Error('no answer within 10 s')), 10_000);
      const onDisplay = (_text: string, kind: string) => {
        if (kind === 'output' && elapsed === null) elapsed = performance.now() - start;
        if (kind === 'error') fail(new Error(`the device reported an error: ${_text}`));
      };
      const onRunning = (running: boolean) => {
        if (running || elapsed === null) return;
        clearTimeout(timer);
        client.off('display', onDisplay);
        client.off('running', onRunning);
        done(elapsed);
      };
      client.on('display', onDisplay);
      client.on('running', onRunning);
      const start = performance.now();
      client.sendRun(program);
    });

  for (let i = 0; i < WARM_UP; i++) await runOnce();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await runOnce());
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log(`Remote execution round trip over ${RUNS} runs of \`${PROGRAM}\` (Run -> first display line):`);
  console.log(
    `  p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms, mean ${mean.toFixed(1)} ms`,
  );
} finally {
  client.disconnect();
  agent?.kill('SIGTERM');
  await server.stop();
}
