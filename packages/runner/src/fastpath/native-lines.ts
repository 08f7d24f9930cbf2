/**
 * The line js-slang's native runner gives a native JavaScript error (V8's "Invalid string length")
 * thrown by an operator. js-slang does not know where such an error happened: its call wrapper
 * wraps it without a location, and the runner then reads the first `eval` frame of the error's
 * stack - the position, in the transpiled code, of the helper call (`binaryOp(...)`) that threw -
 * and maps it back through the transpiler's source map, taking the last mapped source token at or
 * before that column on the same generated line. Inside a tail call's argument list (`return
 * f(s + s);`, transpiled into an object literal whose `arguments:` line holds no mapped token
 * before the call) nothing is found and the error has no line; elsewhere the line is that of the
 * token before the operator in the transpiled statement, usually but not always the operator's.
 *
 * Rather than model that layout, this module reproduces it: only when such an error happens, it
 * transpiles the program with js-slang's own transpiler, finds the operator's helper call, and
 * applies the same source-map lookup. Nothing of this runs unless the program failed so.
 */

import { parse as parseJs } from 'acorn';
import type * as es from 'estree';
import { ExceptionError } from 'js-slang/dist/errors/errors.js';
import { transpile } from 'js-slang/dist/transpiler/transpiler.js';
import type { Context } from 'js-slang/dist/types.js';
import type { Site } from './runtime';

/** A native error raised by an operator at `site`: its location is found once it reaches the top. */
export class OperatorNativeError extends ExceptionError {
  constructor(
    error: Error,
    readonly site: Site,
  ) {
    super(error);
  }
}

type Located = { start: { line: number; column: number }; end: { line: number; column: number } };

const UNKNOWN: Located = { start: { line: -1, column: -1 }, end: { line: -1, column: -1 } };

/**
 * How js-slang transpiled a program of a session: the first program it runs natively is wrapped in a
 * function with the builtins (its code then installs `native.evaller`), every later one - and every
 * program after a chapter's prelude - is a plain block given to that evaller. The layouts differ in
 * indentation, which matters once a position in one program's code is read with another's map.
 */
export type Layout = 'first' | 'later';

/**
 * The ExceptionError js-slang's runner reports for `error`. js-slang reads the position of the
 * frame that threw in the code of the program that holds the operator (an earlier program of a
 * REPL session, possibly) and maps it with the source map of the program being run now.
 */
export function locateLikeSlang(
  error: OperatorNativeError,
  current: { program: es.Program; layout: Layout },
  layoutOf: (program: object) => Layout | undefined,
  context: Context,
): ExceptionError {
  const { site } = error;
  let location = UNKNOWN;
  const holder = site.program as es.Program | undefined;
  const holderLayout = holder ? layoutOf(holder) : undefined;
  if (site.source === null && holder && holderLayout) {
    try {
      location = slangLocation(site, { program: holder, layout: holderLayout }, current, context) ?? UNKNOWN;
    } catch {
      // The transpiler refused the program (it never should, js-slang ran the same checks): no line.
    }
  }
  return new ExceptionError(error.error, location);
}

function transpiled(program: es.Program, layout: Layout, context: Context) {
  const storage = context.nativeStorage;
  const { previousProgramsIdentifiers, evaller } = storage;
  storage.evaller = layout === 'later' ? (code: string): unknown => code : null;
  try {
    return transpile(program, context, false, true);
  } finally {
    storage.previousProgramsIdentifiers = previousProgramsIdentifiers;
    storage.evaller = evaller;
  }
}

function slangLocation(
  site: Site,
  holder: { program: es.Program; layout: Layout },
  current: { program: es.Program; layout: Layout },
  context: Context,
): Located | null {
  // Which of the operators starting at the site's position threw: nested `a + b + c` share a start.
  const nth = matching(holder.program as unknown as Node, (n) => isOperator(n, site)).indexOf(
    site.node as Node,
  );
  if (nth < 0) return null;
  const code = transpiled(holder.program, holder.layout, context).transpiled;
  const generated = parseJs(code, { ecmaVersion: 'latest', locations: true }) as unknown as Node;
  const call = matching(generated, (n) => isHelperCall(n, site))[nth];
  const start = call?.callee?.loc?.start;
  if (!start) return null;
  const map =
    current.program === holder.program && current.layout === holder.layout
      ? transpiled(holder.program, holder.layout, context).sourceMapJson
      : transpiled(current.program, current.layout, context).sourceMapJson;
  if (!map) return null;
  // V8 gives the frame's column 1-based; js-slang passes it on to the 0-based lookup unchanged.
  const original = originalLine(map.mappings, start.line, start.column + 1);
  if (!original) return null;
  return { start: original, end: { line: -1, column: -1 } };
}

interface Node {
  type: string;
  operator?: string;
  loc?: { start: { line: number; column: number } };
  callee?: Node & { name?: string };
  arguments?: (Node & { value?: unknown })[];
}

function isOperator(node: Node, site: Site): boolean {
  return (
    node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    node.loc?.start.line === site.line &&
    node.loc.start.column === site.column
  );
}

/** js-slang's `binaryOp(operator, chapter, left, right, line, column, source)`. */
function isHelperCall(node: Node, site: Site): boolean {
  const args = node.arguments;
  return (
    node.type === 'CallExpression' &&
    node.callee?.type === 'Identifier' &&
    (node.callee.name ?? '').startsWith('binaryOp') &&
    args?.length === 7 &&
    args[0]?.value === '+' &&
    args[4]?.value === site.line &&
    args[5]?.value === site.column
  );
}

/** The nodes satisfying `test`, in pre-order (an outer node before the nodes inside it). */
function matching(root: Node, test: (node: Node) => boolean): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (test(node)) found.push(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (typeof child === 'object' && child !== null && typeof Reflect.get(child, 'type') === 'string') {
          visit(child as Node);
        }
      }
    }
  };
  visit(root);
  return found;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * source-map's `originalPositionFor` with its default bias: the last segment of generated line
 * `line` whose column is at most `column`, if it has an original position. (js-slang uses the
 * asynchronous source-map 0.7; the lookup is small enough to do here synchronously.)
 */
export function originalLine(
  mappings: string,
  line: number,
  column: number,
): { line: number; column: number } | null {
  const lines = mappings.split(';');
  let sourceLine = 0;
  let sourceColumn = 0;
  let best: { line: number; column: number } | null = null;
  for (let l = 0; l < line && l < lines.length; l += 1) {
    let generatedColumn = 0;
    for (const segment of (lines[l] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      generatedColumn += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceLine += fields[2] ?? 0;
        sourceColumn += fields[3] ?? 0;
      }
      if (l === line - 1 && generatedColumn <= column) {
        best = fields.length >= 4 ? { line: sourceLine + 1, column: sourceColumn } : null;
      }
    }
  }
  return best;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
