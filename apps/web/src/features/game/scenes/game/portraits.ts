import { avatarPath } from '@sa/domain';

/** A portrait's texture key (game-facts 1.2: `<id>-<expr>`). */
export function portraitKey(characterId: string, expression: string): string {
  return `${characterId}-${expression}`;
}

/**
 * Where a portrait may be, in the order to try. Checkpoint files never name a portrait's file:
 * the classic art is `/avatars/<id>/<id>.<expr>.png` (avatarPath), the demo chapters' art is
 * SVG. A course whose locations are SVG tries `.svg` first; the other is the fallback, so a
 * course with either kind of art draws its portraits.
 */
export function portraitPaths(characterId: string, expression: string, preferSvg: boolean): [string, string] {
  const png = avatarPath(characterId, expression);
  const svg = png.replace(/\.png$/, '.svg');
  return preferSvg ? [svg, png] : [png, svg];
}
