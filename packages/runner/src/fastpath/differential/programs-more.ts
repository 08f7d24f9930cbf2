/**
 * More programs for the differential suite (more-chapter3-4.test.ts): every operator and condition
 * given every kind of value, every kind of failed call, textbook programs of chapters 3 and 4
 * (mutation, loops, arrays, streams, memoization, tables, queues), errors placed across lines, deep
 * recursion and runaways. Generated lists are built from small tables so each case is one line.
 */

/** One value of each kind a chapter 3 program can make, as source text. */
const VALUES: readonly string[] = ['1', '"s"', 'true', 'undefined', 'null', 'pair(1, 2)', '(x => x)', '[1]'];

const BINARY = ['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '===', '!=='] as const;

/** Each binary operator with each pair of kinds (left a number or a string, right anything). */
export const OPERATOR_MATRIX: readonly string[] = BINARY.flatMap((op) =>
  ['1', '"s"', ...(op === '+' || op === '<' || op === '===' ? ['null'] : [])].flatMap((left) =>
    VALUES.map((right) => `${left} ${op} ${right};`),
  ),
);

/** Unary operators and every condition position, given each kind of value, on a line of its own. */
export const CONDITIONS: readonly string[] = VALUES.flatMap((v) => [
  `!${v};`,
  `-${v};`,
  `const v = ${v};\nif (v) { 1; } else { 2; }`,
  `const v = ${v};\nv ? 1 : 2;`,
  `const v = ${v};\nv && true;`,
  `const v = ${v};\nfalse || v;`,
  `let n = 0;\nwhile (${v}) {\n  n = n + 1;\n  if (n > 2) { break; } else { }\n}\nn;`,
  `for (let i = 0;\n  ${v};\n  i = i + 1) {\n  break;\n}`,
]);

/** Calling each kind of value, and functions of every sort with a wrong number of arguments. */
export const CALLS: readonly string[] = [
  ...VALUES.map((v) => `const g = ${v};\n\ng(1);`),
  ...VALUES.map((v) => `function h(f) {\n  return f(2);\n}\nh(${v});`),
  ...VALUES.map((v) => `function h(f) {\n  return 1 + f(2);\n}\nh(${v});`),
  'function f(a, b, c) { return a; }\nf(1, 2);',
  'const f = (a, b) => a;\nf();',
  'const f = () => 1;\nf(1);',
  'function f(x) {\n  return x;\n}\nconst g = f;\ng(1, 2);',
  'pair(1, 2, 3);',
  'head();',
  'map(x => x);',
  'accumulate((x, y) => x + y, 0);',
  'list_ref(list(1));',
  'stream_tail();',
  'array_length();',
  'math_pow(2);',
  'map((x, y) => x, list(1, 2));',
  'filter(() => true, list(1));',
  'accumulate(x => x, 0, list(1));',
  'for_each((a, b) => a, list(1));',
  'build_list(() => 1, 3);',
  'stream_map((x, y) => x, stream(1));',
  'function f(n) {\n  return n === 0 ? g(1, 2) : f(n - 1);\n}\nfunction g(x) { return x; }\nf(10);',
];

/** Textbook programs of chapters 3 and 4: state, loops, arrays, streams, tables, queues. */
export const TEXTBOOK_3: readonly string[] = [
  'function make_withdraw(balance) {\n  return amount => {\n    if (balance >= amount) {\n      balance = balance - amount;\n      return balance;\n    } else {\n      return "Insufficient funds";\n    }\n  };\n}\nconst W1 = make_withdraw(100);\nconst W2 = make_withdraw(100);\ndisplay(W1(50));\ndisplay(W2(70));\ndisplay(W2(40));\nW1(40);',
  'function make_account(balance) {\n  function withdraw(amount) {\n    if (balance >= amount) { balance = balance - amount; return balance; } else { return "Insufficient funds"; }\n  }\n  function deposit(amount) { balance = balance + amount; return balance; }\n  function dispatch(m) {\n    return m === "withdraw" ? withdraw : m === "deposit" ? deposit : error(m, "unknown request");\n  }\n  return dispatch;\n}\nconst acc = make_account(100);\nacc("withdraw")(50);\nacc("deposit")(40);\nacc("transfer");',
  'function make_accumulator(sum) { return x => { sum = sum + x; return sum; }; }\nconst A = make_accumulator(5);\nA(10);\nA(10);',
  'function make_monitored(f) {\n  let count = 0;\n  return x => x === "how many calls" ? count : x === "reset count" ? (() => { count = 0; return count; })() : (() => { count = count + 1; return f(x); })();\n}\nconst s = make_monitored(math_sqrt);\ns(100);\ns(25);\ns("how many calls");',
  'let random_init = 7;\nfunction rand_update(x) { return (x * 1103515245 + 12345) % 2147483648; }\nfunction make_rand() { let x = random_init; return () => { x = rand_update(x); return x; }; }\nconst rand = make_rand();\nrand(); rand(); rand();',
  'function factorial(n) {\n  let product = 1;\n  let counter = 1;\n  while (counter <= n) {\n    product = counter * product;\n    counter = counter + 1;\n  }\n  return product;\n}\nfactorial(20);',
  'function fib(n) {\n  let a = 0;\n  let b = 1;\n  for (let i = 0; i < n; i = i + 1) {\n    const t = a + b;\n    a = b;\n    b = t;\n  }\n  return a;\n}\nfib(70);',
  'let s = "";\nfor (let i = 0; i < 5; i = i + 1) {\n  for (let j = 0; j < i; j = j + 1) {\n    s = s + "*";\n  }\n  s = s + "|";\n}\ns;',
  'let i = 0;\nlet found = -1;\nconst a = [5, 3, 8, 1, 9];\nwhile (i < array_length(a)) {\n  if (a[i] === 8) {\n    found = i;\n    break;\n  } else { }\n  i = i + 1;\n}\nfound;',
  'let total = 0;\nfor (let i = 0; i < 20; i = i + 1) {\n  if (i % 3 === 0) {\n    continue;\n  } else { }\n  total = total + i;\n}\ntotal;',
  'const a = [];\nfor (let i = 0; i < 10; i = i + 1) {\n  a[i] = i * i;\n}\na;',
  'function array_sum(a) {\n  let s = 0;\n  for (let i = 0; i < array_length(a); i = i + 1) { s = s + a[i]; }\n  return s;\n}\narray_sum([1, 2, 3, 4, 5]);',
  'function reverse_array(a) {\n  const n = array_length(a);\n  for (let i = 0; i < n / 2; i = i + 1) {\n    const t = a[i];\n    a[i] = a[n - 1 - i];\n    a[n - 1 - i] = t;\n  }\n  return a;\n}\nreverse_array([1, 2, 3, 4, 5]);',
  'function selection_sort(a) {\n  const n = array_length(a);\n  for (let i = 0; i < n; i = i + 1) {\n    let m = i;\n    for (let j = i + 1; j < n; j = j + 1) {\n      if (a[j] < a[m]) { m = j; } else { }\n    }\n    const t = a[i]; a[i] = a[m]; a[m] = t;\n  }\n  return a;\n}\nselection_sort([64, 25, 12, 22, 11]);',
  'function binary_search(a, x) {\n  let lo = 0;\n  let hi = array_length(a) - 1;\n  while (lo <= hi) {\n    const mid = math_floor((lo + hi) / 2);\n    if (a[mid] === x) { return mid; }\n    else if (a[mid] < x) { lo = mid + 1; }\n    else { hi = mid - 1; }\n  }\n  return -1;\n}\nbinary_search([1, 3, 5, 7, 9, 11], 7);',
  'function make_matrix(r, c) {\n  const m = [];\n  for (let i = 0; i < r; i = i + 1) {\n    m[i] = [];\n    for (let j = 0; j < c; j = j + 1) { m[i][j] = i * c + j; }\n  }\n  return m;\n}\nmake_matrix(3, 4);',
  'const memo = [];\nfunction mfib(n) {\n  if (memo[n] !== undefined) { return memo[n]; } else {\n    const r = n < 2 ? n : mfib(n - 1) + mfib(n - 2);\n    memo[n] = r;\n    return r;\n  }\n}\nmfib(90);',
  'function memoize(f) {\n  const table = [];\n  return n => {\n    if (table[n] === undefined) { table[n] = f(n); } else { }\n    return table[n];\n  };\n}\nconst memo_fib = memoize(n => n < 2 ? n : memo_fib(n - 1) + memo_fib(n - 2));\nmemo_fib(60);',
  'function make_table() { return list("*table*"); }\nfunction assoc(key, records) {\n  return is_null(records) ? undefined : equal(key, head(head(records))) ? head(records) : assoc(key, tail(records));\n}\nfunction lookup(key, table) { const record = assoc(key, tail(table)); return is_undefined(record) ? undefined : tail(record); }\nfunction insert(key, value, table) {\n  const record = assoc(key, tail(table));\n  if (is_undefined(record)) { set_tail(table, pair(pair(key, value), tail(table))); } else { set_tail(record, value); }\n  return "ok";\n}\nconst t = make_table();\ninsert("a", 1, t);\ninsert("b", 2, t);\ninsert("a", 3, t);\nlist(lookup("a", t), lookup("b", t), lookup("c", t));',
  'function front_ptr(q) { return head(q); }\nfunction rear_ptr(q) { return tail(q); }\nfunction make_queue() { return pair(null, null); }\nfunction is_empty_queue(q) { return is_null(front_ptr(q)); }\nfunction insert_queue(q, item) {\n  const new_pair = pair(item, null);\n  if (is_empty_queue(q)) { set_head(q, new_pair); set_tail(q, new_pair); } else { set_tail(rear_ptr(q), new_pair); set_tail(q, new_pair); }\n  return q;\n}\nfunction delete_queue(q) {\n  if (is_empty_queue(q)) { error(q, "delete_queue called with an empty queue:"); } else { set_head(q, tail(front_ptr(q))); return q; }\n}\nconst q = make_queue();\ninsert_queue(q, "a");\ninsert_queue(q, "b");\ndelete_queue(q);\ndelete_queue(q);\ndelete_queue(q);',
  'function append_mutator(x, y) { set_tail(last_pair(x), y); return x; }\nfunction last_pair(x) { return is_null(tail(x)) ? x : last_pair(tail(x)); }\nconst x = list("a", "b");\nconst y = list("c", "d");\nappend_mutator(x, y);\nx;',
  'function mystery(x) {\n  function loop(x, y) {\n    if (is_null(x)) { return y; } else { const temp = tail(x); set_tail(x, y); return loop(temp, x); }\n  }\n  return loop(x, null);\n}\nmystery(list(1, 2, 3, 4));',
  'function count_pairs(x) {\n  let seen = null;\n  function walk(x) {\n    if (!is_pair(x) || !is_null(member(x, seen))) { return 0; } else { seen = pair(x, seen); return 1 + walk(head(x)) + walk(tail(x)); }\n  }\n  return walk(x);\n}\nconst p = pair(1, 2);\ncount_pairs(pair(p, p));',
  'const x = list(1, 2);\nconst z = pair(x, x);\nset_head(head(z), "wow");\nz;',
  'function make_cycle(x) { set_tail(last(x), x); return x; }\nfunction last(x) { return is_null(tail(x)) ? x : last(tail(x)); }\nconst c = make_cycle(list(1, 2, 3));\nlist_ref(c, 100);',
  'let counter = 0;\nfunction inc() { counter = counter + 1; return counter; }\nconst xs = map(x => inc(), list(1, 2, 3));\nlist(xs, counter);',
  'let log = null;\nfunction f(x) { log = pair(x, log); return x; }\nf(1) + f(2) * f(3);\nlog;',
  // streams
  'function stream_enumerate_interval(low, high) {\n  return low > high ? null : pair(low, () => stream_enumerate_interval(low + 1, high));\n}\nstream_to_list(stream_enumerate_interval(1, 10));',
  'function integers_starting_from(n) { return pair(n, () => integers_starting_from(n + 1)); }\nconst integers = integers_starting_from(1);\nfunction is_divisible(x, y) { return x % y === 0; }\nconst no_sevens = stream_filter(x => !is_divisible(x, 7), integers);\nstream_ref(no_sevens, 100);',
  'function scale_stream(s, f) { return stream_map(x => x * f, s); }\nconst double = pair(1, () => scale_stream(double, 2));\neval_stream(double, 12);',
  'function add_streams(s1, s2) { return stream_map_2((a, b) => a + b, s1, s2); }\nconst ones = pair(1, () => ones);\nconst integers = pair(1, () => add_streams(ones, integers));\nfunction partial_sums(s) { return pair(head(s), () => add_streams(stream_tail(s), partial_sums(s))); }\neval_stream(partial_sums(integers), 8);',
  'function sqrt_improve(guess, x) { return (guess + x / guess) / 2; }\nfunction sqrt_stream(x) {\n  return pair(1, () => stream_map(guess => sqrt_improve(guess, x), sqrt_stream(x)));\n}\neval_stream(sqrt_stream(2), 5);',
  'function memo(f) { let done = false; let result = undefined; return () => { if (!done) { result = f(); done = true; } else { } return result; }; }\nlet count = 0;\nconst s = pair(1, memo(() => { count = count + 1; return pair(2, () => null); }));\nstream_tail(s);\nstream_tail(s);\ncount;',
  'let calls = 0;\nconst s = pair(1, memo_fun(() => { calls = calls + 1; return null; }));\nstream_tail(s); stream_tail(s);\ncalls;',
  'function stream_pairs(s) {\n  return is_null(s) ? null : stream_append(stream_map(sn => pair(head(s), sn), stream_tail(s)), stream_pairs(stream_tail(s)));\n}\nstream_to_list(stream_pairs(stream(1, 2, 3, 4)));',
  'const s = stream(1, 2, 3);\nstream_ref(s, 3);',
  'stream_map(x => x + 1, list(1));',
  'function bad() { return pair(1, 2); }\nstream_tail(bad());',
  'const s = pair(1, () => 1 + "a");\nstream_tail(s);',
  'const xs = list(1, 2, 3);\nconst ys = map(x => x * 2, xs);\nequal(ys, list(2, 4, 6)) ? "ok" : "bad";',
  // chapter 3 errors on lines of their own
  'const a = [1, 2, 3];\nlet i = 0;\nwhile (i < 5) {\n  a[i] + 1;\n  i = i + 1;\n}',
  'const a = [[1], [2]];\na[0][0] + a[1][0] + a[2][0];',
  'let x = 1;\nfunction f() {\n  x = x + "s";\n  return x - 1;\n}\nf();',
  'const arr = [1, 2];\narr[2] = arr[1] + arr[0];\narr[3][0];',
  'let s = 0;\nfor (let i = 0; i < 3; i = i + 1) {\n  s = s +\n    list(i);\n}',
  'function f(xs) {\n  let acc = 0;\n  while (!is_null(xs)) {\n    acc = acc + head(xs);\n    xs = tail(xs);\n  }\n  return acc;\n}\nf(list(1, 2, "three", 4));',
  'let i = 0;\nfor (i = 0; i < 3; i = i + 1) { }\ni;',
  'let x = 5;\n{\n  x = x + 1;\n  let x = 2;\n}',
  'function f() {\n  g();\n  const h = 1;\n  function g() { return h; }\n}\nf();',
  'const k = () => k2();\nk();\nconst k2 = () => 1;',
  'let a = 1;\nlet b = a;\na = 2;\nb;',
];

/** Deep recursion and runaways (the runaways stop at the suite's 1 s limit). */
export const DEEP: readonly string[] = [
  'function sum(n) { return n === 0 ? 0 : n + sum(n - 1); }\nsum(1000);',
  'function f(xs) { return is_null(xs) ? 0 : 1 + f(tail(xs)); }\nf(enum_list(1, 500));',
  'function loop(n, acc) { return n === 0 ? acc : loop(n - 1, pair(n, acc)); }\nlength(loop(100000, null));',
  'const xs = build_list(i => i, 10000);\naccumulate((x, y) => x + y, 0, map(x => x * 2, xs));',
  'let i = 0;\nwhile (true) {\n  i = i + 1;\n}',
  'for (let i = 0; true; i = i + 1) {\n}',
];
