import type { CursorMode } from '@sa/domain';

/** Object Placement's texts. The toolbar's names are the and spec's, verbatim. */
export const CURSOR_MODES: Record<CursorMode, string> = {
  setBackground: 'Set background',
  addObject: 'Add selected object',
  drawBox: 'Draw bounding boxes',
  dragOrResize: 'Drag or resize',
};
export const PRINT_COORDINATES = 'Print coordinates';
export const ERASE_ALL = 'Erase all';

// Ours.
export const TOOLBAR_LABEL = 'Cursor mode';
export const ERASE_ALL_QUESTION = 'Erase the background and every placed object and bounding box?';
export const CANCEL = 'Cancel';
export const COORDINATES_LABEL = 'Coordinates to paste under a location';
export const COPY = 'Copy';
export const COPIED = 'Copied';
export const NOTHING_TO_PRINT = 'Nothing is placed yet.';
export const PLACED_LABEL = 'Placed items';
export const NOTHING_PLACED = 'Nothing is placed yet.';
export const REMOVE = 'Remove';
export const GROW = 'Grow';
export const SHRINK = 'Shrink';
export const KEYS_HINT =
  "On the canvas: ']' grows and '[' shrinks the selection, the arrow keys move it, Backspace or Delete removes it; " +
  'drag the corner handle, or drag with Shift, to resize.';

export const modeLine = (mode: string) => `Cursor mode: ${mode}`;
export const chosenLine = (path: string | null) => (path ? `Chosen file: ${path}` : 'No file chosen');
export const backgroundLine = (path: string | null) => (path ? `Background: ${path}` : 'No background');
export const selectedLine = (id: string | null) => (id ? `Selected: ${id}` : 'Nothing selected');
export const objectLine = (id: string, path: string, x: number, y: number, size: string) =>
  `Object ${id} (${path}) at ${x}, ${y}${size}`;
export const boxLine = (id: string, x: number, y: number, width: number, height: number) =>
  `Bounding box ${id} at ${x}, ${y}, ${width} by ${height}`;
export const sizeText = (width: number, height: number) => `, ${width} by ${height}`;
