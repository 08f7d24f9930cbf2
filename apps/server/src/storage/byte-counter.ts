import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-store';

/**
 * Passes bytes through, counting them, and fails with FileTooLargeError as soon as they pass
 * `maxBytes`: a store stops reading there instead of writing a too-large file first.
 */
export class ByteCounter extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(new FileTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}
