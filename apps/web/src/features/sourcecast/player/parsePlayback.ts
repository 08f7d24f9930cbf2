import { PlaybackData } from '@sa/contracts';
import type { PlaybackData as PlaybackDataShape } from '@sa/domain';

/**
 * A listed sourcecast's playback data, or null when it is not a recording this player can follow
 * (the reference's server stored any text, so an old or foreign row may hold anything).
 */
export function parsePlayback(text: string): PlaybackDataShape | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = PlaybackData.safeParse(json);
  return parsed.success ? parsed.data : null;
}
