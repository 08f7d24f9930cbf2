import { Parser } from 'acorn';
import { wasmHost } from './host';

/** Where the compiler looks for `import ... from "std/<name>"` (a URL built into sourceror 0.8.5). */
const BUILT_IN_STD_URL = 'https://btzy.github.io/libsourceror/std/';

/**
 * sourceror's compiler asks for each imported file through the global `sourcerorFetchDepCallback`
 * (set by sourceror, which then fetches the URL). Ours answers std files from our own host
 * (wasm/host.ts: our server, or the texts themselves in Node) and refuses every other name, so nothing
 * is ever fetched from outside. The compiler tries several names per import; a refusal makes it try
 * the next and, when none is left, report the import as not found.
 */
export function interceptLibraryFetches(): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.sourcerorFetchDepCallback = (_context: number, name: string) => libraryFile(name);
}

const files = new Map<string, Promise<string>>();

function libraryFile(url: string): Promise<string> {
  const name = url.startsWith(BUILT_IN_STD_URL) ? url.slice(BUILT_IN_STD_URL.length) : null;
  if (name === null || !/^[a-z]+$/.test(name)) {
    return Promise.reject(new Error(`Only the built-in library can be imported (not ${url}).`));
  }
  let file = files.get(name);
  if (!file) {
    file = wasmHost().readStdFile(name).then(compilerInput);
    files.set(name, file);
    file.catch(() => files.delete(name)); // a failed download may be retried by the next run
  }
  return file;
}

/** An import table goes as is; a Source module as its ESTree, in JSON, as sourceror's own fetch does. */
function compilerInput(text: string): string {
  if (text.split('\n', 1)[0] === '@SourceImports') return text;
  return JSON.stringify(
    OverloadingParser.parse(text, { ecmaVersion: 6, sourceType: 'module', locations: true }),
  );
}

/** Std modules declare a function once per overload (by argument types); plain acorn refuses that. */
class OverloadingParser extends Parser {
  // acorn's internal hook for recoverable errors (not in its typings).
  raiseRecoverable(position: number, message: string): void {
    if (/^Identifier '.*' has already been declared$/.test(message)) return;
    (Parser.prototype as unknown as RecoverableHook).raiseRecoverable.call(this, position, message);
  }
}

interface RecoverableHook {
  raiseRecoverable(this: Parser, position: number, message: string): void;
}
