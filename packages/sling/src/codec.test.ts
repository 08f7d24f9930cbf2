import {
  deserialiseMqttMessage,
  type SlingMessage as ReferenceMessage,
  serialiseMqttMessage,
} from '@sourceacademy/sling-client/dist/slingProtocol';
import { describe, expect, it } from 'vitest';
import {
  decodeSling,
  decodeSlingPayload,
  encodeSling,
  SLING_CLIENT_TYPES,
  SLING_DEVICE_TYPES,
  type SlingMessage,
  type SlingValue,
  slingValueText,
} from './codec';

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    id: () => 1 + Math.floor(next() * 0xffff_fffe),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    text: () => {
      const alphabet = ['a', 'Z', '0', ' ', '\n', 'é', '漢', '🙂', '"', '\\'];
      return Array.from(
        { length: Math.floor(next() * 40) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
    },
    bytes: (max: number) =>
      Uint8Array.from({ length: Math.floor(next() * max) }, () => Math.floor(next() * 256)),
  };
}
type Random = ReturnType<typeof random>;

function randomValue(r: Random): SlingValue {
  switch (r.int(8)) {
    case 0:
      return { payloadType: 'undefined', value: undefined };
    case 1:
      return { payloadType: 'function', value: undefined };
    case 2:
      return { payloadType: 'null', value: null };
    case 3:
      return { payloadType: 'boolean', value: r.next() < 0.5 };
    case 4:
      return { payloadType: 'i32', value: r.int(2 ** 32) - 2 ** 31 };
    case 5:
      // f32 holds only some numbers: round through a Float32Array so both sides agree exactly.
      return { payloadType: 'f32', value: Math.fround((r.next() - 0.5) * 1e6) };
    case 6:
      return { payloadType: 'str', value: r.text() };
    default:
      return { payloadType: 'array', value: `[${r.text()}]` };
  }
}

function randomMessage(r: Random, type: SlingMessage['type']): SlingMessage {
  const id = r.id();
  switch (type) {
    case 'run':
      return { type, id, code: r.bytes(300) };
    case 'stop':
    case 'ping':
      return { type, id };
    case 'hello':
      return { type, id, nonce: r.int(2 ** 32) };
    case 'status': {
      const status = r.pick(['idle', 'running', 'prompt'] as const);
      return status === 'prompt' ? { type, id, status, prompt: r.text() } : { type, id, status };
    }
    case 'display':
      if (r.next() < 0.2) return { type, id, displayType: 'flush', startingId: r.int(2 ** 32) };
      return {
        type,
        id,
        displayType: r.pick(['output', 'error', 'result'] as const),
        selfFlushing: r.next() < 0.5,
        ...randomValue(r),
      };
    case 'input':
      return { type, id, ...randomValue(r) };
    case 'monitor':
      return r.next() < 0.3
        ? { type, id, isFlush: true, startingId: r.int(2 ** 32) }
        : { type, id, isFlush: false, data: r.text() };
  }
}

/** Our message in the reference package's shape (it adds endingId to flushes, keeps code as a Buffer). */
function asReference(message: SlingMessage): ReferenceMessage {
  switch (message.type) {
    case 'run':
      return { ...message, code: Buffer.from(message.code) } as unknown as ReferenceMessage;
    case 'display':
      if (message.displayType === 'flush') {
        return { ...message, endingId: message.id, selfFlushing: false } as unknown as ReferenceMessage;
      }
      return message as unknown as ReferenceMessage;
    case 'input':
      return { ...message, displayType: 'response', selfFlushing: false } as unknown as ReferenceMessage;
    case 'monitor':
      return (message.isFlush
        ? { ...message, endingId: message.id }
        : message) as unknown as ReferenceMessage;
    default:
      return message as unknown as ReferenceMessage;
  }
}

const hasString = (message: SlingMessage) =>
  (message.type === 'status' && message.status === 'prompt') ||
  ((message.type === 'display' || message.type === 'input') &&
    'payloadType' in message &&
    (message.payloadType === 'str' || message.payloadType === 'array'));

/** The reference reader has no case for a null payload (it returns null for the whole message). */
const isNullValue = (message: SlingMessage) => 'payloadType' in message && message.payloadType === 'null';
/** The reference writer reserves a byte for a boolean but never fills it: it always writes false. */
const isTrue = (message: SlingMessage) =>
  'payloadType' in message && message.payloadType === 'boolean' && message.value;

const ALL_TYPES = [...SLING_CLIENT_TYPES, ...SLING_DEVICE_TYPES];
const PER_TYPE = 300;

describe('the Sling codec against @sourceacademy/sling-client', () => {
  it.each(ALL_TYPES)(
    'the reference reads our %s messages as we wrote them, and we read them back',
    (type) => {
      const r = random(type.length * 7919);
      for (let i = 0; i < PER_TYPE; i++) {
        const message = randomMessage(r, type);
        const bytes = encodeSling(message);
        if (isNullValue(message)) {
          expect(deserialiseMqttMessage(`source-academy:7/${type}`, Buffer.from(bytes))).toBeNull();
        } else {
          expect(deserialiseMqttMessage(`source-academy:7/${type}`, Buffer.from(bytes))).toEqual(
            asReference(message),
          );
        }
        expect(decodeSling(`source-academy:7/${type}`, bytes)).toEqual(message);
      }
    },
  );

  it.each(ALL_TYPES.filter((t) => t !== 'monitor'))(
    'we write %s messages without strings byte for byte as the reference does, and read its bytes',
    (type) => {
      const r = random(type.length * 104729);
      let compared = 0;
      for (let i = 0; i < PER_TYPE; i++) {
        const message = randomMessage(r, type);
        // The reference writes no self-flushing flag, and its strings have no length (which its own
        // reader cannot read back): those layouts are checked against its reader above instead.
        if (
          hasString(message) ||
          isTrue(message) ||
          (message.type === 'display' && 'selfFlushing' in message && message.selfFlushing)
        ) {
          continue;
        }
        const theirs = serialiseMqttMessage(asReference(message));
        expect(theirs).not.toBeNull();
        expect(Array.from(encodeSling(message))).toEqual(Array.from(theirs ?? []));
        expect(decodeSlingPayload(type, new Uint8Array(theirs ?? []))).toEqual(message);
        compared++;
      }
      expect(compared).toBeGreaterThan(PER_TYPE / 3);
    },
  );

  it('writes a string as a u32 length and its UTF-8 bytes, where the reference reader finds it', () => {
    const bytes = encodeSling({
      type: 'display',
      id: 3,
      displayType: 'output',
      selfFlushing: true,
      payloadType: 'str',
      value: 'hé',
    });
    expect(Array.from(bytes)).toEqual([3, 0, 0, 0, 0x00, 0x01, 6, 0, 3, 0, 0, 0, 0x68, 0xc3, 0xa9]);
  });

  it('marks a self-flushing display part in the high byte of its type, as the reference reads it', () => {
    const bytes = encodeSling({
      type: 'display',
      id: 9,
      displayType: 'error',
      selfFlushing: true,
      payloadType: 'i32',
      value: -2,
    });
    expect(Array.from(bytes)).toEqual([9, 0, 0, 0, 1, 1, 4, 0, 0xfe, 0xff, 0xff, 0xff]);
    expect(deserialiseMqttMessage('t/display', Buffer.from(bytes))).toMatchObject({
      selfFlushing: true,
      value: -2,
    });
  });
});

describe('decoding what a stranger sends', () => {
  it('never throws on random bytes, on any topic, and returns only well-formed messages', () => {
    const r = random(42);
    for (let i = 0; i < 20_000; i++) {
      const type = r.pick([...ALL_TYPES, 'bogus']);
      const bytes = r.bytes(24);
      const decoded = decodeSling(`thing/${type}`, bytes);
      if (decoded) {
        expect(decoded.type).toBe(type);
        // Whatever we accept we could have written: it re-encodes to a prefix-equal record.
        expect(decodeSling(`thing/${type}`, encodeSling(decoded))).toEqual(decoded);
      }
    }
  });

  it('is null for every truncation of a valid message that loses a field', () => {
    const r = random(7);
    for (const type of ALL_TYPES) {
      for (let i = 0; i < 50; i++) {
        const message = randomMessage(r, type);
        const bytes = encodeSling(message);
        for (let cut = 0; cut < bytes.byteLength; cut++) {
          const decoded = decodeSlingPayload(type, bytes.subarray(0, cut));
          // run and non-flush monitor have a free-length tail; every other cut loses a field.
          if (type !== 'run' && !(message.type === 'monitor' && !message.isFlush)) expect(decoded).toBeNull();
          else if (cut < 4 || (type === 'monitor' && cut < 5)) expect(decoded).toBeNull();
        }
      }
    }
  });

  it('is null for topics that are not a Sling type and for unknown status, display and payload types', () => {
    expect(decodeSling('thing/other', new Uint8Array(8))).toBeNull();
    expect(decodeSling('display', new Uint8Array(8))).toBeNull();
    expect(decodeSling('t/status', Uint8Array.from([1, 0, 0, 0, 3, 0]))).toBeNull();
    expect(decodeSling('t/display', Uint8Array.from([1, 0, 0, 0, 3, 0, 1, 0]))).toBeNull();
    expect(decodeSling('t/display', Uint8Array.from([1, 0, 0, 0, 0, 0, 9, 0]))).toBeNull();
    expect(decodeSling('t/input', Uint8Array.from([1, 0, 0, 0, 0, 0, 1, 0]))).toBeNull();
    expect(decodeSling('t/monitor', Uint8Array.from([1, 0, 0, 0, 2]))).toBeNull();
    // A string whose length runs past the end.
    expect(decodeSling('t/status', Uint8Array.from([1, 0, 0, 0, 2, 0, 200, 0, 0, 0, 65]))).toBeNull();
  });
});

describe('slingValueText', () => {
  it('words each payload type', () => {
    expect(slingValueText({ payloadType: 'undefined', value: undefined })).toBe('undefined');
    expect(slingValueText({ payloadType: 'null', value: null })).toBe('null');
    expect(slingValueText({ payloadType: 'boolean', value: false })).toBe('false');
    expect(slingValueText({ payloadType: 'f32', value: 1.5 })).toBe('1.5');
    expect(slingValueText({ payloadType: 'str', value: 'hi' })).toBe('hi');
    expect(slingValueText({ payloadType: 'function', value: undefined })).toBe('<Function>');
  });
});
