import { ConstAssignmentError } from 'js-slang/dist/errors/errors.js';
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

  /** An earlier program's constant cannot be assigned: js-slang's native run says so at the assignment. */
  write(name: string, value: unknown, site: Site): unknown {
    const binding = this.bindings.get(name);
    if (!binding) return value;
    if (binding.get() === UNASSIGNED) deadZone(site);
    if (binding.constant) {
      throw new ConstAssignmentError(locationDummyNode(site.line, site.column, site.source), name);
    }
    binding.set(value);
    return value;
  }
}
