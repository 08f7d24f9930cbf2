import { ConstAssignmentError, UndefinedVariableError } from 'js-slang/dist/errors/errors.js';
import { locationDummyNode } from 'js-slang/dist/utils/ast/astCreator.js';
import { deadZone, type Site, UNASSIGNED } from './runtime';

interface Binding {
  get(): unknown;
  set(value: unknown): void;
  constant: boolean;
}

/**
 * The names a REPL session's programs declared at their top level, for the programs after them.
 * Each program keeps its names as its own local variables (fast); it registers a getter and setter
 * here, which later programs use, as js-slang's later programs see earlier ones through `eval`.
 */
export class Environment {
  private readonly bindings = new Map<string, Binding>();

  define(name: string, get: () => unknown, set: (value: unknown) => void, constant: boolean): void {
    this.bindings.set(name, { get, set, constant });
  }

  has(name: string): boolean {
    return this.bindings.has(name);
  }

  names(): ReadonlySet<string> {
    return new Set(this.bindings.keys());
  }

  read(name: string, site: Site): unknown {
    const value = this.bindings.get(name)?.get();
    if (value === UNASSIGNED) deadZone(site);
    return value;
  }

  /**
   * Assigning an earlier program's name. js-slang runs a later program through `eval` in the earlier
   * one's scope and maps V8's native errors back through its source map, whose file is 'source':
   * a name still unassigned there is "not declared" (V8 says "is not defined" for that assignment),
   * a constant "cannot be assigned", both marked [source] in the message.
   */
  write(name: string, value: unknown, site: Site): unknown {
    const binding = this.bindings.get(name);
    if (!binding) return value;
    const node = locationDummyNode(site.line, site.column, 'source');
    if (binding.get() === UNASSIGNED) throw new UndefinedVariableError(name, node);
    if (binding.constant) throw new ConstAssignmentError(node, name);
    binding.set(value);
    return value;
  }
}
