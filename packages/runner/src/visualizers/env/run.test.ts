import { describe, expect, it } from 'vitest';
import type { RunSettings } from '../../protocol';
import { runEnvModel } from './run';
import type { EnvSnapshot, EnvTrace } from './types';

const CH3: RunSettings = { chapter: 3, variant: 'default', execTimeMs: 1000 };

async function trace(code: string, stepLimit = 1000, breakpointLines: number[] = []) {
  const lines: string[] = [];
  const result = await runEnvModel(code, CH3, { stepLimit, breakpointLines }, (line) => lines.push(line));
  if (!result.trace) throw new Error(`no trace: ${JSON.stringify(result.outcome)}`);
  return { ...result, trace: result.trace, lines };
}

function frameNames(snapshot: EnvSnapshot): string[] {
  return snapshot.frames.map((f) => f.name);
}

function binding(snapshot: EnvSnapshot, frameName: string, name: string) {
  const frames = snapshot.frames.filter((f) => f.name === frameName);
  return frames.map((f) => f.bindings.find((b) => b.name === name)?.value);
}

const FACT = 'function fact(n) {\n  return n === 0 ? 1 : n * fact(n - 1);\n}\nfact(3);';

describe('runEnvModel: the environment model of one run', () => {
  it('records every step of factorial with its frames, in one run', async () => {
    const { outcome, trace: t } = await trace(FACT);
    expect(outcome).toMatchObject({ status: 'finished', value: '6' });
    expect(t.limitReached).toBe(false);
    expect(t.snapshots.map((s) => s.step)).toEqual(t.snapshots.map((_, i) => i));
    expect(t.snapshots.length).toBeGreaterThan(50);
    // The deepest point: four fact frames, n = 3, 2, 1, 0, each a child of the one fact was made in.
    const deepest = t.snapshots.reduce((a, b) => (b.frames.length > a.frames.length ? b : a));
    expect(frameNames(deepest)).toEqual(['Global', 'Program', 'fact', 'fact', 'fact', 'fact']);
    expect(binding(deepest, 'fact', 'n')).toEqual(
      ['3', '2', '1', '0'].map((text) => ({ kind: 'prim', text })),
    );
    const program = deepest.frames[1];
    for (const frame of deepest.frames.slice(2)) expect(frame.parentId).toBe(program?.id);
    // fact is a function object whose environment is the program frame.
    const fact = binding(deepest, 'Program', 'fact')[0];
    expect(fact?.kind).toBe('fn');
    const fn = deepest.functions.find((f) => fact?.kind === 'fn' && f.id === fact.id);
    expect(fn?.envId).toBe(program?.id);
    expect(fn?.text).toContain('fact');
    // The last snapshot has the value 6 on the stash.
    const last = t.snapshots[t.snapshots.length - 1];
    expect(last?.stash[0]).toBe('6');
  });

  it('follows a counter with assignment: the captured variable changes step by step', async () => {
    const code = [
      'function make_counter() {',
      '  let count = 0;',
      '  return () => { count = count + 1; return count; };',
      '}',
      'const c = make_counter();',
      'c();',
      'c();',
    ].join('\n');
    const { outcome, trace: t } = await trace(code);
    expect(outcome).toMatchObject({ status: 'finished', value: '2' });
    const counts = new Set(
      t.snapshots.flatMap((s) =>
        s.frames.flatMap((f) =>
          f.bindings.filter((b) => b.name === 'count').map((b) => JSON.stringify(b.value)),
        ),
      ),
    );
    expect([...counts]).toEqual(
      expect.arrayContaining([
        JSON.stringify({ kind: 'unassigned' }),
        JSON.stringify({ kind: 'prim', text: '0' }),
        JSON.stringify({ kind: 'prim', text: '1' }),
        JSON.stringify({ kind: 'prim', text: '2' }),
      ]),
    );
    // The make_counter frame outlives its call: c's function object still points into it.
    const last = t.snapshots[t.snapshots.length - 1] as EnvSnapshot;
    const counterFrame = last.frames.find((f) => f.bindings.some((b) => b.name === 'count'));
    expect(counterFrame).toBeDefined();
    const c = last.frames.find((f) => f.name === 'Program')?.bindings.find((b) => b.name === 'c')?.value;
    const fn = last.functions.find((f) => c?.kind === 'fn' && f.id === c.id);
    expect(fn?.envId).toBe(counterFrame?.id);
  });

  it('draws pairs as boxes, shared and cyclic structure by id', async () => {
    const { trace: t } = await trace('const p = pair(1, 2);\nset_tail(p, p);\np;');
    const last = t.snapshots[t.snapshots.length - 1] as EnvSnapshot;
    const p = last.frames.find((f) => f.name === 'Program')?.bindings.find((b) => b.name === 'p')?.value;
    expect(p?.kind).toBe('data');
    const box = last.data.find((d) => p?.kind === 'data' && d.id === p.id);
    expect(box?.elements).toEqual([{ kind: 'prim', text: '1' }, p]);
  });

  it('stops at the step limit and says so', async () => {
    const { outcome, trace: t } = await trace('while (true) { 1; }', 500);
    expect(t.limitReached).toBe(true);
    expect(t.snapshots).toHaveLength(501);
    expect(outcome.status).toBe('finished');
  });

  it('finds gutter breakpoints and debugger statements, with output tagged by step', async () => {
    const code = 'let x = 1;\ndisplay(x);\nx = 2;\ndebugger;\ndisplay(x);';
    const { trace: t, lines } = await trace(code, 1000, [3]);
    expect(lines).toEqual(['1', '2']);
    expect(t.breaks.map(({ line, kind }) => ({ line, kind }))).toEqual([
      { line: 3, kind: 'breakpoint' },
      { line: 4, kind: 'debugger' },
    ]);
    const [first, second] = t.breaks;
    expect(t.snapshots[first?.step ?? -1]?.line).toBe(3);
    // Only the first display ran before the breakpoint on line 3.
    expect(t.output.filter((o) => o.step <= (first?.step ?? 0)).map((o) => o.line)).toEqual(['1']);
    expect(t.output.filter((o) => o.step <= (second?.step ?? 0)).map((o) => o.line)).toEqual(['1']);
  });

  it('reports a runtime error with its line and keeps the steps before it', async () => {
    const { outcome, trace: t } = await trace('const x = 1;\nx + head(null);');
    expect(outcome.status).toBe('error');
    if (outcome.status === 'error') expect(outcome.errors[0]?.line).toBe(2);
    expect((t as EnvTrace).snapshots.length).toBeGreaterThan(2);
  });
});
