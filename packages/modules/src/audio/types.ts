/** A wave: time in seconds to an amplitude, which should stay within [-1, 1]. */
export type Wave = (t: number) => number;

/**
 * How one of the two sound modules stores a sound as a Source value. `sound` keeps one wave
 * (`pair(wave, duration)`), `stereo_sound` two (`pair(pair(left, right), duration)`); everything
 * else - generators, combinators, envelopes, sampling - works per channel on the waves the codec
 * hands out, so both bundles share one implementation.
 */
export interface SoundCodec<S> {
  readonly module: 'sound' | 'stereo_sound';
  /** 1 (mono) or 2 (left, right). */
  readonly channelCount: number;
  /** The Source sound of these channel waves; each wave is silent from `duration` on. */
  build(waves: readonly Wave[], duration: number): S;
  is(value: unknown): value is S;
  /** The channel waves, `channelCount` of them. */
  waves(sound: S): Wave[];
  duration(sound: S): number;
}
