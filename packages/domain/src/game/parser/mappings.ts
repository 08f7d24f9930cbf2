/** `awardsMapping.txt` and `roomPreviewMapping.txt` (game-facts 4). */
import type { AwardMapping, RoomPreviewMapping } from '../checkpoint-types';
import { splitFields, toParagraphs, toSourceLines } from './lines';

/**
 * The first top-level paragraph holds collectibles and the second achievements, whatever their
 * headers say (the reference ignores the header text). Under each: an award id, and under that
 * `assetKey, /path.png, Title, Description` (the description may contain commas).
 */
export function parseAwardsMapping(text: string): AwardMapping[] {
  const kinds = ['collectible', 'achievement'] as const;
  return toParagraphs(toSourceLines(text)).flatMap((section, index) => {
    const kind = kinds[index];
    if (!kind) return [];
    return toParagraphs(section.body).flatMap(({ header, body }) => {
      const first = body[0];
      if (!first) return [];
      const [assetKey = '', assetPath = '', title = '', description = ''] = splitFields(first.text, 4);
      return [{ id: header.text, kind, assetKey, assetPath, title, description }];
    });
  });
}

/** Header = an assessment number, its indented line = a background path. */
export function parseRoomPreviewMapping(text: string): RoomPreviewMapping {
  const mapping: RoomPreviewMapping = {};
  for (const { header, body } of toParagraphs(toSourceLines(text))) {
    const first = body[0];
    if (first) mapping[header.text] = first.text.trim();
  }
  return mapping;
}
