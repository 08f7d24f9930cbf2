/**
 * Course asset addresses (game-facts 6): every course asset lives under the course's prefix,
 * served at `/assets/{prefix}{path without its leading /}`. The prefix is the course's
 * `assetsPrefix`, else `courses/{courseId}/`.
 */
export function assetsPrefixOf(courseId: number, assetsPrefix: string | null | undefined): string {
  const prefix = assetsPrefix?.trim() ? assetsPrefix.trim() : `courses/${courseId}/`;
  const bare = prefix.replace(/^\/+/, '');
  return bare === '' || bare.endsWith('/') ? bare : `${bare}/`;
}

export function courseAssetUrl(prefix: string, path: string): string {
  // Already an address (a chapter image given in full): used as it is.
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `/assets/${prefix}${path.replace(/^\/+/, '')}`;
}

/** A course text file under `stories/`; a missing file (or any failure) reads as empty. */
export async function fetchStoryText(
  fetcher: typeof fetch,
  prefix: string,
  filename: string,
): Promise<string> {
  try {
    const response = await fetcher(courseAssetUrl(prefix, `stories/${filename}`));
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}
