// List and stream primitives against js-slang, including the order in which they call the
// program's functions (visible through display).

import { describe, test } from 'vitest';
import { expectSameAsJsSlang, type OracleCase } from './test-support/compare.js';

const show = 'function show(x) { display(x, "saw"); return x; }';

const CASES: OracleCase[] = [
  {
    name: 'pair, head, tail, list',
    code: 'const p = pair(1, pair(2, null)); display(head(tail(p))); display(list()); list(1, list(2, 3), "x");',
  },
  {
    name: 'length, list_ref, append, reverse',
    code: 'const xs = list(1, 2, 3); display(length(xs)); display(list_ref(xs, 2)); display(append(xs, list(4, 5))); reverse(xs);',
  },
  { name: 'map calls f in order', code: `${show} map(x => show(x) * 10, list(1, 2, 3));` },
  { name: 'filter calls pred in order', code: `${show} filter(x => show(x) % 2 === 1, enum_list(1, 6));` },
  {
    name: 'accumulate from the right',
    code: `${show} accumulate((x, acc) => show(x) + acc, 0, list(1, 2, 3, 4));`,
  },
  { name: 'for_each returns true', code: `${show} for_each(show, list("a", "b"));` },
  { name: 'build_list from n - 1 down', code: `${show} build_list(i => show(i) * i, 5);` },
  { name: 'enum_list', code: 'display(enum_list(3, 7)); display(enum_list(5, 4)); enum_list(1.5, 4);' },
  {
    name: 'member, remove, remove_all',
    code: 'const xs = list(1, 2, 3, 2, 1); display(member(2, xs)); display(member(9, xs)); display(remove(2, xs)); display(remove(9, xs)); remove_all(1, xs);',
  },
  {
    name: 'equal',
    code: 'display(equal(list(1, list(2, "a")), list(1, list(2, "a")))); display(equal(list(1), list(2))); display(equal([1, 2, 3], [1, 2, 3])); display(equal(null, null)); equal(head, head);',
  },
  {
    name: 'list_to_string',
    code: 'display(list_to_string(list(1, list("a", true), null))); list_to_string(pair(1, 2));',
  },
  {
    name: 'set_head and set_tail',
    code: 'const p = list(1, 2); set_head(p, "one"); set_tail(tail(p), list(3)); display(p); set_head(p, 0);',
  },
  {
    name: 'is_list and is_pair',
    code: 'display(is_list(list(1, 2))); display(is_list(pair(1, 2))); display(is_list(null)); display(is_pair(list(1))); is_list([1, 2]);',
  },
  {
    name: 'display_list',
    code: 'display_list(list(1, list(2, 3), [4, 5, 6])); display_list(pair(1, 2), "p:"); display_list(null);',
  },
  {
    name: 'higher-order list program',
    code: 'function sum(xs) { return accumulate((x, y) => x + y, 0, xs); } function squares(n) { return map(x => x * x, enum_list(1, n)); } display(sum(squares(10))); filter(x => x > 20, squares(6));',
  },
  { name: 'map with primitives', code: 'map(math_sqrt, list(1, 4, 9));' },
  { name: 'nested map inside map', code: 'map(xs => map(x => x + 1, xs), list(list(1, 2), list(3)));' },
  {
    name: 'deep non-tail list recursion',
    code: 'function build(n) { return n === 0 ? null : pair(n, build(n - 1)); } length(build(1000));',
  },
  {
    name: 'long lists through primitives',
    code: 'const xs = enum_list(1, 100000); display(length(map(x => x + 1, xs))); accumulate((x, y) => x + y, 0, xs);',
  },
  {
    name: 'stream basics',
    code: 'const s = pair(1, () => pair(2, () => null)); display(head(stream_tail(s))); display(is_stream(s)); stream_to_list(s);',
  },
  {
    name: 'stream and list_to_stream',
    code: 'display(stream_to_list(stream(1, 2, 3))); display(stream_length(list_to_stream(list(4, 5)))); is_stream(stream());',
  },
  {
    name: 'enum_stream, integers_from, eval_stream',
    code: 'display(stream_to_list(enum_stream(2, 5))); display(eval_stream(integers_from(10), 4)); eval_stream(integers_from(1), 0);',
  },
  {
    name: 'stream_map is lazy',
    code: `${show} const s = stream_map(x => show(x) * 2, enum_stream(1, 5)); display("made"); stream_ref(s, 2);`,
  },
  {
    name: 'stream_filter is lazy',
    code: `${show} const s = stream_filter(x => show(x) % 3 === 0, integers_from(1)); display(head(s)); eval_stream(s, 3);`,
  },
  {
    name: 'build_stream',
    code: `${show} const s = build_stream(i => show(i * i), 4); display(head(stream_tail(s))); stream_to_list(s);`,
  },
  {
    name: 'stream_append, stream_reverse',
    code: 'display(stream_to_list(stream_append(stream(1, 2), stream(3)))); stream_to_list(stream_reverse(enum_stream(1, 4)));',
  },
  {
    name: 'stream_member, stream_remove, stream_remove_all',
    code: 'const s = stream(1, 2, 3, 2); display(head(stream_member(2, s))); display(stream_member(7, s)); display(stream_to_list(stream_remove(2, s))); stream_to_list(stream_remove_all(2, s));',
  },
  { name: 'stream_for_each', code: `${show} stream_for_each(show, stream("x", "y"));` },
  {
    name: 'user-defined infinite stream',
    code: 'function ints(n) { return pair(n, () => ints(n + 1)); } function sieve(s) { return pair(head(s), () => sieve(stream_filter(x => x % head(s) !== 0, stream_tail(s)))); } eval_stream(sieve(ints(2)), 10);',
  },
  {
    name: 'memoised stream with assignment',
    code: 'function memo(f) { let done = false; let v = null; return () => { if (!done) { v = f(); done = true; } else {} return v; }; } let calls = 0; const s = pair(1, memo(() => { calls = calls + 1; return pair(2, () => null); })); stream_tail(s); stream_tail(s); calls;',
  },
  {
    name: 'streams as arguments to stream primitives',
    code: 'const ones = pair(1, () => ones); const adds = stream_map(x => x + 1, ones); stream_ref(adds, 1000);',
  },
];

describe('list and stream primitives behave as js-slang', () => {
  for (const c of CASES) test(c.name, () => expectSameAsJsSlang(c), 60_000);
});
