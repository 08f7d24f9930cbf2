/**
 * The modules we serve and the tabs each names, as `modules.json` lists them (the classic layout of
 * js-slang's loader: `{"rune":{"tabs":["Rune"]}, ...}`). One folder per module under src/, one per
 * tab under src/tabs/.
 */
export const MODULE_MANIFEST = {
  rune: { tabs: ['Rune'] },
  curve: { tabs: ['Curve'] },
  sound: { tabs: ['Sound'] },
  stereo_sound: { tabs: ['StereoSound'] },
  binary_tree: { tabs: [] },
  pix_n_flix: { tabs: ['Pixnflix'] },
  sound_matrix: { tabs: ['SoundMatrix'] },
  repeat: { tabs: ['Repeat'] },
  game: { tabs: [] },
} as const satisfies Record<string, { tabs: readonly string[] }>;

export type ModuleName = keyof typeof MODULE_MANIFEST;

export const MODULE_NAMES = Object.keys(MODULE_MANIFEST) as ModuleName[];

export function isModuleName(name: string): name is ModuleName {
  return Object.hasOwn(MODULE_MANIFEST, name);
}
