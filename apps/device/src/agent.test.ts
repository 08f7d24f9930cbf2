import type { PeripheralReading } from '@sa/domain';
import { makeClientId, SlingClient, type SlingClientEvents } from '@sa/sling';
import { afterEach, describe, expect, it } from 'vitest';
import { DeviceAgent } from './agent';
import { fetchCredentials, passwordSigner } from './credentials';
import { compileForEv3 } from './test-support/compile';
import { makeDeviceKey, startBroker, startCredentialServer } from './test-support/servers';

const THING = 'source-academy:7';
const SECRET = 'ev3-test-secret';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A broker that checks device passwords, the credential routes, and the agent started from them. */
async function setup() {
  const key = makeDeviceKey();
  const devices = new Map([[THING, key.publicPem]]);
  const broker = await startBroker(devices);
  let current = broker;
  cleanups.push(() => current.close());
  /** The broker goes away and comes back on the same port (a server restart). */
  const restartBroker = async () => {
    await current.close();
    current = await startBroker(devices, broker.port);
  };
  const server = await startCredentialServer(
    new Map([[SECRET, { thingName: THING, privatePem: key.privatePem }]]),
    broker.url,
  );
  cleanups.push(() => server.close());
  const lines: string[] = [];
  const startAgent = async () => {
    const credentials = await fetchCredentials(server.url, SECRET);
    const agent = new DeviceAgent({
      mqttUrl: credentials.mqttEndpoint,
      thingName: credentials.thingName,
      password: await passwordSigner(credentials.thingName, credentials.privateKeyPem),
      log: (line) => lines.push(line),
      monitorIntervalMs: 100,
      reconnectMs: 100,
    });
    cleanups.push(() => agent.close());
    await agent.start();
    return agent;
  };
  return { broker, server, startAgent, lines, key, restartBroker };
}

function connectClient(url: string, options: { pingIntervalMs?: number; keepaliveMs?: number } = {}) {
  const client = new SlingClient();
  const log: string[] = [];
  const readings: PeripheralReading[] = [];
  for (const event of ['connected', 'running', 'display', 'lost', 'back', 'error'] as const) {
    client.on(event, (...args: unknown[]) => log.push([event, ...args.map(String)].join(' ')));
  }
  client.on('monitor', (reading) => readings.push(reading));
  client.connect({
    endpoint: url,
    clientId: makeClientId('source-academy-u1-'),
    thingName: THING,
    ...options,
  });
  cleanups.push(() => client.disconnect());
  return { client, log, readings };
}

function next<E extends keyof SlingClientEvents>(client: SlingClient, event: E, timeoutMs = 10_000) {
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

async function until(check: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the device agent, end to end over a real broker', { timeout: 20_000 }, () => {
  it('runs an EV3 program that drives motor A for 500 ms and displays its position', async () => {
    const { broker, startAgent, lines } = await setup();
    await startAgent();
    const { client, log } = connectClient(broker.url);
    await next(client, 'connected');
    const program = await compileForEv3(
      'const m = ev3_motorA(); ev3_runForTime(m, 500, 300); ev3_pause(600); display(ev3_motorGetPosition(m));',
    );
    client.sendRun(program);
    await until(() => log.includes('running false'));
    const shown = log.filter((entry) => entry.startsWith('display '));
    expect(log.indexOf('running true')).toBeLessThan(log.indexOf(shown[0] ?? ''));
    const position = Number(/^display (\S+) output$/.exec(shown[0] ?? '')?.[1]);
    expect(position).toBeGreaterThan(140);
    expect(position).toBeLessThanOrEqual(150);
    expect(shown[1]).toBe(`display ${position} result`);
    expect(lines).toContain(`running a program (${program.byteLength} bytes)`);
  });

  it('stops a runaway loop within a second of the stop message', async () => {
    const { broker, startAgent } = await setup();
    await startAgent();
    const { client, log } = connectClient(broker.url);
    await next(client, 'connected');
    client.sendRun(await compileForEv3('while (true) {}'));
    await next(client, 'running');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    client.sendStop();
    const [running] = await next(client, 'running', 1_000);
    expect(running).toBe(false);
    expect(Date.now() - stoppedAt).toBeLessThan(1_000);
    expect(log.filter((entry) => entry.startsWith('display'))).toEqual([]);
  });

  it('tells a client that joins mid-run that a program is running', async () => {
    const { broker, startAgent } = await setup();
    await startAgent();
    const first = connectClient(broker.url);
    await next(first.client, 'connected');
    first.client.sendRun(await compileForEv3('while (true) {}'));
    await next(first.client, 'running');
    const late = connectClient(broker.url);
    await until(() => late.log.includes('running true'));
    expect(late.log.slice(0, 2)).toEqual(['connected', 'running true']);
    first.client.sendStop();
    await until(() => late.log.includes('running false'));
  });

  it('reports program errors and malformed programs as error displays and stays up', async () => {
    const { broker, startAgent } = await setup();
    await startAgent();
    const { client, log } = connectClient(broker.url);
    await next(client, 'connected');
    client.sendRun(Uint8Array.of(9, 9, 9));
    await until(() => log.includes('running false'));
    expect(log.find((entry) => entry.endsWith(' error'))).toMatch(
      /^display The program could not be loaded: /,
    );
    client.sendRun(await compileForEv3('ev3_motorStart(42);'));
    await until(() => log.filter((entry) => entry === 'running false').length === 2);
    expect(log.filter((entry) => entry.endsWith(' error'))[1]).toContain('ev3_motorStart: expected a motor');
  });

  it('streams a reading of every peripheral while connected, and the motors move in them', async () => {
    const { broker, startAgent } = await setup();
    await startAgent();
    const { client, readings } = connectClient(broker.url);
    await next(client, 'connected');
    await until(() => readings.length >= 7);
    expect(new Set(readings.slice(0, 7).map((r) => `${r.kind}${r.port}`))).toEqual(
      new Set(['motorA', 'motorB', 'motorC', 'sensor1', 'sensor2', 'sensor3', 'sensor4']),
    );
    client.sendRun(
      await compileForEv3('ev3_motorSetSpeed(ev3_motorC(), 600); ev3_motorStart(ev3_motorC());'),
    );
    await until(() =>
      readings.some((r) => r.kind === 'motor' && r.port === 'C' && r.speed === 600 && r.position > 0),
    );
  });

  it("is 'lost' to the client when the agent goes away and 'back' when a new agent says hello", async () => {
    const { broker, startAgent } = await setup();
    const agent = await startAgent();
    const { client, log } = connectClient(broker.url, { pingIntervalMs: 100, keepaliveMs: 600 });
    await next(client, 'connected');
    const lost = next(client, 'lost');
    await agent.close();
    await lost;
    const back = next(client, 'back');
    await startAgent();
    await back;
    client.sendRun(await compileForEv3('display("again");'));
    await until(() => log.includes('display "again" output'));
  });

  it('reconnects when the broker goes away and comes back, and says hello again', async () => {
    const { broker, startAgent, lines, restartBroker } = await setup();
    await startAgent();
    await restartBroker();
    await until(() => lines.includes('reconnected'));
    expect(lines).toContain('connection to the broker lost; reconnecting');
    const { client, log } = connectClient(broker.url);
    await next(client, 'connected');
    client.sendRun(await compileForEv3('display("after the restart");'));
    await until(() => log.includes('display "after the restart" output'));
  });

  it('is refused by the broker with a password signed by another key', async () => {
    const { broker } = await setup();
    const wrongKey = makeDeviceKey();
    const agent = new DeviceAgent({
      mqttUrl: broker.url,
      thingName: THING,
      password: await passwordSigner(THING, wrongKey.privatePem),
      log: () => {},
    });
    cleanups.push(() => agent.close());
    await expect(agent.start()).rejects.toThrow(/refused/);
  });
});
