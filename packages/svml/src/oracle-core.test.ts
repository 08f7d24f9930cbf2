// The machine against js-slang itself: the same chapter 3 programs, compiled to SVML for the
// machine and evaluated by js-slang, must print the same lines and end with the same value.

import { describe, test } from 'vitest';
import { expectSameAsJsSlang, type OracleCase } from './test-support/compare.js';

const CASES: OracleCase[] = [
  { name: 'integer arithmetic', code: 'display(1 + 2 * 3 - 4 / 2); display(7 % 3); -(5 - 8) * 2;' },
  {
    name: 'float arithmetic',
    code: 'display(1 / 3); display(0.1 + 0.2); display(1e300 * 1e10); 2.5e-7 * 3;',
  },
  {
    name: 'large and negative literals',
    code: 'display(4294967296); display(-2147483648); display(-0); 12345678901234;',
  },
  // js-slang's SVML compiler rejects the names NaN, Infinity, undefined and math_PI (its
  // preprocessor reports them undeclared), so programs for a device spell them as expressions.
  { name: 'NaN and Infinity', code: 'display(0 / 0); display(-1 / 0); display(0 / 0 === 0 / 0); 1 / 0;' },
  {
    name: 'math constants and functions',
    code: 'display(math_atan2(1, 1) * 4); display(math_sqrt(2)); display(math_max(3, 9, 4)); display(math_min(3, 9, 4)); display(math_pow(2, 10)); display(math_hypot(3, 4)); display(math_floor(-2.5)); math_abs(-3) + math_round(2.5) + math_trunc(-1.7);',
  },
  {
    name: 'string concatenation and comparison',
    code: 'const s = "Hello" + ", " + "world"; display(s); display(s < "Help"); display("b" > "a"); s;',
  },
  { name: 'string escapes', code: 'display("a\\"b\\\\c"); display("tab\\there"); "line\\nbreak";' },
  {
    name: 'comparisons',
    code: 'display(1 < 2); display(2 <= 2); display(3 > 4); display(4 >= 5); display(1 === 1); display("a" !== "a"); 1 !== 2;',
  },
  {
    name: 'logical operators short-circuit',
    code: 'function t() { display("t"); return true; } function f() { display("f"); return false; } display(f() && t()); display(t() || f()); !(t() && f());',
  },
  {
    name: 'conditional expressions',
    code: 'const x = 5; display(x > 3 ? "big" : "small"); x < 0 ? "neg" : x === 0 ? "zero" : "pos";',
  },
  {
    name: 'if statements',
    code: 'function sign(x) { if (x < 0) { return -1; } else if (x === 0) { return 0; } else { return 1; } } display(sign(-4)); display(sign(0)); sign(9);',
  },
  { name: 'if statement value at top level', code: 'if (1 < 2) { "then"; } else { "else"; }' },
  {
    name: 'recursion',
    code: 'function fact(n) { return n === 0 ? 1 : n * fact(n - 1); } display(fact(10)); fact(20);',
  },
  {
    name: 'mutual recursion',
    code: 'function even(n) { return n === 0 ? true : odd(n - 1); } function odd(n) { return n === 0 ? false : even(n - 1); } display(even(10)); odd(7);',
  },
  {
    name: 'tail recursion of 1e6 steps',
    code: 'function loop(i, acc) { return i === 0 ? acc : loop(i - 1, acc + 1); } loop(1000000, 0);',
  },
  {
    name: 'tail recursion through if statements',
    code: 'function count(i) { if (i === 0) { return "done"; } else { return count(i - 1); } } count(300000);',
  },
  {
    name: 'closures and counters',
    code: 'function make_counter() { let n = 0; return () => { n = n + 1; return n; }; } const c = make_counter(); c(); c(); display(c()); const d = make_counter(); d();',
  },
  {
    name: 'higher-order functions',
    code: 'function compose(f, g) { return x => f(g(x)); } const inc = x => x + 1; const dbl = x => x * 2; display(compose(inc, dbl)(5)); function twice(f) { return x => f(f(x)); } twice(twice(dbl))(1);',
  },
  {
    name: 'currying and nested functions',
    code: 'function add(a) { function inner(b) { return c => a + b + c; } return inner; } add(1)(2)(3);',
  },
  {
    name: 'primitives as values',
    code: 'const h = head; const p = pair; display(h(p(1, 2))); const apply = (f, x) => f(x); apply(math_sqrt, 16);',
  },
  {
    name: 'const and let with assignment',
    code: 'let x = 1; const y = 10; x = x + y; x = x * 2; display(x); let z = "a"; z = z + "b"; z;',
  },
  {
    name: 'block scopes shadowing',
    code: 'const x = 1; { const x = 2; display(x); { const x = 3; display(x); } display(x); } x;',
  },
  {
    name: 'shadowed names in functions',
    code: 'const x = "outer"; function f(x) { const y = x + "!"; { const x = "inner"; display(x); } return y; } f("param");',
  },
  { name: 'while loop', code: 'let i = 0; let s = 0; while (i < 10) { s = s + i; i = i + 1; } s;' },
  {
    name: 'for loop with break',
    code: 'let found = -1; for (let i = 0; i < 100; i = i + 1) { if (i * i > 50) { found = i; break; } } found;',
  },
  {
    name: 'for loop with continue',
    code: 'let s = 0; for (let i = 0; i < 10; i = i + 1) { if (i % 2 === 0) { continue; } else {} s = s + i; } s;',
  },
  {
    name: 'while with continue and break',
    code: 'let i = 0; let out = ""; while (true) { i = i + 1; if (i > 8) { break; } else {} if (i % 3 === 0) { continue; } else {} out = out + stringify(i); } out;',
  },
  {
    name: 'closures capture each loop iteration',
    code: 'const fs = []; for (let i = 0; i < 3; i = i + 1) { fs[i] = () => i; } display(fs[0]()); display(fs[2]()); fs[1]();',
  },
  {
    name: 'nested loops',
    code: 'let total = 0; for (let i = 0; i < 5; i = i + 1) { for (let j = 0; j < i; j = j + 1) { total = total + j; } } total;',
  },
  {
    name: 'arrays',
    code: 'const a = [1, "two", [3]]; a[3] = 4; display(array_length(a)); display(a); a[0] + a[3];',
  },
  {
    name: 'array loops and holes',
    code: 'const a = []; for (let i = 0; i < 5; i = i + 1) { a[i] = i * i; } a[7] = 1; display(a[6]); a;',
  },
  { name: 'array out of range read', code: 'const a = [1, 2]; a[5];' },
  { name: 'arrays of functions', code: 'const ops = [x => x + 1, x => x * 10]; ops[1](ops[0](4));' },
  {
    name: 'display with a prefix',
    code: 'display(42, "answer:"); display("text", "label"); display(list(1, 2), "xs");',
  },
  { name: 'display returns its value', code: 'display(display(7) + 1);' },
  {
    name: 'stringify values',
    code: 'display(stringify(list(1, "a", true))); display(stringify((() => {})())); stringify([null, [1, 2]]);',
  },
  {
    name: 'type predicates',
    code: 'display(list(is_number(1), is_string("s"), is_boolean(false), is_null(null), is_undefined((() => {})()), is_function(head), is_function(x => x), is_array([1]), is_pair([1, 2]), is_list(list(1)))); is_pair(null);',
  },
  { name: 'undefined values', code: 'function f() {} let u = f(); display(u); display(list(f(), f())); u;' },
  {
    name: 'char_at and parse_int',
    code: 'display(char_at("hello", 1)); display(char_at("hi", 5)); display(parse_int("ff", 16)); parse_int("101", 2);',
  },
  { name: 'arity', code: 'display(arity(x => x)); display(arity((a, b, c) => a)); arity(() => 1);' },
  {
    name: 'long list display wraps like js-slang',
    code: 'display(enum_list(1, 30)); build_list(i => "item" + stringify(i), 12);',
  },
  {
    name: 'wide array display wraps like js-slang',
    code: 'const a = []; for (let i = 0; i < 40; i = i + 1) { a[i] = i * 1000; } a;',
  },
  { name: 'nested structures', code: 'list(list(1, 2), [3, list(4)], pair("a", "b"));' },
  { name: 'circular structure', code: 'const p = pair(1, 2); set_tail(p, p); p;' },
  {
    name: 'function declared after use',
    code: 'function g() { return h(2); } function h(x) { return x * 3; } g();',
  },
  { name: 'get_time is a number', code: 'is_number(get_time()) && get_time() > 0;' },
  { name: 'math_random in range', code: 'const r = math_random(); r >= 0 && r < 1;' },
  { name: 'fib 20', code: 'function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(20);' },
];

describe('the machine runs chapter 3 programs as js-slang does', () => {
  for (const c of CASES) test(c.name, () => expectSameAsJsSlang(c), 30_000);
});
