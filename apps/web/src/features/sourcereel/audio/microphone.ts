// The worklet is bundled by Vite as a file of its own (a URL under /assets/): a worklet module
// must come from our origin under the page's CSP, so neither a blob: nor a data: URL would do.
import workletUrl from './capture-worklet.ts?worker&url';
import { CAPTURE_PROCESSOR, type CaptureMessage, type FlushRequest } from './captureProtocol';

/** The microphone through Web Audio, delivering mono blocks stamped on the audio clock. */
export interface MicrophoneInput {
  readonly sampleRate: number;
  /** The audio clock now, in frames (the clock the blocks are stamped on). */
  now(): number;
  /** Lets the audio clock run: a browser starts an AudioContext suspended until a user gesture. */
  start(): Promise<void>;
  /** Resolves once every block captured before the call has been delivered. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export type BlockListener = (frame: number, samples: Float32Array) => void;

/** Why the browser gave no microphone, in words for 'Microphone not found: {reason}'. */
export function microphoneProblem(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error instanceof DOMException) return error.name;
  return String(error);
}

/**
 * Asks for the microphone and starts capturing it: getUserMedia, then a MediaStreamSource into
 * the capture worklet, which sits in the graph through a silent gain so the browser keeps
 * pulling it. Rejects (for microphoneProblem) when there is no microphone or no permission.
 */
export async function openMicrophone(onBlock: BlockListener): Promise<MicrophoneInput> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('this browser gives no page a microphone here');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(workletUrl);
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    await context.close();
    throw error;
  }
  const source = context.createMediaStreamSource(stream);
  const node = new AudioWorkletNode(context, CAPTURE_PROCESSOR, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCountMode: 'explicit',
    channelCount: 1,
  });
  const silence = context.createGain();
  silence.gain.value = 0;
  source.connect(node);
  node.connect(silence);
  silence.connect(context.destination);

  let nextFlush = 0;
  const waiting = new Map<number, () => void>();
  node.port.onmessage = (event: MessageEvent<CaptureMessage>) => {
    const message = event.data;
    if (message.type === 'block') onBlock(message.frame, message.samples);
    else {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  };

  return {
    sampleRate: context.sampleRate,
    now: () => Math.round(context.currentTime * context.sampleRate),
    async start() {
      if (context.state === 'suspended') await context.resume();
    },
    flush() {
      // A suspended context runs no worklet code: nothing is buffered that could arrive.
      if (context.state !== 'running') return Promise.resolve();
      const id = nextFlush++;
      return new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        node.port.postMessage({ type: 'flush', id } satisfies FlushRequest);
      });
    },
    async close() {
      for (const resolve of waiting.values()) resolve();
      waiting.clear();
      node.port.onmessage = null;
      source.disconnect();
      node.disconnect();
      for (const track of stream.getTracks()) track.stop();
      if (context.state !== 'closed') await context.close();
    },
  };
}
