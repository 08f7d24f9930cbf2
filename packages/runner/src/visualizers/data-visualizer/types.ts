/**
 * What one `draw_data(x, ...)` call sends to the page: the structure of its arguments as plain,
 * structured-cloneable data. Every pair, array and function the program built appears once in
 * `nodes`, however often it is referenced, so shared structure is drawn once and cycles terminate.
 */

/** js-slang's primitive kinds; 'other' is anything else a module may hand out (shown as text). */
export type DataPrimitiveType = 'number' | 'boolean' | 'string' | 'null' | 'undefined' | 'other';

/** A value where a drawing holds one: a node of the drawing, a primitive, or a place left out. */
export type DataValue =
  | { kind: 'ref'; id: number }
  /** `text` as drawn: strings quoted and cut to DATA_STRING_CHARS characters (then an ellipsis). */
  | { kind: 'primitive'; type: DataPrimitiveType; text: string }
  /** Beyond the drawing's size limit (DATA_DRAWING_LIMITS.cells): not captured. */
  | { kind: 'omitted' };

export type DataNode =
  /** js-slang's pair: an array of length 2 (so is a two-element array in chapter 3). */
  | { kind: 'pair'; head: DataValue; tail: DataValue }
  | { kind: 'array'; items: DataValue[] }
  /** `text`: its source text on one line, cut short; a function is drawn as a symbol. */
  | { kind: 'function'; text: string };

export interface DataDrawing {
  /** The arguments of the `draw_data` call, in order. */
  roots: DataValue[];
  /** `nodes[id]` is the node that `{ kind: 'ref', id }` points to. */
  nodes: DataNode[];
  /** How many values were left out because the drawing reached its size limit. */
  omitted: number;
}
