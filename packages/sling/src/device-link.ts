import { MQTT_MAX_PACKET_BYTES } from '@sa/contracts';
import type { MqttClient } from 'mqtt';
import {
  decodeSling,
  encodeSling,
  SLING_CLIENT_TYPES,
  type SlingDisplayKind,
  type SlingMessage,
  type SlingStatus,
  type SlingValue,
  slingTopic,
} from './codec';
import { TypedEmitter } from './emitter';

export type DeviceLinkEvents = {
  /** A program to run: the assembled SVML bytes. */
  run: [code: Uint8Array];
  stop: [];
  /** A client asks whether the device is there: answer with sendStatus. */
  ping: [];
  /** A client's answer to a prompt. */
  input: [value: SlingValue];
  /** Subscribed (again) after (re)connecting, hello sent. */
  ready: [];
  error: [error: Error];
};

/** What the link needs of an mqtt.js client: the device's app makes it with its credentials. */
export type DeviceMqtt = Pick<MqttClient, 'on' | 'off' | 'subscribe' | 'publish' | 'connected'>;

/**
 * The device's end of Sling. Each time the MQTT connection comes up it subscribes to the device's
 * client topics and says hello with a fresh random nonce, then numbers its messages 1, 2, 3..., so
 * clients can put them back in order. Messages from clients are handed to listeners; malformed or
 * oversized ones are dropped with a warning.
 */
export class DeviceLink extends TypedEmitter<DeviceLinkEvents> {
  private nextId = 1;
  private readonly onConnect = () => this.start();
  private readonly onMessage = (topic: string, payload: Uint8Array) => this.receive(topic, payload);

  constructor(
    private readonly client: DeviceMqtt,
    readonly thingName: string,
    private readonly randomNonce: () => number = defaultNonce,
  ) {
    super();
    client.on('connect', this.onConnect);
    client.on('message', this.onMessage);
    if (client.connected) this.start();
  }

  /** Stops listening to the client (which the caller ends). */
  close(): void {
    this.client.off('connect', this.onConnect);
    this.client.off('message', this.onMessage);
  }

  sendStatus(status: Exclude<SlingStatus, 'prompt'>): void {
    this.publish({ type: 'status', id: this.takeId(), status });
  }

  sendPrompt(prompt: string): void {
    this.publish({ type: 'status', id: this.takeId(), status: 'prompt', prompt });
  }

  /** One self-flushing line of text (display output, a result or an error). */
  sendDisplay(text: string, kind: SlingDisplayKind): void {
    this.publish({
      type: 'display',
      id: this.takeId(),
      displayType: kind,
      selfFlushing: true,
      payloadType: 'str',
      value: text,
    });
  }

  /** Text in parts, shown as one when the flush arrives. */
  sendDisplayParts(parts: readonly string[], kind: SlingDisplayKind): void {
    const startingId = this.nextId;
    for (const part of parts) {
      this.publish({
        type: 'display',
        id: this.takeId(),
        displayType: kind,
        selfFlushing: false,
        payloadType: 'str',
        value: part,
      });
    }
    this.publish({ type: 'display', id: this.takeId(), displayType: 'flush', startingId });
  }

  /** One peripheral reading: its four fields, then a flush. */
  sendMonitor(fields: readonly string[]): void {
    const startingId = this.nextId;
    for (const data of fields) this.publish({ type: 'monitor', id: this.takeId(), isFlush: false, data });
    this.publish({ type: 'monitor', id: this.takeId(), isFlush: true, startingId });
  }

  private start() {
    const topics = SLING_CLIENT_TYPES.map((type) => slingTopic(this.thingName, type));
    this.client.subscribe(topics, { qos: 1 }, (error, granted) => {
      const refused = granted?.find((grant) => grant.qos === 128);
      if (error || refused) {
        this.emit('error', error ?? new Error(`The broker refused the subscription to ${refused?.topic}`));
        return;
      }
      this.nextId = 1;
      this.publish({ type: 'hello', id: 0, nonce: this.randomNonce() });
      this.emit('ready');
    });
  }

  private takeId(): number {
    const id = this.nextId;
    this.nextId = id >= 0xffff_ffff ? 0 : id + 1;
    return id;
  }

  private publish(message: SlingMessage) {
    const payload = encodeSling(message);
    if (payload.byteLength > MQTT_MAX_PACKET_BYTES) {
      console.warn(
        `[sling] ${message.type} of ${payload.byteLength} bytes is over the broker's limit: not sent`,
      );
      return;
    }
    const bytes = Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
    this.client.publish(slingTopic(this.thingName, message.type), bytes, { qos: 1 });
  }

  private receive(topic: string, payload: Uint8Array) {
    if (!topic.startsWith(`${this.thingName}/`)) return;
    if (payload.byteLength > MQTT_MAX_PACKET_BYTES) {
      console.warn(`[sling] dropped a ${payload.byteLength}-byte message on ${topic}`);
      return;
    }
    const message = decodeSling(topic, payload);
    switch (message?.type) {
      case 'run':
        this.emit('run', message.code);
        return;
      case 'stop':
        this.emit('stop');
        return;
      case 'ping':
        this.emit('ping');
        return;
      case 'input': {
        const { type: _type, id: _id, ...value } = message;
        this.emit('input', value as SlingValue);
        return;
      }
      default:
        console.warn(`[sling] dropped a malformed or unexpected message on ${topic}`);
    }
  }
}

function defaultNonce(): number {
  const [value = 1] = crypto.getRandomValues(new Uint32Array(1));
  return value;
}
