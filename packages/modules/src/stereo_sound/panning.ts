import type { Transformer } from '../audio/kit';
import { plainWave } from '../audio/source-call';
import type { Wave } from '../audio/types';
import { type StereoSound, stereoCodec } from './codec';

type Check = (value: unknown, functionName: string) => StereoSound;

const clampUnit = (value: number) => (value > 1 ? 1 : value < -1 ? -1 : value);

/** Both channels replaced by their average. */
export function squashed(sound: StereoSound): StereoSound {
  const [left, right] = stereoCodec.waves(sound) as [Wave, Wave];
  const middle = plainWave((t) => 0.5 * (left(t) + right(t)));
  return stereoCodec.build([middle, middle], stereoCodec.duration(sound));
}

/**
 * The sound squashed to its middle and placed by a position in [-1, 1] that may change over
 * time: -1 is all left, 0 the middle (half on each side), 1 all right.
 */
function placed(sound: StereoSound, position: (t: number) => number): StereoSound {
  const [middle] = stereoCodec.waves(squashed(sound)) as [Wave];
  return stereoCodec.build(
    [(t) => ((1 - position(t)) / 2) * middle(t), (t) => ((1 + position(t)) / 2) * middle(t)],
    stereoCodec.duration(sound),
  );
}

export function panBy(amount: number, check: Check): Transformer<StereoSound> {
  const position = clampUnit(amount);
  return function panned(sound: unknown): StereoSound {
    return placed(check(sound, 'pan'), () => position);
  };
}

/** The position at time t is the modulator's two channels added, kept within [-1, 1]. */
export function panByModulator(modulator: StereoSound, check: Check): Transformer<StereoSound> {
  const [left, right] = stereoCodec.waves(modulator) as [Wave, Wave];
  const position = (t: number) => clampUnit(left(t) + right(t));
  return function panned(sound: unknown): StereoSound {
    return placed(check(sound, 'pan_mod'), position);
  };
}
