import { SAMPLE_RATE } from '../../protocol';
import type { Capture, RecorderDevices } from './recorder';

/** The part of an AudioBuffer resampling reads. */
export interface DecodedAudio {
  duration: number;
}

/** Samples of `decoded` at SAMPLE_RATE, one channel: `length` is the duration at that rate. */
export function resampledLength(decoded: DecodedAudio): number {
  return Math.max(1, Math.ceil(decoded.duration * SAMPLE_RATE));
}

/**
 * Mono samples at SAMPLE_RATE: an OfflineAudioContext of one channel mixes the channels down and
 * resamples whatever rate the microphone's encoding has.
 */
export async function resampleToMono(decoded: AudioBuffer): Promise<Float32Array> {
  const offline = new OfflineAudioContext(1, resampledLength(decoded), SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  return rendered.getChannelData(0).slice();
}

/** The browser's microphone, MediaRecorder and Web Audio. */
export function browserRecorderDevices(): RecorderDevices {
  let audio: AudioContext | null = null;
  const context = () => {
    audio ??= new AudioContext();
    return audio;
  };
  return {
    openMicrophone() {
      if (!navigator.mediaDevices?.getUserMedia) {
        return Promise.reject(new Error('this browser gives no access to a microphone here'));
      }
      return navigator.mediaDevices.getUserMedia({ audio: true });
    },
    capture(stream): Capture {
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
      recorder.start();
      return {
        stop: () =>
          new Promise<Blob>((resolve, reject) => {
            recorder.addEventListener('stop', () => resolve(new Blob(chunks, { type: recorder.mimeType })));
            recorder.addEventListener('error', () => reject(new Error('the browser stopped recording')));
            recorder.stop();
          }),
      };
    },
    beep(frequency, seconds) {
      const ctx = context();
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.3;
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start();
      oscillator.stop(ctx.currentTime + seconds);
    },
    async decode(recorded) {
      const decoded = await context().decodeAudioData(await recorded.arrayBuffer());
      return resampleToMono(decoded);
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
