/**
 * js-slang's Source parser with its syntax validation prepared once per chapter. js-slang's
 * `parse` makes a new SourceParser per program, and its `validate` rebuilds the table of walkers
 * (the chapter's disallowed node types and its rules' checkers) each time, which cost about a
 * third of a grader testcase's time on the fast path. Here the table is built once per realm
 * from the same parser's own choice of disallowed syntaxes and rules, with walkers that act as
 * its do (a disallowed type reports where the node really is of that type; then each rule's
 * checker, in js-slang's order), and the acorn parse is js-slang's own method - so the errors,
 * their order and their lines are js-slang's (the differential suite compares them).
 */

import type es from 'estree';
import { DisallowedConstructError } from 'js-slang/dist/parser/errors.js';
import { SourceParser } from 'js-slang/dist/parser/source/index.js';
import type { Rule } from 'js-slang/dist/parser/types.js';
import type { Context } from 'js-slang/dist/types.js';
import { ancestor } from 'js-slang/dist/utils/ast/walkers.js';

type Walker = (node: es.Node, state: unknown, ancestors: es.Node[]) => void;
type Checker = (node: es.Node, ancestors: es.Node[]) => Context['errors'];

/** The parser's private choices of what its chapter and variant disallow, asked once. */
interface ParserChoices {
  getDisallowedSyntaxes(): string[];
  getLangRules(): Rule<es.Node>[];
}

export interface ChapterParser {
  /** js-slang's `parse(code, context)` for the context this parser was made for. */
  parse(code: string): es.Program | null;
}

export function chapterParser(context: Context): ChapterParser {
  const parser = new SourceParser(context.chapter, context.variant);
  const choices = parser as unknown as ParserChoices;
  const byType = new Map<string, Walker[]>();
  const add = (type: string, walker: Walker) => {
    const list = byType.get(type);
    if (list) list.push(walker);
    else byType.set(type, [walker]);
  };
  for (const type of choices.getDisallowedSyntaxes()) {
    // The walk calls a type's walker for nodes visited as that type (e.g. 'Expression') too.
    add(type, (node) => {
      if (node.type === type) context.errors.push(new DisallowedConstructError(node));
    });
  }
  for (const rule of choices.getLangRules()) {
    for (const [type, checker] of Object.entries(rule.checkers) as [string, Checker][]) {
      add(type, (node, _state, ancestors) => {
        for (const error of checker(node, ancestors)) context.errors.push(error);
      });
    }
  }
  const visitors: Record<string, Walker> = Object.create(null);
  for (const [type, walkers] of byType) {
    const [only] = walkers;
    visitors[type] =
      walkers.length === 1 && only
        ? only
        : (node, state, ancestors) => {
            for (const walker of walkers) walker(node, state, ancestors);
          };
  }
  return {
    parse(code) {
      const program = parser.parse(code, context);
      if (!program) return null;
      ancestor(program, visitors as never, undefined, undefined);
      return context.errors.length === 0 ? program : null;
    },
  };
}
