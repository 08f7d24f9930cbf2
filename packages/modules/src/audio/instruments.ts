import type { AdsrShape } from './envelope';
import type { Wave } from './types';
import { sawtoothWave, squareWave, triangleWave } from './waves';

/**
 * An instrument as the sheet builds it with `stacking_adsr`: a waveform and one envelope per
 * harmonic (the first envelope shapes the base frequency, the second twice it, and so on).
 */
export interface InstrumentRecipe {
  waveform: (frequency: number) => Wave;
  envelopes: readonly AdsrShape[];
}

function shape(
  attackRatio: number,
  decayRatio: number,
  sustainLevel: number,
  releaseRatio: number,
): AdsrShape {
  return { attackRatio, decayRatio, sustainLevel, releaseRatio };
}

export type InstrumentName = 'bell' | 'cello' | 'piano' | 'trombone' | 'violin';

export const INSTRUMENTS: Readonly<Record<InstrumentName, InstrumentRecipe>> = {
  bell: {
    waveform: squareWave,
    envelopes: [
      shape(0, 0.6, 0, 0.05),
      shape(0, 0.6618, 0, 0.05),
      shape(0, 0.7618, 0, 0.05),
      shape(0, 0.9071, 0, 0.05),
    ],
  },
  cello: {
    waveform: squareWave,
    envelopes: [shape(0.05, 0, 1, 0.1), shape(0.05, 0, 1, 0.15), shape(0, 0, 0.2, 0.15)],
  },
  piano: {
    waveform: triangleWave,
    envelopes: [shape(0, 0.515, 0, 0.05), shape(0, 0.32, 0, 0.05), shape(0, 0.2, 0, 0.05)],
  },
  trombone: {
    waveform: squareWave,
    envelopes: [shape(0.2, 0, 1, 0.1), shape(0.3236, 0.6, 0, 0.1)],
  },
  violin: {
    waveform: sawtoothWave,
    envelopes: [
      shape(0.35, 0, 1, 0.15),
      shape(0.35, 0, 1, 0.15),
      shape(0.45, 0, 1, 0.15),
      shape(0.45, 0, 1, 0.15),
    ],
  },
};
