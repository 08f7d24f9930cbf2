import { generateKeyPairSync } from 'node:crypto';
import { MQTT_MAX_PACKET_BYTES } from '@sa/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AppConfig } from '../../../config';
import type { OpenDatabase } from '../../../db/client';
import { openTestDatabase } from '../../../test/database';
import {
  brokerTestConfig,
  closeClients,
  closed,
  connectBrowser,
  connectDevice,
  type DeviceServer,
  deviceCredentials,
  devicePassword,
  listen,
  newUser,
  pause,
  randomSuffix,
  registerDevice,
  startDeviceServer,
  subscribeGranted,
  until,
  upgradeStatus,
  wsEndpoint,
} from './broker-test-kit';
import { signBrowserCredential } from './credentials';

let database: OpenDatabase;
let config: AppConfig;
let server: DeviceServer;
let secrets = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  config = brokerTestConfig();
  server = await startDeviceServer(database, config);
});
afterEach(closeClients);
afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

/** A user with a registered device whose agent fetched its credentials, and the browser's endpoint. */
async function ownedDevice() {
  const user = await newUser(database, config);
  const secret = `broker-${++secrets}-${randomSuffix()}`;
  const device = await registerDevice(server, user.token, secret);
  const credentials = await deviceCredentials(server, secret);
  const endpoint = await wsEndpoint(server, user.token, device.id);
  return { user, secret, device, credentials, endpoint };
}

async function onlineDevice(credentials: { thing: string; key: string; endpoint: string }) {
  return connectDevice(
    credentials.endpoint,
    credentials.thing,
    await devicePassword(credentials.key, credentials.thing),
  );
}

describe('a browser with the credential of ws_endpoint', () => {
  it("talks with its own device on the thing's topics, both ways", async () => {
    const { credentials, endpoint } = await ownedDevice();
    const thing = endpoint.thingName;
    const device = await onlineDevice(credentials);
    const browser = await connectBrowser(endpoint);
    const commands = listen(device, `${thing}/run`);
    const statuses = listen(browser, `${thing}/status`);
    expect((await device.subscribeAsync(`${thing}/run`)).map((g) => g.qos)).toEqual([0]);
    expect((await browser.subscribeAsync(`${thing}/status`, { qos: 1 })).map((g) => g.qos)).toEqual([1]);

    await browser.publishAsync(`${thing}/run`, Buffer.from([1, 2, 3]));
    await until(() => commands.length === 1, 'the device to get the program');
    expect([...(commands[0] ?? [])]).toEqual([1, 2, 3]);
    await device.publishAsync(`${thing}/status`, 'running', { qos: 1 });
    await until(() => statuses.length === 1, 'the browser to hear the status');
    expect(statuses[0]?.toString()).toBe('running');
  });

  it("is refused another user's device: SUBACK 128, and what it publishes there never arrives", async () => {
    const mine = await ownedDevice();
    const theirs = await ownedDevice();
    const theirThing = theirs.endpoint.thingName;
    const theirDevice = await onlineDevice(theirs.credentials);
    const heard = listen(theirDevice, `${theirThing}/run`);
    const stops = listen(theirDevice, `${theirThing}/stop`);
    await theirDevice.subscribeAsync([`${theirThing}/run`, `${theirThing}/stop`]);
    const browser = await connectBrowser(mine.endpoint);

    const granted = await subscribeGranted(browser, [
      `${theirThing}/status`,
      `${mine.endpoint.thingName}/status`,
      '#',
      `${mine.endpoint.thingName}/+`,
      `${mine.endpoint.thingName}/run`,
    ]);
    expect(granted).toEqual([128, 0, 128, 128, 128]);
    await browser.publishAsync(`${theirThing}/run`, 'not yours', { qos: 1 });
    await browser.publishAsync(`${theirThing}/run`, 'not yours either');
    await browser.publishAsync(`${theirThing}/stop`, 'nor this', { qos: 2 });
    await browser.publishAsync(`${mine.endpoint.thingName}/status`, 'a device topic');
    await pause(300);
    expect(heard).toEqual([]);
    expect(stops).toEqual([]);
    // Dropped, not disconnected: the browser goes on with its own device.
    expect(browser.connected).toBe(true);
    expect((await browser.subscribeAsync(`${mine.endpoint.thingName}/display`)).map((g) => g.qos)).toEqual([
      0,
    ]);
  });

  it('needs a client id of its prefix and 16 letters or digits', async () => {
    const { endpoint } = await ownedDevice();
    for (const id of [
      `someone-else-${randomSuffix()}`,
      `${endpoint.clientNamePrefix}short`,
      `${endpoint.clientNamePrefix}${randomSuffix()}!`,
    ]) {
      await expect(connectBrowser(endpoint, id)).rejects.toThrow(/Not authorized|closed/i);
    }
  });

  it('is refused with an expired, forged or missing credential', async () => {
    const { user, endpoint } = await ownedDevice();
    const base = endpoint.endpoint.split('?')[0] ?? '';
    const identity = {
      kind: 'browser' as const,
      userId: user.id,
      thing: endpoint.thingName,
      clientNamePrefix: endpoint.clientNamePrefix,
    };
    const expired = await signBrowserCredential(config.jwtSecret, identity, new Date(Date.now() - 301_000));
    const forged = await signBrowserCredential(new Uint8Array(64).fill(7), identity, new Date());
    expect(await upgradeStatus(endpoint.endpoint)).toBe(101);
    for (const credential of [expired, forged, '', 'not-a-token', `${expired.slice(0, -3)}abc`]) {
      const url = `${base}?credential=${credential}`;
      expect(await upgradeStatus(url)).toBe(401);
      await expect(connectBrowser({ ...endpoint, endpoint: url })).rejects.toThrow();
    }
    // Without a credential it is not a browser, and not a device either.
    await expect(connectBrowser({ ...endpoint, endpoint: base })).rejects.toThrow(
      /Bad username or password/i,
    );
  });

  it('opens nothing new once its registration is deleted, while a live connection goes on', async () => {
    const { device, endpoint, user } = await ownedDevice();
    const live = await connectBrowser(endpoint);
    const removed = await fetch(`${server.origin}/v2/devices/${device.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(removed.status).toBe(204);
    expect(await upgradeStatus(endpoint.endpoint)).toBe(403);
    expect(live.connected).toBe(true);
  });

  it('takes over a connection with the same client id', async () => {
    const { endpoint } = await ownedDevice();
    const id = `${endpoint.clientNamePrefix}${randomSuffix()}`;
    const first = await connectBrowser(endpoint, id);
    const gone = closed(first);
    const second = await connectBrowser(endpoint, id);
    await gone;
    expect(second.connected).toBe(true);
  });
});

describe('a device', () => {
  it('is refused with a password signed by another key, or for another thing, or expired', async () => {
    const { credentials } = await ownedDevice();
    const other = await ownedDevice();
    const { thing, endpoint } = credentials;
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await devicePassword(stranger.toString(), thing),
      await devicePassword(other.credentials.key, thing),
      await devicePassword(credentials.key, other.credentials.thing),
      await devicePassword(credentials.key, thing, { iat: now - 1000, exp: now - 700 }),
      await devicePassword(credentials.key, thing, { iat: now, exp: now + 365 * 86_400 }),
      'not a jws',
    ];
    for (const password of refused) {
      await expect(connectDevice(endpoint, thing, password)).rejects.toThrow(/Bad username or password/i);
    }
    const good = await devicePassword(credentials.key, thing);
    await expect(connectDevice(endpoint, thing, good, 'someone')).rejects.toThrow(
      /Bad username or password/i,
    );
    await expect(connectDevice(endpoint, 'source-academy:999999', good)).rejects.toThrow(
      /Bad username or password/i,
    );
    expect((await connectDevice(endpoint, thing, good)).connected).toBe(true);
  });

  it('cannot connect before its key was ever fetched', async () => {
    const user = await newUser(database, config);
    const secret = `never-fetched-${randomSuffix()}`;
    await registerDevice(server, user.token, secret);
    const thing = await (await fetch(`${server.origin}/v2/devices/${secret}/client_id`)).text();
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const url = `${server.origin.replace('http', 'ws')}/mqtt`;
    await expect(connectDevice(url, thing, await devicePassword(key.toString(), thing))).rejects.toThrow(
      /Bad username or password/i,
    );
  });

  it('may use only its own device-side topics', async () => {
    const mine = await ownedDevice();
    const theirs = await ownedDevice();
    const device = await onlineDevice(mine.credentials);
    const theirBrowser = await connectBrowser(theirs.endpoint);
    const heard = listen(theirBrowser, `${theirs.endpoint.thingName}/status`);
    await theirBrowser.subscribeAsync(`${theirs.endpoint.thingName}/status`);
    const granted = await subscribeGranted(device, [
      `${theirs.endpoint.thingName}/run`,
      `${mine.endpoint.thingName}/status`,
      `${mine.endpoint.thingName}/input`,
    ]);
    expect(granted).toEqual([128, 128, 0]);
    await device.publishAsync(`${theirs.endpoint.thingName}/status`, 'impostor');
    await pause(300);
    expect(heard).toEqual([]);
  });
});

describe('limits', () => {
  it('closes only the connection that sends an oversized packet', async () => {
    const { credentials, endpoint } = await ownedDevice();
    const device = await onlineDevice(credentials);
    const heard = listen(device, `${endpoint.thingName}/run`);
    await device.subscribeAsync(`${endpoint.thingName}/run`);
    const bystander = await connectBrowser(endpoint);
    const sender = await connectBrowser(endpoint);
    const gone = closed(sender);
    sender.publish(`${endpoint.thingName}/run`, Buffer.alloc(MQTT_MAX_PACKET_BYTES + 1));
    await gone;
    await bystander.publishAsync(`${endpoint.thingName}/run`, 'small');
    await until(() => heard.length === 1, 'the small program');
    expect(heard[0]?.toString()).toBe('small');
  });

  it('closes a connection announcing a huge packet in small pieces, or sending garbage', async () => {
    const { credentials } = await ownedDevice();
    const device = await onlineDevice(credentials);
    const url = `${server.origin.replace('http', 'ws')}/mqtt`;
    const raw = async (chunks: Buffer[]) => {
      const ws = new WebSocket(url, 'mqtt');
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      const shut = new Promise((resolve) => ws.once('close', resolve));
      for (const chunk of chunks) ws.send(chunk);
      await shut;
    };
    // PUBLISH with a remaining length of 268 435 455 (the most MQTT can say), one byte a message.
    await raw([0x30, 0xff, 0xff, 0xff, 0x7f].map((byte) => Buffer.from([byte])));
    // A length field of five bytes, which MQTT does not have.
    await raw([Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x01])]);
    // Not MQTT at all.
    await raw([Buffer.from('GET / HTTP/1.1\r\n\r\n'), Buffer.from([0, 0, 0, 0, 0, 0])]);
    expect(device.connected).toBe(true);
    await device.publishAsync(`${credentials.thing}/status`, 'still here');
  });

  it('refuses connections past the cap of this process', async () => {
    const small = await startDeviceServer(
      database,
      brokerTestConfig({
        jwtSecret: config.jwtSecret,
        devices: { ...config.devices, maxConnections: 2 },
      }),
    );
    try {
      const { credentials, endpoint } = await ownedDevice();
      const local = {
        ...endpoint,
        endpoint: endpoint.endpoint.replace(server.origin.slice(7), small.origin.slice(7)),
      };
      const url = credentials.endpoint.replace(server.origin.slice(7), small.origin.slice(7));
      await connectBrowser(local);
      await connectDevice(url, credentials.thing, await devicePassword(credentials.key, credentials.thing));
      expect(await upgradeStatus(local.endpoint)).toBe(503);
      await expect(connectBrowser(local)).rejects.toThrow();
    } finally {
      await closeClients();
      await small.app.close();
    }
  });

  it('closes its connections when the app closes', async () => {
    const own = await startDeviceServer(database, brokerTestConfig({ jwtSecret: config.jwtSecret }));
    const { endpoint } = await ownedDevice();
    const browser = await connectBrowser({
      ...endpoint,
      endpoint: endpoint.endpoint.replace(server.origin.slice(7), own.origin.slice(7)),
    });
    const gone = closed(browser);
    await own.app.close();
    await gone;
  });
});
