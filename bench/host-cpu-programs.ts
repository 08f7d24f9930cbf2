import type { SourceChapter } from '@sa/domain';

/** A heavy textbook program, its chapter and the value it must end with (as the REPL shows it). */
export interface HeavyProgram {
  label: string;
  chapter: SourceChapter;
  code: string;
  /** Checks the REPL text of the result, so neither side is measured running something else. */
  check(value: string): boolean;
}

const QUEENS = `
function enumerate_interval(low, high) {
  return low > high ? null : pair(low, enumerate_interval(low + 1, high));
}
function flatmap(f, seq) {
  return accumulate(append, null, map(f, seq));
}
const empty_board = null;
function adjoin_position(row, col, rest) {
  return pair(pair(row, col), rest);
}
function is_safe(k, positions) {
  const row = head(head(positions));
  return accumulate((queen, safe) =>
                      safe && head(queen) !== row
                           && math_abs(head(queen) - row) !== k - tail(queen),
                    true,
                    tail(positions));
}
function queens(board_size) {
  function queen_cols(k) {
    return k === 0
           ? list(empty_board)
           : filter(positions => is_safe(k, positions),
                    flatmap(rest_of_queens =>
                              map(new_row => adjoin_position(new_row, k, rest_of_queens),
                                  enumerate_interval(1, board_size)),
                            queen_cols(k - 1)));
  }
  return queen_cols(board_size);
}
let solutions = 0;
for (let i = 0; i < ROUNDS; i = i + 1) {
  solutions = solutions + length(queens(8));
}
solutions;
`;

const STREAMS = `
function integers_starting_from(n) {
  return pair(n, () => integers_starting_from(n + 1));
}
function is_divisible(x, y) {
  return x % y === 0;
}
function sieve(s) {
  return pair(head(s),
              () => sieve(stream_filter(x => !is_divisible(x, head(s)),
                                        stream_tail(s))));
}
const primes = sieve(integers_starting_from(2));
stream_ref(primes, N);
`;

const MONTE_CARLO = `
function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}
function random_integer() {
  return math_floor(math_random() * 1000000) + 1;
}
function cesaro_test() {
  return gcd(random_integer(), random_integer()) === 1;
}
function monte_carlo(trials, experiment) {
  function iter(trials_remaining, trials_passed) {
    return trials_remaining === 0
           ? trials_passed / trials
           : experiment()
           ? iter(trials_remaining - 1, trials_passed + 1)
           : iter(trials_remaining - 1, trials_passed);
  }
  return iter(trials, 0);
}
const estimate = math_sqrt(6 / monte_carlo(TRIALS, cesaro_test));
math_abs(estimate - math_PI) < 0.05;
`;

export function heavyPrograms(scale = 1): HeavyProgram[] {
  return [
    {
      label: 'streams: the sieve of primes',
      chapter: 3,
      code: STREAMS.replace('N', String(Math.round(300 * scale))),
      check: (value) => /^\d+$/.test(value),
    },
    {
      label: 'the eight queens',
      chapter: 3,
      code: QUEENS.replace('ROUNDS', String(Math.max(1, Math.round(5 * scale)))),
      check: (value) => Number(value) % 92 === 0,
    },
    {
      label: 'Monte Carlo (cesaro, math_random)',
      chapter: 3,
      code: MONTE_CARLO.replace('TRIALS', String(Math.round(300000 * scale))),
      check: (value) => value === 'true',
    },
  ];
}
