import { parseNameField } from './fields';

/**
 * A library's globals as the mission editor lists them. The file keeps only the identifier and the
 * Source expression (`GLOBAL/IDENTIFIER`, `GLOBAL/VALUE`); the editor also shows what the
 * expression evaluates to. Evaluating runs Source, so it is the web app's part: it runs each
 * expression with packages/runner in the library's chapter and variant, and shows the value's
 * text when the run succeeds, or INVALID_EXPRESSION when it fails or does not finish.
 * `globalValueText` turns that outcome into the text to show.
 */
export interface MissionGlobal {
  identifier: string;
  /** The Source expression, as written to VALUE. */
  expression: string;
  /** What the expression evaluated to, as text, or INVALID_EXPRESSION. */
  value: string;
}

export const INVALID_EXPRESSION = 'Invalid Expression';

export type MissionGlobalEvaluation = { ok: true; valueText: string } | { ok: false };

export function globalValueText(evaluation: MissionGlobalEvaluation): string {
  return evaluation.ok ? evaluation.valueText : INVALID_EXPRESSION;
}

/** The library's globals as a list, in file order; `value` is INVALID_EXPRESSION until evaluated. */
export function globalsToList(globals: Readonly<Record<string, string>>): MissionGlobal[] {
  return Object.entries(globals).map(([identifier, expression]) => ({
    identifier,
    expression,
    value: INVALID_EXPRESSION,
  }));
}

/**
 * The list back as the library's globals: identifiers lose their whitespace, an empty identifier
 * is left out (the file would be refused), and of two globals with one name the later one wins,
 * as it would when the program ran.
 */
export function globalsFromList(
  list: readonly Pick<MissionGlobal, 'identifier' | 'expression'>[],
): Record<string, string> {
  // A Map, then fromEntries: an identifier such as __proto__ must stay a plain key.
  const globals = new Map<string, string>();
  for (const { identifier, expression } of list) {
    const name = parseNameField(identifier);
    if (name === '') continue;
    globals.delete(name);
    globals.set(name, expression);
  }
  return Object.fromEntries(globals);
}
