import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Message } from 'mqemitter';
import mqtt from 'mqtt';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, MqttEmitter } from './mqtt-emitter';

/** The outside broker at TEST_MQTT_URL (default the machine's Mosquitto); skipped when absent. */
const MQTT_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const reachable = await mqtt
  .connectAsync(MQTT_URL, { reconnectPeriod: 0, connectTimeout: 1000 })
  .then(async (client) => {
    await client.endAsync();
    return true;
  })
  .catch(() => false);
if (!reachable && process.env.TEST_MQTT_URL) throw new Error(`TEST_MQTT_URL ${MQTT_URL} does not answer`);

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const open: MqttEmitter[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => new Promise<void>((resolve) => e.close(resolve))));
});

async function emitter(prefix: string): Promise<MqttEmitter> {
  const made = await MqttEmitter.open(MQTT_URL, prefix, log);
  open.push(made);
  return made;
}

function heardOn(e: MqttEmitter, topic: string): Message[] {
  const heard: Message[] = [];
  e.on(topic, (message, done) => {
    heard.push(message);
    done();
  });
  return heard;
}

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe('the envelope', () => {
  it('carries bytes, text and the fields aedes adds', () => {
    const message = {
      topic: 'a:1/run',
      payload: Buffer.from([0, 255, 7]),
      qos: 1,
      retain: false,
      brokerId: 'b',
      brokerCounter: 9,
    };
    const back = decodeMessage(encodeMessage(message));
    expect(back).toEqual(message);
    expect(Buffer.isBuffer(back?.payload)).toBe(true);
    expect(decodeMessage(encodeMessage({ topic: 't', payload: 'text' }))?.payload).toBe('text');
    expect(decodeMessage('not json')).toBeUndefined();
    expect(decodeMessage('{"no":"topic"}')).toBeUndefined();
  });
});

describe.skipIf(!reachable)('MqttEmitter over the outside broker', () => {
  it('delivers each message once to the listeners of every process, wildcards included', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}/broker`;
    const [a, b] = [await emitter(prefix), await emitter(prefix)];
    const onA = heardOn(a, 'dev:1/status');
    const onB = heardOn(b, 'dev:1/+');
    const all = heardOn(b, '#');
    const payload = Buffer.from('ready');
    await new Promise<void>((resolve, reject) =>
      a.emit({ topic: 'dev:1/status', payload, qos: 0, retain: false }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    await until(() => onA.length === 1 && onB.length === 1 && all.length === 1);
    await new Promise((r) => setTimeout(r, 200));
    expect([onA.length, onB.length, all.length]).toEqual([1, 1, 1]);
    expect(onB[0]?.payload).toEqual(payload);
  });

  it('stops delivering to a removed listener, and keeps other prefixes apart', async () => {
    const prefix = `test-${randomBytes(4).toString('hex')}/broker`;
    const a = await emitter(prefix);
    const other = await emitter(`test-${randomBytes(4).toString('hex')}/broker`);
    const heard: Message[] = [];
    const listener = (message: Message, done: () => void) => {
      heard.push(message);
      done();
    };
    a.on('x/run', listener);
    const elsewhere = heardOn(other, '#');
    a.emit({ topic: 'x/run', payload: Buffer.from('1') });
    await until(() => heard.length === 1);
    await new Promise<void>((resolve) => a.removeListener('x/run', listener, resolve));
    a.emit({ topic: 'x/run', payload: Buffer.from('2') });
    await new Promise((r) => setTimeout(r, 300));
    expect(heard.map((m) => String(m.payload))).toEqual(['1']);
    expect(elsewhere).toEqual([]);
  });
});
