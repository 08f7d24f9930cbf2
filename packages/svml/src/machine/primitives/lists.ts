// List primitives, with js-slang's order of evaluation: map, filter and for_each call their
// function from the first element on, accumulate from the last, build_list from n - 1 down to 0.
// Those that call Source functions are generators (see machine/run.ts).

import { stringifySvml } from '../../stringify.js';
import type { NativeGenerator, SvmlNative, SvmlValue } from '../../types.js';
import { runtimeError } from '../errors.js';
import { arith, compare, condition } from '../operators.js';
import { call, elementsOf, gen, headOf, isPair, listOf, numberArg, pairOf, sync, VARARGS } from './define.js';

function* accumulate([f, initial, xs]: SvmlValue[]): NativeGenerator {
  const items = elementsOf('accumulate', xs);
  let acc = initial;
  for (let i = items.length - 1; i >= 0; i--) acc = yield call(f, [items[i], acc]);
  return acc;
}

function* buildList([fun, n]: SvmlValue[]): NativeGenerator {
  let built: SvmlValue = null;
  for (let i = arith('-', n, 1); !compare('<', i, 0); i--) built = [yield call(fun, [i]), built];
  return built;
}

function* map([f, xs]: SvmlValue[]): NativeGenerator {
  const out: SvmlValue[] = [];
  for (const x of elementsOf('map', xs)) out.push(yield call(f, [x]));
  return listOf(out);
}

function* filter([pred, xs]: SvmlValue[]): NativeGenerator {
  const out: SvmlValue[] = [];
  for (const x of elementsOf('filter', xs, 'head')) {
    if (condition(yield call(pred, [x]))) out.push(x);
  }
  return listOf(out);
}

function* forEach([fun, xs]: SvmlValue[]): NativeGenerator {
  for (const x of elementsOf('for_each', xs, 'head')) yield call(fun, [x]);
  return true;
}

function enumList([start, end]: SvmlValue[]): SvmlValue {
  const items: SvmlValue[] = [];
  // Numbers only: js-slang would count "a", "a1", "a11"... for ever.
  const from = numberArg('enum_list', start);
  for (let i = from; !compare('>', i, end); i++) items.push(i);
  return listOf(items);
}

/** Structural equality as js-slang's equal: pairs by parts, other values by ===, arrays never. */
function equal([x, y]: SvmlValue[]): boolean {
  const todo: [SvmlValue, SvmlValue][] = [[x, y]];
  while (todo.length > 0) {
    const [a, b] = todo.pop()!;
    if (isPair(a)) {
      if (!isPair(b)) return false;
      if (a === b) continue;
      todo.push([a[1], b[1]], [a[0], b[0]]);
    } else if (Array.isArray(a)) {
      return false;
    } else if (a !== b) {
      return false;
    }
  }
  return true;
}

function listRef([xs, n]: SvmlValue[]): SvmlValue {
  let cur = xs;
  let k = n;
  const seen = new Set<SvmlValue>();
  while (k !== 0) {
    if (seen.has(cur)) return runtimeError('list_ref: the list is circular.');
    seen.add(cur);
    cur = pairOf('tail', cur)[1];
    k = arith('-', k, 1);
  }
  return headOf(cur);
}

/** "[1,[2,null]]": along the tails iteratively, so a long list cannot overflow the JS stack. */
function listToString(xs: SvmlValue): string {
  let out = '';
  let open = 0;
  let cur = xs;
  const seen = new Set<SvmlValue>();
  while (isPair(cur)) {
    if (seen.has(cur)) return runtimeError('list_to_string: the list is circular.');
    seen.add(cur);
    out += `[${listToString(cur[0])},`;
    open++;
    cur = cur[1];
  }
  return out + (cur === null ? 'null' : stringifySvml(cur)) + ']'.repeat(open);
}

function member([v, xs]: SvmlValue[]): SvmlValue {
  let cur = xs;
  for (const x of elementsOf('member', xs, 'head')) {
    if (x === v) return cur;
    cur = (cur as SvmlValue[])[1];
  }
  return null;
}

function remove([v, xs]: SvmlValue[]): SvmlValue {
  const items = elementsOf('remove', xs, 'head');
  const at = items.indexOf(v);
  if (at < 0) return listOf(items);
  items.splice(at, 1);
  return listOf(items);
}

function removeAll([v, xs]: SvmlValue[]): SvmlValue {
  return listOf(elementsOf('remove_all', xs, 'head').filter((x) => x !== v));
}

function isList([xs]: SvmlValue[]): boolean {
  const seen = new Set<SvmlValue>();
  let cur = xs;
  while (isPair(cur)) {
    if (seen.has(cur)) return false;
    seen.add(cur);
    cur = cur[1];
  }
  return cur === null;
}

function setPart(who: 'set_head' | 'set_tail', index: 0 | 1) {
  return ([xs, x]: SvmlValue[]): SvmlValue => {
    pairOf(who, xs)[index] = x;
    return undefined;
  };
}

export const LIST_PRIMITIVES: readonly SvmlNative[] = [
  gen('accumulate', 3, accumulate),
  sync('append', 2, ([xs, ys]) => listOf(elementsOf('append', xs), ys)),
  gen('build_list', 2, buildList),
  sync('enum_list', 2, enumList),
  sync('equal', 2, equal),
  gen('filter', 2, filter),
  gen('for_each', 2, forEach),
  sync('head', 1, ([xs]) => headOf(xs)),
  sync('tail', 1, ([xs]) => pairOf('tail', xs)[1]),
  sync('is_list', 1, isList),
  sync('is_pair', 1, ([x]) => isPair(x)),
  sync('length', 1, ([xs]) => elementsOf('length', xs).length),
  sync('list', VARARGS, (args) => listOf(args)),
  sync('list_ref', 2, listRef),
  sync('list_to_string', 1, ([xs]) => listToString(xs)),
  gen('map', 2, map),
  sync('member', 2, member),
  sync('pair', 2, ([x, y]) => [x, y]),
  sync('remove', 2, remove),
  sync('remove_all', 2, removeAll),
  sync('reverse', 1, ([xs]) => listOf(elementsOf('reverse', xs).reverse())),
  sync('set_head', 2, setPart('set_head', 0)),
  sync('set_tail', 2, setPart('set_tail', 1)),
];
