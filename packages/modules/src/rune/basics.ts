import { stringArg } from './checks';
import { imageRune, type Rune, shapeRune } from './rune';
import * as shapes from './shapes';

/** The empty rune: draws nothing. */
export const blank: Rune = shapeRune(shapes.BLANK_SHAPE);
/** A square filling the canvas. */
export const square: Rune = shapeRune(shapes.SQUARE_SHAPE);
/** A circle touching the canvas's four sides. */
export const circle: Rune = shapeRune(shapes.CIRCLE_SHAPE);
/** A small triangle in the upper-right corner. */
export const corner: Rune = shapeRune(shapes.CORNER_SHAPE);
/** A heart. */
export const heart: Rune = shapeRune(shapes.HEART_SHAPE);
/** A four-pointed burst of light. */
export const nova: Rune = shapeRune(shapes.NOVA_SHAPE);
/** A five-pointed star. */
export const pentagram: Rune = shapeRune(shapes.PENTAGRAM_SHAPE);
/** A cross with a pinwheel's turn. */
export const rcross: Rune = shapeRune(shapes.RCROSS_SHAPE);
/** A ribbon winding out in a spiral. */
export const ribbon: Rune = shapeRune(shapes.RIBBON_SHAPE);
/** A sail on its mast. */
export const sail: Rune = shapeRune(shapes.SAIL_SHAPE);
/** A triangle pointing up. */
export const triangle: Rune = shapeRune(shapes.TRIANGLE_SHAPE);

/**
 * A square showing the image at a web address. The image is loaded when the rune is drawn, so the
 * server must allow other sites to load it (CORS).
 * @param imageUrl the image's address
 * @returns the image rune
 */
export function from_url(imageUrl: string): Rune {
  return imageRune(stringArg('from_url', imageUrl, 1));
}
