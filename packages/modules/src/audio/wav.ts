import { SAMPLE_RATE } from '../protocol';

const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

function writeTag(view: DataView, offset: number, tag: string): void {
  for (let index = 0; index < tag.length; index += 1) view.setUint8(offset + index, tag.charCodeAt(index));
}

/**
 * A WAV file (RIFF/WAVE, 16-bit PCM, SAMPLE_RATE) of one channel (mono) or two (left, right,
 * interleaved). The 44-byte canonical header is written here and the samples converted in one
 * typed-array pass: wavefile's generic per-sample packing took about a quarter of a second per
 * 10 seconds of stereo, which for a 10-minute sound would freeze the page for 15 seconds
 * (wavefile still checks our files in wav.test.ts). Samples in [-1, 1] map onto the full
 * symmetric 16-bit range.
 */
export function encodeWav(channels: readonly Float32Array[]): Uint8Array {
  const channelCount = channels.length;
  const frames = channels[0]?.length ?? 0;
  const dataBytes = frames * channelCount * BYTES_PER_SAMPLE;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  writeTag(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeTag(view, 8, 'WAVE');
  writeTag(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channelCount, true);
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * channelCount * BYTES_PER_SAMPLE, true); // byte rate
  view.setUint16(32, channelCount * BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, 8 * BYTES_PER_SAMPLE, true); // bits per sample
  writeTag(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  channels.forEach((channel, offset) => {
    let position = HEADER_BYTES + offset * BYTES_PER_SAMPLE;
    const stride = channelCount * BYTES_PER_SAMPLE;
    for (let frame = 0; frame < frames; frame += 1) {
      const value = channel[frame] as number;
      const clamped = value > 1 ? 1 : value < -1 ? -1 : Number.isNaN(value) ? 0 : value;
      view.setInt16(position, Math.round(clamped * 32767), true);
      position += stride;
    }
  });
  return bytes;
}
