import { MQTT_MAX_PACKET_BYTES } from '@sa/contracts';
import { DEVICE_KEEPALIVE_MS, DEVICE_PING_INTERVAL_MS, type PeripheralReading } from '@sa/domain';
import mqtt, { type MqttClient } from 'mqtt';
import { randomMessageId } from './client-id';
import {
  encodeSling,
  SLING_DEVICE_TYPES,
  type SlingDisplayKind,
  type SlingMessage,
  slingTopic,
} from './codec';
import { TypedEmitter } from './emitter';
import { SlingInbox } from './inbox';

const SILENCE_CHECK_MS = 250;

export interface SlingConnectOptions {
  /** `ws(s)://.../mqtt?credential=...` from ws_endpoint (or `mqtt://` in tests). */
  endpoint: string;
  /** `clientNamePrefix` + 16 random letters/digits: see makeClientId. */
  clientId: string;
  thingName: string;
  /** For tests: how often to ping and how long a silent device is still taken as there. */
  pingIntervalMs?: number;
  keepaliveMs?: number;
}

export type SlingClientEvents = {
  /** The device answered for the first time (its first status). */
  connected: [];
  /** The device started (true) or finished (false) running a program. */
  running: [running: boolean];
  display: [text: string, kind: SlingDisplayKind];
  /** The device asks for input (status 'prompt'). */
  prompt: [prompt: string];
  monitor: [reading: PeripheralReading];
  /** Nothing heard from the device for keepaliveMs although it was pinged. */
  lost: [];
  /** The device was lost and is heard again. */
  back: [];
  /** The broker refused or dropped us, or the transport failed. */
  error: [error: Error];
};

/**
 * The browser's (or a test's) end of a Sling session with one device: joins the broker, listens on
 * the device's topics, pings it and reports what it says. Nothing the device sends can make it
 * throw: bad or oversized payloads are dropped with a warning.
 */
export class SlingClient extends TypedEmitter<SlingClientEvents> {
  private mqttClient: MqttClient | undefined;
  private thingName = '';
  private inbox = new SlingInbox();
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private silenceTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeardAt = 0;
  private lost = false;
  private running = false;
  private keepaliveMs = DEVICE_KEEPALIVE_MS;

  connect(options: SlingConnectOptions): void {
    this.disconnect();
    this.thingName = options.thingName;
    this.inbox = new SlingInbox();
    this.lost = false;
    this.running = false;
    this.keepaliveMs = options.keepaliveMs ?? DEVICE_KEEPALIVE_MS;
    const client = mqtt.connect(options.endpoint, {
      clientId: options.clientId,
      reconnectPeriod: 2_000,
      connectTimeout: 10_000,
    });
    this.mqttClient = client;
    client.on('connect', () => this.subscribe(client));
    client.on('error', (error) => this.emit('error', error));
    client.on('message', (topic, payload) => this.onMessage(topic, payload));
    const interval = options.pingIntervalMs ?? DEVICE_PING_INTERVAL_MS;
    this.lastHeardAt = Date.now();
    this.pingTimer = setInterval(() => {
      if (this.mqttClient?.connected) this.sendPing();
    }, interval);
    // Checked more often than pings go out, so 'lost' comes soon after keepaliveMs of silence.
    this.silenceTimer = setInterval(() => this.checkSilence(), Math.min(SILENCE_CHECK_MS, interval));
  }

  /** Whether the device has answered since connect(). */
  get deviceConnected(): boolean {
    return this.inbox.connected;
  }

  /** Sends a compiled program; false (with a warning) if not connected or too large. */
  sendRun(code: Uint8Array): boolean {
    return this.send({ type: 'run', id: randomMessageId(), code });
  }

  sendStop(): boolean {
    return this.send({ type: 'stop', id: randomMessageId() });
  }

  sendPing(): boolean {
    return this.send({ type: 'ping', id: randomMessageId() });
  }

  /** Answers a prompt. */
  sendInput(text: string): boolean {
    return this.send({ type: 'input', id: randomMessageId(), payloadType: 'str', value: text });
  }

  disconnect(): void {
    clearInterval(this.pingTimer);
    clearInterval(this.silenceTimer);
    this.pingTimer = undefined;
    this.silenceTimer = undefined;
    const client = this.mqttClient;
    this.mqttClient = undefined;
    if (client) {
      client.removeAllListeners();
      // An error from the closing socket must not become an unhandled 'error' event.
      client.on('error', () => {});
      client.end(true);
    }
  }

  private subscribe(client: MqttClient) {
    const topics = SLING_DEVICE_TYPES.map((type) => slingTopic(this.thingName, type));
    client.subscribe(topics, { qos: 1 }, (error, granted) => {
      const refused = granted?.find((grant) => grant.qos === 128);
      if (error || refused) {
        this.emit('error', error ?? new Error(`The broker refused the subscription to ${refused?.topic}`));
        return;
      }
      this.sendPing();
    });
  }

  private send(message: SlingMessage): boolean {
    const client = this.mqttClient;
    if (!client?.connected) {
      console.warn(`[sling] not connected: ${message.type} not sent`);
      return false;
    }
    const payload = encodeSling(message);
    if (payload.byteLength > MQTT_MAX_PACKET_BYTES) {
      console.warn(
        `[sling] ${message.type} of ${payload.byteLength} bytes is over the broker's limit: not sent`,
      );
      return false;
    }
    client.publish(slingTopic(this.thingName, message.type), toBuffer(payload), { qos: 1 });
    return true;
  }

  private onMessage(topic: string, payload: Uint8Array) {
    if (payload.byteLength > MQTT_MAX_PACKET_BYTES) {
      console.warn(`[sling] dropped a ${payload.byteLength}-byte message on ${topic}`);
      return;
    }
    const events = this.inbox.receive(topic, payload);
    this.heard();
    for (const event of events) {
      switch (event.type) {
        case 'connect':
          this.emit('connected');
          break;
        case 'status':
          if (event.status === 'prompt') this.emit('prompt', event.prompt ?? '');
          if (this.running !== (event.status !== 'idle')) {
            this.running = event.status !== 'idle';
            this.emit('running', this.running);
          }
          break;
        case 'display':
          this.emit('display', event.text, event.kind);
          break;
        case 'monitor':
          this.emit('monitor', event.reading);
          break;
      }
    }
  }

  private heard() {
    this.lastHeardAt = Date.now();
    if (this.lost) {
      this.lost = false;
      this.emit('back');
    }
  }

  private checkSilence() {
    if (!this.lost && Date.now() - this.lastHeardAt > this.keepaliveMs) {
      this.lost = true;
      this.emit('lost');
    }
  }
}

/**
 * mqtt.js takes a Buffer or a string; in the browser its Buffer is a Uint8Array subclass from its
 * polyfill, in Node the real one. Wrapping the bytes without copying works in both.
 */
function toBuffer(bytes: Uint8Array): Buffer {
  return globalThis.Buffer
    ? globalThis.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : (bytes as Buffer);
}
