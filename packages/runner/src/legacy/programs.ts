/** The SICP programs the legacy variants' tests run (through the Evaluator and through the Node host). */

/** SICP JS 4.3.2: the multiple-dwelling puzzle; its only solution. */
export const MULTIPLE_DWELLING = `
function distinct(items) {
  return is_null(items)
    ? true
    : is_null(tail(items))
    ? true
    : is_null(member(head(items), tail(items)))
    ? distinct(tail(items))
    : false;
}
function multiple_dwelling() {
  const baker = amb(1, 2, 3, 4, 5);
  const cooper = amb(1, 2, 3, 4, 5);
  const fletcher = amb(1, 2, 3, 4, 5);
  const miller = amb(1, 2, 3, 4, 5);
  const smith = amb(1, 2, 3, 4, 5);
  require(distinct(list(baker, cooper, fletcher, miller, smith)));
  require(baker !== 5);
  require(cooper !== 1);
  require(fletcher !== 5);
  require(fletcher !== 1);
  require(miller > cooper);
  require(math_abs(smith - fletcher) !== 1);
  require(math_abs(fletcher - cooper) !== 1);
  return list(list("baker", baker), list("cooper", cooper), list("fletcher", fletcher),
              list("miller", miller), list("smith", smith));
}
`;
export const DWELLING_ANSWER =
  'list(list("baker", 3), list("cooper", 2), list("fletcher", 4), list("miller", 5), list("smith", 1))';

/** 10^9 combinations, none accepted: only the time limit ends it (the nesting stays shallow). */
export const NON_DET_RUNAWAY = `function d() { return amb(0, 1, 2, 3, 4, 5, 6, 7, 8, 9); }
function f() {
  const a = d(); const b = d(); const c = d(); const e = d(); const g = d();
  const h = d(); const i = d(); const j = d(); const k = d();
  require(false);
}
f();`;

/** SICP JS 3.4.2: a counter shared by three threads, serialised with a test_and_set spin lock. */
export const LOCKED_COUNTER = `
let count = 0;
const cell = list(false);
function acquire() { while (test_and_set(cell)) { } }
function release() { clear(cell); }
function worker(name) {
  return () => {
    for (let i = 0; i < 100; i = i + 1) {
      acquire();
      const seen = count;
      count = seen + 1;
      release();
    }
    display(count, name);
  };
}
concurrent_execute(worker("A"), worker("B"), worker("C"));
`;

/** Two threads each displaying their name and 0..n-1. */
export const TWO_THREADS = (n: number) => `
concurrent_execute(
  () => { for (let i = 0; i < ${n}; i = i + 1) { display(i, "A"); } },
  () => { for (let i = 0; i < ${n}; i = i + 1) { display(i, "B"); } });
`;

/** A 32 x 32 matrix product whose i, j loop nest the gpu variant turns into a kernel. */
export const MATRIX_PRODUCT = `
const n = 32;
const a = [];
const b = [];
for (let i = 0; i < n; i = i + 1) {
  a[i] = [];
  b[i] = [];
  for (let j = 0; j < n; j = j + 1) {
    a[i][j] = (i + 1) / (j + 1);
    b[i][j] = i - j;
  }
}
const c = [];
for (let i = 0; i < n; i = i + 1) {
  c[i] = [];
}
for (let i = 0; i < n; i = i + 1) {
  for (let j = 0; j < n; j = j + 1) {
    let sum = 0;
    for (let k = 0; k < n; k = k + 1) {
      sum = sum + a[i][k] * b[k][j];
    }
    c[i][j] = sum;
  }
}
`;

/** The same product in plain JavaScript (float64), to compare with. */
export function matrixProduct(n: number): number[][] {
  const c: number[][] = [];
  for (let i = 0; i < n; i += 1) {
    c.push([]);
    for (let j = 0; j < n; j += 1) {
      let sum = 0;
      for (let k = 0; k < n; k += 1) sum += ((i + 1) / (k + 1)) * (k - j);
      c[i]?.push(sum);
    }
  }
  return c;
}
