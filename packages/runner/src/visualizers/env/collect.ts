import type { Context, Environment } from 'js-slang/dist/types.js';
import type {
  EnvBreak,
  EnvData,
  EnvFrame,
  EnvFunction,
  EnvRunOptions,
  EnvSnapshot,
  EnvTrace,
  EnvValue,
} from './types';

/** Longest text of one control or stash item, and of a primitive value. */
const ITEM_TEXT_MAX = 40;
/** Items of the control and stash kept per snapshot (from the top): a deep recursion has thousands. */
const STACK_ITEMS_MAX = 30;

interface SourceNode {
  type: string;
  loc?: { start: { line: number; column: number }; end: { line: number; column: number } } | null;
}
interface Instr {
  instrType: string;
  symbol?: string;
  numOfArgs?: number;
  srcNode?: SourceNode;
}
interface ClosureLike {
  id: string;
  environment: Environment;
  functionName: string;
  declaredName?: string;
  predefined?: boolean;
  node: SourceNode;
}
interface StackLike {
  getStack(): unknown[];
}

/** Frames the model leaves out: the predeclared names and the list library are not the student's. */
const HIDDEN_FRAMES = new Set(['prelude']);

/**
 * Turns the CSE machine's live state into plain snapshots, one per step, during one run. js-slang
 * re-runs a program from scratch per snapshot (envSteps); instead the recorder hooks the machine's
 * per-step bookkeeping (see installHooks) and copies the state as it goes.
 */
export class EnvRecorder {
  readonly snapshots: EnvSnapshot[] = [];
  readonly breaks: EnvBreak[] = [];
  private readonly lines: string[];
  private readonly breakpointLines: Set<number>;
  /** The line of the last break, so a line with several nodes pauses once per visit. */
  private lastBreakLine: number | null = null;
  private readonly objectIds = new WeakMap<object, string>();
  private nextObjectId = 1;

  constructor(
    private readonly context: Context,
    code: string,
    options: EnvRunOptions,
  ) {
    this.lines = code.split('\n');
    this.breakpointLines = new Set(options.breakpointLines);
  }

  /** The step being run now: output printed now is seen from this step's snapshot on. */
  get stepInProgress(): number {
    return this.snapshots.length;
  }

  /**
   * js-slang's machine sets `runtime.break = false` once before the first step and
   * `runtime.envStepsTotal = steps` after every step of the program (never for the prelude, which
   * runs on a copy of `runtime`). Accessors on those two fields are the per-step hook.
   */
  installHooks(): void {
    const runtime = this.context.runtime as unknown as Record<string, unknown>;
    let breakFlag = runtime.break;
    let total = runtime.envStepsTotal;
    Object.defineProperty(runtime, 'break', {
      configurable: true,
      get: () => breakFlag,
      set: (value: unknown) => {
        breakFlag = value;
        if (value === false && this.snapshots.length === 0) this.record(0);
      },
    });
    Object.defineProperty(runtime, 'envStepsTotal', {
      configurable: true,
      get: () => total,
      set: (value: unknown) => {
        total = value;
        if (typeof value === 'number' && value > 0) this.record(value);
      },
    });
  }

  /** The trace of the run; `controlLeft` tells whether the machine stopped with work left (the limit). */
  trace(stepLimit: number, output: EnvTrace['output']): EnvTrace {
    const last = this.snapshots[this.snapshots.length - 1];
    const limitReached = last !== undefined && last.step >= stepLimit && last.control.length > 0;
    return { snapshots: this.snapshots, stepLimit, limitReached, breaks: this.breaks, output };
  }

  private record(step: number): void {
    const runtime = this.context.runtime;
    const control = (runtime.control as unknown as StackLike | null)?.getStack() ?? [];
    const stash = (runtime.stash as unknown as StackLike | null)?.getStack() ?? [];
    const functions = new Map<string, EnvFunction>();
    const data = new Map<string, EnvData>();
    const frames = this.frames(functions, data);
    const top = control[control.length - 1];
    const line = this.lineOf(top);
    const current = runtime.environments[0];
    this.snapshots.push({
      step,
      line,
      currentFrameId: current ? this.visibleFrameId(current) : null,
      frames,
      functions: [...functions.values()],
      data: [...data.values()],
      control: control
        .slice(-STACK_ITEMS_MAX)
        .reverse()
        .map((item) => this.controlText(item)),
      stash: stash
        .slice(-STACK_ITEMS_MAX)
        .reverse()
        .map((value) => valueText(value)),
    });
    this.checkBreak(step, top, line);
  }

  private checkBreak(step: number, top: unknown, line: number | null): void {
    if (!isNode(top) || line === null) return;
    if (top.type === 'DebuggerStatement') {
      this.breaks.push({ step, line, kind: 'debugger' });
      this.lastBreakLine = line;
      return;
    }
    if (CONTAINER_NODES.has(top.type)) return;
    if (line === this.lastBreakLine) return;
    this.lastBreakLine = null;
    if (!this.breakpointLines.has(line)) return;
    this.breaks.push({ step, line, kind: 'breakpoint' });
    this.lastBreakLine = line;
  }

  /**
   * The frames still in use, parents first: those on the machine's environment stack, those a
   * function object or the stash can still reach, and their ancestors. Frames of calls that have
   * returned and that nothing refers to are left out (as a garbage collector would), which keeps
   * both the drawing and each snapshot small.
   */
  private frames(functions: Map<string, EnvFunction>, data: Map<string, EnvData>): EnvFrame[] {
    const frames: EnvFrame[] = [];
    const root = this.context.runtime.environmentTree.root;
    if (!root) return frames;
    const live = this.liveEnvironments();
    const visit = (node: typeof root, parentId: string | null): void => {
      const env = node.environment;
      const shown = live.has(env) && !HIDDEN_FRAMES.has(env.name);
      if (shown) {
        const isGlobal = env.tail === null;
        frames.push({
          id: env.id,
          name: frameName(env),
          parentId,
          // The global frame holds hundreds of predeclared names: drawn empty, as the reference does.
          bindings: isGlobal ? [] : this.bindings(env, functions, data),
        });
      }
      for (const child of node.children) visit(child, shown ? env.id : parentId);
    };
    visit(root, null);
    return frames;
  }

  private liveEnvironments(): Set<Environment> {
    const live = new Set<Environment>();
    const seenValues = new Set<object>();
    const pending: unknown[] = [...this.context.runtime.environments];
    const stash = (this.context.runtime.stash as unknown as StackLike | null)?.getStack() ?? [];
    pending.push(...stash);
    while (pending.length > 0) {
      const item = pending.pop();
      if (isEnvironment(item)) {
        if (live.has(item)) continue;
        live.add(item);
        if (item.tail) pending.push(item.tail);
        // The global frame's predeclared functions lead nowhere the student made.
        if (item.tail !== null) pending.push(...Object.values(item.head as Record<string, unknown>));
      } else if (isClosure(item)) {
        if (seenValues.has(item)) continue;
        seenValues.add(item);
        pending.push(item.environment);
      } else if (Array.isArray(item)) {
        if (seenValues.has(item)) continue;
        seenValues.add(item);
        pending.push(...item);
      }
    }
    return live;
  }

  private bindings(env: Environment, functions: Map<string, EnvFunction>, data: Map<string, EnvData>) {
    const head = env.head as Record<string, unknown>;
    return Object.keys(head).map((name) => ({ name, value: this.value(head[name], functions, data) }));
  }

  private value(value: unknown, functions: Map<string, EnvFunction>, data: Map<string, EnvData>): EnvValue {
    if (typeof value === 'symbol') return { kind: 'unassigned' };
    if (isClosure(value)) {
      if (value.predefined) return { kind: 'builtin', name: value.functionName };
      const id = `fn${value.id}`;
      if (!functions.has(id)) {
        functions.set(id, {
          id,
          envId: this.visibleFrameId(value.environment),
          text: shorten(this.sourceText(value.node) ?? value.functionName),
        });
      }
      return { kind: 'fn', id };
    }
    if (typeof value === 'function') return { kind: 'builtin', name: value.name || 'function' };
    if (Array.isArray(value)) {
      const id = this.objectId(value);
      if (!data.has(id)) {
        const box: EnvData = { id, kind: 'array', elements: [] };
        // Registered before its elements: a cycle refers back to it instead of recursing forever.
        data.set(id, box);
        box.elements = value.map((element) => this.value(element, functions, data));
        box.kind = isPair(value) ? 'pair' : 'array';
      }
      return { kind: 'data', id };
    }
    return { kind: 'prim', text: valueText(value) };
  }

  private objectId(value: object): string {
    let id = this.objectIds.get(value);
    if (id === undefined) {
      id = `d${this.nextObjectId++}`;
      this.objectIds.set(value, id);
    }
    return id;
  }

  /** A function made in the hidden prelude frame belongs to the frame drawn above it. */
  private visibleFrameId(env: Environment): string {
    let current: Environment | null = env;
    while (current && HIDDEN_FRAMES.has(current.name)) current = current.tail;
    return current?.id ?? env.id;
  }

  private lineOf(item: unknown): number | null {
    const node = isNode(item) ? item : isInstr(item) ? item.srcNode : undefined;
    return node?.loc?.start.line ?? null;
  }

  private sourceText(node: SourceNode | undefined): string | null {
    const loc = node?.loc;
    if (!loc) return null;
    const first = this.lines[loc.start.line - 1];
    if (first === undefined) return null;
    if (loc.start.line === loc.end.line) return first.slice(loc.start.column, loc.end.column);
    return `${first.slice(loc.start.column).trimEnd()} ...`;
  }

  private controlText(item: unknown): string {
    if (isInstr(item)) {
      const name = item.instrType;
      if (item.symbol !== undefined) return shorten(`${name} ${item.symbol}`);
      if (item.numOfArgs !== undefined) return `${name} (${item.numOfArgs} args)`;
      return name;
    }
    if (isNode(item)) return shorten(this.sourceText(item) ?? item.type);
    return String(item);
  }
}

/** Nodes that span several statements: pausing on them would pause before the line's own code. */
const CONTAINER_NODES = new Set(['Program', 'BlockStatement', 'StatementSequence']);

function frameName(env: Environment): string {
  if (env.tail === null) return 'Global';
  if (env.name === 'programEnvironment') return 'Program';
  if (env.name === 'blockEnvironment') return 'Block';
  return env.name;
}

function isNode(item: unknown): item is SourceNode {
  return typeof item === 'object' && item !== null && 'type' in item && !('instrType' in item);
}

function isEnvironment(item: unknown): item is Environment {
  return typeof item === 'object' && item !== null && 'head' in item && 'tail' in item && 'heap' in item;
}

function isInstr(item: unknown): item is Instr {
  return typeof item === 'object' && item !== null && 'instrType' in item;
}

function isClosure(value: unknown): value is ClosureLike {
  return typeof value === 'function' && 'environment' in value && 'node' in value;
}

/** Source pairs are arrays of two made by `pair`; js-slang marks nothing, so the shape decides. */
function isPair(value: unknown[]): boolean {
  return value.length === 2;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > ITEM_TEXT_MAX ? `${oneLine.slice(0, ITEM_TEXT_MAX - 3)}...` : oneLine;
}

function valueText(value: unknown): string {
  if (isClosure(value))
    return value.predefined ? value.functionName : `closure ${value.declaredName ?? ''}`.trim();
  if (typeof value === 'function') return value.name || 'function';
  if (typeof value === 'symbol') return 'unassigned';
  if (Array.isArray(value)) return value.length === 2 ? 'pair' : `array(${value.length})`;
  if (typeof value === 'string') return shorten(JSON.stringify(value));
  return shorten(String(value));
}
