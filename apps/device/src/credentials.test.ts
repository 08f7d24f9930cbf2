import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentError, fetchCredentials, PASSWORD_TTL_SECONDS, passwordSigner } from './credentials';
import { makeDeviceKey, startCredentialServer } from './test-support/servers';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('fetchCredentials', () => {
  it("reads the thing name, the key and the broker's address with the secret", async () => {
    const key = makeDeviceKey();
    const server = await startCredentialServer(
      new Map([['my secret/1', { thingName: 'source-academy:9', privatePem: key.privatePem }]]),
      'ws://example.org/mqtt',
    );
    cleanups.push(server.close);
    // The secret is escaped into the path (a real one has no such characters; this one proves it).
    expect(await fetchCredentials(`${server.url}/`, 'my secret/1')).toEqual({
      thingName: 'source-academy:9',
      privateKeyPem: key.privatePem.trim(),
      mqttEndpoint: 'ws://example.org/mqtt',
    });
  });

  it('says which secret nobody registered', async () => {
    const server = await startCredentialServer(new Map(), 'ws://x/mqtt');
    cleanups.push(server.close);
    await expect(fetchCredentials(server.url, 'abc')).rejects.toThrow(
      new AgentError(
        'Device not found: nobody has registered a device with the secret "abc". Register it first in the playground (Remote Execution tab, Add new device), then start the agent again.',
      ),
    );
  });

  it('reports any other answer with its status and text', async () => {
    const fakeFetch = (async () => new Response('Internal server error', { status: 500 })) as typeof fetch;
    await expect(fetchCredentials('http://sa.test', 's', fakeFetch)).rejects.toThrow(
      'The server answered 500 to GET http://sa.test/v2/devices/s/client_id: Internal server error',
    );
  });
});

describe('passwordSigner', () => {
  it('signs { sub: thing, iat, exp: iat + 300 } with ES256, verifiable with the public key', async () => {
    const key = makeDeviceKey();
    const sign = await passwordSigner('source-academy:4', key.privatePem, () => 1_700_000_000_000);
    const token = await sign();
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256' });
    const { payload } = await jwtVerify(token, await importSPKI(key.publicPem, 'ES256'), {
      currentDate: new Date(1_700_000_010_000),
    });
    expect(payload).toEqual({
      sub: 'source-academy:4',
      iat: 1_700_000_000,
      exp: 1_700_000_000 + PASSWORD_TTL_SECONDS,
    });
  });

  it('rejects a key that is not a P-256 private key', async () => {
    await expect(passwordSigner('t', 'not a key')).rejects.toThrow(AgentError);
  });
});
