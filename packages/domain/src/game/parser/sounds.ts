/**
 * The sounds every course has without declaring them (game-facts 6 "Built-in sounds"): `play_sfx`
 * and `play_bgm` may name these. Each UI sfx answers to its file's camelCase name and to the
 * kebab-case key, as the engine accepts both.
 */
const UI_SFX_NAMES = [
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

export const BUILT_IN_BGM_KEYS: ReadonlySet<string> = new Set(['galactic-harmony']);

export const BUILT_IN_SFX_KEYS: ReadonlySet<string> = new Set(
  UI_SFX_NAMES.flatMap((name) => [name, kebab(name)]),
);

export const BUILT_IN_SOUND_KEYS: ReadonlySet<string> = new Set([...BUILT_IN_BGM_KEYS, ...BUILT_IN_SFX_KEYS]);
