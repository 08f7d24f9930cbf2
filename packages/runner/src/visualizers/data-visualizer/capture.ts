import type { DataDrawing, DataNode, DataValue } from './types';

/** Spec 3 section 2.12: the Data Visualizer truncates strings to 20 characters. */
export const DATA_STRING_CHARS = 20;
/** A function's source text is kept to this many characters, for the text alternative and tooltips. */
export const DATA_FUNCTION_CHARS = 40;

/**
 * What one call (run or evaluate) may send: `draw_data` in a loop, or on a 100,000-element list,
 * must not flood the page with messages or with more boxes than anyone can read.
 */
export const DATA_DRAWING_LIMITS = {
  /** Drawings forwarded per call; later `draw_data` calls still return their value but draw nothing. */
  drawings: 100,
  /** Cells (two per pair, one per array element, one per function) captured per drawing. */
  cells: 2_000,
} as const;

export type DataDrawingLimits = { readonly [K in keyof typeof DATA_DRAWING_LIMITS]: number };

/** Cuts text to `max` characters plus an ellipsis, never splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

function primitive(value: unknown, stringify: (value: unknown) => string): DataValue {
  switch (typeof value) {
    case 'number':
      return { kind: 'primitive', type: 'number', text: stringify(value) };
    case 'boolean':
      return { kind: 'primitive', type: 'boolean', text: String(value) };
    case 'string':
      return { kind: 'primitive', type: 'string', text: `"${cut(value, DATA_STRING_CHARS)}"` };
    case 'undefined':
      return { kind: 'primitive', type: 'undefined', text: 'undefined' };
    default:
      if (value === null) return { kind: 'primitive', type: 'null', text: 'null' };
      return { kind: 'primitive', type: 'other', text: cut(oneLine(stringify(value)), DATA_STRING_CHARS) };
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The structure of `values` (one `draw_data` call's arguments) as plain data. Each array (a pair
 * when its length is 2, as js-slang's `is_pair` says) and each function gets one node the first time
 * it is met; later meetings, including a cycle back to an ancestor, are references to it. Iterative,
 * so a long list cannot overflow the worker's stack; bounded by `limits.cells`.
 */
export function captureDrawing(
  values: readonly unknown[],
  stringify: (value: unknown) => string,
  limits: Pick<DataDrawingLimits, 'cells'> = DATA_DRAWING_LIMITS,
): DataDrawing {
  const ids = new Map<object, number>();
  const nodes: DataNode[] = [];
  /** Nodes whose children are still to be captured, with the JavaScript value they stand for. */
  const work: Array<{ node: DataNode; value: unknown[] }> = [];
  let cells = 0;
  let omitted = 0;

  const capture = (value: unknown): DataValue => {
    if (!Array.isArray(value) && typeof value !== 'function') return primitive(value, stringify);
    const known = ids.get(value);
    if (known !== undefined) return { kind: 'ref', id: known };
    const size = typeof value === 'function' ? 1 : Math.max(1, value.length);
    if (cells + size > limits.cells) {
      omitted += 1;
      return { kind: 'omitted' };
    }
    cells += size;
    const id = nodes.length;
    ids.set(value, id);
    if (typeof value === 'function') {
      nodes.push({ kind: 'function', text: cut(oneLine(stringify(value)), DATA_FUNCTION_CHARS) });
    } else {
      const node: DataNode =
        value.length === 2
          ? { kind: 'pair', head: { kind: 'omitted' }, tail: { kind: 'omitted' } }
          : { kind: 'array', items: [] };
      nodes.push(node);
      work.push({ node, value });
    }
    return { kind: 'ref', id };
  };

  const roots = values.map(capture);
  // Ids only need to be stable for one drawing; the page lays the nodes out in its own order.
  while (work.length > 0) {
    const next = work.pop();
    if (!next) break;
    const { node, value } = next;
    if (node.kind === 'pair') {
      node.head = capture(value[0]);
      node.tail = capture(value[1]);
    } else if (node.kind === 'array') {
      // The array's own cells are already counted; a huge sparse array is capped there.
      for (let index = 0; index < value.length; index += 1) node.items.push(capture(value[index]));
    }
  }
  return { roots, nodes, omitted };
}

/**
 * Wraps `post` so that one call forwards at most `limits.drawings` drawings, each captured from the
 * `draw_data` arguments at the moment of the call (later mutation does not change an earlier drawing).
 */
export function drawingRecorder(
  post: (drawing: DataDrawing) => void,
  stringify: (value: unknown) => string,
  limits: DataDrawingLimits = DATA_DRAWING_LIMITS,
): (values: readonly unknown[]) => void {
  let count = 0;
  return (values) => {
    if (count >= limits.drawings) return;
    count += 1;
    post(captureDrawing(values, stringify, limits));
  };
}
