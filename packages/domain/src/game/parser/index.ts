export { parseCheckpoint } from './checkpoint';
export { capitalisedWords } from './dialogues';
export { parseAwardsMapping, parseRoomPreviewMapping } from './mappings';
export { BUILT_IN_BGM_KEYS, BUILT_IN_SFX_KEYS, BUILT_IN_SOUND_KEYS } from './sounds';
