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

type Pair = [unknown, unknown] | null;

function plainFib(n: number): number {
  return n <= 1 ? n : plainFib(n - 1) + plainFib(n - 2);
}

function plainFact(n: number): number {
  let acc = 1;
  for (let i = n; i > 0; i -= 1) acc *= i;
  return acc;
}

function plainAccumulate(): number {
  let xs: Pair = null;
  for (let i = 100000; i >= 1; i -= 1) xs = [i, xs];
  const go = (list: Pair): number => (list === null ? 0 : (list[0] as number) + go(list[1] as Pair));
  return go(xs);
}

function plainPrimes(): number {
  const found: number[] = [];
  for (let n = 2; found.length < 2000; n += 1) {
    let prime = true;
    for (let d = 2; d * d <= n; d += 1) {
      if (n % d === 0) {
        prime = false;
        break;
      }
    }
    if (prime) found.push(n);
  }
  return found[1999] ?? 0;
}

function plainSort(): boolean {
  const values: number[] = [];
  let seed = 42;
  for (let i = 0; i < 10000; i += 1) {
    values.push(seed % 100000);
    seed = (seed * 1103515245 + 12345) % 2147483648;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[0] ?? 0) <= (sorted[9999] ?? 0);
}

export const FAST_PATH_PROGRAMS: readonly FastPathProgram[] = [
  { label: 'fib(25)', chapters: [1, 2, 3, 4], source: FIB, expected: '75025', plain: () => plainFib(25) },
  {
    label: 'fact, tail calls, 100,000',
    chapters: [1, 2, 3, 4],
    source: FACT,
    expected: 'Infinity',
    plain: () => plainFact(100000),
  },
  {
    label: 'accumulate over 100,000',
    chapters: [2, 3, 4],
    source: ACCUMULATE,
    expected: '5000050000',
    plain: plainAccumulate,
  },
  {
    label: 'stream of primes to 2,000',
    chapters: [3, 4],
    source: PRIMES,
    expected: '17389',
    plain: plainPrimes,
  },
  { label: 'merge sort of 10,000', chapters: [2, 3, 4], source: SORT, expected: 'true', plain: plainSort },
];
