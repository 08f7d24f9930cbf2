import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { MQTT_MAX_PACKET_BYTES } from '@sa/contracts';
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { devicePublicKey, hasRegistered } from '../queries';
import { openBackbone } from './backbone';
import { type BrowserIdentity, verifyBrowserCredential, verifyDevicePassword } from './credentials';
import { PacketMeter } from './packet-meter';
import { type BrokerIdentity, deviceIdOfThing, isBrowserClientId, mayPublish, maySubscribe } from './topics';

export interface BrokerDeps {
  config: AppConfig;
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface DeviceBroker {
  /** Takes a websocket upgrade of MQTT_WEBSOCKET_PATH. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** MQTT 3.1.1's CONNACK codes we answer with (aedes passes them on). */
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;
/** Client ids are ours to shape (a thing name, or a prefix and 16 characters): longer is not ours. */
const MAX_CLIENT_ID_LENGTH = 128;
const CONNECT_TIMEOUT_MS = 10_000;

type PublishDone = (error?: Error) => void;
type InternalPublish = (
  packet: PublishPacket,
  client: Client | null | PublishDone,
  done?: PublishDone,
) => void;

function refusal(code: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: code });
}

function answer(socket: Duplex, status: string): void {
  socket.on('error', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The MQTT broker of remote devices (ADR 22): aedes in this process, reached over websockets at
 * /mqtt. A browser's upgrade carries the credential of `ws_endpoint` and is refused (401) when it
 * is bad; a device's carries none and proves itself at CONNECT with a password signed by its key.
 * Each connection may then use only its own thing's topics (topics.ts).
 */
export async function startBroker(deps: BrokerDeps): Promise<DeviceBroker> {
  const { config, db, now, log } = deps;
  const { thingPrefix, maxConnections } = config.devices;
  const backbone = await openBackbone(config.devices, config.sharing.redisUrl, log);
  /** What the upgrade learned from the credential, until CONNECT asks. */
  const credentialOf = new WeakMap<IncomingMessage, BrowserIdentity>();
  const identityOf = new WeakMap<Client, BrokerIdentity>();
  /** Packets refused by authorizePublish: acknowledged as MQTT asks, then never published. */
  const dropped = new WeakSet<object>();

  async function authenticate(client: Client, username: string | undefined, password: Buffer | undefined) {
    const browser = client.req ? credentialOf.get(client.req) : undefined;
    if (browser) {
      if (!isBrowserClientId(client.id, browser.clientNamePrefix))
        throw refusal(NOT_AUTHORIZED, 'client id does not match the credential');
      return browser;
    }
    const deviceId = deviceIdOfThing(thingPrefix, client.id);
    if (deviceId === undefined || username !== client.id || !password)
      throw refusal(BAD_USERNAME_OR_PASSWORD, 'not a device of ours');
    const publicKey = await devicePublicKey(db, deviceId);
    if (!publicKey || !(await verifyDevicePassword(publicKey, password.toString('utf8'), client.id, now())))
      throw refusal(BAD_USERNAME_OR_PASSWORD, 'device password refused');
    return { kind: 'device', thing: client.id } satisfies BrokerIdentity;
  }

  const broker = await Aedes.createBroker({
    ...(backbone.mq ? { mq: backbone.mq } : {}),
    ...(backbone.persistence ? { persistence: backbone.persistence } : {}),
    maxClientsIdLength: MAX_CLIENT_ID_LENGTH,
    // A socket that never says CONNECT holds one of the process's places: not for long.
    connectTimeout: CONNECT_TIMEOUT_MS,
    authenticate(client, username, password, done) {
      authenticate(client, username ?? undefined, password ?? undefined).then(
        (identity) => {
          identityOf.set(client, identity);
          done(null, true);
        },
        (error: unknown) => {
          const returnCode = (error as Partial<AuthenticateError>).returnCode;
          if (returnCode) {
            log.debug({ err: error, clientId: client.id }, 'mqtt: connection refused');
            return done(error as AuthenticateError, false);
          }
          // Our failure (the database), not the client's: said so, and the client may retry.
          log.error({ err: error, clientId: client.id }, 'mqtt: could not authenticate a client');
          done(refusal(SERVER_UNAVAILABLE, 'server unavailable'), false);
        },
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const identity = identityOf.get(client);
      if (identity && maySubscribe(identity, subscription.topic)) return done(null, subscription);
      log.debug({ clientId: client.id, topic: subscription.topic }, 'mqtt: subscription refused');
      // null (not an error): a SUBACK with 128 for this topic, and the connection stays open.
      done(null, null);
    },
    authorizePublish(client, packet, done) {
      const identity = client ? identityOf.get(client) : undefined;
      // A retained command would replay to a device on every reconnect: nothing is retained.
      packet.retain = false;
      if (!identity || !mayPublish(identity, packet.topic)) {
        log.debug({ clientId: client?.id, topic: packet.topic }, 'mqtt: publish dropped');
        dropped.add(packet);
      }
      done(null);
    },
  });
  // Dropping a refused packet here, not in authorizePublish: an error there closes the connection.
  // aedes' own publish also takes the sending client (its typings show only the public form).
  const inner = broker as unknown as { publish: InternalPublish };
  const publish = inner.publish.bind(broker);
  inner.publish = (packet, client, done) => {
    if (!dropped.has(packet)) return publish(packet, client, done);
    const callback = typeof client === 'function' ? client : done;
    callback?.();
  };
  broker.on('clientError', (client, error) =>
    log.debug({ err: error, clientId: client.id }, 'mqtt client error'),
  );
  broker.on('connectionError', (client, error) =>
    log.debug({ err: error, clientId: client.id }, 'mqtt connection error'),
  );

  const wss = new WebSocketServer({
    noServer: true,
    // Clients send a packet or a few per websocket message; PacketMeter holds each packet to the
    // limit, this only bounds what one message may buffer.
    maxPayload: 2 * MQTT_MAX_PACKET_BYTES,
    handleProtocols: (protocols) => (protocols.has('mqtt') ? 'mqtt' : false),
  });
  let open = 0;

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const credential = new URL(request.url ?? '/', 'http://localhost').searchParams.get('credential');
    if (credential !== null) {
      const identity = await verifyBrowserCredential(config.jwtSecret, credential, now());
      if (!identity) return answer(socket, '401 Unauthorized');
      // A credential lives 300 s: one of a registration deleted since then opens nothing new.
      const deviceId = deviceIdOfThing(thingPrefix, identity.thing);
      if (deviceId === undefined || !(await hasRegistered(db, identity.userId, deviceId)))
        return answer(socket, '403 Forbidden');
      credentialOf.set(request, identity);
    }
    if (open >= maxConnections || broker.closed) return answer(socket, '503 Service Unavailable');
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(request, socket, head, (ws) => {
      open++;
      ws.on('close', () => open--);
      ws.on('error', (error) => log.debug({ err: error }, 'mqtt websocket error'));
      const meter = new PacketMeter(MQTT_MAX_PACKET_BYTES);
      // Before the stream's own listener: an oversized packet is cut off before aedes reads it.
      ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
        const parts = Array.isArray(data) ? data : [Buffer.from(data as ArrayBuffer)];
        if (!parts.every((part) => meter.feed(part))) {
          log.debug('mqtt: packet over the size limit, connection closed');
          ws.terminate();
        }
      });
      const stream = createWebSocketStream(ws);
      stream.on('error', () => stream.destroy());
      broker.handle(stream, request);
    });
  }

  return {
    upgrade(request, socket, head) {
      upgrade(request, socket, head).catch((error: unknown) => {
        log.error({ err: error }, 'mqtt: upgrade failed');
        socket.destroy();
      });
    },
    async close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await backbone.close();
    },
  };
}
