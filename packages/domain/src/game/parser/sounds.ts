import { BUILT_IN_SOUNDS } from '../engine/builtin-sounds';

/**
 * The sounds every course has without declaring them (game-facts 6 "Built-in sounds"): `play_sfx`
 * and `play_bgm` may name these: the keys of the engine's one table of them.
 */
const keysOf = (kind: 'bgm' | 'sfx') =>
  new Set([...BUILT_IN_SOUNDS].filter(([, sound]) => sound.kind === kind).map(([key]) => key));

export const BUILT_IN_BGM_KEYS: ReadonlySet<string> = keysOf('bgm');

export const BUILT_IN_SFX_KEYS: ReadonlySet<string> = keysOf('sfx');

export const BUILT_IN_SOUND_KEYS: ReadonlySet<string> = new Set([...BUILT_IN_BGM_KEYS, ...BUILT_IN_SFX_KEYS]);
