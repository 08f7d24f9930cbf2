import { list, pair } from 'js-slang/dist/stdlib/list';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOM_LIMITS, type RoomCommand } from '../protocol';
import context, { resetTestContext } from '../test/context-stub';
import { runWithModule } from '../test/run-source';
import * as game from './index';
import type { RoomState } from './state';
import type { GameObject } from './values';

function state(): RoomState {
  return (context.moduleContexts.game as { state: RoomState }).state;
}

/** What the page would receive for the call so far. */
function settled(): RoomCommand[] {
  state().settle();
  const last = state().outputs.at(-1);
  return last?.module === 'game' ? last.commands : [];
}

beforeEach(() => resetTestContext());

describe('recording', () => {
  it('records each drawing as a command naming objects by number, one output per call', () => {
    game.load_image('lamp', game.prepend_remote_url('/objects/lamp.png'));
    const lamp = game.create_image(100, 200, 'lamp');
    const box = game.create_rect(10, 20, 30, 40);
    const red = game.create_ellipse(1, 2, 3, 4, 0xff0000, 0.5);
    game.add(game.set_alpha(game.set_position(box, 5, 6), 0.25));
    game.add(red);
    expect(settled()).toEqual([
      { op: 'load-image', key: 'lamp', url: '/objects/lamp.png' },
      { op: 'create-image', id: lamp.id, x: 100, y: 200, key: 'lamp' },
      {
        op: 'create-shape',
        id: box.id,
        shape: 'rect',
        x: 10,
        y: 20,
        width: 30,
        height: 40,
        fill: 0,
        alpha: 1,
      },
      {
        op: 'create-shape',
        id: red.id,
        shape: 'ellipse',
        x: 1,
        y: 2,
        width: 3,
        height: 4,
        fill: 0xff0000,
        alpha: 0.5,
      },
      { op: 'set-pair', id: box.id, prop: 'position', x: 5, y: 6 },
      { op: 'set-value', id: box.id, prop: 'alpha', value: 0.25 },
      { op: 'add', id: box.id },
      { op: 'add', id: red.id },
    ]);
    expect(new Set([lamp.id, box.id, red.id]).size).toBe(3);
    game.add(game.create_text(1, 2, 'Hello', game.create_text_config('Verdana', '40px')));
    const text = settled();
    expect(text[0]).toMatchObject({
      op: 'create-text',
      text: 'Hello',
      style: { fontFamily: 'Verdana', fontSize: '40px', color: '#fff' },
    });
    expect(state().outputs).toHaveLength(2);
  });

  it('prepends the course asset base the page gave', () => {
    context.moduleContexts.game = { state: { input: { assetBase: '/assets/courses/3/' } }, tabs: null };
    expect(game.prepend_remote_url('/images/a.png')).toBe('/assets/courses/3/images/a.png');
    expect(game.get_screen_width()).toBe(1920);
    expect(game.get_screen_height()).toBe(1080);
  });

  it('turns configs, tweens, containers and listeners into plain data', () => {
    const box = game.create_rect(0, 0, 10, 10);
    const holder = game.create_container(50, 60);
    game.add_to_container(holder, box);
    game.add_tween(box, game.create_config(list(pair('alpha', 0), pair('duration', 500))));
    const onClick = (x: number, y: number) => x + y;
    const listener = game.add_listener(game.set_interactive(box), 'pointerdown', onClick);
    const key = game.add_keyboard_listener('SPACE', 'down', () => 1);
    const commands = settled();
    expect(commands).toContainEqual({ op: 'add-to-container', container: holder.id, id: box.id });
    expect(commands).toContainEqual({
      op: 'tween',
      id: box.id,
      tween: expect.objectContaining({
        props: { alpha: 0 },
        duration: 500,
        ease: 'Power0',
        onComplete: null,
      }),
    });
    expect(commands).toContainEqual({
      op: 'listen',
      listener: listener.id,
      id: box.id,
      event: 'pointerdown',
    });
    expect(commands).toContainEqual({ op: 'listen-key', listener: key.id, key: 'SPACE', event: 'down' });
    expect(structuredClone(commands)).toEqual(commands);
    expect(game.remove_listener(key)).toBe(true);
    expect(game.remove_listener(key)).toBe(false);
  });

  it('destroys a container with what it holds: later commands on them do nothing', () => {
    const holder = game.create_container(0, 0);
    const inner = game.create_rect(0, 0, 1, 1);
    game.add_to_container(holder, inner);
    const listener = game.add_listener(inner, 'pointerup', () => 0);
    settled();
    game.destroy_obj(holder);
    game.set_position(inner, 1, 1);
    game.destroy_obj(holder);
    expect(settled()).toEqual([{ op: 'destroy', id: holder.id }]);
    expect(game.remove_listener(listener)).toBe(false);
  });
});

describe('argument errors', () => {
  it('names the function, the argument and what it received', () => {
    expect(() => game.create_rect('a' as never, 0, 1, 1)).toThrow(
      'create_rect expects x to be a number, received: "a"',
    );
    expect(() => game.create_image(0, 0, 'nothing')).toThrow(
      'create_image: nothing is not associated with any image',
    );
    expect(() => game.add(5 as never)).toThrow('add expects a game object, received: 5');
    expect(() => game.set_flip(game.create_rect(0, 0, 1, 1), true, false)).toThrow(
      /^set_flip expects an image or a text/,
    );
    expect(() => game.create_text(0, 0, 42 as never)).toThrow(
      'create_text expects text to be a string, received: 42',
    );
    expect(() => game.play_sound('boom')).toThrow('play_sound: boom is not associated with any sound');
    expect(() => game.create_config(list(1))).toThrow(/create_config expects a list of pairs/);
    expect(() => game.create_text_config('Arial', '10px', '#fff', '#000', 0, 'middle')).toThrow(/align/);
    expect(() => game.add_tween(game.create_rect(0, 0, 1, 1), game.create_tween_config('colour', 1))).toThrow(
      /add_tween: cannot tween colour/,
    );
    expect(() => game.add_listener(game.create_rect(0, 0, 1, 1), 'pointerdown', 3 as never)).toThrow(
      'add_listener expects callback to be a function, received: 3',
    );
  });

  it('takes optional arguments through js-slang’s own argument-count check', async () => {
    const exports = { ...game } as Record<string, unknown>;
    expect(
      await runWithModule('game', exports, 'create_rect(1, 2, 3, 4); create_rect(1, 2, 3, 4, 0, 1); 5;'),
    ).toEqual({ value: '5' });
    expect((await runWithModule('game', exports, 'create_rect(1, 2, 3);')).error).toMatch(
      /Expected 4 or more arguments, but got 3/,
    );
    expect((await runWithModule('game', exports, 'create_rect(1, 2, 3, 4, 5, 6, 7);')).error).toMatch(
      /Expected 6 or fewer arguments, but got 7/,
    );
    expect((await runWithModule('game', exports, 'create_text(1, 2, "hi");')).value).toMatch(
      /^<game text \d+>$/,
    );
  });
});

describe('limits', () => {
  it('stops a call that draws too much, and counts again in the next call', () => {
    const box = game.create_rect(0, 0, 1, 1);
    expect(() => {
      for (let i = 0; i <= ROOM_LIMITS.maxCommandsPerCall; i += 1) game.set_alpha(box, 1);
    }).toThrow(/set_alpha: a room may draw at most 5,000 things in one call/);
    settled();
    expect(() => game.set_alpha(box, 0)).not.toThrow();
  });

  it('caps the objects alive at once; destroy_obj frees room', () => {
    const made = Array.from({ length: ROOM_LIMITS.maxObjects }, () => game.create_container(0, 0));
    expect(() => game.create_rect(0, 0, 1, 1)).toThrow(/at most 2,000 objects at once/);
    game.destroy_obj(made[0] as GameObject);
    expect(() => game.create_rect(0, 0, 1, 1)).not.toThrow();
  });
});

describe('calls from the page', () => {
  it("calls the program's own preload, create and update, and says when there is none", () => {
    const calls: string[] = [];
    const globals: Record<string, unknown> = { update: () => calls.push('update') };
    const program = (name: string) => globals[name];
    game.get_screen_display_width(); // makes the state
    expect(state().call({ kind: 'function', name: 'update' }, program)).toBe(true);
    expect(state().call({ kind: 'function', name: 'create' }, program)).toBe(false);
    expect(calls).toEqual(['update']);
    expect(() => state().call({ kind: 'nothing' }, program)).toThrow(/does not know/);
  });

  it('hands a listener as many of the pointer’s values as it takes', () => {
    const seen: unknown[][] = [];
    const two = game.add_listener(game.create_rect(0, 0, 1, 1), 'pointerdown', (x: number, y: number) =>
      seen.push([x, y]),
    );
    const none = game.add_keyboard_listener('A', 'down', () => seen.push([]));
    expect(state().call({ kind: 'listener', listener: two.id, args: [3, 4] }, () => undefined)).toBe(true);
    expect(state().call({ kind: 'listener', listener: none.id, args: [3, 4] }, () => undefined)).toBe(true);
    expect(state().call({ kind: 'listener', listener: 999, args: [] }, () => undefined)).toBe(false);
    expect(seen).toEqual([[3, 4], []]);
    state().call({ kind: 'display', width: 960, height: 540 }, () => undefined);
    expect([game.get_screen_display_width(), game.get_screen_display_height()]).toEqual([960, 540]);
  });

  it('frees the command lists of outputs already sent', () => {
    game.create_rect(0, 0, 1, 1);
    state().settle();
    game.create_rect(0, 0, 1, 1);
    state().settle();
    const [first, second] = state().outputs;
    expect(first?.module === 'game' && first.commands).toEqual([]);
    expect(second?.module === 'game' && second.commands).toHaveLength(1);
  });
});
