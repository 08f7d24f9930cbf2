import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('GET /wasm-std/:name', () => {
  it('serves the std files of Source §1 WebAssembly without sign-in', async () => {
    const misc = await server.signedOut.get('/wasm-std/misc');
    expect(misc.statusCode).toBe(200);
    expect(misc.headers['content-type']).toMatch(/^text\/plain/);
    expect(misc.body).toMatch(/function display\(v\)/);
    const host = await server.signedOut.get('/wasm-std/host');
    expect(host.body.split('\n')[0]).toBe('@SourceImports');
    expect(host.body).toContain('math_sqrt math sqrt number number');
  });

  it('answers 404 for a file it does not have and 400 for a bad name', async () => {
    const missing = await server.signedOut.get('/wasm-std/list');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('No library file list');
    const bad = await server.signedOut.get('/wasm-std/..%2Fsecret');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/^Invalid library file: name:/);
  });
});
