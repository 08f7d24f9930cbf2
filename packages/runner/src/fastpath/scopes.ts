/**
 * Which declaration each name in a program refers to, and which declarations need a dead-zone
 * check. A Source name is unassigned from the start of its block until its declaration has run
 * (js-slang's native runner turns every declaration, functions included, into a `const` or `let` at
 * its place, so nothing is hoisted). A reference that comes textually after its declaration ended
 * can only run once it has run; one inside a function that is itself the declaration's value (a
 * recursive function) runs only when that function is called, after the declaration. Every other
 * reference may run too early, so it and only it is checked at run time.
 */

import type * as es from 'estree';

export interface Declaration {
  name: string;
  kind: 'const' | 'let' | 'function' | 'param';
  /** Offset where the declaration has finished assigning its name; -1 for a parameter. */
  end: number;
  /** Offsets of the function that is the declaration's value, if it is one. */
  valueStart: number;
  valueEnd: number;
  /** The parameter count of the function that is the declaration's value (a constant); else -1. */
  arity: number;
  /** Some reference may run before the declaration: keep a marker and check reads and writes. */
  checked: boolean;
  /** Declared at the top level of the program (visible to later REPL programs). */
  topLevel: boolean;
}

export interface Scope {
  parent: Scope | null;
  declarations: Map<string, Declaration>;
}

/** Where each identifier reference resolves: a declaration of this program, or a name from outside. */
export type Resolution = Declaration | 'outside';

export interface ScopeInfo {
  scopes: Map<es.Node, Scope>;
  references: Map<es.Identifier, Resolution>;
}

export function start(node: es.Node): number {
  const value: unknown = Reflect.get(node, 'start');
  return typeof value === 'number' ? value : 0;
}

export function end(node: es.Node): number {
  const value: unknown = Reflect.get(node, 'end');
  return typeof value === 'number' ? value : 0;
}

function declare(scope: Scope, statement: es.Node, topLevel: boolean): void {
  if (statement.type === 'VariableDeclaration') {
    const declarator = statement.declarations[0];
    if (declarator?.id.type !== 'Identifier') return;
    const init = declarator.init;
    const isFunction = init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression';
    scope.declarations.set(declarator.id.name, {
      name: declarator.id.name,
      kind: statement.kind === 'let' ? 'let' : 'const',
      end: end(statement),
      valueStart: isFunction && init ? start(init) : -1,
      arity: isFunction && init && statement.kind === 'const' ? init.params.length : -1,
      valueEnd: isFunction && init ? end(init) : -1,
      checked: false,
      topLevel,
    });
  } else if (statement.type === 'FunctionDeclaration' && statement.id) {
    scope.declarations.set(statement.id.name, {
      name: statement.id.name,
      kind: 'function',
      end: end(statement),
      valueStart: start(statement),
      arity: statement.params.length,
      valueEnd: end(statement),
      checked: false,
      topLevel,
    });
  }
}

function blockScope(parent: Scope | null, body: readonly es.Node[], topLevel: boolean): Scope {
  const scope: Scope = { parent, declarations: new Map() };
  for (const statement of body) declare(scope, statement, topLevel);
  return scope;
}

function paramScope(parent: Scope, params: readonly es.Pattern[]): Scope {
  const scope: Scope = { parent, declarations: new Map() };
  for (const param of params) {
    if (param.type === 'Identifier') {
      scope.declarations.set(param.name, {
        name: param.name,
        kind: 'param',
        end: -1,
        valueStart: -1,
        arity: -1,
        valueEnd: -1,
        checked: false,
        topLevel: false,
      });
    }
  }
  return scope;
}

function lookup(scope: Scope | null, name: string): Declaration | undefined {
  for (let s = scope; s; s = s.parent) {
    const found = s.declarations.get(name);
    if (found) return found;
  }
  return undefined;
}

/** Builds the scopes of `program` and resolves every reference in it. */
export function analyseScopes(program: es.Program): ScopeInfo {
  const scopes = new Map<es.Node, Scope>();
  const references = new Map<es.Identifier, Resolution>();

  const reference = (id: es.Identifier, scope: Scope): void => {
    const found = lookup(scope, id.name);
    if (!found) {
      references.set(id, 'outside');
      return;
    }
    references.set(id, found);
    if (found.kind === 'param') return;
    const at = start(id);
    const inOwnValue = at >= found.valueStart && at < found.valueEnd;
    if (at < found.end && !inOwnValue) found.checked = true;
  };

  const visit = (node: es.Node | null | undefined, scope: Scope): void => {
    if (!node) return;
    switch (node.type) {
      case 'Identifier':
        reference(node, scope);
        return;
      case 'BlockStatement': {
        const inner = blockScope(scope, node.body, false);
        scopes.set(node, inner);
        for (const statement of node.body) visit(statement, inner);
        return;
      }
      case 'VariableDeclaration':
        for (const declarator of node.declarations) visit(declarator.init, scope);
        return;
      case 'FunctionDeclaration':
      case 'ArrowFunctionExpression':
      case 'FunctionExpression': {
        const params = paramScope(scope, node.params);
        scopes.set(node, params);
        visit(node.body, params);
        return;
      }
      case 'ForStatement': {
        const inner = blockScope(scope, node.init ? [node.init] : [], false);
        scopes.set(node, inner);
        visit(node.init, inner);
        visit(node.test, inner);
        visit(node.update, inner);
        visit(node.body, inner);
        return;
      }
      case 'MemberExpression':
        visit(node.object, scope);
        if (node.computed) visit(node.property, scope);
        return;
      case 'Property':
        if (node.computed) visit(node.key, scope);
        visit(node.value, scope);
        return;
      default:
        for (const child of children(node)) visit(child, scope);
    }
  };

  const top = blockScope(null, program.body, true);
  scopes.set(program, top);
  for (const statement of program.body) visit(statement, top);
  return { scopes, references };
}

/** The child nodes of a node, in source order (ESTree keeps them in its fields). */
function children(node: es.Node): es.Node[] {
  const result: es.Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) result.push(item);
    } else if (isNode(value)) {
      result.push(value);
    }
  }
  return result;
}

function isNode(value: unknown): value is es.Node {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string';
}
