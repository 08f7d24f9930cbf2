import { type EditorState, RangeSet, StateEffect, StateField } from '@codemirror/state';
import { type EditorView, GutterMarker, gutter } from '@codemirror/view';
import { canHoldBreakpoint } from '../breakpoints';

/** Toggles the breakpoint of the line starting at this document position. */
export const toggleBreakpointEffect = StateEffect.define<number>({
  map: (pos, mapping) => mapping.mapPos(pos),
});

class BreakpointMarker extends GutterMarker {
  override toDOM() {
    const dot = document.createElement('span');
    dot.className = 'cm-sa-breakpoint';
    dot.textContent = '●';
    dot.setAttribute('aria-label', 'Breakpoint');
    return dot;
  }
}
const marker = new BreakpointMarker();

export const breakpointField = StateField.define<RangeSet<GutterMarker>>({
  create: () => RangeSet.empty,
  update(set, tr) {
    let next = set.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(toggleBreakpointEffect)) continue;
      let present = false;
      next.between(effect.value, effect.value, () => {
        present = true;
      });
      next = present
        ? next.update({ filter: (from) => from !== effect.value })
        : next.update({ add: [marker.range(effect.value)] });
    }
    return next;
  },
});

/** 1-based line numbers holding a breakpoint. */
export function breakpointLines(state: EditorState): number[] {
  const lines: number[] = [];
  const iter = state.field(breakpointField).iter();
  for (; iter.value; iter.next()) lines.push(state.doc.lineAt(iter.from).number);
  return lines;
}

/** Toggles the breakpoint of a line when the line may hold one; returns whether it did. */
export function toggleBreakpointAt(view: EditorView, lineStart: number): boolean {
  const line = view.state.doc.lineAt(lineStart);
  if (!canHoldBreakpoint(line.text)) return false;
  view.dispatch({ effects: toggleBreakpointEffect.of(line.from) });
  return true;
}

export function breakpointGutter() {
  return [
    breakpointField,
    gutter({
      class: 'cm-sa-breakpoint-gutter',
      markers: (view) => view.state.field(breakpointField),
      initialSpacer: () => marker,
      domEventHandlers: {
        mousedown(view, line) {
          toggleBreakpointAt(view, line.from);
          return true;
        },
      },
    }),
  ];
}
