import { head, is_pair, pair, tail } from 'js-slang/dist/stdlib/list';
import { callableWave, soundWave } from '../audio/source-call';
import type { SoundCodec, Wave } from '../audio/types';
import { silentFrom } from '../audio/waves';

/** A mono sound as Source sees it: `pair(wave, duration)`. */
export type Sound = [Wave, number];

export const monoCodec: SoundCodec<Sound> = {
  module: 'sound',
  channelCount: 1,
  build(waves, duration) {
    return pair(soundWave(silentFrom(callableWave(waves[0] as Wave), duration)), duration);
  },
  is(value): value is Sound {
    return is_pair(value) && typeof head(value) === 'function' && typeof tail(value) === 'number';
  },
  waves: (sound) => [callableWave(head(sound))],
  duration: (sound) => tail(sound),
};
