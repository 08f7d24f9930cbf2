import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import mqtt from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config';
import type { OpenDatabase } from '../../../db/client';
import { openTestDatabase } from '../../../test/database';
import {
  brokerTestConfig,
  closeClients,
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
  until,
  wsEndpoint,
} from './broker-test-kit';

/**
 * Two server processes (two apps on one database) sharing the broker: a device on one and a
 * browser on the other hear each other, each message once. Through Redis at TEST_REDIS_URL
 * (default redis://127.0.0.1:6379) and through an outside MQTT broker at TEST_MQTT_URL (default
 * mqtt://127.0.0.1:1883); a backbone that does not answer skips its tests, unless its variable
 * was set.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MQTT_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const redisReachable = await probeRedis(REDIS_URL);
const mqttReachable = await probeMqtt(MQTT_URL);
if (!redisReachable && process.env.TEST_REDIS_URL)
  throw new Error(`TEST_REDIS_URL ${REDIS_URL} does not answer`);
if (!mqttReachable && process.env.TEST_MQTT_URL) throw new Error(`TEST_MQTT_URL ${MQTT_URL} does not answer`);

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(closeClients);
afterAll(async () => database?.close());

/** Swaps the origin of a URL the server handed out for another server's. */
const on = (server: DeviceServer, url: string) =>
  url.replace(/^ws:\/\/[^/]+/, server.origin.replace('http', 'ws'));

async function twoProcessesShare(config: AppConfig): Promise<void> {
  const a = await startDeviceServer(database, config);
  const b = await startDeviceServer(database, config);
  try {
    const user = await newUser(database, config);
    const secret = `backbone-${randomSuffix()}`;
    const device = await registerDevice(a, user.token, secret);
    const credentials = await deviceCredentials(a, secret);
    const endpoint = await wsEndpoint(a, user.token, device.id);
    const thing = endpoint.thingName;

    const onA = await connectDevice(
      on(a, credentials.endpoint),
      thing,
      await devicePassword(credentials.key, thing),
    );
    const onB = await connectBrowser({ ...endpoint, endpoint: on(b, endpoint.endpoint) });
    const commands = listen(onA, `${thing}/run`);
    const statuses = listen(onB, `${thing}/status`);
    await onA.subscribeAsync(`${thing}/run`);
    await onB.subscribeAsync(`${thing}/status`);
    // Subscriptions reach the other process asynchronously: the device keeps saying hello until heard.
    const hello = setInterval(() => onA.publish(`${thing}/status`, 'hello'), 100);
    try {
      await until(() => statuses.length > 0, 'the browser on B to hear the device on A');
    } finally {
      clearInterval(hello);
    }
    statuses.length = 0;
    await onA.publishAsync(`${thing}/status`, 'ready', { qos: 1 });
    await onB.publishAsync(`${thing}/run`, Buffer.from([7, 7]), { qos: 1 });
    await until(() => statuses.length === 1 && commands.length === 1, 'a message each way');
    await pause(300);
    // Once each: no process delivers a message twice.
    expect(statuses.map(String)).toEqual(['ready']);
    expect(commands.map((c) => [...c])).toEqual([[7, 7]]);
  } finally {
    await closeClients();
    await a.app.close();
    await b.app.close();
  }
}

/** A prefix of this run's own, so runs sharing a Redis or a Mosquitto never hear each other. */
const runPrefix = () => `t${randomBytes(4).toString('hex')}`;

describe.skipIf(!redisReachable)('the broker shared through Redis', () => {
  it('delivers between two processes through Redis', async () => {
    const base = brokerTestConfig();
    await twoProcessesShare({
      ...base,
      sharing: { ...base.sharing, redisUrl: REDIS_URL },
      devices: { ...base.devices, thingPrefix: runPrefix() },
    });
  });
});

describe.skipIf(!mqttReachable)('the broker shared through MQTT_URL', () => {
  it('delivers between two processes through the outside broker', async () => {
    const base = brokerTestConfig();
    await twoProcessesShare({
      ...base,
      devices: { ...base.devices, mqttUrl: MQTT_URL, thingPrefix: runPrefix() },
    });
  });

  it('wins over Redis for messages when both are set', async () => {
    if (!redisReachable) return;
    const base = brokerTestConfig();
    await twoProcessesShare({
      ...base,
      sharing: { ...base.sharing, redisUrl: REDIS_URL },
      devices: { ...base.devices, mqttUrl: MQTT_URL, thingPrefix: runPrefix() },
    });
  });
});

async function probeRedis(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function probeMqtt(url: string): Promise<boolean> {
  try {
    const client = await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 1000 });
    await client.endAsync();
    return true;
  } catch {
    return false;
  }
}
