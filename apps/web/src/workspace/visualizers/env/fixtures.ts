import type { EnvSnapshot, EnvTrace } from '@sa/runner';

/** A small hand-made trace: a counter program's frames over five steps, a break at step 3. */
export function counterTrace(): EnvTrace {
  const snap = (step: number, count: string | null, line: number): EnvSnapshot => ({
    step,
    line,
    currentFrameId: count === null ? 'p' : 'c',
    frames: [
      { id: '-1', name: 'Global', parentId: null, bindings: [] },
      {
        id: 'p',
        name: 'Program',
        parentId: '-1',
        bindings: [{ name: 'c', value: { kind: 'fn', id: 'fn1' } }],
      },
      ...(count === null
        ? []
        : [
            {
              id: 'c',
              name: 'make_counter',
              parentId: 'p',
              bindings: [{ name: 'count', value: { kind: 'prim' as const, text: count } }],
            },
          ]),
    ],
    functions: [{ id: 'fn1', envId: count === null ? 'p' : 'c', text: '() => count + 1' }],
    data: [],
    control: [`instruction ${step}`, 'Pop'],
    stash: step > 0 ? [String(step)] : [],
  });
  return {
    snapshots: [snap(0, null, 1), snap(1, '0', 2), snap(2, '1', 3), snap(3, '2', 4), snap(4, '3', 5)],
    stepLimit: 1000,
    limitReached: false,
    breaks: [
      { step: 1, line: 2, kind: 'breakpoint' },
      { step: 3, line: 4, kind: 'debugger' },
    ],
    output: [
      { step: 1, line: 'first' },
      { step: 2, line: 'second' },
      { step: 4, line: 'third' },
    ],
  };
}

const prim = (text: string) => ({ kind: 'prim' as const, text });
const data = (id: string) => ({ kind: 'data' as const, id });

function snapshot(partial: Partial<EnvSnapshot>): EnvSnapshot {
  return {
    step: 0,
    line: 1,
    currentFrameId: null,
    frames: [],
    functions: [],
    data: [],
    control: [],
    stash: [],
    ...partial,
  };
}

const GLOBAL = { id: 'g', name: 'Global', parentId: null, bindings: [] };

/**
 * The counter program of issue 8 as the runner records it after `draw_data(ys);`: two function
 * objects (one made in the call's frame), a list of three and a pair sharing it.
 */
export const COUNTER_SNAPSHOT = snapshot({
  currentFrameId: 'p',
  frames: [
    GLOBAL,
    {
      id: 'p',
      name: 'Program',
      parentId: 'g',
      bindings: [
        { name: 'make_counter', value: { kind: 'fn', id: 'fn1' } },
        { name: 'c', value: { kind: 'fn', id: 'fn2' } },
        { name: 'xs', value: data('d1') },
        { name: 'ys', value: data('d4') },
      ],
    },
    { id: 'b', name: 'Block', parentId: 'p', bindings: [{ name: 'count', value: prim('0') }] },
  ],
  functions: [
    { id: 'fn1', envId: 'p', text: 'function make_counter() { ...' },
    { id: 'fn2', envId: 'b', text: '() => { count = count + 1; return cou...' },
  ],
  data: [
    { id: 'd1', kind: 'pair', elements: [prim('1'), data('d2')] },
    { id: 'd2', kind: 'pair', elements: [prim('2'), data('d3')] },
    { id: 'd3', kind: 'pair', elements: [prim('3'), prim('null')] },
    { id: 'd4', kind: 'pair', elements: [data('d1'), data('d2')] },
  ],
});

/** Factorial at its deepest: four call frames under the program frame, fact's function object. */
export const FACT_SNAPSHOT = snapshot({
  currentFrameId: 'f4',
  frames: [
    GLOBAL,
    {
      id: 'p',
      name: 'Program',
      parentId: 'g',
      bindings: [{ name: 'fact', value: { kind: 'fn', id: 'fn1' } }],
    },
    ...[1, 2, 3, 4].map((i) => ({
      id: `f${i}`,
      name: 'fact',
      parentId: 'p',
      bindings: [{ name: 'n', value: prim(String(4 - i)) }],
    })),
  ],
  functions: [{ id: 'fn1', envId: 'p', text: 'function fact(n) { ...' }],
});

/** `const xs = list(1, 2, 3, 4, 5);` with `length(xs)` two calls deep: call frames point into the list. */
export const LIST5_SNAPSHOT = snapshot({
  currentFrameId: 'l2',
  frames: [
    GLOBAL,
    {
      id: 'p',
      name: 'Program',
      parentId: 'g',
      bindings: [
        { name: 'length', value: { kind: 'fn', id: 'fn1' } },
        { name: 'xs', value: data('l1') },
      ],
    },
    { id: 'c1', name: 'length', parentId: 'p', bindings: [{ name: 'xs', value: data('l1') }] },
    { id: 'c2', name: 'length', parentId: 'p', bindings: [{ name: 'xs', value: data('l2') }] },
  ],
  functions: [{ id: 'fn1', envId: 'p', text: 'function length(xs) { ...' }],
  data: [1, 2, 3, 4, 5].map((i) => ({
    id: `l${i}`,
    kind: 'pair' as const,
    elements: [prim(String(i)), i < 5 ? data(`l${i + 1}`) : prim('null')],
  })),
});

/** Two lists sharing their tail, bound in a call frame too. */
export const SHARED_TAIL_SNAPSHOT = snapshot({
  frames: [
    GLOBAL,
    {
      id: 'p',
      name: 'Program',
      parentId: 'g',
      bindings: [
        { name: 'a', value: data('a1') },
        { name: 'b', value: data('b1') },
        { name: 'tail_of_both', value: data('s1') },
      ],
    },
    { id: 'f', name: 'append', parentId: 'p', bindings: [{ name: 'ys', value: data('s1') }] },
  ],
  data: [
    { id: 'a1', kind: 'pair', elements: [prim('1'), data('s1')] },
    { id: 'b1', kind: 'pair', elements: [prim('2'), data('b2')] },
    { id: 'b2', kind: 'pair', elements: [prim('3'), data('s1')] },
    { id: 's1', kind: 'pair', elements: [prim('8'), data('s2')] },
    { id: 's2', kind: 'pair', elements: [prim('9'), prim('null')] },
  ],
});

/** A cycle (`set_tail(last, xs)`), a pair whose head is itself, and an array holding a function. */
export const CYCLE_SNAPSHOT = snapshot({
  frames: [
    GLOBAL,
    {
      id: 'p',
      name: 'Program',
      parentId: 'g',
      bindings: [
        { name: 'ring', value: data('r1') },
        { name: 'self', value: data('s') },
        { name: 'arr', value: data('a') },
        { name: 'last', value: data('r3') },
      ],
    },
  ],
  functions: [{ id: 'fn1', envId: 'p', text: 'x => x' }],
  data: [
    { id: 'r1', kind: 'pair', elements: [prim('1'), data('r2')] },
    { id: 'r2', kind: 'pair', elements: [prim('2'), data('r3')] },
    { id: 'r3', kind: 'pair', elements: [prim('3'), data('r1')] },
    { id: 's', kind: 'pair', elements: [data('s'), prim('null')] },
    { id: 'a', kind: 'array', elements: [prim('1'), { kind: 'fn', id: 'fn1' }, data('r2'), data('a')] },
  ],
});
