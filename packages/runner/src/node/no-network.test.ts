import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKER_LIMITS, workerOptions } from './worker-options';

let requests = 0;
const server = createServer((_request, response) => {
  requests += 1;
  response.end('reached');
});
let url = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => server.close());

async function probe(guard: string | null): Promise<{ reached: boolean; message?: string }> {
  const worker = new Worker(new URL('./fixtures/network-probe.mjs', import.meta.url), {
    ...workerOptions(DEFAULT_WORKER_LIMITS),
    workerData: { url, guard },
  });
  try {
    const [report] = await once(worker, 'message');
    return report;
  } finally {
    await worker.terminate();
  }
}

describe('the runner has no network', () => {
  it('a worker that loaded no-network cannot fetch, even from this machine', async () => {
    requests = 0;
    const report = await probe(new URL('./no-network.ts', import.meta.url).href);
    expect(report).toEqual({
      reached: false,
      message: 'Source programs run by the server have no network access.',
    });
    expect(requests).toBe(0);
  });

  it('without it the same worker would reach the server (the probe can fail)', async () => {
    requests = 0;
    expect(await probe(null)).toMatchObject({ reached: true });
    expect(requests).toBe(1);
  });
});
