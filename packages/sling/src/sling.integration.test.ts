import type { PeripheralReading } from '@sa/domain';
import { monitorFields } from '@sa/domain';
import mqtt, { type MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlingClient, type SlingClientEvents } from './client';
import { makeClientId } from './client-id';
import { decodeSling } from './codec';
import { DeviceLink } from './device-link';
import { startTestBroker } from './test-broker';

const THING = 'source-academy:7';
const MOTOR: PeripheralReading = {
  kind: 'motor',
  port: 'A',
  type: 'lego-ev3-l-motor',
  position: 250,
  speed: 500,
};

type Broker = Awaited<ReturnType<typeof startTestBroker>>;
let broker: Broker;
const cleanups: (() => void)[] = [];

beforeEach(async () => {
  broker = await startTestBroker();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await broker.close();
});

/** A device that answers pings with its status and plays a short program for each run. */
function startDevice(url: string) {
  const mqttClient: MqttClient = mqtt.connect(url, { clientId: THING, reconnectPeriod: 0 });
  const link = new DeviceLink(mqttClient, THING);
  const runs: Uint8Array[] = [];
  let running = false;
  link.on('ping', () => link.sendStatus(running ? 'running' : 'idle'));
  link.on('run', (code) => {
    runs.push(code);
    running = true;
    link.sendStatus('running');
    link.sendDisplay('first line', 'output');
    link.sendDisplayParts(['in ', 'parts'], 'output');
    link.sendMonitor(monitorFields(MOTOR));
    link.sendDisplay(String(code.byteLength), 'result');
    running = false;
    link.sendStatus('idle');
  });
  const stop = () => {
    link.close();
    mqttClient.end(true);
  };
  cleanups.push(stop);
  return { link, runs, stop, mqttClient };
}

function startClient(url: string, options: { pingIntervalMs?: number; keepaliveMs?: number } = {}) {
  const client = new SlingClient();
  const log: string[] = [];
  const record =
    <E extends keyof SlingClientEvents>(event: E) =>
    (...args: SlingClientEvents[E]) =>
      log.push(
        [event, ...args.map((a) => (typeof a === 'object' ? JSON.stringify(a) : String(a)))].join(' '),
      );
  for (const event of ['connected', 'running', 'display', 'monitor', 'lost', 'back', 'error'] as const) {
    client.on(event, record(event));
  }
  client.connect({
    endpoint: url,
    clientId: makeClientId('source-academy-u1-'),
    thingName: THING,
    ...options,
  });
  cleanups.push(() => client.disconnect());
  return { client, log };
}

function next<E extends keyof SlingClientEvents>(client: SlingClient, event: E, timeoutMs = 3_000) {
  return new Promise<SlingClientEvents[E]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${String(event)}' within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const off = client.on(event, (...args) => {
      clearTimeout(timer);
      off();
      resolve(args);
    });
  });
}

async function until(check: () => boolean, timeoutMs = 3_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SlingClient and DeviceLink over a real broker', () => {
  it('connects on the first status, delivers run bytes, and gets display, status and monitor back in order', async () => {
    startDevice(broker.url);
    const { client, log } = startClient(broker.url);
    await next(client, 'connected');
    const code = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 256);
    expect(client.sendRun(code)).toBe(true);
    await until(() => log.includes('running false'));
    expect(log).toEqual([
      'connected',
      'running true',
      'display first line output',
      'display in parts output',
      `monitor ${JSON.stringify(MOTOR)}`,
      'display 1000 result',
      'running false',
    ]);
  });

  it('numbers the device messages 1, 2, 3... after a hello with a fresh nonce, on every connection', async () => {
    const watcher = mqtt.connect(broker.url, { clientId: 'watcher', reconnectPeriod: 0 });
    cleanups.push(() => watcher.end(true));
    const seen: string[] = [];
    const nonces: number[] = [];
    watcher.on('message', (topic, payload) => {
      const message = decodeSling(topic, payload);
      if (message?.type === 'hello') nonces.push(message.nonce);
      seen.push(message ? `${message.type}:${message.type === 'hello' ? 'hello' : message.id}` : 'malformed');
    });
    await watcher.subscribeAsync(`${THING}/+`, { qos: 1 });
    for (let round = 0; round < 2; round++) {
      const device = startDevice(broker.url);
      await new Promise<void>((resolve) => device.link.on('ready', () => resolve()));
      device.link.sendStatus('idle');
      device.link.sendDisplayParts(['a', 'b'], 'output');
      device.link.sendMonitor(['1', '2', '3', '4']);
      await until(() => seen.length === 10 * (round + 1));
      device.stop();
    }
    const session = ['hello:hello', 'status:1', 'display:2', 'display:3', 'display:4'];
    const monitor = ['monitor:5', 'monitor:6', 'monitor:7', 'monitor:8', 'monitor:9'];
    expect(seen).toEqual([...session, ...monitor, ...session, ...monitor]);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('passes the program bytes unchanged and hands stop to the device', async () => {
    const device = startDevice(broker.url);
    let stops = 0;
    device.link.on('stop', () => stops++);
    const { client } = startClient(broker.url);
    await next(client, 'connected');
    const code = Uint8Array.from({ length: 5000 }, (_, i) => (i * 31) % 256);
    client.sendRun(code);
    client.sendStop();
    await until(() => stops === 1 && device.runs.length === 1);
    expect(Array.from(device.runs[0] ?? [])).toEqual(Array.from(code));
  });

  it("says 'lost' when the device goes away and 'back' when it returns and says hello again", async () => {
    const device = startDevice(broker.url);
    const { client, log } = startClient(broker.url, { pingIntervalMs: 100, keepaliveMs: 500 });
    await next(client, 'connected');
    const lost = next(client, 'lost');
    device.stop();
    const goneAt = Date.now();
    await lost;
    expect(Date.now() - goneAt).toBeLessThan(1_000);
    const back = next(client, 'back');
    const again = startDevice(broker.url);
    await back;
    // The new session's numbering (hello, then 1, 2...) is followed: its run is reported.
    again.link.on('run', () => {});
    client.sendRun(Uint8Array.of(1, 2, 3));
    await until(() => log.filter((entry) => entry === 'running false').length === 1);
    expect(log.slice(0, 3)).toEqual(['connected', 'lost', 'back']);
    expect(log).toContain('display 3 result');
  });

  it('drops malformed and oversized payloads with a warning and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const device = startDevice(broker.url);
    const { client, log } = startClient(broker.url);
    await next(client, 'connected');
    const stranger = mqtt.connect(broker.url, { clientId: 'stranger', reconnectPeriod: 0 });
    cleanups.push(() => stranger.end(true));
    await new Promise<void>((resolve) => stranger.on('connect', () => resolve()));
    for (const payload of [Buffer.of(1), Buffer.of(1, 0, 0, 0, 77, 0), Buffer.alloc(256 * 1024 + 1, 7)]) {
      await stranger.publishAsync(`${THING}/display`, payload, { qos: 1 });
    }
    await stranger.publishAsync(`${THING}/monitor`, Buffer.of(2, 0, 0, 0, 1), { qos: 1 });
    await until(() => warn.mock.calls.length >= 4);
    device.link.sendDisplay('still fine', 'output');
    await until(() => log.includes('display still fine output'));
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual(
      expect.arrayContaining([expect.stringContaining('dropped a 262145-byte message')]),
    );
    warn.mockRestore();
  });

  it("reports the broker's refusal as an error", async () => {
    broker.broker.authenticate = (_client, _username, _password, done) => {
      const error = Object.assign(new Error('Not authorized'), { returnCode: 5 as const });
      done(error, false);
    };
    const { client } = startClient(broker.url);
    const [error] = await next(client, 'error');
    expect(error.message).toMatch(/Not authorized/);
  });

  it('refuses to send before the broker connection is up or over the packet limit', async () => {
    const client = new SlingClient();
    expect(client.sendStop()).toBe(false);
    startDevice(broker.url);
    const { client: connected } = startClient(broker.url);
    await next(connected, 'connected');
    expect(connected.sendRun(new Uint8Array(256 * 1024 + 1))).toBe(false);
  });
});
