/** The messages between the capture worklet (capture-worklet.ts) and the page (microphone.ts). */

/** What the worklet posts: a block of mono samples from `frame` on, or the answer to a flush. */
export type CaptureMessage =
  | { type: 'block'; frame: number; samples: Float32Array }
  | { type: 'flushed'; id: number };

/** What the page posts: deliver what is buffered now, then answer with `id`. */
export interface FlushRequest {
  type: 'flush';
  id: number;
}

export const CAPTURE_PROCESSOR = 'sourcereel-capture';
