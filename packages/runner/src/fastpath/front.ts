/**
 * What decides that a program is valid Source: js-slang's own parser with its chapter's syntax
 * rules, its validator (constant assignment) and its check for undeclared names, run against the
 * chapter's context - so every compile-time error, message and line is js-slang's.
 */

import type es from 'estree';
import { SourceErrorWithNode } from 'js-slang/dist/errors/base.js';
import type { Context } from 'js-slang/dist/types.js';
import {
  getIdentifiersInNativeStorage,
  getIdentifiersInProgram,
  getNativeIds,
} from 'js-slang/dist/utils/uniqueIds.js';
import { checkForUndefinedVariables, validateAndAnnotate } from 'js-slang/dist/validator/validator.js';
import type { Realm } from './realm';

export type Checked = { ok: true; program: es.Program } | { ok: false; errors: Context['errors'] };

export function checkProgram(code: string, realm: Realm, previous: ReadonlySet<string>): Checked {
  const { context } = realm;
  context.errors = [];
  const program = realm.parser.parse(code);
  if (!program || context.errors.length > 0) return { ok: false, errors: context.errors };
  return checkParsed(program, realm, previous);
}

/**
 * The checks after parsing, for a program parsed elsewhere too: one with imports comes from
 * js-slang's module preprocessor (imports.ts), which parses it with the modules' context.
 */
export function checkParsed(program: es.Program, realm: Realm, previous: ReadonlySet<string>): Checked {
  const { context } = realm;
  context.errors = [];
  // The validator counts names declared by earlier programs (and the prelude) as declared.
  context.nativeStorage.previousProgramsIdentifiers = new Set([...realm.preludeNames, ...previous]);
  validateAndAnnotate(program, context);
  if (context.errors.length > 0) return { ok: false, errors: context.errors };
  try {
    // As js-slang's transpiler: its internal names are unique against the program's, so skipping
    // them never hides a student's undeclared name.
    const used = new Set([
      ...getIdentifiersInProgram(program),
      ...getIdentifiersInNativeStorage(context.nativeStorage),
    ]);
    checkForUndefinedVariables(program, context, getNativeIds(program, used), false);
  } catch (error) {
    if (error instanceof SourceErrorWithNode) return { ok: false, errors: [error] };
    throw error;
  }
  return { ok: true, program };
}
