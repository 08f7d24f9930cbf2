import { Transform, type TransformCallback } from 'node:stream';
import { readWavHeader, WAV_HEADER_PROBE_BYTES } from '@sa/domain';
import { badRequest } from '../../http/errors';

/**
 * Passes an upload's bytes through once its start has been read as a PCM RIFF/WAVE header
 * (`readWavHeader`, ADR 26); otherwise fails the stream with a 400 naming the field, so the
 * store drops what it has and the client hears why. Holds at most the first 4 KiB.
 */
export class WavCheck extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;

  constructor(private readonly field: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.checked) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < WAV_HEADER_PROBE_BYTES) {
      callback();
      return;
    }
    callback(this.release());
  }

  override _flush(callback: TransformCallback): void {
    callback(this.checked ? null : this.release());
  }

  /** Checks what was held and lets it go on; the error to fail with, if the header is wrong. */
  private release(): Error | null {
    const start = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    const header = readWavHeader(new Uint8Array(start.buffer, start.byteOffset, start.length));
    if (!header.ok) return badRequest(`${this.field}: ${header.message}`);
    this.push(start);
    return null;
  }
}
