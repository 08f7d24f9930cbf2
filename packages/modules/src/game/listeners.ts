import { roomState } from './state';
import {
  expectFunction,
  expectNumber,
  expectObject,
  expectString,
  GameListener,
  type GameObject,
} from './values';

/**
 * Calls a function when an object gets an event: 'pointerdown', 'pointerup', 'pointerover',
 * 'pointerout' or 'pointermove' (set_interactive first). The function may take the pointer's x and y.
 * @param obj the object
 * @param event the event's name
 * @param callback the function
 * @returns the listener, for remove_listener
 */
export function add_listener(
  obj: GameObject,
  event: string,
  callback: (...args: number[]) => unknown,
): GameListener {
  const fn = 'add_listener';
  const state = roomState();
  const object = expectObject(obj, fn);
  const name = expectString(event, fn, 'event');
  const f = expectFunction(callback, fn, 'callback');
  const listener = state.newListener(f, fn, object);
  if (state.isAlive(object))
    state.record({ op: 'listen', listener: listener.id, id: object.id, event: name }, fn);
  return listener;
}

/**
 * Calls a function when a key is pressed ('down') or released ('up').
 * @param key the key's name, such as 'A', 'SPACE' or 'LEFT', or its key code
 * @param event 'down' or 'up'
 * @param callback the function (of no arguments)
 * @returns the listener, for remove_listener
 */
export function add_keyboard_listener(
  key: string | number,
  event: string,
  callback: (...args: number[]) => unknown,
): GameListener {
  const fn = 'add_keyboard_listener';
  const state = roomState();
  const which = typeof key === 'number' ? expectNumber(key, fn, 'key') : expectString(key, fn, 'key');
  const name = expectString(event, fn, 'event');
  const f = expectFunction(callback, fn, 'callback');
  const listener = state.newListener(f, fn);
  state.record({ op: 'listen-key', listener: listener.id, key: which, event: name }, fn);
  return listener;
}

/**
 * Stops a listener.
 * @param listener what add_listener or add_keyboard_listener returned
 * @returns true if it was listening, false if not
 */
export function remove_listener(listener: GameListener): boolean {
  const state = roomState();
  if (!(listener instanceof GameListener)) return false;
  const removed = state.removeListener(listener);
  if (removed) state.record({ op: 'unlisten', listener: listener.id }, 'remove_listener');
  return removed;
}
