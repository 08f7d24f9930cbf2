import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenAsConfigured } from './listen';

/** An IPv4 address of this machine that is not loopback: where another machine would connect. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function listening(host: string) {
  const app = Fastify();
  apps.push(app);
  const url = await listenAsConfigured(app, { host, port: 0, publicUrl: undefined });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return { url, port: address.port };
}

describe('listenAsConfigured (main listens through it)', () => {
  // The probe connected from another interface; the server must not answer there when HOST says not.
  it.skipIf(!external)('HOST=127.0.0.1 answers on loopback only', async () => {
    const { url, port } = await listening('127.0.0.1');
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(await reachable('127.0.0.1', port)).toBe(true);
    expect(await reachable(external ?? '', port)).toBe(false);
  });

  it.skipIf(!external)('the default HOST=0.0.0.0 answers on every interface', async () => {
    const { url, port } = await listening('0.0.0.0');
    expect(url).toBe(`http://localhost:${port}`);
    expect(await reachable('127.0.0.1', port)).toBe(true);
    expect(await reachable(external ?? '', port)).toBe(true);
  });
});
