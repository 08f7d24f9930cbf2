/**
 * The Sling wire format: each MQTT payload on `<thing>/<type>` is a little-endian record that
 * starts with a u32 message id. Written over DataView so the same code runs in the browser (no
 * Node Buffer). Decoding is total: anything short, unknown or inconsistent is null, because the
 * bytes come from whoever can publish on the topic.
 *
 * Strings (display values, prompts) are a u32 byte length then that many UTF-8 bytes: that is the
 * layout devices send and the reference client reads.
 */

export const SLING_DEVICE_TYPES = ['status', 'display', 'hello', 'monitor'] as const;
export const SLING_CLIENT_TYPES = ['run', 'stop', 'ping', 'input'] as const;
export type SlingDeviceMessageType = (typeof SLING_DEVICE_TYPES)[number];
export type SlingClientMessageType = (typeof SLING_CLIENT_TYPES)[number];
export type SlingMessageType = SlingDeviceMessageType | SlingClientMessageType;

export type SlingStatus = 'idle' | 'running' | 'prompt';
export type SlingDisplayKind = 'output' | 'error' | 'result';

/** A displayed or input value, tagged with its wire payload type. */
export type SlingValue =
  | { payloadType: 'undefined'; value: undefined }
  | { payloadType: 'function'; value: undefined }
  | { payloadType: 'null'; value: null }
  | { payloadType: 'boolean'; value: boolean }
  | { payloadType: 'i32'; value: number }
  | { payloadType: 'f32'; value: number }
  | { payloadType: 'str'; value: string }
  | { payloadType: 'array'; value: string };
export type SlingPayloadType = SlingValue['payloadType'];

export type SlingRunMessage = { type: 'run'; id: number; code: Uint8Array };
export type SlingStopMessage = { type: 'stop'; id: number };
export type SlingPingMessage = { type: 'ping'; id: number };
export type SlingHelloMessage = { type: 'hello'; id: number; nonce: number };
export type SlingStatusMessage =
  | { type: 'status'; id: number; status: 'idle' | 'running' }
  | { type: 'status'; id: number; status: 'prompt'; prompt: string };
/** A part of displayed text; a self-flushing part is shown at once, others wait for a flush. */
export type SlingDisplayPart = {
  type: 'display';
  id: number;
  displayType: SlingDisplayKind;
  selfFlushing: boolean;
} & SlingValue;
/** Shows the parts with ids startingId .. id - 1 as one text. */
export type SlingDisplayFlush = { type: 'display'; id: number; displayType: 'flush'; startingId: number };
export type SlingDisplayMessage = SlingDisplayPart | SlingDisplayFlush;
/** An answer to a prompt (client to device). */
export type SlingInputMessage = { type: 'input'; id: number } & SlingValue;
/** One field of a peripheral reading, or the flush that ends the fields with ids startingId .. id - 1. */
export type SlingMonitorMessage =
  | { type: 'monitor'; id: number; isFlush: false; data: string }
  | { type: 'monitor'; id: number; isFlush: true; startingId: number };

export type SlingMessage =
  | SlingRunMessage
  | SlingStopMessage
  | SlingPingMessage
  | SlingHelloMessage
  | SlingStatusMessage
  | SlingDisplayMessage
  | SlingInputMessage
  | SlingMonitorMessage;

const PAYLOAD_TYPE_IDS: Record<SlingPayloadType, number> = {
  undefined: 1,
  null: 2,
  boolean: 3,
  i32: 4,
  f32: 5,
  str: 6,
  array: 7,
  function: 8,
};
const DISPLAY_TYPE_IDS = { output: 0, error: 1, result: 2, response: 4, flush: 100 } as const;
const STATUS_IDS: Record<SlingStatus, number> = { idle: 0, running: 1, prompt: 2 };
/** The high byte of a display type marks a part that needs no flush. */
const SELF_FLUSHING_FLAG = 0x100;
const MONITOR_FLUSH = 1;

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: false });

function keyOf<T extends string>(table: Record<T, number>, id: number): T | undefined {
  for (const key of Object.keys(table) as T[]) if (table[key] === id) return key;
  return undefined;
}

export function isSlingMessageType(type: string): type is SlingMessageType {
  return (
    (SLING_DEVICE_TYPES as readonly string[]).includes(type) ||
    (SLING_CLIENT_TYPES as readonly string[]).includes(type)
  );
}

export function slingTopic(thingName: string, type: SlingMessageType): string {
  return `${thingName}/${type}`;
}

/** The message type a topic carries (`<thing>/<type>`), or null for any other topic. */
export function topicType(topic: string): SlingMessageType | null {
  const slash = topic.lastIndexOf('/');
  if (slash <= 0) return null;
  const type = topic.slice(slash + 1);
  return isSlingMessageType(type) ? type : null;
}

/** Appends fields to a growing byte list; the record is assembled once at the end. */
class Writer {
  private readonly chunks: Uint8Array[] = [];

  private fixed(size: number, write: (view: DataView) => void): this {
    const bytes = new Uint8Array(size);
    write(new DataView(bytes.buffer));
    this.chunks.push(bytes);
    return this;
  }
  u8(value: number) {
    return this.fixed(1, (v) => v.setUint8(0, value));
  }
  u16(value: number) {
    return this.fixed(2, (v) => v.setUint16(0, value, true));
  }
  u32(value: number) {
    return this.fixed(4, (v) => v.setUint32(0, value >>> 0, true));
  }
  i32(value: number) {
    return this.fixed(4, (v) => v.setInt32(0, value | 0, true));
  }
  f32(value: number) {
    return this.fixed(4, (v) => v.setFloat32(0, value, true));
  }
  bytes(value: Uint8Array) {
    this.chunks.push(value);
    return this;
  }
  /** A length-prefixed string. */
  string(value: string) {
    const bytes = utf8Encoder.encode(value);
    return this.u32(bytes.byteLength).bytes(bytes);
  }
  done(): Uint8Array {
    const size = this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    return out;
  }
}

function writeValue(writer: Writer, value: SlingValue): void {
  writer.u16(PAYLOAD_TYPE_IDS[value.payloadType]);
  switch (value.payloadType) {
    case 'boolean':
      writer.u8(value.value ? 1 : 0);
      return;
    case 'i32':
      writer.i32(value.value);
      return;
    case 'f32':
      writer.f32(value.value);
      return;
    case 'str':
    case 'array':
      writer.string(value.value);
      return;
    default:
      return;
  }
}

export function encodeSling(message: SlingMessage): Uint8Array {
  const writer = new Writer().u32(message.id);
  switch (message.type) {
    case 'stop':
    case 'ping':
      break;
    case 'hello':
      writer.u32(message.nonce);
      break;
    case 'run':
      writer.bytes(message.code);
      break;
    case 'status':
      writer.u16(STATUS_IDS[message.status]);
      if (message.status === 'prompt') writer.string(message.prompt);
      break;
    case 'display':
      if (message.displayType === 'flush') {
        writer.u16(DISPLAY_TYPE_IDS.flush).u32(message.startingId);
      } else {
        writer.u16(DISPLAY_TYPE_IDS[message.displayType] | (message.selfFlushing ? SELF_FLUSHING_FLAG : 0));
        writeValue(writer, message);
      }
      break;
    case 'input':
      writer.u16(DISPLAY_TYPE_IDS.response);
      writeValue(writer, message);
      break;
    case 'monitor':
      if (message.isFlush) writer.u8(MONITOR_FLUSH).u32(message.startingId);
      else writer.u8(0).bytes(utf8Encoder.encode(message.data));
      break;
  }
  return writer.done();
}

/** Reads fields at increasing offsets; every read says null when the payload is too short. */
class Reader {
  private readonly view: DataView;
  constructor(private readonly payload: Uint8Array) {
    this.view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  }
  private fits(at: number, size: number) {
    return at + size <= this.payload.byteLength;
  }
  u8(at: number) {
    return this.fits(at, 1) ? this.view.getUint8(at) : null;
  }
  u16(at: number) {
    return this.fits(at, 2) ? this.view.getUint16(at, true) : null;
  }
  u32(at: number) {
    return this.fits(at, 4) ? this.view.getUint32(at, true) : null;
  }
  i32(at: number) {
    return this.fits(at, 4) ? this.view.getInt32(at, true) : null;
  }
  f32(at: number) {
    return this.fits(at, 4) ? this.view.getFloat32(at, true) : null;
  }
  /** A copy, so the caller may keep it after the transport reuses its buffer. */
  rest(at: number) {
    return at <= this.payload.byteLength ? this.payload.slice(at) : null;
  }
  string(at: number) {
    const length = this.u32(at);
    if (length === null || !this.fits(at + 4, length)) return null;
    return utf8Decoder.decode(this.payload.subarray(at + 4, at + 4 + length));
  }
}

function readValue(reader: Reader, at: number): SlingValue | null {
  const typeId = reader.u16(at);
  const payloadType = typeId === null ? undefined : keyOf(PAYLOAD_TYPE_IDS, typeId);
  const valueAt = at + 2;
  switch (payloadType) {
    case 'undefined':
    case 'function':
      return { payloadType, value: undefined };
    case 'null':
      return { payloadType, value: null };
    case 'boolean': {
      const byte = reader.u8(valueAt);
      return byte === null ? null : { payloadType, value: byte !== 0 };
    }
    case 'i32': {
      const value = reader.i32(valueAt);
      return value === null ? null : { payloadType, value };
    }
    case 'f32': {
      const value = reader.f32(valueAt);
      return value === null ? null : { payloadType, value };
    }
    case 'str':
    case 'array': {
      const value = reader.string(valueAt);
      return value === null ? null : { payloadType, value };
    }
    default:
      return null;
  }
}

function decodeDisplay(reader: Reader, id: number): SlingDisplayMessage | null {
  const typeId = reader.u16(4);
  if (typeId === null) return null;
  const kind = typeId & 0xff;
  if (kind === DISPLAY_TYPE_IDS.flush) {
    const startingId = reader.u32(6);
    return startingId === null ? null : { type: 'display', id, displayType: 'flush', startingId };
  }
  const displayType = (['output', 'error', 'result'] as const).find((k) => DISPLAY_TYPE_IDS[k] === kind);
  if (!displayType) return null;
  const value = readValue(reader, 6);
  if (!value) return null;
  return {
    type: 'display',
    id,
    displayType,
    selfFlushing: (typeId & 0xff00) === SELF_FLUSHING_FLAG,
    ...value,
  };
}

/** The message a payload on `type`'s topic holds, or null if it is not a well-formed one. */
export function decodeSlingPayload(type: SlingMessageType, payload: Uint8Array): SlingMessage | null {
  const reader = new Reader(payload);
  const id = reader.u32(0);
  if (id === null) return null;
  switch (type) {
    case 'stop':
    case 'ping':
      return { type, id };
    case 'hello': {
      const nonce = reader.u32(4);
      return nonce === null ? null : { type, id, nonce };
    }
    case 'run': {
      const code = reader.rest(4);
      return code === null ? null : { type, id, code };
    }
    case 'status': {
      const statusId = reader.u16(4);
      const status = statusId === null ? undefined : keyOf(STATUS_IDS, statusId);
      if (status === 'prompt') {
        const prompt = reader.string(6);
        return prompt === null ? null : { type, id, status, prompt };
      }
      return status ? { type, id, status } : null;
    }
    case 'display':
      return decodeDisplay(reader, id);
    case 'input': {
      if (reader.u16(4) !== DISPLAY_TYPE_IDS.response) return null;
      const value = readValue(reader, 6);
      return value ? { type, id, ...value } : null;
    }
    case 'monitor': {
      const flag = reader.u8(4);
      if (flag === MONITOR_FLUSH) {
        const startingId = reader.u32(5);
        return startingId === null ? null : { type, id, isFlush: true, startingId };
      }
      if (flag !== 0) return null;
      return { type, id, isFlush: false, data: utf8Decoder.decode(payload.subarray(5)) };
    }
  }
}

/** Decodes a payload received on `topic`; null for a topic that is not a Sling one or bad bytes. */
export function decodeSling(topic: string, payload: Uint8Array): SlingMessage | null {
  const type = topicType(topic);
  return type === null ? null : decodeSlingPayload(type, payload);
}

/** How the reference client shows a value in text (the parts of one flush are joined). */
export function slingValueText(value: SlingValue): string {
  switch (value.payloadType) {
    case 'undefined':
      return 'undefined';
    case 'function':
      return '<Function>';
    case 'null':
      return 'null';
    default:
      return String(value.value);
  }
}
