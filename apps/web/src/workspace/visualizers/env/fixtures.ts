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
