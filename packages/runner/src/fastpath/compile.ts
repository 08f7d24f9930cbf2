/**
 * Turns a checked Source program (js-slang's ESTree, chapters 1-4, default variant) into the body of
 * a JavaScript function that runs it directly. Every operator, condition, call and member access
 * becomes a call of a small runtime helper (runtime.ts) given the site's location; calls in tail
 * position leave a TailCall pending and return the TAIL marker for the caller's trampoline; loops
 * count turns against the deadline; names that may be read before their declaration ran carry a
 * marker and are checked (scopes.ts).
 * The program's value is JavaScript's completion value, as js-slang's `eval` gives it.
 */

import { generate } from 'astring';
import type * as es from 'estree';
import type { ReplText, Site } from './runtime';
import { analyseScopes, type Declaration, type Resolution, type Scope, type ScopeInfo } from './scopes';

export interface CompiledProgram {
  /** The body of `new Function('$R', '$G', '$E', '$S', '$T', code)`. */
  code: string;
  sites: Site[];
  texts: ReplText[];
  /** The program's top-level names, in order, and whether each is a constant. */
  topLevel: { name: string; constant: boolean }[];
}

/** A construct the fast path does not compile (imports, objects): the caller runs js-slang instead. */
export class Unsupported extends Error {}

const BINARY: Record<string, string> = {
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '/': 'div',
  '%': 'mod',
  '<': 'lt',
  '<=': 'le',
  '>': 'gt',
  '>=': 'ge',
  '===': 'eq',
  '!==': 'ne',
};

const PURE_BUILTINS = new Set([
  'pair',
  'list',
  'is_null',
  'is_pair',
  'is_list',
  'is_number',
  'is_string',
  'is_boolean',
  'is_function',
  'is_undefined',
  'is_array',
]);

/** Internal names all start with `$`; a student's name that does too, or is strict-mode reserved, is renamed. */
function jsName(name: string): string {
  return name.startsWith('$') || name === 'eval' || name === 'arguments' ? `$u${name}` : name;
}

/**
 * `previous` holds the names earlier programs of the REPL declared: the program reads those through
 * the session's environment, every other outside name is a builtin or the prelude's.
 */
function tempList(count: number): string {
  return Array.from({ length: count }, (_, i) => `$q${i + 1}`).join(', ');
}

export function compileProgram(
  program: es.Program,
  chapter: number,
  prelude: boolean,
  previous: ReadonlySet<string>,
  globals: Readonly<Record<string, unknown>> = {},
): CompiledProgram {
  return new Compiler(program, chapter, prelude, previous, globals).compile();
}

class Compiler {
  private readonly sites: Site[] = [];
  private readonly texts: ReplText[] = [];
  private readonly info: ScopeInfo;
  private readonly globals = new Set<string>();
  /** Whether code being emitted is inside a function (completion values are tracked only outside). */
  private depth = 0;
  /** Temporaries of the function (or top level) being emitted: one set per call site. */
  private temps = 0;

  constructor(
    private readonly program: es.Program,
    private readonly chapter: number,
    private readonly prelude: boolean,
    private readonly previous: ReadonlySet<string>,
    private readonly globalValues: Readonly<Record<string, unknown>>,
  ) {
    this.info = analyseScopes(program);
  }

  compile(): CompiledProgram {
    const scope = this.scopeOf(this.program);
    const body = this.statements(this.program.body, scope);
    const topLevel = [...scope.declarations.values()].map((d) => ({
      name: d.name,
      constant: d.kind !== 'let',
    }));
    const head = [
      '"use strict";',
      'const {locate:$loc,finish:$fin,slowCall:$slow,callTick:$ck,TailCall:$TC,TAIL:$M,pending:$P,bool:$b,not:$not,negate:$neg,plus:$pos,getProp:$get,setProp:$set,loopTick:$lt,deadZone:$dz,withText:$F,UNASSIGNED:$U,clock:$K,ops:$o} = $R;',
      'const {add:$add,sub:$sub,mul:$mul,div:$div,mod:$mod,lt:$lt2,le:$le,gt:$gt,ge:$ge,eq:$eq,ne:$ne} = $o;',
      ...[...this.globals].map((name) => `const $g_${name} = $G[${JSON.stringify(name)}];`),
      'let $v = undefined, $t, $at = 0, $fn, $r;',
      ...(this.temps > 0 ? [`let ${tempList(this.temps)};`] : []),
      ...topLevel.map((d) => `let ${jsName(d.name)} = $U;`),
      ...topLevel.map(
        (d) =>
          `$E.define(${JSON.stringify(d.name)}, () => ${jsName(d.name)}, ($x) => { ${jsName(d.name)} = $x; }, ${d.constant});`,
      ),
    ];
    const guarded = `try {\n${body}\n} catch ($e) {\nthrow $loc($e, $S[$at], $fn);\n}`;
    return {
      code: `${head.join('\n')}\n${guarded}\nreturn $v;`,
      sites: this.sites,
      texts: this.texts,
      topLevel,
    };
  }

  private scopeOf(node: es.Node): Scope {
    const scope = this.info.scopes.get(node);
    if (!scope) throw new Unsupported(`no scope for ${node.type}`);
    return scope;
  }

  private site(node: es.Node, name = '<anonymous>', keepNode = false): string {
    const loc = node.loc?.start ?? { line: -1, column: -1 };
    const site: Site = { line: loc.line, column: loc.column, source: this.prelude ? 'prelude' : null, name };
    if (keepNode) {
      site.node = node;
      site.program = this.program;
    }
    this.sites.push(site);
    return `$S[${this.sites.length - 1}]`;
  }

  private text(node: es.Node): string {
    // Generated when first shown (stringify, display of a function), not for every function of
    // every program compiled: a grader's testcase rarely prints one. Nothing changes the tree after
    // compiling, so the text is the same.
    let source: string | undefined;
    const text: ReplText = () => {
      source ??= generate(node);
      return source;
    };
    if (this.prelude) text.prelude = true;
    this.texts.push(text);
    return `$T[${this.texts.length - 1}]`;
  }

  /** Statements of a block: checked declarations get their marker at the start, as JS's TDZ would. */
  private statements(body: readonly es.Node[], scope: Scope, isProgram = false): string {
    const out: string[] = [];
    if (!isProgram) {
      for (const d of scope.declarations.values()) {
        if (d.checked && !d.topLevel) out.push(`let ${jsName(d.name)} = $U;`);
      }
    }
    for (const statement of body) out.push(this.statement(statement, scope));
    return out.join('\n');
  }

  private statement(node: es.Node, scope: Scope): string {
    switch (node.type) {
      case 'ExpressionStatement': {
        const value = this.expression(node.expression, scope);
        return this.depth === 0 ? `$v = ${value};` : `${value};`;
      }
      case 'VariableDeclaration': {
        const declarator = node.declarations[0];
        if (declarator?.id.type !== 'Identifier' || node.declarations.length !== 1) {
          throw new Unsupported('declaration');
        }
        const value = declarator.init ? this.expression(declarator.init, scope) : 'undefined';
        return this.bind(scope, declarator.id.name, value);
      }
      case 'FunctionDeclaration': {
        if (!node.id) throw new Unsupported('anonymous function declaration');
        return this.bind(scope, node.id.name, this.func(node, scope));
      }
      case 'ReturnStatement':
        return `return ${node.argument ? this.tail(node.argument, scope) : 'undefined'};`;
      case 'IfStatement': {
        const test = `$b(${this.expression(node.test, scope)}, ${this.site(node)})`;
        const reset = this.depth === 0 ? '$v = undefined; ' : '';
        const consequent = this.nested(node.consequent, scope);
        const alternate = node.alternate ? ` else ${this.nested(node.alternate, scope)}` : '';
        return `${reset}if (${test}) ${consequent}${alternate}`;
      }
      case 'BlockStatement':
        return `{\n${this.statements(node.body, this.scopeOf(node))}\n}`;
      case 'WhileStatement': {
        const reset = this.depth === 0 ? '$v = undefined; ' : '';
        const test = `$b(${this.expression(node.test, scope)}, ${this.site(node)})`;
        const tick = `if (--$K.n < 0) $lt(${this.site(node)});`;
        return `${reset}while (${test}) {\n${tick}\n${this.nested(node.body, scope)}\n}`;
      }
      case 'ForStatement':
        return this.forLoop(node, scope);
      case 'BreakStatement':
        if (node.label) throw new Unsupported('label');
        return 'break;';
      case 'ContinueStatement':
        if (node.label) throw new Unsupported('label');
        return 'continue;';
      case 'EmptyStatement':
        return ';';
      default:
        throw new Unsupported(node.type);
    }
  }

  /** A branch or loop body: a block keeps its own scope, a single statement shares the parent's. */
  private nested(node: es.Statement, scope: Scope): string {
    return node.type === 'BlockStatement'
      ? this.statement(node, scope)
      : `{\n${this.statement(node, scope)}\n}`;
  }

  private forLoop(node: es.ForStatement, outer: Scope): string {
    const scope = this.scopeOf(node);
    const reset = this.depth === 0 ? '$v = undefined; ' : '';
    let init = '';
    if (node.init?.type === 'VariableDeclaration') {
      const declarator = node.init.declarations[0];
      if (declarator?.id.type !== 'Identifier') throw new Unsupported('for');
      const value = declarator.init ? this.expression(declarator.init, scope) : 'undefined';
      init = `${node.init.kind} ${jsName(declarator.id.name)} = ${value}`;
      const declared = scope.declarations.get(declarator.id.name);
      if (declared?.checked) throw new Unsupported('for variable read in its own initialiser');
    } else if (node.init) {
      init = this.expression(node.init, outer);
    }
    const test = node.test ? `$b(${this.expression(node.test, scope)}, ${this.site(node)})` : '';
    const update = node.update ? this.expression(node.update, scope) : '';
    const tick = `if (--$K.n < 0) $lt(${this.site(node)});`;
    return `${reset}for (${init}; ${test}; ${update}) {\n${tick}\n${this.nested(node.body, scope)}\n}`;
  }

  /** A declaration at its place: a checked or top-level name was declared (unassigned) earlier. */
  private bind(scope: Scope, name: string, value: string): string {
    const declaration = scope.declarations.get(name);
    if (!declaration) throw new Unsupported(`undeclared ${name}`);
    if (declaration.checked || declaration.topLevel) return `${jsName(name)} = ${value};`;
    return `${declaration.kind === 'let' ? 'let' : 'const'} ${jsName(name)} = ${value};`;
  }

  private func(
    node: es.FunctionDeclaration | es.ArrowFunctionExpression | es.FunctionExpression,
    scope: Scope,
  ): string {
    const params = node.params.map((p) => {
      if (p.type !== 'Identifier') throw new Unsupported('parameter pattern');
      return jsName(p.name);
    });
    const text = this.text(node);
    const inner = this.scopeOf(node);
    this.depth += 1;
    const outerTemps = this.temps;
    this.temps = 0;
    let body: string;
    if (node.body.type === 'BlockStatement') {
      body = this.statements(node.body.body, this.scopeOf(node.body));
    } else {
      body = `return ${this.tail(node.body, inner)};`;
    }
    const temps = this.temps > 0 ? `, ${tempList(this.temps)}` : '';
    this.temps = outerTemps;
    this.depth -= 1;
    void scope;
    // The catch gives an error leaving a call made here its location, as js-slang's call wrapper
    // does: $at is the site of the last call made in this frame, $fn its callee while it runs.
    const guarded = `let $at = 0, $fn, $r${temps};\ntry {\n${body}\n} catch ($e) {\nthrow $loc($e, $S[$at], $fn);\n}`;
    return `$F(function (${params.join(', ')}) {\n${guarded}\n}, ${text})`;
  }

  /** An expression whose value the function returns: calls there are tail calls. */
  private tail(node: es.Expression, scope: Scope): string {
    switch (node.type) {
      case 'CallExpression': {
        if (this.isPureBuiltin(node.callee)) return this.call(node, scope);
        const callee = this.expression(node.callee as es.Expression, scope);
        const args = this.args(node.arguments, scope);
        const name = node.callee.type === 'Identifier' ? node.callee.name : '<anonymous>';
        const site = this.site(node, name);
        // The call waits in $P.call and the function returns the marker $M (runtime.ts, TAIL).
        if (args.length > 4)
          return `($P.call = new $TC(${callee}, ${args.length}, undefined, undefined, undefined, undefined, [${args.join(', ')}], ${site}), $M)`;
        const fields = [...args, 'undefined', 'undefined', 'undefined', 'undefined'].slice(0, 4);
        return `($P.call = new $TC(${callee}, ${args.length}, ${fields.join(', ')}, null, ${site}), $M)`;
      }
      case 'ConditionalExpression':
        return `($b(${this.expression(node.test, scope)}, ${this.site(node)}) ? ${this.tail(node.consequent, scope)} : ${this.tail(node.alternate, scope)})`;
      case 'LogicalExpression':
        if (node.operator === '??') throw new Unsupported('??');
        return `($b(${this.expression(node.left, scope)}, ${this.site(node)}) ${node.operator} ${this.tail(node.right, scope)})`;
      default:
        return this.expression(node, scope);
    }
  }

  private args(nodes: readonly (es.Expression | es.SpreadElement)[], scope: Scope): string[] {
    return nodes.map((a) => {
      if (a.type === 'SpreadElement') throw new Unsupported('spread');
      return this.expression(a, scope);
    });
  }

  private expression(
    node: es.Expression | es.Pattern | es.Super | es.PrivateIdentifier,
    scope: Scope,
  ): string {
    switch (node.type) {
      case 'Literal':
        if ('regex' in node && node.regex) throw new Unsupported('regex');
        if (typeof node.value === 'bigint') throw new Unsupported('bigint');
        return node.value === undefined ? 'undefined' : (JSON.stringify(node.value) ?? 'null');
      case 'TemplateLiteral': {
        if (node.expressions.length > 0) throw new Unsupported('template');
        return JSON.stringify(node.quasis[0]?.value.cooked ?? '');
      }
      case 'Identifier':
        return this.read(node);
      case 'BinaryExpression': {
        const helper = BINARY[node.operator];
        if (!helper || node.left.type === 'PrivateIdentifier') throw new Unsupported(node.operator);
        const left = this.expression(node.left, scope);
        const right = this.expression(node.right, scope);
        if (this.chapter >= 3 && (node.operator === '===' || node.operator === '!==')) {
          return `(${left} ${node.operator} ${right})`;
        }
        const name = helper === 'lt' ? '$lt2' : `$${helper}`;
        return `${name}(${left}, ${right}, ${this.site(node, '<anonymous>', node.operator === '+')})`;
      }
      case 'UnaryExpression': {
        const argument = this.expression(node.argument, scope);
        if (node.operator === '!') return `$not(${argument}, ${this.site(node)})`;
        if (node.operator === '-') return `$neg(${argument}, ${this.site(node)})`;
        if (node.operator === '+') return `$pos(${argument}, ${this.site(node)})`;
        if (node.operator === 'typeof') return `(typeof ${argument})`;
        throw new Unsupported(node.operator);
      }
      case 'LogicalExpression':
        if (node.operator === '??') throw new Unsupported('??');
        return `($b(${this.expression(node.left, scope)}, ${this.site(node)}) ${node.operator} ${this.expression(node.right, scope)})`;
      case 'ConditionalExpression':
        return `($b(${this.expression(node.test, scope)}, ${this.site(node)}) ? ${this.expression(node.consequent, scope)} : ${this.expression(node.alternate, scope)})`;
      case 'CallExpression':
        return this.call(node, scope);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return this.func(node, scope);
      case 'AssignmentExpression':
        return this.assign(node, scope);
      case 'ArrayExpression':
        return `[${node.elements
          .map((e) => {
            if (!e || e.type === 'SpreadElement') throw new Unsupported('array element');
            return this.expression(e, scope);
          })
          .join(', ')}]`;
      case 'MemberExpression': {
        if (!node.computed || node.object.type === 'Super') throw new Unsupported('member');
        return `$get(${this.expression(node.object, scope)}, ${this.expression(node.property, scope)}, ${this.site(node)})`;
      }
      default:
        throw new Unsupported(node.type);
    }
  }

  private call(node: es.CallExpression, scope: Scope): string {
    if (node.callee.type === 'Super') throw new Unsupported('super');
    const callee = this.expression(node.callee, scope);
    const args = this.args(node.arguments, scope);
    const site = this.site(node, node.callee.type === 'Identifier' ? node.callee.name : '<anonymous>');
    const index = site.slice(3, -1);
    // Callee and arguments go to this site's own temporaries first (js-slang evaluates them all
    // before checking the callee), then the checks and the call happen inline: each call site keeps
    // its own type feedback, so V8 can inline the callee as it would in plain JavaScript.
    const known = this.knownCallee(node.callee, args.length);
    if (known) {
      // A callee known to be a function of this arity (a builtin, a prelude function, a function
      // declared here): no checks. A builtin never answers with a tail call, and its return is not
      // a clock tick: it cannot recurse or loop in Source, so the loop and call that lead to it
      // tick instead (merge sort makes five builtin calls per compiled one).
      const values = args.map(() => this.temp());
      const assigned = [...args.map((a, i) => `${values[i]} = ${a}`), `$at = ${index}`];
      const call = [`$fn = ${callee}`, `$r = ${callee}(${values.join(', ')})`, '$fn = undefined'];
      const settle =
        known === 'builtin' ? ['$r'] : [`--$K.n < 0 && $ck(${site})`, `$r === $M ? $fin(${callee}) : $r`];
      return `(${[...assigned, ...call, ...settle].join(', ')})`;
    }
    const f = this.temp();
    const values = args.map(() => this.temp());
    const assigned = [`${f} = ${callee}`, ...args.map((a, i) => `${values[i]} = ${a}`), `$at = ${index}`];
    // The clock is read when a call returns, as js-slang checks a call's time after it returns: a
    // runaway non-tail recursion then ends in a stack overflow, as there, not in a timeout.
    const fast = `($fn = ${f}, $r = ${f}(${values.join(', ')}), $fn = undefined, --$K.n < 0 && $ck(${site}), $r === $M ? $fin(${f}) : $r)`;
    const check = `typeof ${f} === "function" && ${f}.length === ${args.length}`;
    return `(${assigned.join(', ')}, ${check} ? ${fast} : $slow(${f}, [${values.join(', ')}], ${site}))`;
  }

  /**
   * Whether the callee is an unchecked name whose value is certainly a function taking `argc`
   * arguments: a builtin or prelude function of the chapter (the realm's values, fixed), or a
   * function this program declares as a constant. Anything else is checked at the call.
   */
  private knownCallee(callee: es.Node, argc: number): 'builtin' | 'compiled' | null {
    if (callee.type !== 'Identifier') return null;
    const resolution = this.info.references.get(callee);
    if (resolution === undefined) return null;
    if (resolution === 'outside') {
      if (this.previous.has(callee.name)) return null;
      const value = this.globalValues[callee.name];
      if (typeof value !== 'function' || value.length !== argc) return null;
      const text: unknown = Reflect.get(value, 'toReplString');
      const prelude = typeof text === 'function' && Reflect.get(text, 'prelude') === true;
      return prelude ? 'compiled' : 'builtin';
    }
    if (resolution.checked || resolution.kind === 'let' || resolution.kind === 'param') return null;
    return resolution.arity === argc ? 'compiled' : null;
  }

  /**
   * A builtin that never throws once its arity is right (pair, the predicates, math_*): called in
   * tail position it returns at once, so it is called directly instead of through a TailCall. Only
   * a timeout's list of the last calls could tell (it would not name it); see ADR 0035.
   */
  private isPureBuiltin(callee: es.Node): boolean {
    if (callee.type !== 'Identifier' || this.previous.has(callee.name)) return false;
    if (this.info.references.get(callee) !== 'outside') return false;
    return PURE_BUILTINS.has(callee.name) || callee.name.startsWith('math_');
  }

  private temp(): string {
    this.temps += 1;
    return `$q${this.temps}`;
  }

  private assign(node: es.AssignmentExpression, scope: Scope): string {
    if (node.operator !== '=') throw new Unsupported(node.operator);
    const value = this.expression(node.right, scope);
    if (node.left.type === 'MemberExpression') {
      const target = node.left;
      if (!target.computed || target.object.type === 'Super') throw new Unsupported('member');
      return `$set(${this.expression(target.object, scope)}, ${this.expression(target.property as es.Expression, scope)}, ${value}, ${this.site(target)})`;
    }
    if (node.left.type !== 'Identifier') throw new Unsupported('assignment target');
    const id = node.left;
    const resolution = this.resolve(id);
    if (resolution === 'outside') {
      // Only an earlier program's name can be assigned from outside: builtins are constants, which
      // validation rejects as js-slang does.
      return `$E.write(${JSON.stringify(id.name)}, ${value}, ${this.site(id, id.name)})`;
    }
    const name = jsName(id.name);
    if (resolution.checked)
      return `${name} = ($t = ${value}, ${name} === $U ? $dz(${this.site(id, id.name)}) : $t)`;
    return `(${name} = ${value})`;
  }

  private resolve(id: es.Identifier): Resolution {
    const resolution = this.info.references.get(id);
    if (!resolution) throw new Unsupported(`unresolved ${id.name}`);
    return resolution;
  }

  private read(id: es.Identifier): string {
    if (id.name === 'undefined') {
      const resolution = this.info.references.get(id);
      if (resolution === 'outside' || resolution === undefined) return 'undefined';
    }
    const resolution = this.resolve(id);
    if (resolution === 'outside') return this.outside(id);
    return this.declared(id, resolution);
  }

  private declared(id: es.Identifier, declaration: Declaration): string {
    const name = jsName(id.name);
    if (!declaration.checked && !declaration.topLevel) return name;
    if (!declaration.checked) return name;
    return `(${name} === $U ? $dz(${this.site(id, id.name)}) : ${name})`;
  }

  /** A name from an earlier REPL program, else a builtin or prelude name (validation checked it exists). */
  private outside(id: es.Identifier): string {
    if (this.previous.has(id.name)) return `$E.read(${JSON.stringify(id.name)}, ${this.site(id, id.name)})`;
    this.globals.add(id.name);
    return `$g_${id.name}`;
  }
}
