/**
 * More chapter 1 and 2 programs for the differential suite (more-chapter1-2.test.ts): operators
 * with every kind of value (=== and !== are checked in these chapters), errors placed on lines of
 * their own inside multi-line expressions, list library errors raised in callbacks, and textbook
 * recursion and higher-order programs.
 */

const VALUES_1: readonly string[] = ['1', '"s"', 'true', 'undefined', '(x => x)'];
const VALUES_2: readonly string[] = [...VALUES_1, 'null', 'pair(1, 2)', 'list(1)'];

const BINARY = ['+', '-', '*', '/', '%', '<', '>=', '===', '!=='] as const;

function matrix(values: readonly string[]): string[] {
  return BINARY.flatMap((op) =>
    ['1', '"s"'].flatMap((left) => values.map((right) => `${left} ${op} ${right};`)),
  );
}

export const MATRIX_1: readonly string[] = matrix(VALUES_1);
/** Chapter 2: only the kinds chapter 1 lacks, on the right. */
export const MATRIX_2: readonly string[] = matrix(['null', 'pair(1, 2)', 'list(1)']);

/** An ill-typed operand or call on a line of its own, in expressions spread over lines. */
export const PLACED: readonly string[] = VALUES_2.flatMap((v) => [
  `const x = 1 +\n  2 *\n  ${v};`,
  `function f(a) {\n  return a\n    + 1;\n}\nf(\n  ${v});`,
  `function f(a) {\n  return a(\n    1);\n}\n\nf(${v});`,
  `const y = ${v};\nconst z =\n  y ?\n  1 :\n  2;`,
  `map(x =>\n  x * 2,\n  list(1, ${v}));`,
  `accumulate((x, acc) =>\n  acc +\n    x, 0, list(${v}, 2));`,
  `filter(x =>\n  x,\n  list(${v}));`,
  `function g(n) {\n  return n === 0\n    ? ${v} + 1\n    : g(n - 1);\n}\ng(3);`,
]);

/** Textbook recursion and higher-order functions (SICP JS chapters 1 and 2). */
export const TEXTBOOK_1_2: readonly string[] = [
  'function abs(x) {\n  return x >= 0 ? x : -x;\n}\nabs(-5) + abs(3);',
  'function cube(x) { return x * x * x; }\nfunction sum_cubes(a, b) { return a > b ? 0 : cube(a) + sum_cubes(a + 1, b); }\nsum_cubes(1, 10);',
  'function pi_sum(a, b) { return a > b ? 0 : 1 / (a * (a + 2)) + pi_sum(a + 4, b); }\n8 * pi_sum(1, 1000);',
  'function sum(term, a, next, b) { return a > b ? 0 : term(a) + sum(term, next(a), next, b); }\nfunction integral(f, a, b, dx) { return sum(f, a + dx / 2, x => x + dx, b) * dx; }\nintegral(x => x * x * x, 0, 1, 0.01);',
  'function search(f, neg, pos) {\n  const mid = (neg + pos) / 2;\n  return math_abs(neg - pos) < 0.001 ? mid : f(mid) > 0 ? search(f, neg, mid) : f(mid) < 0 ? search(f, mid, pos) : mid;\n}\nsearch(math_sin, 4, 2);',
  'const dx = 0.00001;\nfunction deriv(g) { return x => (g(x + dx) - g(x)) / dx; }\ndisplay(deriv(x => x * x * x)(5));\nmath_round(deriv(x => x * x * x)(5));',
  'function repeated(f, n) { return n === 0 ? x => x : x => f(repeated(f, n - 1)(x)); }\nrepeated(x => x * x, 2)(5);',
  'function smooth(f) { const dx = 0.1; return x => (f(x - dx) + f(x) + f(x + dx)) / 3; }\nsmooth(x => x * x)(2);',
  'function cont_frac(n, d, k) {\n  function frac(i) { return i > k ? 0 : n(i) / (d(i) + frac(i + 1)); }\n  return frac(1);\n}\n1 / cont_frac(i => 1, i => 1, 20);',
  'function hanoi(n, from, to, via) {\n  return n === 0 ? 0 : hanoi(n - 1, from, via, to) + 1 + hanoi(n - 1, via, to, from);\n}\nhanoi(12, 1, 3, 2);',
  'function is_prime(n) {\n  function divides(a, b) { return b % a === 0; }\n  function find(n, t) { return t * t > n ? n : divides(t, n) ? t : find(n, t + 1); }\n  return n > 1 && find(n, 2) === n;\n}\nis_prime(97) && !is_prime(91);',
  'function count_digits(n) { return n < 10 ? 1 : 1 + count_digits(math_floor(n / 10)); }\ncount_digits(1234567);',
  'function string_repeat(s, n) { return n === 0 ? "" : s + string_repeat(s, n - 1); }\nstring_repeat("ab", 5);',
  'const x = 3;\nfunction f(x) {\n  const y = x * 2;\n  function g(z) { return x + y + z; }\n  return g(1);\n}\nf(10) + x;',
  'function list_sum(xs) { return is_null(xs) ? 0 : head(xs) + list_sum(tail(xs)); }\nlist_sum(list(1, 2, 3, 4, 5));',
  'function scale_list(items, factor) { return map(x => x * factor, items); }\nscale_list(list(1, 2, 3), 10);',
  'function deep_reverse(t) { return is_pair(t) ? reverse(map(deep_reverse, t)) : t; }\ndeep_reverse(list(1, list(2, 3), list(4, list(5, 6))));',
  'function fringe(t) { return is_null(t) ? null : !is_pair(t) ? list(t) : append(fringe(head(t)), fringe(tail(t))); }\nfringe(list(list(1, 2), list(3, list(4, 5))));',
  'function enumerate_tree(t) { return is_null(t) ? null : !is_pair(t) ? list(t) : append(enumerate_tree(head(t)), enumerate_tree(tail(t))); }\naccumulate((x, y) => x + y, 0, map(x => x * x, filter(x => x % 2 === 1, enumerate_tree(list(1, list(2, list(3, 4)), 5)))));',
  'function flatmap(f, seq) { return accumulate(append, null, map(f, seq)); }\nfunction unique_pairs(n) { return flatmap(i => map(j => list(i, j), enum_list(1, i - 1)), enum_list(1, n)); }\nunique_pairs(4);',
  'function queens(board_size) {\n  function adjoin(row, rest) { return pair(row, rest); }\n  function safe(positions) {\n    const row = head(positions);\n    function ok(rest, d) { return is_null(rest) || (head(rest) !== row && math_abs(head(rest) - row) !== d && ok(tail(rest), d + 1)); }\n    return ok(tail(positions), 1);\n  }\n  function queen_cols(k) {\n    return k === 0 ? list(null) : filter(safe, accumulate(append, null, map(rest => map(row => adjoin(row, rest), enum_list(1, board_size)), queen_cols(k - 1))));\n  }\n  return queen_cols(board_size);\n}\nlength(queens(6));',
  'function make_point(x, y) { return pair(x, y); }\nfunction midpoint(a, b) { return make_point((head(a) + head(b)) / 2, (tail(a) + tail(b)) / 2); }\nmidpoint(make_point(0, 0), make_point(4, 6));',
  'function member_of(x, s) { return !is_null(member(x, s)); }\nfunction intersection(a, b) { return filter(x => member_of(x, b), a); }\nintersection(list(1, 2, 3, 4), list(2, 4, 6));',
  'function tree_insert(t, x) {\n  return is_null(t) ? list(x, null, null) : x < head(t) ? list(head(t), tree_insert(list_ref(t, 1), x), list_ref(t, 2)) : list(head(t), list_ref(t, 1), tree_insert(list_ref(t, 2), x));\n}\naccumulate((x, t) => tree_insert(t, x), null, list(5, 3, 8, 1));',
  'function symbolic_deriv(e) {\n  return is_number(e) ? 0 : is_string(e) ? 1 : list("+", symbolic_deriv(list_ref(e, 1)), symbolic_deriv(list_ref(e, 2)));\n}\nsymbolic_deriv(list("+", "x", 3));',
  'display_list(map(x => pair(x, x * x), enum_list(1, 3)));\nlist_to_string(list("a", pair(1, 2)));',
  'equal(list(1, list(2, 3)), list(1, list(2, 3))) && !equal(list(1), list("1"));',
  'function f(xs) {\n  return is_null(xs)\n    ? 0\n    : head(xs) + f(tail(xs));\n}\nf(list(1, 2, "three"));',
  'const xs = list(1, 2, 3);\nlist_ref(xs, -1);',
  'remove(1, 5);',
  'append(1, list(2));',
  'reverse(pair(1, 2));',
  'accumulate(1, 0, list(1));',
  'function f(n) {\n  return n === 0\n    ? head(null)\n    : 1 + f(n - 1);\n}\nf(5);',
];
