// Bench (c): fib(25) in Source chapter 1 through the runner (Node host, warm worker) against plain
// JavaScript fib(25), measured in one run. The runner figure includes the worker round trip.
import { createNodeSession } from '@sa/runner/node';

const N = 25;
const ROUNDS = 5;
const source = `function fib(n) { return n <= 1 ? n : fib(n - 1) + fib(n - 2); }\nfib(${N});`;

function fib(n: number): number {
  return n <= 1 ? n : fib(n - 1) + fib(n - 2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const session = createNodeSession();
await session.whenReady();
await session.run(source, { chapter: 1, variant: 'default', execTimeMs: 10000 }); // JIT warm-up

const runner: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const started = performance.now();
  const outcome = await session.run(source, { chapter: 1, variant: 'default', execTimeMs: 10000 });
  runner.push(performance.now() - started);
  if (outcome.status !== 'finished' || outcome.value !== '75025') throw new Error(JSON.stringify(outcome));
}
session.dispose();

fib(N); // JIT warm-up
const plain: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const started = performance.now();
  if (fib(N) !== 75025) throw new Error('plain fib is wrong');
  plain.push(performance.now() - started);
}

const r = median(runner);
const p = median(plain);
console.log(`fib(${N}), median of ${ROUNDS}, after one warm-up each`);
console.log(`  runner (chapter 1, Node worker): ${r.toFixed(1)} ms`);
console.log(`  plain JavaScript:                ${p.toFixed(2)} ms`);
console.log(`  ratio:                           ${(r / p).toFixed(0)}x`);
