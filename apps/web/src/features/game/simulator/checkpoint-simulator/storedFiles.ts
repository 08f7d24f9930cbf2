import { assetAddress } from '../../entry/assets';
import type { ChosenFile } from './storage';
import { loadFailed } from './texts';

const FOLDER = 'stories/';

/** A chapter's or the asset list's name without its folder: 'stories/a.txt' and 'a.txt' -> 'a.txt'. */
export function storyName(path: string): string {
  return path.startsWith(FOLDER) ? path.slice(FOLDER.length) : path;
}

/**
 * A course `stories/` file through its public address (as the game reads it), named
 * 'stories/{name}' so the step shows where it came from. A missing file is an error here:
 * unlike the game, the simulator was asked for this very file.
 */
export async function loadStoryFile(
  fetcher: typeof fetch,
  prefix: string,
  name: string,
): Promise<ChosenFile> {
  const path = `${FOLDER}${storyName(name)}`;
  let response: Response;
  try {
    response = await fetcher(assetAddress(prefix, path));
  } catch {
    throw new Error(loadFailed(path));
  }
  if (!response.ok) throw new Error(loadFailed(path));
  return { name: path, text: await response.text() };
}
