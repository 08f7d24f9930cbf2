import type { CursorMode, SizeOf } from '@sa/domain';
import { sizeOfItem } from '@sa/domain';
import type { PlacementSnapshot } from './controller';
import {
  backgroundLine,
  boxLine,
  CURSOR_MODES,
  chosenLine,
  modeLine,
  objectLine,
  selectedLine,
  sizeText,
} from './texts';

export interface PlacedEntry {
  id: string;
  /** What the list and the accessible layer say of it. */
  text: string;
}

/** One line per placed item, in drawing order (objects, then boxes), rounded as printed. */
export function placedEntries({ state }: PlacementSnapshot, sizeOf: SizeOf): PlacedEntry[] {
  const r = Math.round;
  return [
    ...state.objects.map((o) => {
      const size = sizeOfItem(state, o.id, sizeOf);
      return {
        id: o.id,
        text: objectLine(
          o.id,
          o.assetPath,
          r(o.x),
          r(o.y),
          size ? sizeText(r(size.width), r(size.height)) : '',
        ),
      };
    }),
    ...state.boxes.map((b) => ({ id: b.id, text: boxLine(b.id, r(b.x), r(b.y), r(b.width), r(b.height)) })),
  ];
}

/** What the accessible layer beside the canvas says of the picture. */
export function screenLines(snapshot: PlacementSnapshot, sizeOf: SizeOf): string[] {
  const mode: CursorMode = snapshot.mode;
  return [
    modeLine(CURSOR_MODES[mode]),
    chosenLine(snapshot.chosen),
    backgroundLine(snapshot.state.background?.assetPath ?? null),
    ...placedEntries(snapshot, sizeOf).map((entry) => entry.text),
    selectedLine(snapshot.state.selectedId),
  ];
}
