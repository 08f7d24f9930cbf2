/** The Versions tab's texts (this implementation's; the spec has no such tab). */
export const VERSIONS_TAB = 'Versions';
export const NO_VERSIONS = 'No versions yet. Every save of this answer keeps one.';
export const LOADING_VERSIONS = 'Loading versions...';
export const UNNAMED = 'Unnamed';
export const VERSION_NAME_LABEL = 'Version name';
export const THIS_VERSION = 'This version';
export const CURRENT_CODE = 'Current code';
export const VERSION_RESTORED = 'The version is in the editor now. Save to keep it.';
export const VERSION_RESTORED_AUTOSAVE = 'The version is in the editor now; it will be saved shortly.';
