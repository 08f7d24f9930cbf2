import type { SoundAsset } from '../checkpoint-types';

/**
 * The sounds every course has without declaring them (game-facts 6 "Built-in sounds"): `play_bgm`
 * and `play_sfx` accept these keys as well as the checkpoint's own.
 */
const SFX_NAMES = [
  'dialogueAdvance',
  'popUpEnter',
  'popUpExit',
  'notifEnter',
  'notifExit',
  'modeEnter',
  'buttonClick',
  'buttonHover',
  'menuEnter',
  'menuExit',
  'radioStatic',
  'radioIn',
];

function kebab(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Each built-in sfx answers to its kebab-case key and to its file's camelCase name. */
export const BUILT_IN_SOUNDS: ReadonlyMap<string, SoundAsset> = new Map<string, SoundAsset>([
  ...SFX_NAMES.flatMap((name): [string, SoundAsset][] => [
    [kebab(name), { key: kebab(name), path: `/sfx/${name}.mp3`, volume: 1, kind: 'sfx' }],
    [name, { key: name, path: `/sfx/${name}.mp3`, volume: 1, kind: 'sfx' }],
  ]),
  ['galactic-harmony', { key: 'galactic-harmony', path: '/bgm/GalacticHarmony.mp3', volume: 1, kind: 'bgm' }],
]);
