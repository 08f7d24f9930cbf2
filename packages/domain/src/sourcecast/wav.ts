/**
 * WAV files of recorded lessons: the recorder encodes the microphone's samples as mono 16-bit PCM,
 * and the server checks an upload's first bytes before storing it (the reference stores whatever it
 * is sent; a player cannot seek in a file that is not what its name says).
 */

/** What the header of a PCM RIFF/WAVE file says. */
export interface WavInfo {
  ok: true;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Where the samples begin, in bytes from the start of the file. */
  dataOffset: number;
  /** The length of the samples as the data chunk declares it. */
  dataBytes: number;
}

export interface WavProblem {
  ok: false;
  message: string;
}

/** The bytes a caller needs to pass to `readWavHeader` for any ordinary file (extra chunks included). */
export const WAV_HEADER_PROBE_BYTES = 4096;

const PCM_FORMAT = 1;
const HEADER_BYTES = 44;

/** Mono 16-bit PCM little-endian with the canonical 44-byte header. */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  writeAscii(bytes, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(bytes, 8, 'WAVE');
  writeAscii(bytes, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM_FORMAT, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeAscii(bytes, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(HEADER_BYTES + i * 2, samples[i] ?? 0, true);
  return bytes;
}

/**
 * Reads a RIFF/WAVE header, walking the chunks to `fmt ` and `data` (encoders may put `LIST` or `fact`
 * chunks between them). `bytes` may be only the start of the file: the data chunk's declared size is
 * reported, not checked against what was passed.
 */
export function readWavHeader(bytes: Uint8Array): WavInfo | WavProblem {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || readAscii(bytes, 0) !== 'RIFF' || readAscii(bytes, 8) !== 'WAVE') {
    return problem('The audio is not a WAV file (no RIFF/WAVE header).');
  }
  let format: Omit<WavInfo, 'ok' | 'dataOffset' | 'dataBytes'> | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = readAscii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) return problem('The WAV file has a short format chunk.');
      const code = view.getUint16(body, true);
      if (code !== PCM_FORMAT) return problem(`The WAV file is not PCM (format ${code}).`);
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
      const { channels, sampleRate, bitsPerSample } = format;
      if (channels < 1 || sampleRate < 1 || bitsPerSample < 8 || bitsPerSample % 8 !== 0) {
        return problem('The WAV file has an impossible format (channels, sample rate or sample size).');
      }
    } else if (id === 'data') {
      if (!format) return problem('The WAV file has no format chunk before its data.');
      return { ok: true, ...format, dataOffset: body, dataBytes: size };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  return problem(format ? 'The WAV file has no data chunk.' : 'The WAV file has no format chunk.');
}

/** The length of the samples in ms (not rounded: the recorder cuts audio at sample level). */
export function wavDurationMs(info: WavInfo): number {
  const frameBytes = info.channels * (info.bitsPerSample / 8);
  return (Math.floor(info.dataBytes / frameBytes) / info.sampleRate) * 1000;
}

function problem(message: string): WavProblem {
  return { ok: false, message };
}

function writeAscii(bytes: Uint8Array, at: number, text: string): void {
  for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
}

function readAscii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}
