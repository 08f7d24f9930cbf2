/**
 * Reads MQTT's fixed headers off a byte stream, across websocket messages, to tell when a packet
 * announces more bytes than we take. mqtt-packet's parser has no size limit and would collect
 * such a packet in memory as it arrives; this sees its length in the first five bytes, so the
 * connection can be closed before any of the body is held.
 */
export class PacketMeter {
  private state: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private lengthBytes = 0;
  private multiplier = 1;
  private bodyLeft = 0;

  constructor(private readonly maxPacketBytes: number) {}

  /** False once a packet is too large or its length field is not one (a fifth length byte). */
  feed(chunk: Uint8Array): boolean {
    let at = 0;
    while (at < chunk.length) {
      if (this.state === 'body') {
        const taken = Math.min(this.bodyLeft, chunk.length - at);
        this.bodyLeft -= taken;
        at += taken;
        if (this.bodyLeft === 0) this.state = 'type';
        continue;
      }
      const byte = chunk[at++] ?? 0;
      if (this.state === 'type') {
        this.state = 'length';
        this.length = 0;
        this.lengthBytes = 0;
        this.multiplier = 1;
        continue;
      }
      // Remaining length: 7 bits a byte, low first, at most four bytes (MQTT 3.1.1 section 2.2.3).
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.lengthBytes++;
      if (byte & 0x80) {
        if (this.lengthBytes >= 4) return false;
        continue;
      }
      if (1 + this.lengthBytes + this.length > this.maxPacketBytes) return false;
      this.bodyLeft = this.length;
      this.state = this.bodyLeft === 0 ? 'type' : 'body';
    }
    return true;
  }
}
