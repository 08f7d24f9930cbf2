/**
 * The AudioWorklet that captures the microphone (runs on the audio thread, loaded by
 * microphone.ts as a file of the build so the page's CSP `script-src 'self'` allows it). It mixes
 * its input down to mono and posts blocks of float samples, each stamped with its first frame on
 * the AudioContext's clock; the page decides which frames belong to the recording.
 */

import { CAPTURE_PROCESSOR, type CaptureMessage, type FlushRequest } from './captureProtocol';

// The worklet scope's globals (TypeScript's DOM library does not describe this scope).
declare const currentFrame: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

/** About 43 ms at 48 kHz: few messages, little lost-until-flushed audio. */
const BLOCK_FRAMES = 2048;

class CaptureProcessor extends AudioWorkletProcessor {
  private buffer = new Float32Array(BLOCK_FRAMES);
  private filled = 0;
  private bufferFrame = 0;

  constructor() {
    super();
    this.port.onmessage = (event: MessageEvent<FlushRequest>) => {
      if (event.data?.type !== 'flush') return;
      this.send();
      this.port.postMessage({ type: 'flushed', id: event.data.id } satisfies CaptureMessage);
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0] ?? [];
    const length = channels[0]?.length ?? 0;
    for (let i = 0; i < length; i++) {
      if (this.filled === 0) this.bufferFrame = currentFrame + i;
      let sum = 0;
      for (const channel of channels) sum += channel[i] ?? 0;
      this.buffer[this.filled++] = sum / channels.length;
      if (this.filled === BLOCK_FRAMES) this.send();
    }
    // Keep running while the page holds the node, even through silence with no input.
    return true;
  }

  private send(): void {
    if (this.filled === 0) return;
    const samples = this.buffer.slice(0, this.filled);
    this.port.postMessage({ type: 'block', frame: this.bufferFrame, samples } satisfies CaptureMessage, [
      samples.buffer,
    ]);
    this.filled = 0;
  }
}

registerProcessor(CAPTURE_PROCESSOR, CaptureProcessor);
