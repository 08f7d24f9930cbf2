import type { FastifyBaseLogger } from 'fastify';
import mqemitter, { type Message, type MQEmitter } from 'mqemitter';
import mqtt, { type MqttClient } from 'mqtt';

/** How long start-up waits for the outside broker before going on without it (for now). */
const FIRST_CONNECTION_WAIT_MS = 5000;

type Listener = (message: Message, done: () => void) => void;

/** A Buffer inside a message, as JSON carries it. */
interface EncodedBytes {
  $bytes: string;
}

function isEncodedBytes(value: unknown): value is EncodedBytes {
  return typeof value === 'object' && value !== null && typeof (value as EncodedBytes).$bytes === 'string';
}

/**
 * The envelope on the backbone: every field of aedes' message (topic, payload, qos, retain, and
 * the broker id and counter aedes uses to tell brokers apart), bytes as base64.
 */
export function encodeMessage(message: Message): string {
  return JSON.stringify(message, (_key, value: unknown) => {
    if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
    // Buffer#toJSON runs before the replacer sees the value: catch its output too.
    if (
      typeof value === 'object' &&
      value !== null &&
      (value as { type?: unknown }).type === 'Buffer' &&
      Array.isArray((value as { data?: unknown }).data)
    ) {
      return { $bytes: Buffer.from((value as { data: number[] }).data).toString('base64') };
    }
    return value;
  });
}

export function decodeMessage(text: string): Message | undefined {
  try {
    const value: unknown = JSON.parse(text, (_key, inner: unknown) =>
      isEncodedBytes(inner) ? Buffer.from(inner.$bytes, 'base64') : inner,
    );
    if (typeof value !== 'object' || value === null || typeof (value as Message).topic !== 'string')
      return undefined;
    return value as Message;
  } catch {
    return undefined;
  }
}

/**
 * An mqemitter (what aedes takes as `mq`) whose messages travel through an outside MQTT broker,
 * so every server process sees every message (MQTT_URL). Each emit is published there under
 * `<topicPrefix>/<topic>`; local listeners hear a message only when it comes back from there,
 * never straight from emit, so each process delivers each message exactly once, its own included.
 */
export class MqttEmitter {
  private readonly local: MQEmitter = mqemitter({ matchEmptyLevels: true });
  private closed = false;

  private constructor(
    private readonly client: MqttClient,
    private readonly topicPrefix: string,
    log: FastifyBaseLogger,
  ) {
    client.on('message', (topic, payload) => {
      const message = decodeMessage(payload.toString('utf8'));
      if (!message || topic !== `${topicPrefix}/${message.topic}`) {
        log.warn({ topic }, 'mqtt backbone: a message that is not ours, ignored');
        return;
      }
      this.local.emit(message);
    });
    client.on('error', (error) => log.error({ err: error }, 'mqtt backbone error'));
  }

  /**
   * Connects to the outside broker and hears everything under the prefix. Waits a few seconds for
   * the first connection so a working backbone is in place when the server starts listening; an
   * outside broker that is down does not stop the server: the client keeps retrying (subscribing
   * again each time) and messages wait in its queue.
   */
  static async open(url: string, topicPrefix: string, log: FastifyBaseLogger): Promise<MqttEmitter> {
    const client = mqtt.connect(url, {
      clientId: `${topicPrefix.replace(/[^A-Za-z0-9_-]/g, '-')}-${crypto.randomUUID()}`,
      reconnectPeriod: 1000,
      clean: true,
    });
    const emitter = new MqttEmitter(client, topicPrefix, log);
    client.subscribe(`${topicPrefix}/#`, { qos: 1 });
    client.on('offline', () => log.warn({ url }, 'mqtt backbone: offline, retrying'));
    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), FIRST_CONNECTION_WAIT_MS);
      client.once('connect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!connected) log.error({ url }, 'mqtt backbone: not reachable yet, still trying');
    return emitter;
  }

  on(topic: string, listener: Listener, done?: () => void): this {
    this.local.on(topic, listener, done);
    return this;
  }

  removeListener(topic: string, listener: Listener, done?: () => void): void {
    this.local.removeListener(topic, listener, done);
  }

  emit(message: Message, done?: (error?: Error) => void): void {
    if (this.closed) {
      done?.(new Error('mqtt backbone is closed'));
      return;
    }
    this.client.publish(`${this.topicPrefix}/${message.topic}`, encodeMessage(message), { qos: 1 }, (error) =>
      done?.(error ?? undefined),
    );
  }

  close(done: () => void): void {
    this.closed = true;
    this.client.end(false, {}, () => this.local.close(done));
  }
}
