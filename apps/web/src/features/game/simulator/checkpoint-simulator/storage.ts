/**
 * What each step of the Checkpoint Simulator holds, kept in sessionStorage so a reload keeps it
 * (game-facts 5: `defaultChapter` for the default checkpoint, `checkpointTxt` for the checkpoint).
 * Stored as `{name, text}`; a bare text (as older simulators kept it) is read under its key's name.
 */
export const STORAGE_KEYS = { default: 'defaultChapter', checkpoint: 'checkpointTxt' } as const;
export type StepKey = keyof typeof STORAGE_KEYS;

export interface ChosenFile {
  /** The file's name as chosen: a local file's name or a `stories/` name. */
  name: string;
  text: string;
}

export function readChosen(storage: Storage, step: StepKey): ChosenFile | null {
  const raw = storage.getItem(STORAGE_KEYS[step]);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isChosen(value)) return { name: value.name, text: value.text };
  } catch {
    // Not JSON: a bare text.
  }
  return { name: STORAGE_KEYS[step], text: raw };
}

/** False when the storage refused it (full): the choice then lasts until the page reloads. */
export function writeChosen(storage: Storage, step: StepKey, file: ChosenFile): boolean {
  try {
    storage.setItem(STORAGE_KEYS[step], JSON.stringify({ name: file.name, text: file.text }));
    return true;
  } catch {
    return false;
  }
}

export function clearChosen(storage: Storage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}

function isChosen(value: unknown): value is ChosenFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    'text' in value &&
    typeof value.name === 'string' &&
    typeof value.text === 'string'
  );
}
