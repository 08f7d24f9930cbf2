import { head, is_pair, pair, tail } from 'js-slang/dist/stdlib/list';
import { callableWave, soundWave } from '../audio/source-call';
import type { SoundCodec, Wave } from '../audio/types';
import { silentFrom } from '../audio/waves';

/** A stereo sound as Source sees it: `pair(pair(left_wave, right_wave), duration)`. */
export type StereoSound = [[Wave, Wave], number];

export const stereoCodec: SoundCodec<StereoSound> = {
  module: 'stereo_sound',
  channelCount: 2,
  build(waves, duration) {
    const [left, right] = waves.map((wave) => soundWave(silentFrom(callableWave(wave), duration)));
    return pair(pair(left as Wave, right as Wave), duration);
  },
  is(value): value is StereoSound {
    if (!is_pair(value) || typeof tail(value) !== 'number') return false;
    const waves = head(value);
    return is_pair(waves) && typeof head(waves) === 'function' && typeof tail(waves) === 'function';
  },
  waves: (sound) => [callableWave(head(head(sound))), callableWave(tail(head(sound)))],
  duration: (sound) => tail(sound),
};
