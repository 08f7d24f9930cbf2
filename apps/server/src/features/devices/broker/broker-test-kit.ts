import { randomBytes } from 'node:crypto';
import { Device, WsEndpoint } from '@sa/contracts';
import type { FastifyInstance } from 'fastify';
import { importPKCS8, SignJWT } from 'jose';
import mqtt, { type IClientOptions, type MqttClient, type Packet } from 'mqtt';
import { WebSocket } from 'ws';
import type { AppConfig } from '../../../config';
import type { OpenDatabase } from '../../../db/client';
import { buildQuietApp, testConfig } from '../../../test/harness';
import { signedInUser } from '../../../test/signed-in-user';

/**
 * Broker tests talk to a listening app as the real parts do: HTTP for registrations and
 * credentials, and the `mqtt` package over websockets for the broker.
 */
export interface DeviceServer {
  app: FastifyInstance;
  origin: string;
}

export function brokerTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return testConfig({ graderWorkers: 0, ...overrides });
}

export async function startDeviceServer(database: OpenDatabase, config: AppConfig): Promise<DeviceServer> {
  const app = await buildQuietApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, origin: `http://127.0.0.1:${port}` };
}

/** A user in the database and an access token for them. */
export const newUser = (database: OpenDatabase, config: AppConfig) =>
  signedInUser(database, config, 'device_owner');

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

export async function registerDevice(server: DeviceServer, token: string, secret: string): Promise<Device> {
  const response = await fetchOk(`${server.origin}/v2/devices`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Test robot', type: 'EV3', secret }),
  });
  return Device.parse(await response.json());
}

export async function wsEndpoint(server: DeviceServer, token: string, id: number): Promise<WsEndpoint> {
  const response = await fetchOk(`${server.origin}/v2/devices/${id}/ws_endpoint`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return WsEndpoint.parse(await response.json());
}

export interface DeviceCredentials {
  thing: string;
  key: string;
  endpoint: string;
}

/** What the device agent fetches at start: its thing name, its key, and where the broker is. */
export async function deviceCredentials(server: DeviceServer, secret: string): Promise<DeviceCredentials> {
  const text = async (name: string) =>
    (await fetchOk(`${server.origin}/v2/devices/${secret}/${name}`)).text();
  return { thing: await text('client_id'), key: await text('key'), endpoint: await text('mqtt_endpoint') };
}

/** A device's MQTT password: an ES256 JWS of its thing name, as the agent signs it. */
export async function devicePassword(
  keyPem: string,
  thing: string,
  times: { iat?: number; exp?: number } = {},
): Promise<string> {
  const iat = times.iat ?? Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject(thing)
    .setIssuedAt(iat)
    .setExpirationTime(times.exp ?? iat + 300)
    .sign(await importPKCS8(keyPem, 'ES256'));
}

const clients: MqttClient[] = [];

/** No reconnecting: a refused or closed connection stays so, which is what the tests look at. */
const once: IClientOptions = { reconnectPeriod: 0, connectTimeout: 5000, protocolVersion: 4 };

export function randomSuffix(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(16), (byte) => letters[byte % letters.length]).join('');
}

export async function connectBrowser(endpoint: WsEndpoint, clientId?: string): Promise<MqttClient> {
  const client = mqtt.connect(endpoint.endpoint, {
    ...once,
    clientId: clientId ?? `${endpoint.clientNamePrefix}${randomSuffix()}`,
  });
  return connected(client);
}

export async function connectDevice(
  url: string,
  thing: string,
  password: string,
  username = thing,
): Promise<MqttClient> {
  return connected(mqtt.connect(url, { ...once, clientId: thing, username, password }));
}

/** Resolves once CONNACK accepts; rejects with the refusal (or the socket's failure). */
export function connected(client: MqttClient): Promise<MqttClient> {
  clients.push(client);
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('error', (error) => reject(error));
    client.once('close', () => reject(new Error('closed before CONNACK')));
  });
}

export async function closeClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
}

/** Collects what a client hears on one topic. */
export function listen(client: MqttClient, topic: string): Buffer[] {
  const heard: Buffer[] = [];
  client.on('message', (t, payload) => {
    if (t === topic) heard.push(payload);
  });
  return heard;
}

export async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the client's connection has closed (refused, cut off or ended). */
export function closed(client: MqttClient): Promise<void> {
  if (!client.connected && client.disconnected) return Promise.resolve();
  return new Promise((resolve) => client.once('close', () => resolve()));
}

/** The SUBACK's return codes (mqtt.js rejects a SUBACK holding a failure, so it is read off the wire). */
export function subscribeGranted(client: MqttClient, topics: string[], qos: 0 | 1 = 0): Promise<number[]> {
  return new Promise((resolve) => {
    const onPacket = (packet: Packet) => {
      if (packet.cmd !== 'suback') return;
      client.off('packetreceive', onPacket);
      // MQTT 3.1.1's SUBACK holds plain return codes (mqtt-packet types it loosely for MQTT 5).
      resolve((packet.granted as unknown[]).map(Number));
    };
    client.on('packetreceive', onPacket);
    client.subscribe(topics, { qos }, () => undefined);
  });
}

/** The HTTP status a websocket upgrade gets (101 when it opens), as a browser's socket would see it. */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'mqtt');
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', (error) => reject(error));
  });
}
