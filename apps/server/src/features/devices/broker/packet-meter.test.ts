import { describe, expect, it } from 'vitest';
import { PacketMeter } from './packet-meter';

/** An MQTT packet of the given body length: a PUBLISH header, the length field, zero bytes. */
function packet(bodyLength: number): Buffer {
  const length: number[] = [];
  let left = bodyLength;
  do {
    let byte = left % 128;
    left = Math.floor(left / 128);
    if (left > 0) byte |= 0x80;
    length.push(byte);
  } while (left > 0);
  return Buffer.concat([Buffer.from([0x30, ...length]), Buffer.alloc(bodyLength)]);
}

describe('PacketMeter', () => {
  it('passes packets up to the limit, whole or in pieces, several in one chunk', () => {
    const meter = new PacketMeter(1000);
    expect(meter.feed(packet(997))).toBe(true); // 1 + 2 + 997 = 1000 bytes
    const stream = Buffer.concat([packet(0), packet(200), packet(5)]);
    for (let at = 0; at < stream.length; at += 7) expect(meter.feed(stream.subarray(at, at + 7))).toBe(true);
    expect(meter.feed(Buffer.from([0xc0, 0x00]))).toBe(true); // PINGREQ
  });

  it('stops at the first packet over the limit, from its length field alone', () => {
    expect(new PacketMeter(1000).feed(packet(998))).toBe(false);
    const meter = new PacketMeter(1000);
    expect(meter.feed(packet(10))).toBe(true);
    expect(meter.feed(Buffer.from([0x30]))).toBe(true);
    expect(meter.feed(Buffer.from([0xff]))).toBe(true);
    expect(meter.feed(Buffer.from([0x7f]))).toBe(false); // 16 383 bytes announced
  });

  it('refuses a length field of more than four bytes', () => {
    expect(new PacketMeter(Number.MAX_SAFE_INTEGER).feed(Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff]))).toBe(
      false,
    );
  });
});
