import { courseAssetUrl } from '@sa/contracts';

/**
 * Course asset addresses (game-facts 6): the prefix rule and the address are the contracts' one
 * rule (`courseAssetsPrefix`, `courseAssetUrl`), shared with the server's route and seed.
 */
/** A course file's address; a full address (a chapter image given in full) is used as it is. */
export function assetAddress(prefix: string, path: string): string {
  return /^(https?:|data:|blob:)/.test(path) ? path : courseAssetUrl(prefix, path);
}

/** A course text file under `stories/`; a missing file (or any failure) reads as empty. */
export async function fetchStoryText(
  fetcher: typeof fetch,
  prefix: string,
  filename: string,
): Promise<string> {
  try {
    const response = await fetcher(assetAddress(prefix, `stories/${filename}`));
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}
