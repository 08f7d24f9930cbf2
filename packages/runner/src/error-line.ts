import type { SourceErrorLine } from './protocol';

/** What both js-slang versions (1.0.94 and the legacy 1.0.80) tell of an error. */
export interface SlangErrorLike {
  type: unknown;
  severity: unknown;
  location?: { start?: { line?: number; column?: number } };
}

/**
 * One js-slang error as the protocol's error line. `text` is that js-slang version's own
 * `parseError` output and `isTimeout` its own TimeoutError test: the two versions differ there only.
 */
export function errorLineOf(error: SlangErrorLike, text: string, isTimeout: boolean): SourceErrorLine {
  const line = error.location?.start?.line ?? -1;
  const column = error.location?.start?.column ?? -1;
  const type = String(error.type);
  return {
    type: type === 'Syntax' || type === 'Runtime' || type === 'Type' || type === 'Import' ? type : 'Internal',
    severity: String(error.severity) === 'Warning' ? 'Warning' : 'Error',
    // parseError treats a line below 1 as "no location"; so do we.
    line: line < 1 ? null : line,
    column: line < 1 || column < 0 ? null : column,
    text,
    isTimeout,
  };
}

/** A failure that is no error of the program (the environment, a compiler's plain Error), without a location. */
export function internalErrorLine(text: string): SourceErrorLine {
  return { type: 'Internal', severity: 'Error', line: null, column: null, text, isTimeout: false };
}
