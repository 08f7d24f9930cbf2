// Text of a value as js-slang's REPL and display show it: strings quoted, pairs as [head, tail],
// arrays as [a, b, c]; a structure wider than 80 characters is broken over lines with the same
// indentation js-slang uses; a structure met again inside itself prints as ...<circular>, and
// nesting deeper than 100 as ...<truncated>.

import type { SvmlFunction, SvmlValue } from './types.js';

const SPLIT_THRESHOLD = 80;
const MAX_DEPTH = 100;

/** A value measured: how wide it is on one line, and its parts. */
type Shape =
  | { kind: 'text'; text: string; width: number }
  | { kind: 'pair'; head: Shape; tail: Shape; width: number }
  | { kind: 'seq'; items: Shape[]; open: string; close: string; width: number };

function text(s: string): Shape {
  // A multi-line text never fits on one line, which forces its parents onto several lines.
  return { kind: 'text', text: s, width: s.includes('\n') ? Number.POSITIVE_INFINITY : s.length };
}

export function functionText(fn: SvmlFunction): string {
  switch (fn.type) {
    case 'closure':
      return `<function of ${fn.fn.numArgs} argument${fn.fn.numArgs === 1 ? '' : 's'}>`;
    case 'native':
      return `<function ${fn.name}>`;
    case 'internal':
      return `<internal function ${fn.index}>`;
  }
}

function atomText(v: SvmlValue): string | undefined {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return undefined;
  if (v.kind === 'opaque') return v.label;
  return functionText(v);
}

/** True when xs is a chain of pairs ending in null. */
function isProperList(xs: SvmlValue): boolean {
  const seen = new Set<SvmlValue>();
  let cur = xs;
  while (Array.isArray(cur) && cur.length === 2 && !seen.has(cur)) {
    seen.add(cur);
    cur = cur[1];
  }
  return cur === null;
}

function measure(value: SvmlValue, listNotation: boolean): Shape {
  const onPath = new Set<SvmlValue[]>();
  const done = new Map<SvmlValue[], Shape>();
  const visit = (v: SvmlValue): [Shape, boolean] => {
    const atom = atomText(v);
    if (atom !== undefined) return [text(atom), false];
    const arr = v as SvmlValue[];
    if (onPath.has(arr)) return [text('...<circular>'), true];
    const memo = done.get(arr);
    if (memo) return [memo, false];
    if (onPath.size > MAX_DEPTH) return [text('...<truncated>'), false];
    onPath.add(arr);
    let circular = false;
    let shape: Shape;
    if (listNotation && arr.length === 2 && isProperList(arr)) {
      const items: Shape[] = [];
      let cur: SvmlValue = arr;
      while (Array.isArray(cur)) {
        const [s, c] = visit(cur[0]);
        items.push(s);
        circular ||= c;
        cur = cur[1];
      }
      shape = seq(items, 'list(', ')');
    } else if (arr.length === 2) {
      const [head, c1] = visit(arr[0]);
      const [tail, c2] = visit(arr[1]);
      circular = c1 || c2;
      shape = { kind: 'pair', head, tail, width: head.width + tail.width + 4 };
    } else {
      const items: Shape[] = [];
      for (let i = 0; i < arr.length; i++) {
        const [s, c] = visit(arr[i]);
        items.push(s);
        circular ||= c;
      }
      shape = seq(items, '[', ']');
    }
    onPath.delete(arr);
    if (!circular) done.set(arr, shape);
    return [shape, circular];
  };
  return visit(value)[0];
}

function seq(items: Shape[], open: string, close: string): Shape {
  let width = open.length + close.length + Math.max(0, items.length - 1) * 2;
  for (const item of items) width += item.width;
  return { kind: 'seq', items, open, close, width };
}

function oneLine(shape: Shape): string {
  switch (shape.kind) {
    case 'text':
      return shape.text;
    case 'pair':
      return `[${oneLine(shape.head)}, ${oneLine(shape.tail)}]`;
    case 'seq':
      return shape.open + shape.items.map(oneLine).join(', ') + shape.close;
  }
}

function fitsOnLine(shape: Shape): boolean {
  switch (shape.kind) {
    case 'text':
      return Number.isFinite(shape.width);
    case 'pair':
      // js-slang lets a pair be two characters wider than other structures.
      return shape.width - 2 <= SPLIT_THRESHOLD && fitsOnLine(shape.head) && fitsOnLine(shape.tail);
    case 'seq':
      return (
        shape.width - shape.open.length - shape.close.length <= SPLIT_THRESHOLD &&
        shape.items.every(fitsOnLine)
      );
  }
}

/** `newline` is the line break plus the indentation of the line the shape starts on. */
function layout(shape: Shape, newline: string): string {
  if (fitsOnLine(shape)) return oneLine(shape);
  if (shape.kind === 'text') return shape.text.split('\n').join(newline);
  if (shape.kind === 'pair') {
    // The head is indented past "[ "; the tail starts a new line in the pair's own column.
    return `[ ${layout(shape.head, `${newline}  `)},${newline}${layout(shape.tail, newline)}]`;
  }
  const first = shape.open + ' '.repeat(Math.max(0, 2 - shape.open.length));
  const rest = newline + ' '.repeat(Math.max(shape.open.length, 2));
  const parts = shape.items.map((item, i) =>
    layout(item, i === 0 ? newline + ' '.repeat(first.length) : rest),
  );
  return first + parts.join(`,${rest}`) + shape.close;
}

/** As js-slang's stringify for lists/arrays/strings; functions and opaques as readable text. */
export function stringifySvml(value: SvmlValue): string {
  return layout(measure(value, false), '\n');
}

/** As js-slang's display_list shows a value: proper lists as list(a, b, c). */
export function stringifyAsLists(value: SvmlValue): string {
  return layout(measure(value, true), '\n');
}
