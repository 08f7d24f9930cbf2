/**
 * Source modules on the fast path. A program's imports are resolved, loaded and checked by js-slang's
 * own module preprocessor, through the runner's module loader, into a js-slang context that belongs
 * to the session: which modules exist, the chapter rule, unknown names and every other import error,
 * with its text and line, are js-slang's, and the modules' states live in that context's
 * `moduleContexts`, where the runner finds what they drew or played (modules/module-contexts.ts).
 * The imported names then become constants of the compiled program, bound to the loaded exports
 * (js-slang's transpiler turns them into constants read from the loaded modules the same way).
 */

import type { SourceChapter } from '@sa/domain';
import type es from 'estree';
import { createContext } from 'js-slang';
import * as preprocessorModule from 'js-slang/dist/modules/preprocessor/index.js';
import type { Context } from 'js-slang/dist/types.js';
import { importErrorLine } from '../evaluator/js-slang-adapter';
import type { ModuleLoader } from '../modules/loader';
import { giveModuleInputs, type ModuleContexts } from '../modules/module-contexts';
import type { RunOutcome } from '../protocol';
import { finishCall, pending, TAIL } from './runtime';

type Preprocess = typeof preprocessorModule.default;

/** The CommonJS default export, whichever way the host's ESM interop hands it over. */
function preprocessor(): Preprocess {
  const direct: unknown = preprocessorModule.default;
  if (typeof direct === 'function') return direct as Preprocess;
  const nested: unknown = (direct as { default?: unknown } | undefined)?.default;
  if (typeof nested === 'function') return nested as Preprocess;
  throw new Error("js-slang's module preprocessor did not load");
}

/**
 * Module code calls Source functions through its `callSource` (packages/modules), which follows
 * js-slang's tail-call records (`{isTail, function, arguments}`) until a value comes out. A compiled
 * function called that way may answer with the TAIL marker (its call waiting in `pending.call`):
 * read as such a record, its `function` runs our own trampoline from that call (the clock ticks, so
 * a runaway tail recursion in a callback ends in js-slang's infinite-recursion error rather than
 * spinning in the module's loop), so a module's callback (a wave, a filter, a curve) always gets
 * its value. The call is taken when `function` is read, at once after the marker came back.
 */
Object.defineProperties(TAIL, {
  isTail: { value: true },
  function: {
    get() {
      const call = pending.call;
      return () => finishCall(call);
    },
  },
  arguments: { value: Object.freeze([]) },
});

/** A program whose imports loaded: its body starts with constants named `$i0`, `$i1`... */
export interface Imported {
  program: es.Program;
  /** The value of each `$iN`: the export the import names. */
  values: Record<string, unknown>;
}

/** The parsed program with its imports (checked like any other, then bound), or why not. */
export type Loaded =
  | { ok: true; program: es.Program }
  | { ok: false; errors: Context['errors'] }
  | { ok: false; outcome: RunOutcome };

/** Whether the text may hold an import; anything else never needs the preprocessor. */
export function mayImport(code: string): boolean {
  return /\bimport\b/.test(code);
}

/**
 * One session's modules: the states of the modules its programs imported (kept across a REPL
 * session, as js-slang's context keeps them) and the js-slang context the bundles were given.
 */
export class ModuleHost {
  readonly contexts: ModuleContexts = {};
  private context: Context | null = null;

  constructor(private readonly chapter: SourceChapter) {}

  giveInputs(inputs: Readonly<Record<string, unknown>> | undefined): void {
    giveModuleInputs(this.contexts, inputs);
  }

  /** The exports of the modules the last program imported, as js-slang wrapped them. */
  loadedExports(): Record<string, Record<string, unknown>> {
    return (this.context?.nativeStorage.loadedModules ?? {}) as Record<string, Record<string, unknown>>;
  }

  /** Parses the program and loads its modules as js-slang's runFilesInContext does. */
  async load(code: string, loader: ModuleLoader): Promise<Loaded> {
    const context = this.slangContext();
    context.errors = [];
    loader.takeFailure();
    const entry = '/program.js';
    const files: Record<string, string> = { [entry]: code };
    const result = await preprocessor()((path) => Promise.resolve(files[path]), entry, context, {
      importOptions: loader.importOptions,
      shouldAddFileName: false,
    });
    const failure = loader.takeFailure();
    if (failure) return { ok: false, outcome: importFailure(failure) };
    if (!result.ok) return { ok: false, errors: context.errors };
    return { ok: true, program: result.program };
  }

  private slangContext(): Context {
    if (!this.context) {
      this.context = createContext(this.chapter);
      // The bundles keep this context: their states go to the session's slots.
      this.context.moduleContexts = this.contexts as Context['moduleContexts'];
    }
    return this.context;
  }
}

/** A module file that did not load: the runner's one line, as the js-slang path reports it. */
function importFailure(text: string): RunOutcome {
  return { status: 'error', errors: [importErrorLine(text)], text };
}

function importedName(specifier: es.ImportSpecifier): string {
  const { imported } = specifier;
  return imported.type === 'Identifier' ? imported.name : String(imported.value);
}

/**
 * Each import becomes `const local = $iN;`, placed first as js-slang's transpiler places them.
 * Called once the program passed js-slang's checks, which count imported names as declared.
 */
export function bindImports(program: es.Program, loaded: Record<string, Record<string, unknown>>): Imported {
  const values: Record<string, unknown> = {};
  const constants: es.Statement[] = [];
  const rest: (es.Statement | es.ModuleDeclaration | es.Directive)[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') {
      rest.push(statement);
      continue;
    }
    const exports = loaded[String(statement.source.value)] ?? {};
    for (const specifier of statement.specifiers) {
      const id = `$i${Object.keys(values).length}`;
      values[id] =
        specifier.type === 'ImportSpecifier'
          ? exports[importedName(specifier)]
          : specifier.type === 'ImportDefaultSpecifier'
            ? exports.default
            : exports;
      constants.push({
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [
          {
            type: 'VariableDeclarator',
            id: { ...specifier.local },
            init: { type: 'Identifier', name: id, loc: specifier.loc },
            loc: specifier.loc,
          },
        ],
        loc: statement.loc,
      });
    }
  }
  return { program: { ...program, body: [...constants, ...rest] }, values };
}
