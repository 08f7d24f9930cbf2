import type { SourceChapter } from '@sa/domain';

/** One bench program: its Source text, the chapters where it is valid, and the same in plain JS. */
export interface FastPathProgram {
  label: string;
  chapters: readonly SourceChapter[];
  source: string;
  /** The value as the REPL shows it, so no side is measured computing something else. */
  expected: string;
  plain(): unknown;
}

const FIB = 'function fib(n) { return n <= 1 ? n : fib(n - 1) + fib(n - 2); }\nfib(25);';

const FACT = 'function fact(n, acc) { return n === 0 ? acc : fact(n - 1, acc * n); }\nfact(100000, 1);';

const ACCUMULATE = 'accumulate((x, y) => x + y, 0, enum_list(1, 100000));';

const PRIMES = `function integers_from(n) { return pair(n, () => integers_from(n + 1)); }
function is_prime(n) {
  function check(d) { return d * d > n ? true : n % d === 0 ? false : check(d + 1); }
  return n >= 2 && check(2);
}
const primes = stream_filter(is_prime, integers_from(2));
stream_ref(primes, 1999);`;

const SORT = `function merge(xs, ys) {
  return is_null(xs) ? ys : is_null(ys) ? xs
       : head(xs) <= head(ys) ? pair(head(xs), merge(tail(xs), ys))
       : pair(head(ys), merge(xs, tail(ys)));
}
function split(xs, left, right) {
  return is_null(xs) ? pair(left, right) : split(tail(xs), right, pair(head(xs), left));
}
function msort(xs) {
  if (is_null(xs) || is_null(tail(xs))) {
    return xs;
  } else {
    const halves = split(xs, null, null);
    return merge(msort(head(halves)), msort(tail(halves)));
  }
}
function numbers(i, seed, acc) {
  return i === 0 ? acc : numbers(i - 1, (seed * 1103515245 + 12345) % 2147483648, pair(seed % 100000, acc));
}
const sorted = msort(numbers(10000, 42, null));
list_ref(sorted, 0) <= list_ref(sorted, 9999);`;

// The same algorithms in plain JavaScript: recursion where the Source recurses, pairs as
// two-element arrays as js-slang represents them, closures for stream tails.
type List = [number, List] | null;
type Stream = [number, () => Stream] | null;

function plainFib(n: number): number {
  return n <= 1 ? n : plainFib(n - 1) + plainFib(n - 2);
}

/** JavaScript has no proper tail calls: the 100,000-deep recursion is plain recursion here. */
function plainFact(n: number, acc: number): number {
  return n === 0 ? acc : plainFact(n - 1, acc * n);
}

function plainEnum(from: number, to: number): List {
  return from > to ? null : [from, plainEnum(from + 1, to)];
}

function plainAccumulate(f: (x: number, y: number) => number, initial: number, xs: List): number {
  return xs === null ? initial : f(xs[0], plainAccumulate(f, initial, xs[1]));
}

function integersFrom(n: number): Stream {
  return [n, () => integersFrom(n + 1)];
}

function streamFilter(pred: (x: number) => boolean, s: Stream): Stream {
  if (s === null) return null;
  const [h, t] = s;
  return pred(h) ? [h, () => streamFilter(pred, t())] : streamFilter(pred, t());
}

function streamRef(s: Stream, n: number): number {
  let current = s;
  for (let i = n; i > 0 && current; i -= 1) current = current[1]();
  return current ? current[0] : Number.NaN;
}

function isPrime(n: number): boolean {
  const check = (d: number): boolean => (d * d > n ? true : n % d === 0 ? false : check(d + 1));
  return n >= 2 && check(2);
}

function merge(xs: List, ys: List): List {
  if (xs === null) return ys;
  if (ys === null) return xs;
  return xs[0] <= ys[0] ? [xs[0], merge(xs[1], ys)] : [ys[0], merge(xs, ys[1])];
}

function split(xs: List, left: List, right: List): [List, List] {
  return xs === null ? [left, right] : split(xs[1], right, [xs[0], left]);
}

function msort(xs: List): List {
  if (xs === null || xs[1] === null) return xs;
  const [left, right] = split(xs, null, null);
  return merge(msort(left), msort(right));
}

function numbers(i: number, seed: number, acc: List): List {
  return i === 0 ? acc : numbers(i - 1, (seed * 1103515245 + 12345) % 2147483648, [seed % 100000, acc]);
}

function listRef(xs: List, n: number): number {
  let current = xs;
  for (let i = n; i > 0 && current; i -= 1) current = current[1];
  return current ? current[0] : Number.NaN;
}

function plainSort(): boolean {
  const sorted = msort(numbers(10000, 42, null));
  return listRef(sorted, 0) <= listRef(sorted, 9999);
}

export const FAST_PATH_PROGRAMS: readonly FastPathProgram[] = [
  { label: 'fib(25)', chapters: [1, 2, 3, 4], source: FIB, expected: '75025', plain: () => plainFib(25) },
  {
    label: 'fact, tail calls, 100,000',
    chapters: [1, 2, 3, 4],
    source: FACT,
    expected: 'Infinity',
    plain: () => plainFact(100000, 1),
  },
  {
    label: 'accumulate over 100,000',
    chapters: [2, 3, 4],
    source: ACCUMULATE,
    expected: '5000050000',
    plain: () => plainAccumulate((x, y) => x + y, 0, plainEnum(1, 100000)),
  },
  {
    label: 'stream of primes to 2,000',
    chapters: [3, 4],
    source: PRIMES,
    expected: '17389',
    plain: () => streamRef(streamFilter(isPrime, integersFrom(2)), 1999),
  },
  { label: 'merge sort of 10,000', chapters: [2, 3, 4], source: SORT, expected: 'true', plain: plainSort },
];
