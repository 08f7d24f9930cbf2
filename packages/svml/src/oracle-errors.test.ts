// Runtime errors: the machine ends with the message js-slang gives (without "Line n:", which
// SVML cannot know), or with a deliberate, stated difference.

import { describe, test } from 'vitest';
import { expectSameAsJsSlang, type OracleCase } from './test-support/compare.js';

const CASES: OracleCase[] = [
  { name: 'number + boolean', code: 'display("before"); 1 + true;' },
  { name: 'boolean + number', code: 'true + 1;' },
  { name: 'string + number', code: '"a" + 1;' },
  { name: 'string - number', code: '"a" - 1;' },
  { name: 'number * null', code: '2 * null;' },
  { name: 'division by a string', code: '1 / "x";' },
  { name: 'modulo of a list', code: 'list(1) % 2;' },
  { name: 'comparing number and string', code: '1 < "a";' },
  { name: 'comparing booleans', code: 'true >= false;' },
  { name: 'not of a number', code: '!1;' },
  { name: 'negating a string', code: '-"a";' },
  { name: 'non-boolean condition', code: 'if (1) { 2; } else { 3; }' },
  { name: 'non-boolean in a conditional expression', code: 'null ? 1 : 2;' },
  { name: 'non-boolean in &&', code: '1 && true;' },
  { name: 'non-boolean while condition', code: 'while (0) { display(1); } 1;' },
  { name: 'calling a number', code: 'const x = 1; x(2);' },
  { name: 'calling a string', code: '"f"();' },
  { name: 'too few arguments', code: 'function f(x, y) { return x; } f(1);' },
  { name: 'too many arguments', code: 'const f = x => x; f(1, 2);' },
  { name: 'primitive with wrong arguments', code: 'head();' },
  { name: 'is_list with two arguments', code: 'is_list(1, 2);' },
  { name: 'head of a number', code: 'head(1);' },
  { name: 'tail of null', code: 'tail(null);' },
  { name: 'head of an array of three', code: 'head([1, 2, 3]);' },
  { name: 'map over a non-list', code: 'map(x => x, 1);' },
  { name: 'error with a string', code: 'display("ok"); error("boom");' },
  { name: 'error with a prefix', code: 'error(1, "pre");' },
  { name: 'error with a list', code: 'error(list(1, 2));' },
  {
    name: 'error inside a function called by map',
    code: 'map(x => x === 2 ? error("bad " + stringify(x)) : x, list(1, 2, 3));',
  },
  { name: 'display with a non-string prefix', code: 'display(1, 2);' },
  { name: 'display with no arguments', code: 'display();' },
  { name: 'array index negative', code: 'const a = [1]; a[-1];' },
  { name: 'array index fractional assignment', code: 'const a = [1]; a[1.5] = 2;' },
  { name: 'array index a string', code: 'const a = [1]; a["x"];' },
  { name: 'indexing a number', code: 'const a = 1; a[0];' },
  { name: 'char_at with a bad index', code: 'char_at("abc", -1);' },
  { name: 'parse_int with a bad radix', code: 'parse_int("12", 1);' },
  {
    name: 'stream_tail of a number',
    code: 'stream_tail(1);',
    machineMessage: 'Error: stream_tail(xs) expects a pair as argument xs, but encountered  1',
  },
  {
    name: 'reading a constant before its declaration',
    code: 'const x = y; const y = 1;',
    machineMessage: 'ReferenceError: Cannot access a name before initialization',
  },
  {
    name: 'calling a function before its declaration',
    code: 'f(); function f() { return 1; }',
    machineMessage: 'ReferenceError: Cannot access a name before initialization',
  },
  { name: 'deep non-tail recursion', code: 'function f(n) { return f(n + 1) + 1; } f(0);' },
  { name: 'deep recursion through map', code: 'function f(n) { return map(x => f(x), list(n)); } f(0);' },
];

describe('runtime errors read as js-slang words them', () => {
  for (const c of CASES) test(c.name, () => expectSameAsJsSlang(c), 60_000);
});
