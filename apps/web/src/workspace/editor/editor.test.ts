import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { javascript } from '@codemirror/lang-javascript';
import { EditorState } from '@codemirror/state';
import type { SourceChapter } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { predeclaredNames } from './builtins';
import { declaredNames, shouldComplete, sourceCompletions } from './completion';
import { runErrorsField, SYNTAX_ERROR_MESSAGE, setRunErrors, sourceDiagnostics } from './lineMarks';

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [javascript(), runErrorsField] });
const names = (chapter: SourceChapter) => predeclaredNames(chapter).map((n) => n.name);

function complete(doc: string, chapter: SourceChapter): CompletionResult | null {
  const state = stateOf(doc);
  const result = sourceCompletions(() => chapter)(new CompletionContext(state, doc.length, false));
  return result instanceof Promise ? null : result;
}

describe('chapter names', () => {
  it('each chapter adds to the one before', () => {
    expect(names(1)).toEqual(expect.arrayContaining(['display', 'math_sqrt', 'is_number', 'math_PI']));
    expect(names(1)).not.toContain('pair');
    expect(names(2)).toEqual(expect.arrayContaining(['pair', 'head', 'tail', 'list', 'map', 'accumulate']));
    expect(names(2)).not.toContain('set_head');
    expect(names(3)).toEqual(expect.arrayContaining(['set_head', 'stream_tail', 'array_length', 'let']));
    expect(names(4)).toEqual(expect.arrayContaining(['parse', 'apply_in_underlying_javascript', 'display']));
  });
});

describe('autocompletion', () => {
  it('skips a prefix beginning with a digit', () => {
    expect(shouldComplete('1ab')).toBe(false);
    expect(shouldComplete('ab1')).toBe(true);
    expect(complete('const x = 12', 2)).toBeNull();
  });

  it("offers the chapter's names and the program's own", () => {
    const labels = complete('function square(n) { return n * n; }\nsq', 1)?.options.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['square', 'n', 'display', 'math_sqrt']));
    expect(labels).not.toContain('pair');
    expect(complete('he', 2)?.options.map((o) => o.label)).toContain('head');
  });

  it("offers the external library's names (a connected device's functions) while it is set", () => {
    const state = stateOf('ev3_m');
    const context = new CompletionContext(state, 5, false);
    const withLibrary = sourceCompletions(
      () => 3,
      () => ['ev3_motorA', 'ev3_pause'],
    )(context);
    const without = sourceCompletions(() => 3)(context);
    const labels = (result: typeof without) =>
      (result instanceof Promise ? [] : (result?.options ?? [])).map((o) => o.label);
    expect(labels(withLibrary)).toEqual(expect.arrayContaining(['ev3_motorA', 'ev3_pause']));
    expect(labels(without)).not.toContain('ev3_motorA');
  });

  it('finds declared names', () => {
    expect(declaredNames(stateOf('const a = 1; let b = 2; function c(d) {}'))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('editor error marks', () => {
  it('marks syntax errors as you type', () => {
    expect(sourceDiagnostics(stateOf('const x = 1;'))).toEqual([]);
    const diagnostics = sourceDiagnostics(stateOf('const x = ;'));
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0]?.message).toBe(SYNTAX_ERROR_MESSAGE);
  });

  it("marks the last run's errors on their line until the next edit", () => {
    let state = stateOf('const a = 1;\nb;');
    state = state.update({
      effects: setRunErrors.of([{ line: 2, column: 0, text: 'Line 2: Name b not declared.' }]),
    }).state;
    expect(sourceDiagnostics(state)).toEqual([
      { from: 13, to: 15, severity: 'error', message: 'Line 2: Name b not declared.' },
    ]);
    state = state.update({ changes: { from: 0, insert: ' ' } }).state;
    expect(sourceDiagnostics(state)).toEqual([]);
  });
});
