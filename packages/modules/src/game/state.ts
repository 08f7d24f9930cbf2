import type { NativeStorage } from 'js-slang/dist/types';
import { callIfFuncAndRightArgs } from 'js-slang/dist/utils/operators';
import {
  type ModuleState,
  ROOM_LIMITS,
  ROOM_SCREEN,
  type RoomCall,
  type RoomCommand,
  type RoomInput,
  type RoomObjectKind,
} from '../protocol';
import { callSource } from '../runtime/call-source';
import { moduleState, nativeStorage } from '../runtime/context';
import { GameListener, GameObject } from './values';

type SourceFunction = (...args: unknown[]) => unknown;

/**
 * The room program's side of the room: the objects and listeners it made (by number), the assets it
 * loaded, and the commands of the call in progress. The page holds the real objects; a command here
 * is all it hears.
 */
export class RoomState implements ModuleState {
  outputs: ModuleState['outputs'] = [];
  input?: unknown;
  private commands: RoomCommand[] = [];
  private nextId = 1;
  private readonly alive = new Map<number, RoomObjectKind>();
  private readonly listeners = new Map<number, SourceFunction>();
  /** The object each object listener listens on (keyboard listeners have none). */
  private readonly listenerTargets = new Map<number, number>();
  /** A container's objects: destroying it destroys them (as Phaser does). */
  private readonly children = new Map<number, Set<number>>();
  readonly anims = new Set<string>();
  readonly images = new Set<string>();
  readonly sounds = new Set<string>();
  readonly spritesheets = new Set<string>();
  private display: { width: number; height: number } | null = null;

  /** Records one command of this call; past the limit the program gets an error naming `fn`. */
  record(command: RoomCommand, fn: string): void {
    if (this.commands.length >= ROOM_LIMITS.maxCommandsPerCall) {
      throw new Error(
        `${fn}: a room may draw at most ${ROOM_LIMITS.maxCommandsPerCall.toLocaleString('en')} things in one call`,
      );
    }
    this.commands.push(command);
  }

  /** A new object's number, counted against the limit of objects alive at once. */
  newObject(kind: RoomObjectKind, fn: string): GameObject {
    if (this.alive.size >= ROOM_LIMITS.maxObjects) {
      throw new Error(
        `${fn}: a room may hold at most ${ROOM_LIMITS.maxObjects.toLocaleString('en')} objects at once (destroy_obj frees one)`,
      );
    }
    const id = this.nextId++;
    this.alive.set(id, kind);
    return new GameObject(id, kind);
  }

  /** False for an object destroy_obj removed (or one of an earlier run): commands on it do nothing. */
  isAlive(object: GameObject): boolean {
    return this.alive.get(object.id) === object.kind;
  }

  adopt(container: GameObject, child: GameObject): void {
    for (const held of this.children.values()) held.delete(child.id);
    const held = this.children.get(container.id) ?? new Set<number>();
    held.add(child.id);
    this.children.set(container.id, held);
  }

  /** The object is gone, with what it contained and the listeners on them. */
  forget(object: GameObject): void {
    const gone = [object.id];
    while (gone.length > 0) {
      const id = gone.pop() as number;
      this.alive.delete(id);
      gone.push(...(this.children.get(id) ?? []));
      this.children.delete(id);
      for (const [listener, target] of this.listenerTargets) {
        if (target === id) {
          this.listeners.delete(listener);
          this.listenerTargets.delete(listener);
        }
      }
    }
  }

  newListener(callback: SourceFunction, fn: string, target?: GameObject): GameListener {
    if (this.listeners.size >= ROOM_LIMITS.maxListeners) {
      throw new Error(
        `${fn}: a room may have at most ${ROOM_LIMITS.maxListeners.toLocaleString('en')} listeners (remove_listener frees one)`,
      );
    }
    const id = this.nextId++;
    this.listeners.set(id, callback);
    if (target) this.listenerTargets.set(id, target.id);
    return new GameListener(id);
  }

  /** False for a listener removed already (or never made in this run). */
  removeListener(listener: GameListener): boolean {
    this.listenerTargets.delete(listener.id);
    return this.listeners.delete(listener.id);
  }

  countAsset(fn: string): void {
    if (this.images.size + this.sounds.size + this.spritesheets.size >= ROOM_LIMITS.maxAssets) {
      throw new Error(`${fn}: a room may load at most ${ROOM_LIMITS.maxAssets} assets`);
    }
  }

  private roomInput(): Partial<RoomInput> {
    return typeof this.input === 'object' && this.input !== null ? (this.input as Partial<RoomInput>) : {};
  }

  assetBase(): string {
    const base = this.roomInput().assetBase;
    return typeof base === 'string' ? base : '/';
  }

  displaySize(): { width: number; height: number } {
    const input = this.roomInput();
    if (this.display) return this.display;
    return {
      width: typeof input.displayWidth === 'number' ? input.displayWidth : ROOM_SCREEN.width,
      height: typeof input.displayHeight === 'number' ? input.displayHeight : ROOM_SCREEN.height,
    };
  }

  /** The commands of the call that just ended become one output; older ones' lists are freed. */
  settle(): void {
    if (this.commands.length === 0) return;
    this.outputs.push({ module: 'game', kind: 'room', commands: this.commands });
    this.commands = [];
    // A long-running room makes 24 outputs a second. Ones already sent are never read again (the
    // runner sends each once, copied), so their lists are emptied to keep the worker's memory flat.
    for (let i = 0; i < this.outputs.length - 1; i += 1) {
      const old = this.outputs[i];
      if (old?.module === 'game' && old.commands.length > 0) old.commands = [];
    }
  }

  call(request: unknown, program: (name: string) => unknown): unknown {
    const call = request as Partial<RoomCall> | null;
    switch (call?.kind) {
      case 'function': {
        const name = call.name;
        if (name !== 'preload' && name !== 'create' && name !== 'update') break;
        const f = program(name);
        if (typeof f !== 'function') return false;
        callWithLimit(f, []);
        return true;
      }
      case 'listener': {
        const f = typeof call.listener === 'number' ? this.listeners.get(call.listener) : undefined;
        if (!f) return false;
        const offered = Array.isArray(call.args) ? call.args.filter((a) => typeof a === 'number') : [];
        callWithLimit(f, argumentsFor(f, offered));
        return true;
      }
      case 'display':
        if (typeof call.width === 'number' && typeof call.height === 'number') {
          this.display = { width: call.width, height: call.height };
        }
        return true;
      default:
        break;
    }
    throw new Error('The room asked the game module for something it does not know.');
  }
}

/**
 * Calls a program's function from the page's request. js-slang's own caller, given the context's
 * native storage, follows the function's tail calls and ends them past the program's time limit
 * (its 'Potential infinite recursion' error), as it does inside a run; `callSource` alone would
 * follow `function update() { return update(); }` for ever. Without a native context (unit
 * tests) callSource does.
 */
function callWithLimit(f: unknown, args: unknown[]): unknown {
  const storage = nativeStorage();
  if (typeof storage !== 'object' || storage === null) return callSource(f, ...args);
  // The live context's own storage: js-slang's type for what its runner made.
  const result: unknown = callIfFuncAndRightArgs(f, -1, -1, null, storage as NativeStorage, ...args);
  return result;
}

/**
 * A listener gets as many of the event's values (a pointer's x and y) as it declares parameters,
 * padded with undefined, so `() => ...` and `(x, y) => ...` both work. A Source function that
 * reports no parameters (the CSE machine's) gets them all.
 */
function argumentsFor(f: SourceFunction, offered: readonly number[]): unknown[] {
  if (f.length === 0) return [];
  return Array.from({ length: f.length }, (_, i) => offered[i]);
}

export function roomState(): RoomState {
  return moduleState<RoomState>('game', () => new RoomState());
}
