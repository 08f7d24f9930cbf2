/**
 * 'Print coordinates' (issue 24): the placed objects and boxes as the `objects` and
 * `boundingBoxes` paragraphs of a location (game-facts 1.2), indented to paste straight under
 * the location's id in a checkpoint file. Coordinates are centres, rounded, as the game reads them.
 */
import type { PlacementState } from './placement';

/** One nesting level of a checkpoint file (game-facts 1: a tab or exactly 4 spaces). */
const LEVEL = '    ';

const round = (value: number): number => Math.round(value);
/** A size never prints as 0: the game would draw nothing. */
const roundSize = (value: number): number => Math.max(1, Math.round(value));

/**
 * The lines, each item with a leading `+` so it is in the location at once. An object with no
 * size of its own prints only its centre and the game draws it at its natural size.
 */
export function printCoordinates(state: PlacementState): string[] {
  const lines: string[] = [];
  if (state.objects.length > 0) {
    lines.push(`${LEVEL}objects`);
    for (const o of state.objects) {
      const fields = [o.id, o.assetKey, round(o.x), round(o.y)];
      if (o.width !== undefined && o.height !== undefined)
        fields.push(roundSize(o.width), roundSize(o.height));
      lines.push(`${LEVEL}${LEVEL}+ ${fields.join(', ')}`);
    }
  }
  if (state.boxes.length > 0) {
    lines.push(`${LEVEL}boundingBoxes`);
    for (const b of state.boxes) {
      const fields = [b.id, round(b.x), round(b.y), roundSize(b.width), roundSize(b.height)];
      lines.push(`${LEVEL}${LEVEL}+ ${fields.join(', ')}`);
    }
  }
  return lines;
}
