import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Every file under a folder, hidden and temporary ones included, sorted. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A request over a real socket with the path exactly as written: light-my-request (and every
 * browser) resolves `..` and `%2e%2e` before sending, so encoded tricks must come this way.
 */
export async function rawRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  headers: Record<string, string>,
  form?: FormData,
): Promise<RawAnswer> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server is not listening');
  const encoded = form ? new Response(form) : undefined;
  const body = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const formType = encoded?.headers.get('content-type');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: address.port,
        path,
        method,
        headers: {
          ...headers,
          ...(body && formType ? { 'content-type': formType, 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
