import { createPrivateKey, createPublicKey } from 'node:crypto';
import {
  DEVICE_ALREADY_REGISTERED,
  DEVICE_NOT_FOUND,
  DEVICE_SECRET_NOT_FOUND,
  DEVICE_SECRET_RATE_LIMITED,
  DEVICE_SECRET_TYPE_CONFLICT,
  DEVICE_UNKNOWN_TYPE,
  DEVICES_PER_USER,
  Device,
  devicesLimitText,
  WsEndpoint,
} from '@sa/contracts';
import { DEVICE_SECRET_EMPTY, DEVICE_TITLE_EMPTY } from '@sa/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/devices-schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { DEVICE_SECRET_REQUESTS_PER_WINDOW } from './routes';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

let secrets = 0;
const newSecret = () => `secret-${++secrets}-${Math.random().toString(36).slice(2, 10)}`;
/** Each test's public requests come from an address of its own, so the rate limit is its own. */
let addresses = 0;
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

async function register(user: UserRow, fields: { title?: string; type?: string; secret?: string } = {}) {
  return s.as(user).post('/v2/devices', { title: 'My EV3', type: 'EV3', secret: newSecret(), ...fields });
}

describe('the owner of a registration', () => {
  it('registers, lists, renames and deletes a device', async () => {
    const user = await s.createUser();
    const secret = newSecret();
    const res = await register(user, { title: 'Robot', secret });
    expect(res.statusCode).toBe(200);
    const device = res.json(Device);
    expect(res.json()).toEqual({ id: device.id, title: 'Robot', type: 'EV3', secret });

    expect((await s.as(user).get('/v2/devices')).json()).toEqual([device]);
    const renamed = await s.as(user).post(`/v2/devices/${device.id}`, { title: 'Rover' });
    expect(renamed.statusCode).toBe(204);
    expect((await s.as(user).get('/v2/devices')).json()).toEqual([{ ...device, title: 'Rover' }]);

    expect((await s.as(user).delete(`/v2/devices/${device.id}`)).statusCode).toBe(204);
    expect((await s.as(user).get('/v2/devices')).json()).toEqual([]);
    const again = await s.as(user).delete(`/v2/devices/${device.id}`);
    expect([again.statusCode, again.body]).toEqual([404, DEVICE_NOT_FOUND]);
  });

  it('lets two users register the same device, each with a title of their own', async () => {
    const [a, b] = [await s.createUser(), await s.createUser()];
    const secret = newSecret();
    const first = (await register(a, { title: 'Ours', secret })).json(Device);
    const second = (await register(b, { title: 'Mine', secret })).json(Device);
    expect(second.id).not.toBe(first.id);
    expect((await s.as(a).get('/v2/devices')).json()).toEqual([first]);
    expect((await s.as(b).get('/v2/devices')).json()).toEqual([second]);
    // The same device: one client id for both.
    const ids = await Promise.all(
      [secret, secret].map((x) =>
        s.signedOut.get(`/v2/devices/${x}/client_id`, { remoteAddress: newAddress() }),
      ),
    );
    expect(ids[0]?.body).toBe(ids[1]?.body);
  });

  it('refuses the same secret twice for one user, and with another type for anyone', async () => {
    const [a, b] = [await s.createUser(), await s.createUser()];
    const secret = newSecret();
    expect((await register(a, { secret })).statusCode).toBe(200);
    const twice = await register(a, { secret, title: 'Again' });
    expect([twice.statusCode, twice.body]).toEqual([409, DEVICE_ALREADY_REGISTERED]);
    // A second type would need a second device: the secret already names an EV3. (Only one type
    // exists, so the stored row is changed by hand to stand for another type.)
    await s.db.update(devices).set({ type: 'other' }).where(eq(devices.secret, secret));
    const conflict = await register(b, { secret });
    expect([conflict.statusCode, conflict.body]).toEqual([400, DEVICE_SECRET_TYPE_CONFLICT]);
  });

  it(`stops at ${DEVICES_PER_USER} devices`, async () => {
    const user = await s.createUser();
    for (let i = 0; i < DEVICES_PER_USER; i++) expect((await register(user)).statusCode).toBe(200);
    const over = await register(user);
    expect([over.statusCode, over.body]).toEqual([429, devicesLimitText(DEVICES_PER_USER)]);
  });

  it('gets a websocket endpoint with a short-lived credential for that device only', async () => {
    const user = await s.createUser();
    const secret = newSecret();
    const device = (await register(user, { secret })).json(Device);
    const res = await s
      .as(user)
      .get(`/v2/devices/${device.id}/ws_endpoint`, { headers: { host: 'academy.test' } });
    expect(res.statusCode).toBe(200);
    const answer = res.json(WsEndpoint);
    const thing = (await s.signedOut.get(`/v2/devices/${secret}/client_id`, { remoteAddress: newAddress() }))
      .body;
    expect(answer.thingName).toBe(thing);
    expect(answer.thingName).toMatch(/^source-academy:[1-9][0-9]*$/);
    expect(answer.clientNamePrefix).toBe(`source-academy-u${user.id}-`);
    const url = new URL(answer.endpoint);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('ws://academy.test/mqtt');
    const claims = decodeJwt(url.searchParams.get('credential') ?? '');
    expect(claims.sub).toBe(String(user.id));
    expect(claims.thing).toBe(thing);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
  });
});

describe('a stranger', () => {
  it("gets 'Registration not found' for another user's device, which stays as it was", async () => {
    const [owner, stranger] = [await s.createUser(), await s.createUser()];
    const device = (await register(owner, { title: 'Private' })).json(Device);
    for (const res of [
      await s.as(stranger).post(`/v2/devices/${device.id}`, { title: 'Taken' }),
      await s.as(stranger).delete(`/v2/devices/${device.id}`),
      await s.as(stranger).get(`/v2/devices/${device.id}/ws_endpoint`),
      await s.as(stranger).get('/v2/devices/999999999/ws_endpoint'),
      await s.as(owner).post('/v2/devices/999999999', { title: 'Nothing' }),
    ]) {
      expect([res.statusCode, res.body]).toEqual([404, DEVICE_NOT_FOUND]);
    }
    expect((await s.as(stranger).get('/v2/devices')).json()).toEqual([]);
    expect((await s.as(owner).get('/v2/devices')).json()).toEqual([device]);
  });

  it('cannot use the registration routes signed out', async () => {
    expect((await s.signedOut.get('/v2/devices')).statusCode).toBe(401);
    expect(
      (await s.signedOut.post('/v2/devices', { title: 'x', type: 'EV3', secret: 'abc' })).statusCode,
    ).toBe(401);
  });
});

describe('bad input', () => {
  it('is a 400 naming the problem, never a 500', async () => {
    const user = await s.createUser();
    const cases: [unknown, string | RegExp][] = [
      [{ title: '', type: 'EV3', secret: 'abc' }, DEVICE_TITLE_EMPTY],
      [{ title: '   ', type: 'EV3', secret: 'abc' }, DEVICE_TITLE_EMPTY],
      [{ title: 'x', type: 'EV3', secret: '' }, DEVICE_SECRET_EMPTY],
      [{ title: 'x', type: 'EV3', secret: 'has spaces' }, /Secret/],
      [{ title: 'x', type: 'EV3', secret: 'a'.repeat(65) }, /Secret|64/],
      [{ title: 'x'.repeat(101), type: 'EV3', secret: 'abc' }, /Name|100/],
      [{ title: 7, type: 'EV3', secret: 'abc' }, /title/],
      [{ title: 'x', type: ['EV3'], secret: 'abc' }, /type/],
      [{ title: 'x', secret: 'abc' }, /type/],
      [{ title: 'x', type: 'EV3', secret: { $gt: '' } }, /secret/],
      [[], /./],
      ['not json at all', /./],
    ];
    for (const [body, message] of cases) {
      const res = await s.as(user).post('/v2/devices', body as object, {
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(message);
    }
    const unknown = await register(user, { type: 'microbit' });
    expect([unknown.statusCode, unknown.body]).toEqual([400, DEVICE_UNKNOWN_TYPE]);
    const device = (await register(user)).json(Device);
    for (const body of [{ title: '' }, { title: null }, {}, { title: 'x'.repeat(101) }]) {
      expect((await s.as(user).post(`/v2/devices/${device.id}`, body)).statusCode).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999999']) {
      expect((await s.as(user).delete(`/v2/devices/${id}`)).statusCode).toBe(400);
      expect((await s.as(user).get(`/v2/devices/${id}/ws_endpoint`)).statusCode).toBe(400);
    }
    const huge = await s
      .as(user)
      .post('/v2/devices', { title: 'x'.repeat(2_000_000), type: 'EV3', secret: 'abc' });
    expect(huge.statusCode).toBe(413);
    expect((await s.as(user).get('/v2/devices')).json()).toEqual([device]);
  });
});

describe('the per-secret routes of a device', () => {
  it('answer 404 for a secret nobody registered, or whose registrations were deleted', async () => {
    const user = await s.createUser();
    const secret = newSecret();
    const device = (await register(user, { secret })).json(Device);
    await s.as(user).delete(`/v2/devices/${device.id}`);
    for (const name of ['key', 'cert', 'client_id', 'mqtt_endpoint']) {
      for (const x of [newSecret(), secret]) {
        const res = await s.signedOut.get(`/v2/devices/${x}/${name}`, { remoteAddress: newAddress() });
        expect([res.statusCode, res.body]).toEqual([404, DEVICE_SECRET_NOT_FOUND]);
      }
    }
    const long = await s.signedOut.get(`/v2/devices/${'a'.repeat(80)}/key`, { remoteAddress: newAddress() });
    expect(long.statusCode).toBe(400);
    // Past Fastify's longest path parameter: 414 before any route runs.
    const huge = await s.signedOut.get(`/v2/devices/${'a'.repeat(5000)}/key`, {
      remoteAddress: newAddress(),
    });
    expect(huge.statusCode).toBe(414);
  });

  it('give one key pair, made on first fetch, to repeated and concurrent fetches', async () => {
    const user = await s.createUser();
    const secret = newSecret();
    await register(user, { secret });
    const address = newAddress();
    const fetches = await Promise.all(
      ['key', 'cert', 'key', 'cert', 'key', 'cert'].map((name) =>
        s.signedOut.get(`/v2/devices/${secret}/${name}`, { remoteAddress: address }),
      ),
    );
    for (const res of fetches) expect(res.statusCode).toBe(200);
    const keys = new Set(fetches.filter((_, i) => i % 2 === 0).map((res) => res.body));
    const certs = new Set(fetches.filter((_, i) => i % 2 === 1).map((res) => res.body));
    expect(keys.size).toBe(1);
    expect(certs.size).toBe(1);
    const [key] = [...keys];
    const [cert] = [...certs];
    expect(key).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(cert).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    // The certificate is the key's own public half, on P-256.
    const derived = createPublicKey(createPrivateKey(key ?? '')).export({ type: 'spki', format: 'pem' });
    expect(derived).toBe(cert);
    expect(createPublicKey(cert ?? '').asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    const later = await s.signedOut.get(`/v2/devices/${secret}/key`, { remoteAddress: address });
    expect(later.body).toBe(key);
    expect(later.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('name the thing and the broker address as the device reaches the server', async () => {
    const user = await s.createUser();
    const secret = newSecret();
    await register(user, { secret });
    const address = newAddress();
    const endpoint = await s.signedOut.get(`/v2/devices/${secret}/mqtt_endpoint`, {
      remoteAddress: address,
      headers: { host: 'devices.test:8080' },
    });
    expect([endpoint.statusCode, endpoint.body]).toEqual([200, 'ws://devices.test:8080/mqtt']);
    const id = await s.signedOut.get(`/v2/devices/${secret}/client_id`, { remoteAddress: address });
    expect(id.body).toMatch(/^source-academy:[1-9][0-9]*$/);
  });

  it(`are limited to ${DEVICE_SECRET_REQUESTS_PER_WINDOW} requests a minute from one address`, async () => {
    const address = newAddress();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i <= DEVICE_SECRET_REQUESTS_PER_WINDOW; i++) {
      const res = await s.signedOut.get(`/v2/devices/${newSecret()}/key`, { remoteAddress: address });
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toBe(DEVICE_SECRET_RATE_LIMITED);
    const other = await s.signedOut.get(`/v2/devices/${newSecret()}/key`, { remoteAddress: newAddress() });
    expect(other.statusCode).toBe(404);
  });
});

describe('behind a trusted proxy', () => {
  it("names the broker by the proxy's forwarded protocol and host", async () => {
    const server = await startTestServer({ config: { trustProxy: true } });
    try {
      const user = await server.createUser();
      const secret = newSecret();
      const device = (await server.as(user).post('/v2/devices', { title: 'x', type: 'EV3', secret })).json(
        Device,
      );
      const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'academy.example' };
      const ws = (
        await server.as(user).get(`/v2/devices/${device.id}/ws_endpoint`, { headers: forwarded })
      ).json(WsEndpoint);
      expect(ws.endpoint.split('?')[0]).toBe('wss://academy.example/mqtt');
      const endpoint = await server.signedOut.get(`/v2/devices/${secret}/mqtt_endpoint`, {
        headers: forwarded,
      });
      expect(endpoint.body).toBe('wss://academy.example/mqtt');
    } finally {
      await server.close();
    }
  });
});

describe('PUBLIC_URL', () => {
  it('decides the broker address when set', async () => {
    const server = await startTestServer({ config: { publicUrl: 'https://academy.example' } });
    try {
      const user = await server.createUser();
      const secret = newSecret();
      const device = (await server.as(user).post('/v2/devices', { title: 'x', type: 'EV3', secret })).json(
        Device,
      );
      const ws = (await server.as(user).get(`/v2/devices/${device.id}/ws_endpoint`)).json(WsEndpoint);
      expect(ws.endpoint).toMatch(/^wss:\/\/academy\.example\/mqtt\?credential=[\w-]+\.[\w-]+\.[\w-]+$/);
      const endpoint = await server.signedOut.get(`/v2/devices/${secret}/mqtt_endpoint`);
      expect(endpoint.body).toBe('wss://academy.example/mqtt');
    } finally {
      await server.close();
    }
  });
});
