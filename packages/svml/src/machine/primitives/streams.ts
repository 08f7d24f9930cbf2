// Stream primitives. A stream is null or a pair whose tail is a nullary function; the streams made
// here get native thunks, which may in turn call the program's functions (stream_map's f...).
// Laziness follows js-slang's stream library: what it forces eagerly we force, what it delays we delay.

import { stringifySvml } from '../../stringify.js';
import type { CallRequest, NativeGenerator, SvmlNative, SvmlValue } from '../../types.js';
import { runtimeError } from '../errors.js';
import { add, arith, compare, condition } from '../operators.js';
import {
  call,
  gen,
  headOf,
  isFunctionValue,
  isPair,
  lazy,
  listOf,
  numberArg,
  sync,
  thunk,
  VARARGS,
} from './define.js';

/** stream_tail: checks as js-slang does (its error() with a prefix), then forces the thunk. */
export function* forceTail(xs: SvmlValue): NativeGenerator {
  if (!isPair(xs)) {
    return runtimeError(
      `Error: stream_tail(xs) expects a pair as argument xs, but encountered  ${stringifySvml(xs)}`,
    );
  }
  if (!isFunctionValue(xs[1])) {
    return runtimeError(
      'Error: stream_tail(xs) expects a function as the tail of the argument pair xs, but encountered  ' +
        stringifySvml(xs[1]),
    );
  }
  return yield call(xs[1], []);
}

function listToStream(xs: SvmlValue): SvmlValue {
  if (xs === null) return null;
  const rest = (xs as SvmlValue[])[1];
  // headOf checks xs is a pair before its tail is used.
  return [headOf(xs), lazy(() => listToStream(rest))];
}

function* buildStream(fun: SvmlValue, n: SvmlValue, i: number): NativeGenerator {
  if (compare('>=', i, n)) return null;
  return [yield call(fun, [i]), thunk(() => buildStream(fun, n, i + 1))];
}

function enumStream(start: SvmlValue, end: SvmlValue): SvmlValue {
  if (compare('>', start, end)) return null;
  const next = add(start, 1);
  return [start, lazy(() => enumStream(next, end))];
}

function integersFrom(n: SvmlValue): SvmlValue {
  const next = add(n, 1);
  return [n, lazy(() => integersFrom(next))];
}

function streamAppend(xs: SvmlValue, ys: SvmlValue): SvmlValue {
  if (xs === null) return ys;
  return [
    headOf(xs),
    thunk(function* () {
      return streamAppend(yield* forceTail(xs), ys);
    }),
  ];
}

function* streamFilter(p: SvmlValue, s: SvmlValue): NativeGenerator {
  let cur = s;
  while (cur !== null) {
    const h = headOf(cur);
    if (condition(yield call(p, [h]))) {
      const from = cur;
      return [
        h,
        thunk(function* () {
          return yield* streamFilter(p, yield* forceTail(from));
        }),
      ];
    }
    cur = yield* forceTail(cur);
  }
  return null;
}

function* streamMap(f: SvmlValue, s: SvmlValue): NativeGenerator {
  if (s === null) return null;
  return [
    yield call(f, [headOf(s)]),
    thunk(function* () {
      return yield* streamMap(f, yield* forceTail(s));
    }),
  ];
}

function* streamRemove(v: SvmlValue, xs: SvmlValue, all: boolean): NativeGenerator {
  let cur = xs;
  while (cur !== null) {
    const h = headOf(cur);
    if (v !== h) {
      const from = cur;
      return [
        h,
        thunk(function* () {
          return yield* streamRemove(v, yield* forceTail(from), all);
        }),
      ];
    }
    if (!all) return yield* forceTail(cur);
    cur = yield* forceTail(cur);
  }
  return null;
}

/** Walks the whole stream, handing each element to `visit`. */
function* eachElement(xs: SvmlValue, visit: (x: SvmlValue) => void): Generator<CallRequest, void, SvmlValue> {
  let cur = xs;
  while (cur !== null) {
    visit(headOf(cur));
    cur = yield* forceTail(cur);
  }
}

function* streamToList([xs]: SvmlValue[]): NativeGenerator {
  const items: SvmlValue[] = [];
  yield* eachElement(xs, (x) => items.push(x));
  return listOf(items);
}

function* streamLength([xs]: SvmlValue[]): NativeGenerator {
  let n = 0;
  yield* eachElement(xs, () => n++);
  return n;
}

function* streamReverse([xs]: SvmlValue[]): NativeGenerator {
  let reversed: SvmlValue = null;
  yield* eachElement(xs, (x) => {
    const rest = reversed;
    reversed = [x, sync('stream tail', 0, () => rest)];
  });
  return reversed;
}

function* streamForEach([fun, xs]: SvmlValue[]): NativeGenerator {
  let cur = xs;
  while (cur !== null) {
    yield call(fun, [headOf(cur)]);
    cur = yield* forceTail(cur);
  }
  return true;
}

function* streamMember([x, s]: SvmlValue[]): NativeGenerator {
  let cur = s;
  while (cur !== null) {
    if (headOf(cur) === x) return cur;
    cur = yield* forceTail(cur);
  }
  return null;
}

function* streamRef([s, n]: SvmlValue[]): NativeGenerator {
  let cur = s;
  for (let k = n; k !== 0; k = arith('-', k, 1)) cur = yield* forceTail(cur);
  return headOf(cur);
}

function* evalStream([s, n]: SvmlValue[]): NativeGenerator {
  const count = numberArg('eval_stream', n);
  const items: SvmlValue[] = [];
  let cur = s;
  for (let k = count; k > 0; k--) {
    items.push(headOf(cur));
    if (k > 1) cur = yield* forceTail(cur);
  }
  return listOf(items);
}

function* isStream([xs]: SvmlValue[]): NativeGenerator {
  let cur = xs;
  for (;;) {
    if (cur === null) return true;
    if (!isPair(cur) || !isFunctionValue(cur[1])) return false;
    const t = cur[1];
    if (t.type === 'closure' ? t.fn.numArgs !== 0 : t.type === 'native' && t.arity !== 0) return false;
    cur = yield* forceTail(cur);
  }
}

export const STREAM_PRIMITIVES: readonly SvmlNative[] = [
  gen('build_stream', 2, ([fun, n]) => buildStream(fun, n, 0)),
  sync('enum_stream', 2, ([start, end]) => enumStream(start, end)),
  gen('eval_stream', 2, evalStream),
  sync('integers_from', 1, ([n]) => integersFrom(n)),
  gen('is_stream', 1, isStream),
  sync('list_to_stream', 1, ([xs]) => listToStream(xs)),
  sync('stream', VARARGS, (args) => listToStream(listOf(args))),
  sync('stream_append', 2, ([xs, ys]) => streamAppend(xs, ys)),
  gen('stream_filter', 2, ([p, s]) => streamFilter(p, s)),
  gen('stream_for_each', 2, streamForEach),
  gen('stream_length', 1, streamLength),
  gen('stream_map', 2, ([f, s]) => streamMap(f, s)),
  gen('stream_member', 2, streamMember),
  gen('stream_ref', 2, streamRef),
  gen('stream_remove', 2, ([v, xs]) => streamRemove(v, xs, false)),
  gen('stream_remove_all', 2, ([v, xs]) => streamRemove(v, xs, true)),
  gen('stream_reverse', 1, streamReverse),
  gen('stream_tail', 1, ([xs]) => forceTail(xs)),
  gen('stream_to_list', 1, streamToList),
];
