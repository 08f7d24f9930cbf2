/** Web Audio's float samples (-1 to 1) as 16-bit PCM, rounded and clipped. */
export function floatTo16Bit(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] as number));
    // Asymmetric range: -1 maps to -32768, 1 to 32767.
    out[i] = Math.round(s < 0 ? s * 0x8000 : s * 0x7fff);
  }
  return out;
}

/** The sample that starts at `ms` into the audio (the first one kept when cutting there). */
export function msToSamples(ms: number, sampleRate: number): number {
  return Math.max(0, Math.round((ms * sampleRate) / 1000));
}

export function samplesToMs(samples: number, sampleRate: number): number {
  return (samples * 1000) / sampleRate;
}
