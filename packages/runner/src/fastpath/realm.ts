/**
 * One chapter's world, made once per worker and shared by every fast-path run of that chapter:
 * js-slang's own context (its builtins, so `display`, `stringify`, lists and arrays behave and
 * print exactly as js-slang's) and the chapter's prelude (lists, streams), compiled by our compiler
 * and run once. Display output and draw_data go to the current run's sinks, swapped per run.
 */

import type { SourceChapter } from '@sa/domain';
import { createContext } from 'js-slang';
import { ExceptionError } from 'js-slang/dist/errors/errors.js';
import { parse } from 'js-slang/dist/parser/parser.js';
import type { Context } from 'js-slang/dist/types.js';
import { stringify } from 'js-slang/dist/utils/stringify.js';
import { compileProgram } from './compile';
import { Environment } from './env';
import { runCompiled } from './execute';
import { callN, type Site } from './runtime';
import { type ChapterParser, chapterParser } from './source-parser';

export interface Realm {
  chapter: SourceChapter;
  /** js-slang's context: its builtins, and the context the parser and validator report into. */
  context: Context;
  /** Builtins and prelude names, what a program's free names are bound to. */
  globals: Record<string, unknown>;
  /** The prelude's names: declared for the validator, as js-slang's prelude run declares them. */
  preludeNames: ReadonlySet<string>;
  sinks: { output: (line: string) => void; draw: (values: readonly unknown[]) => void };
  /** js-slang's parser and syntax rules for this chapter, prepared once (source-parser.ts). */
  parser: ChapterParser;
}

const realms = new Map<SourceChapter, Realm>();

const HOST_SITE: Site = { line: -1, column: -1, source: null, name: '<anonymous>' };

export function realmFor(chapter: SourceChapter): Realm {
  let realm = realms.get(chapter);
  if (!realm) {
    realm = makeRealm(chapter);
    realms.set(chapter, realm);
  }
  return realm;
}

function makeRealm(chapter: SourceChapter): Realm {
  const sinks: Realm['sinks'] = { output: () => {}, draw: () => {} };
  // The same hooks as the runner's js-slang contexts (js-slang-adapter.ts), so output is identical.
  const rawDisplay = (value: unknown, prepend: unknown): unknown => {
    const text = typeof value === 'string' ? value : stringify(value);
    sinks.output(typeof prepend === 'string' ? `${prepend} ${text}` : text);
    return value;
  };
  const prompt = (value: unknown): string => {
    const text = typeof value === 'string' ? value : stringify(value);
    sinks.output(text);
    return text;
  };
  const visualiseList = (value: unknown): void => sinks.draw([value]);
  const context = createContext(chapter, undefined, undefined, [], undefined, {
    rawDisplay,
    prompt,
    visualiseList,
  });
  const globals: Record<string, unknown> = Object.create(null);
  for (const [name, value] of context.nativeStorage.builtins) globals[name] = value;
  // One named parameter, as js-slang's (`draw_data(x1, ...xs)`): a call without arguments fails the
  // compiled call's length test and goes to js-slang's arity check, which reports it.
  replaceBuiltin(globals, 'draw_data', (first: unknown, ...rest: unknown[]) => {
    sinks.draw([first, ...rest]);
    return first;
  });
  // js-slang's version calls the function directly; a compiled function may answer with a tail call.
  replaceBuiltin(globals, 'apply_in_underlying_javascript', (fun: unknown, args: unknown) => {
    const vector: unknown[] = [];
    for (let xs = args; Array.isArray(xs) && xs.length === 2; xs = xs[1]) vector.push(xs[0]);
    if (typeof fun !== 'function') {
      // js-slang's `fun.apply(...)` fails natively: V8's TypeError, reported without a line.
      const message =
        fun === null || fun === undefined
          ? `Cannot read properties of ${String(fun)} (reading 'apply')`
          : 'fun.apply is not a function';
      throw new ExceptionError(new TypeError(message));
    }
    return callN(fun, vector, HOST_SITE);
  });
  const realm: Realm = {
    chapter,
    context,
    globals,
    preludeNames: new Set(),
    sinks,
    parser: chapterParser(context),
  };
  const preludeText = context.prelude;
  context.prelude = null;
  if (preludeText) realm.preludeNames = loadPrelude(realm, preludeText);
  return realm;
}

/** A replacement keeps js-slang's wrapper properties: its arity details and the text stringify shows. */
function replaceBuiltin(
  globals: Record<string, unknown>,
  name: string,
  replacement: (...args: never[]) => unknown,
) {
  const original = globals[name];
  if (typeof original !== 'function') return;
  const { length: _length, name: _name, ...rest } = Object.getOwnPropertyDescriptors(original);
  Object.defineProperties(replacement, rest);
  // Its name is js-slang's too: arity errors name the builtin ("draw_data: Expected 1 or more...").
  Object.defineProperty(replacement, 'name', { value: original.name, configurable: true });
  for (const symbol of Object.getOwnPropertySymbols(original)) {
    Object.defineProperty(replacement, symbol, { value: Reflect.get(original, symbol) });
  }
  globals[name] = replacement;
}

function loadPrelude(realm: Realm, text: string): ReadonlySet<string> {
  const { context } = realm;
  context.errors = [];
  const program = parse(text, context);
  if (!program || context.errors.length > 0) throw new Error('the chapter prelude did not parse');
  const compiled = compileProgram(program, realm.chapter, true, new Set(), realm.globals);
  const env = new Environment();
  runCompiled(compiled, realm.globals, env, 60_000, realm.chapter);
  const names = new Set<string>();
  for (const { name } of compiled.topLevel) {
    names.add(name);
    realm.globals[name] = env.read(name, HOST_SITE);
  }
  return names;
}
