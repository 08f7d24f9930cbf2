import {
  isSourceChapter,
  isValidChapterVariant,
  type SourceChapter,
  type SourceVariant,
  sublanguageName,
  VARIANTS_BY_CHAPTER,
} from '../../chapters';
import { ENGINE_OPTION_KEY, engineOptionError, isSourceEngine } from '../../engines';
import { DEFAULT_EXEC_TIME_MS, type StoredLibrary } from '../model';
import { blockText, childrenNamed, firstChild, lineText, type XmlElement } from './tree';
import { fail, wholeNumber } from './values';

/** Current element names first, then the names used before November 2025. */
export const LIBRARY_ELEMENTS = ['PROGRAMMINGLANGUAGE', 'DEPLOYMENT'] as const;
export const GRADER_LIBRARY_ELEMENTS = ['GRADERPROGRAMMINGLANGUAGE', 'GRADERDEPLOYMENT'] as const;

/** A run longer than a minute is a mistake in the file, not a test. */
export const MAX_EXEC_TIME_MS = 60_000;
const MAX_SYMBOLS = 2_000;
const MAX_GLOBALS = 500;
const MAX_OPTIONS = 100;

/** The library an element declares, or undefined when the element has none of the names. */
export function optionalLibrary(
  parent: XmlElement,
  names: readonly string[],
  context: string,
): StoredLibrary | undefined {
  const element = firstChild(parent, ...names);
  return element
    ? parseLibrary(element, context ? `${element.name} of ${context}` : element.name)
    : undefined;
}

/**
 * PROGRAMMINGLANGUAGE (or DEPLOYMENT): `interpreter` is the chapter (required), `variant` defaults
 * to 'default', `exectime` to 1000 ms; EXTERNAL names a module (stored lower case) with SYMBOL
 * children; GLOBAL binds IDENTIFIER to the Source text of VALUE; OPTION is a key/value pair.
 */
export function parseLibrary(element: XmlElement, where: string): StoredLibrary {
  const interpreter = element.attrs.interpreter;
  if (interpreter === undefined || interpreter.trim() === '') {
    fail(`Invalid ${where}: interpreter (the Source chapter) is required`);
  }
  const chapter = wholeNumber(element, 'interpreter', where, { min: 1, max: 4 });
  const variant = element.attrs.variant?.trim() || 'default';
  if (chapter === undefined || !isSourceChapter(chapter)) fail(`Invalid ${where}: unknown Source chapter`);
  if (!isValidChapterVariant(chapter, variant)) {
    const offered = VARIANTS_BY_CHAPTER[chapter].join(', ');
    fail(
      `Invalid ${where}: variant "${variant}" is not offered in ${sublanguageName(chapter, 'default')} (${offered})`,
    );
  }
  const execTimeMs =
    wholeNumber(element, 'exectime', where, { min: 1, max: MAX_EXEC_TIME_MS }) ?? DEFAULT_EXEC_TIME_MS;
  return {
    chapter: chapter as SourceChapter,
    variant: variant as SourceVariant,
    execTimeMs,
    globals: parseGlobals(element, where),
    languageOptions: parseOptions(element, where),
    external: parseExternal(element, where),
  };
}

function parseExternal(element: XmlElement, where: string): StoredLibrary['external'] {
  const external = firstChild(element, 'EXTERNAL');
  if (!external) return { name: 'none', symbols: [] };
  const name = external.attrs.name?.trim().toLowerCase() || 'none';
  const symbols = childrenNamed(external, 'SYMBOL').map(lineText);
  if (symbols.length > MAX_SYMBOLS) fail(`Invalid ${where}: more than ${MAX_SYMBOLS} SYMBOL elements`);
  if (symbols.some((symbol) => symbol === '')) fail(`Invalid ${where}: a SYMBOL is empty`);
  return { name, symbols };
}

function parseGlobals(element: XmlElement, where: string): Record<string, string> {
  // A Map, then fromEntries: an identifier such as __proto__ must stay a plain key.
  const globals = new Map<string, string>();
  const elements = childrenNamed(element, 'GLOBAL');
  if (elements.length > MAX_GLOBALS) fail(`Invalid ${where}: more than ${MAX_GLOBALS} GLOBAL elements`);
  for (const [index, global] of elements.entries()) {
    const identifierElement = firstChild(global, 'IDENTIFIER');
    const identifier = identifierElement ? lineText(identifierElement) : '';
    if (identifier === '') fail(`Invalid ${where}: GLOBAL ${index + 1} needs an IDENTIFIER`);
    if (globals.has(identifier)) fail(`Invalid ${where}: GLOBAL ${identifier} is declared twice`);
    const value = firstChild(global, 'VALUE');
    globals.set(identifier, value ? blockText(value) : '');
  }
  return Object.fromEntries(globals);
}

function parseOptions(element: XmlElement, where: string): Record<string, string> {
  const options = new Map<string, string>();
  const elements = childrenNamed(element, 'OPTION');
  if (elements.length > MAX_OPTIONS) fail(`Invalid ${where}: more than ${MAX_OPTIONS} OPTION elements`);
  for (const [index, option] of elements.entries()) {
    const key = option.attrs.key?.trim();
    if (!key) fail(`Invalid ${where}: OPTION ${index + 1} needs a key`);
    const value = option.attrs.value ?? '';
    // A misspelt evaluator would otherwise grade on the fast path without a word (ADR 0039).
    if (key === ENGINE_OPTION_KEY && !isSourceEngine(value.trim())) fail(engineOptionError(value, where));
    options.set(key, value);
  }
  return Object.fromEntries(options);
}
