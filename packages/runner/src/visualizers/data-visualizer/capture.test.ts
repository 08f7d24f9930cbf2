import { describe, expect, it } from 'vitest';
import { Evaluator } from '../../evaluator/evaluator';
import { toReplString } from '../../evaluator/js-slang-adapter';
import type { RunOutcome, RunSettings } from '../../protocol';
import { captureDrawing, DATA_STRING_CHARS, drawingRecorder } from './capture';
import type { DataDrawing } from './types';

const ch = (chapter: RunSettings['chapter']): RunSettings => ({
  chapter,
  variant: 'default',
  execTimeMs: 1000,
});

/** Runs a program the way the worker does and returns the drawings its draw_data calls made. */
async function drawings(code: string, chapter: RunSettings['chapter'] = 2, evaluator = new Evaluator()) {
  const made: DataDrawing[] = [];
  const output: string[] = [];
  const record = drawingRecorder((drawing) => made.push(drawing), toReplString);
  const outcome = await evaluator.run(code, ch(chapter), (line) => output.push(line), record);
  return { made, outcome, output, evaluator };
}

function value(outcome: RunOutcome): string {
  if (outcome.status !== 'finished') throw new Error(`expected a value, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

const num = (text: string) => ({ kind: 'primitive', type: 'number', text }) as const;
const nil = { kind: 'primitive', type: 'null', text: 'null' } as const;
const ref = (id: number) => ({ kind: 'ref', id }) as const;

describe('draw_data captures structure as plain data', () => {
  it('records list(1, 2, 3) as three pairs ending in null, and returns its argument', async () => {
    const { made, outcome } = await drawings('draw_data(list(1, 2, 3));');
    expect(value(outcome)).toBe('[1, [2, [3, null]]]');
    expect(made).toHaveLength(1);
    const [drawing] = made;
    expect(drawing?.roots).toEqual([ref(0)]);
    expect(drawing?.nodes).toEqual([
      { kind: 'pair', head: num('1'), tail: ref(1) },
      { kind: 'pair', head: num('2'), tail: ref(2) },
      { kind: 'pair', head: num('3'), tail: nil },
    ]);
    expect(drawing?.omitted).toBe(0);
    // Plain data: it survives structured cloning unchanged (what postMessage does).
    expect(structuredClone(drawing)).toEqual(drawing);
  });

  it('makes one drawing per call, in order, each with all of its arguments', async () => {
    const { made } = await drawings('draw_data(1); draw_data(pair(true, "a"), null, undefined);');
    expect(made.map((d) => d.roots.length)).toEqual([1, 3]);
    expect(made[0]?.roots).toEqual([num('1')]);
    expect(made[1]?.roots.slice(1)).toEqual([
      nil,
      { kind: 'primitive', type: 'undefined', text: 'undefined' },
    ]);
    expect(made[1]?.nodes[0]).toEqual({
      kind: 'pair',
      head: { kind: 'primitive', type: 'boolean', text: 'true' },
      tail: { kind: 'primitive', type: 'string', text: '"a"' },
    });
  });

  it('draws a shared tail once: both heads refer to the same node', async () => {
    const { made } = await drawings('const t = list(3); draw_data(pair(list(1, t), pair(2, t)));');
    const nodes = made[0]?.nodes ?? [];
    const pairsWithHead3 = nodes.filter(
      (n) => n.kind === 'pair' && n.head.kind === 'primitive' && n.head.text === '3',
    );
    expect(pairsWithHead3).toHaveLength(1);
    const shared = nodes.indexOf(pairsWithHead3[0] as (typeof nodes)[number]);
    const pointing = nodes.filter(
      (n) => n.kind === 'pair' && [n.head, n.tail].some((v) => v.kind === 'ref' && v.id === shared),
    );
    expect(pointing).toHaveLength(2);
  });

  it('ends a cycle with a reference back to the first pair (chapter 3)', async () => {
    const { made, outcome } = await drawings(
      'const p = list(1, 2); set_tail(tail(p), p); draw_data(p); "done";',
      3,
    );
    expect(value(outcome)).toBe('"done"');
    expect(made[0]?.nodes).toEqual([
      { kind: 'pair', head: num('1'), tail: ref(1) },
      { kind: 'pair', head: num('2'), tail: ref(0) },
    ]);
  });

  it('records arrays of pairs and functions (chapter 3)', async () => {
    const { made } = await drawings('draw_data([pair(1, null), x => x + 1, []]);', 3);
    const [array, ...rest] = made[0]?.nodes ?? [];
    expect(array).toEqual({ kind: 'array', items: [ref(1), ref(2), ref(3)] });
    expect(rest).toEqual([
      { kind: 'pair', head: num('1'), tail: nil },
      { kind: 'function', text: 'x => x + 1' },
      { kind: 'array', items: [] },
    ]);
  });

  it('cuts strings to 20 characters and a function to one short line', async () => {
    const long = 'abcdefghijklmnopqrstuvwxyz';
    const { made } = await drawings(`function f(x) {\n  return x;\n}\ndraw_data(pair("${long}", f), pair);`);
    const drawing = made[0];
    expect(drawing?.nodes[0]).toEqual({
      kind: 'pair',
      head: { kind: 'primitive', type: 'string', text: `"${long.slice(0, DATA_STRING_CHARS)}…"` },
      tail: ref(2),
    });
    // Both arguments get their ids first (0 and 1), then what the first one holds.
    expect(drawing?.nodes[2]).toEqual({ kind: 'function', text: 'function f(x) { return x; }' });
    // A builtin shows as js-slang prints it, on one line and cut.
    const builtin = drawing?.nodes[1];
    expect(builtin?.kind === 'function' && builtin.text.startsWith('function pair(left, right)')).toBe(true);
    expect(builtin?.kind === 'function' && builtin.text.length).toBeLessThanOrEqual(41);
  });

  it('keeps an earlier drawing as it was when a later mutation changes the structure', async () => {
    const { made } = await drawings('const p = pair(1, 2); draw_data(p); set_head(p, 5); draw_data(p);', 3);
    expect(made.map((d) => d.nodes[0])).toEqual([
      { kind: 'pair', head: num('1'), tail: num('2') },
      { kind: 'pair', head: num('5'), tail: num('2') },
    ]);
  });

  it('draws in REPL input that continues the run, and is harmless when nobody listens', async () => {
    const { evaluator } = await drawings('const xs = list(1);');
    const made: DataDrawing[] = [];
    const outcome = await evaluator.evaluate(
      'draw_data(xs);',
      ch(2),
      () => {},
      (values) => made.push(captureDrawing(values, toReplString)),
    );
    expect(value(outcome)).toBe('[1, null]');
    expect(made).toHaveLength(1);
    // A grader runs programs without a draw sink: draw_data still works (no 'not enabled' error).
    const graded = await new Evaluator().runStages(
      ['const a = draw_data(list(2, 3));', 'head(a);'],
      ch(2),
      () => {},
    );
    expect(graded.outcome).toEqual({ status: 'finished', value: '2', valueIsUndefined: false });
  });

  it('is not defined in chapter 1', async () => {
    const { made, outcome } = await drawings('draw_data(1);', 1);
    expect(outcome.status).toBe('error');
    expect(made).toEqual([]);
  });
});

describe('limits', () => {
  it('forwards at most the drawing limit per call; the program still finishes', async () => {
    const made: DataDrawing[] = [];
    const record = drawingRecorder((d) => made.push(d), toReplString, { drawings: 3, cells: 100 });
    const outcome = await new Evaluator().run(
      'for (let i = 0; i < 10; i = i + 1) { draw_data(i); } "end";',
      ch(3),
      () => {},
      record,
    );
    expect(value(outcome)).toBe('"end"');
    expect(made.map((d) => d.roots)).toEqual([[num('0')], [num('1')], [num('2')]]);
  });

  it('cuts a long list at the cell limit and says how much was left out', async () => {
    const made: DataDrawing[] = [];
    const record = drawingRecorder((d) => made.push(d), toReplString, { drawings: 10, cells: 10 });
    await new Evaluator().run('draw_data(enum_list(1, 100));', ch(2), () => {}, record);
    const drawing = made[0];
    expect(drawing?.nodes).toHaveLength(5);
    expect(drawing?.nodes[4]).toEqual({ kind: 'pair', head: num('5'), tail: { kind: 'omitted' } });
    expect(drawing?.omitted).toBe(1);
  });

  it('never walks a huge sparse array', () => {
    const sparse: unknown[] = [];
    sparse[1e9] = 1;
    const drawing = captureDrawing([sparse], String, { cells: 50 });
    expect(drawing).toEqual({ roots: [{ kind: 'omitted' }], nodes: [], omitted: 1 });
  });
});
