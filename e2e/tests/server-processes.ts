import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

/**
 * Server processes a journey starts itself (the shared-editing scale journey: two processes on
 * one PostgreSQL database and one Redis), as playwright.config.ts starts the usual one.
 */
const repoRoot = resolve(import.meta.dirname, '../..');

export const POSTGRES_ADMIN_URL =
  process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh database for this run; its URL, and a function that drops it again. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sa_e2e_shared_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is needed at ${POSTGRES_ADMIN_URL} and cannot be reached`, { cause: error });
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Fails loudly unless Redis answers PING at REDIS_URL. */
export async function requireRedis(): Promise<void> {
  const { hostname, port } = new URL(REDIS_URL);
  const answer = await new Promise<string>((done) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const timer = setTimeout(() => {
      socket.destroy();
      done('no answer');
    }, 5_000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      clearTimeout(timer);
      socket.end();
      done(data.toString());
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      done(error.message);
    });
  });
  if (!answer.startsWith('+PONG'))
    throw new Error(`Redis is needed at ${REDIS_URL} and cannot be reached: ${answer}`);
}

export const MQTT_URL = process.env.E2E_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

/** Fails loudly unless an MQTT broker accepts TCP connections at MQTT_URL (the machine's Mosquitto). */
export async function requireMqtt(): Promise<void> {
  const { hostname, port } = new URL(MQTT_URL);
  const problem = await new Promise<string | null>((done) => {
    const socket = createConnection({ host: hostname, port: Number(port || 1883) });
    const timer = setTimeout(() => {
      socket.destroy();
      done('no answer');
    }, 5_000);
    socket.on('connect', () => {
      clearTimeout(timer);
      socket.end();
      done(null);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      done(error.message);
    });
  });
  if (problem) throw new Error(`An MQTT broker is needed at ${MQTT_URL} and cannot be reached: ${problem}`);
}

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts `main.ts --demo` and resolves once /v2/health answers; its stderr is in the error if it dies. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sa-e2e-shared-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts'), '--demo'],
    {
      cwd: join(repoRoot, 'apps/server'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let dead = false;
  void exited.then(() => {
    dead = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (dead) throw new Error(`the server on port ${port} exited while starting:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not answer /v2/health within 120 s:\n${stderr}`);
    }
    const healthy = await fetch(`${url}/v2/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }

  return {
    url,
    async stop() {
      if (!dead) {
        // A graceful stop, as a deployment's restart sends: the server closes sockets and writes edits.
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
