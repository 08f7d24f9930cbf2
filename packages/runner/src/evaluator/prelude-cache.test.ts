import type { SourceChapter } from '@sa/domain';
import { createContext } from 'js-slang';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newContext,
  runInSlangContext,
  type SlangContext,
  toReplString,
  usePreludeLoader,
} from './js-slang-adapter';
import { loadPrelude } from './prelude-cache';

/** A context exactly as js-slang makes it: its prelude is loaded by js-slang on the first run. */
const plainContext = (chapter: SourceChapter, external: string[] = []) =>
  createContext(chapter, undefined, undefined, external);

async function outcome(context: SlangContext, code: string): Promise<string> {
  const result = await runInSlangContext(context, code, 1000);
  return result.ok ? `value ${toReplString(result.value)}` : `error ${result.text}`;
}

// Results, printed functions, and errors raised inside prelude functions (with their prelude line).
const PROGRAMS = [
  'function sum(xs) { return is_null(xs) ? 0 : head(xs) + sum(tail(xs)); } sum(list(1, 2, 3));',
  'map(x => x * 2, list(1, 2, 3));',
  'map(x => x, 5);',
  'list_ref(list(1, 2), 5);',
  'function map(f, xs) { return 1; } map(1, 2);',
  'const length = 3; length;',
  'accumulate((x, y) => x + y, 0, enum_list(1, 100));',
  'map;',
  'stringify(filter);',
  'undefined_name;',
  'reverse(build_list(i => i, 5));',
  'stream_tail(stream(1, 2));',
  'eval_stream(integers_from(1), 3);',
  'const map = 1;',
];

// As the Node worker does (node/worker.ts).
beforeAll(() => usePreludeLoader(loadPrelude));
afterAll(() => usePreludeLoader(null));

describe('the cached prelude', () => {
  for (const chapter of [2, 3, 4] as const) {
    it(`gives chapter ${chapter} programs exactly the results and errors of js-slang's own prelude`, async () => {
      for (const program of PROGRAMS) {
        const expected = await outcome(plainContext(chapter), program);
        const cached = newContext(chapter, [], () => {});
        expect(cached.prelude).toBeNull();
        expect(await outcome(cached, program), program).toBe(expected);
      }
    });
  }

  it('is loaded from the cache in later contexts and keeps the names each context declares', async () => {
    const first = plainContext(2);
    const second = plainContext(2);
    expect(loadPrelude(first)).toBe(true);
    expect(loadPrelude(second)).toBe(true);
    expect([...second.nativeStorage.previousProgramsIdentifiers]).toEqual([
      ...first.nativeStorage.previousProgramsIdentifiers,
    ]);
    expect(await outcome(second, 'length(list(1, 2));')).toBe('value 2');
    // Loading twice is refused: the context already has its prelude.
    expect(loadPrelude(second)).toBe(false);
  });

  it('keeps contexts with different library names apart', async () => {
    const withSymbol = plainContext(2, ['beside']);
    expect(loadPrelude(withSymbol)).toBe(true);
    expect(await outcome(withSymbol, 'map(x => x + 1, list(1));')).toBe('value [2, null]');
    expect(
      await outcome(
        newContext(2, [], () => {}),
        'beside;',
      ),
    ).toMatch(/Name beside not declared/);
  });

  it('leaves chapter 1, which has no prelude, alone', () => {
    expect(loadPrelude(plainContext(1))).toBe(false);
  });
});
