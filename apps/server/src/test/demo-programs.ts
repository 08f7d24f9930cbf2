/**
 * Student programs for the demo course's programming questions (db/demo/*.xml), keyed by the
 * function the question's template asks for. Each list holds what students hand in: right answers
 * written several ways, wrong ones, programs that stop with an error (type errors, names not
 * declared, syntax the chapter forbids, a stack overflow) and programs that run into the time limit.
 * A regrade with the fast path and with js-slang must give every one of them the same results.
 */
export interface StudentProgram {
  label: string;
  code: string;
}

const program = (label: string, ...lines: string[]): StudentProgram => ({ label, code: lines.join('\n') });

/** Mission M1, chapter 1, exec time 1000 ms. */
const FACTORIAL: StudentProgram[] = [
  program('recursive', 'function factorial(n) {', '    return n === 0 ? 1 : n * factorial(n - 1);', '}'),
  program(
    'iterative',
    'function factorial(n) {',
    '    function iter(i, acc) {',
    '        return i > n ? acc : iter(i + 1, acc * i);',
    '    }',
    '    return iter(1, 1);',
    '}',
  ),
  program(
    'if-else with a display',
    'function factorial(n) {',
    '    display(n, "n:");',
    '    if (n <= 1) {',
    '        return 1;',
    '    } else {',
    '        return n * factorial(n - 1);',
    '    }',
    '}',
  ),
  program(
    'off by one (0! is 0)',
    'function factorial(n) {',
    '    return n <= 1 ? n : n * factorial(n - 1);',
    '}',
  ),
  program(
    'base case 1: factorial(0) recurses until the stack overflows',
    'function factorial(n) {',
    '    return n === 1 ? 1 : n * factorial(n - 1);',
    '}',
  ),
  program('template handed in', 'function factorial(n) {', '    // your answer here', '}'),
  program(
    'string arithmetic',
    'function factorial(n) {',
    '    return n === 0 ? 1 : n * factorial(n - "1");',
    '}',
  ),
  program('misspelt name', 'function factorial(n) {', '    return n === 0 ? 1 : n * factorail(n - 1);', '}'),
  program(
    'missing semicolon',
    'function factorial(n) {',
    '    return n === 0 ? 1 : n * factorial(n - 1)',
    '}',
  ),
  program(
    'let (not in chapter 1)',
    'function factorial(n) {',
    '    let result = 1;',
    '    return result;',
    '}',
  ),
  program(
    'no progress: runs into the time limit',
    'function factorial(n) {',
    '    return factorial(n);',
    '}',
  ),
  program(
    'error for negatives, condition on a number',
    'function factorial(n) {',
    '    return n < 0',
    '        ? error(n, "negative:")',
    '        : n ? n * factorial(n - 1) : 1;',
    '}',
  ),
];

/** Mission M1, chapter 1; the prepend declares `separator`. */
const REPEAT_STRING: StudentProgram[] = [
  program(
    'recursive',
    'function repeat_string(s, n) {',
    '    return n === 0 ? "" : s + repeat_string(s, n - 1);',
    '}',
  ),
  program(
    'iterative',
    'function repeat_string(s, n) {',
    '    function iter(k, acc) {',
    '        return k === 0 ? acc : iter(k - 1, acc + s);',
    '    }',
    '    return iter(n, "");',
    '}',
  ),
  program(
    'base case 1: n = 0 overflows the stack',
    'function repeat_string(s, n) {',
    '    return n === 1 ? s : s + repeat_string(s, n - 1);',
    '}',
  ),
  program(
    'declares separator again',
    'const separator = "";',
    'function repeat_string(s, n) {',
    '    return n === 0 ? separator : s + repeat_string(s, n - 1);',
    '}',
  ),
  program('number in the string', 'function repeat_string(s, n) {', '    return n === 0 ? "" : s + n;', '}'),
  program('multiplies a string', 'function repeat_string(s, n) {', '    return s * n;', '}'),
  program(
    'separator between the copies',
    'function repeat_string(s, n) {',
    '    return n === 0 ? "" : n === 1 ? s : s + separator + repeat_string(s, n - 1);',
    '}',
  ),
  program(
    'arrow function constant',
    'const repeat_string = (s, n) =>',
    '    n === 0 ? "" : repeat_string(s, n - 1) + s;',
  ),
  program('ignores n', 'function repeat_string(s, n) {', '    return s + s;', '}'),
  program('condition on a string', 'function repeat_string(s, n) {', '    return s ? s : "";', '}'),
];

/** Path P1, chapter 1. */
const SQUARE: StudentProgram[] = [
  program('multiplication', 'function square(x) {', '    return x * x;', '}'),
  program('arrow function constant', 'const square = x => x * x;'),
  program('math_pow', 'function square(x) {', '    return math_pow(x, 2);', '}'),
  program('doubles instead', 'function square(x) {', '    return x + x;', '}'),
  program('caret operator', 'function square(x) {', '    return x ^ 2;', '}'),
  program('no return', 'function square(x) {', '    x * x;', '}'),
  program('display returns its value', 'function square(x) {', '    return display(x * x);', '}'),
  program('wrong arity when called', 'function square(x, y) {', '    return x * y;', '}'),
  program('calls a number', 'function square(x) {', '    return x(x);', '}'),
  program('stringify', 'function square(x) {', '    return stringify(x * x);', '}'),
];

/** Quest Q1, chapter 2. */
const SQUARES: StudentProgram[] = [
  program(
    'recursive',
    'function squares(xs) {',
    '    return is_null(xs)',
    '        ? null',
    '        : pair(head(xs) * head(xs), squares(tail(xs)));',
    '}',
  ),
  program(
    'map (not allowed, still passes)',
    'function squares(xs) {',
    '    return map(x => x * x, xs);',
    '}',
  ),
  program(
    'accumulate',
    'function squares(xs) {',
    '    return accumulate((x, ys) => pair(x * x, ys), null, xs);',
    '}',
  ),
  program(
    'iterative, reversed',
    'function squares(xs) {',
    '    function iter(ys, acc) {',
    '        return is_null(ys) ? acc : iter(tail(ys), pair(head(ys) * head(ys), acc));',
    '    }',
    '    return iter(xs, null);',
    '}',
  ),
  program(
    'no base case: head of null',
    'function squares(xs) {',
    '    return pair(head(xs) * head(xs), squares(tail(xs)));',
    '}',
  ),
  program(
    'helper never declared',
    'function squares(xs) {',
    '    return is_null(xs) ? null : pair(square(head(xs)), squares(tail(xs)));',
    '}',
  ),
  program(
    'list of lists',
    'function squares(xs) {',
    '    return is_null(xs) ? null : list(head(xs) * head(xs), squares(tail(xs)));',
    '}',
  ),
  program(
    'display_list on the way',
    'function squares(xs) {',
    '    display_list(xs);',
    '    return map(x => x * x, xs);',
    '}',
  ),
  program('no progress: runs into the time limit', 'function squares(xs) {', '    return squares(xs);', '}'),
  program(
    'squares a pair instead of its head',
    'function squares(xs) {',
    '    return is_null(xs) ? null : pair(xs * xs, squares(tail(xs)));',
    '}',
  ),
  program(
    'length of a non-list',
    'function squares(xs) {',
    '    return is_null(xs) ? null : pair(head(xs) * head(xs), length(head(xs)));',
    '}',
  ),
];

export const DEMO_PROGRAMS: Readonly<Record<string, readonly StudentProgram[]>> = {
  factorial: FACTORIAL,
  repeat_string: REPEAT_STRING,
  square: SQUARE,
  squares: SQUARES,
};

/** The function a demo question's template asks for (`function factorial(n) {...}`). */
export function askedFunction(template: string): string | undefined {
  return /function\s+(\w+)\s*\(/.exec(template)?.[1];
}
