import type { RoomCommand } from '@sa/modules/protocol';
import { describe, expect, it } from 'vitest';
import { type FireListener, RoomModel, type RoomTarget } from './applyRoomCommands';

/** A scene stand-in: objects are plain records of what was done to them. */
interface FakeObject {
  name: string;
  props: Record<string, unknown>;
  children: FakeObject[];
  destroyed: boolean;
}

function fakeTarget() {
  const log: string[] = [];
  const shown: FakeObject[] = [];
  const handlers = new Map<string, FireListener>();
  const make = (name: string, props: Record<string, unknown> = {}): FakeObject => ({
    name,
    props,
    children: [],
    destroyed: false,
  });
  const target: RoomTarget<FakeObject> = {
    loadImage: (key, url) => log.push(`load ${key} ${url}`),
    loadSound: (key) => log.push(`sound ${key}`),
    loadSpritesheet: (key) => log.push(`sheet ${key}`),
    createImage: (x, y, key) => {
      if (key === 'explodes') throw new Error('the scene rejected it');
      return make(`image ${key}`, { x, y });
    },
    createAward: (x, y, key) => make(`award ${key}`, { x, y }),
    createText: (x, y, text) => make(`text ${text}`, { x, y }),
    createShape: (shape, x, y, size, fill) => make(shape, { x, y, ...size, fill }),
    createContainer: (x, y) => make('container', { x, y }),
    show: (o) => shown.push(o),
    addToContainer: (c, o) => c.children.push(o),
    destroy: (o) => {
      o.destroyed = true;
    },
    setPair: (o, prop, x, y) => {
      o.props[prop] = [x, y];
    },
    setValue: (o, prop, value) => {
      o.props[prop] = value;
    },
    setFlip: (o, x, y) => {
      o.props.flip = [x, y];
    },
    setInteractive: (o) => {
      o.props.interactive = true;
    },
    createAnim: (anim) => log.push(`anim ${anim.key}`),
    playAnim: (o, key) => {
      o.props.anim = key;
    },
    tween: (o, tween, callbacks) => {
      o.props.tween = tween.props;
      if (callbacks.onComplete) handlers.set('tween-complete', callbacks.onComplete);
    },
    playSound: (key) => log.push(`play ${key}`),
    listen: (o, event, fire) => {
      handlers.set(`${o.name} ${event}`, fire);
      return () => handlers.delete(`${o.name} ${event}`);
    },
    listenKey: (key, event, fire) => {
      handlers.set(`key ${key} ${event}`, fire);
      return () => handlers.delete(`key ${key} ${event}`);
    },
  };
  return { target, log, shown, handlers };
}

const rect = (id: number, x = 0): RoomCommand => ({
  op: 'create-shape',
  id,
  shape: 'rect',
  x,
  y: 0,
  width: 10,
  height: 20,
  fill: 0xff0000,
  alpha: 1,
});

describe('RoomModel', () => {
  it('applies commands in order to the objects their numbers name', () => {
    const { target, log, shown } = fakeTarget();
    const model = new RoomModel(target, () => {});
    model.apply([
      { op: 'load-image', key: 'lamp', url: '/a/lamp.png' },
      rect(1, 5),
      { op: 'set-pair', id: 1, prop: 'position', x: 7, y: 8 },
      { op: 'set-value', id: 1, prop: 'alpha', value: 0.5 },
      { op: 'add', id: 1 },
    ]);
    expect(log).toEqual(['load lamp /a/lamp.png']);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.props).toMatchObject({ x: 5, width: 10, fill: 0xff0000, position: [7, 8], alpha: 0.5 });
  });

  it('lists the texts shown (added or in a container), not ones only made', () => {
    const { target } = fakeTarget();
    const model = new RoomModel(target, () => {});
    const style = {
      fontFamily: 'a',
      fontSize: '1px',
      color: '#fff',
      stroke: '#fff',
      strokeThickness: 0,
      align: 'left',
    };
    model.apply([
      { op: 'create-text', id: 1, x: 0, y: 0, text: 'My Room', style },
      { op: 'create-text', id: 2, x: 0, y: 0, text: 'never added', style },
      { op: 'create-container', id: 3, x: 0, y: 0 },
      { op: 'create-text', id: 4, x: 0, y: 0, text: 'in a box', style },
      { op: 'add', id: 1 },
      { op: 'add-to-container', container: 3, id: 4 },
    ]);
    expect(model.texts()).toEqual(['My Room', 'in a box']);
    model.apply([{ op: 'destroy', id: 3 }]);
    expect(model.texts()).toEqual(['My Room']);
  });

  it('ignores commands about numbers it does not know, and goes on past a command the scene rejects', () => {
    const { target, shown } = fakeTarget();
    const model = new RoomModel(target, () => {});
    model.apply([
      { op: 'set-pair', id: 99, prop: 'position', x: 1, y: 1 },
      { op: 'add', id: 99 },
      { op: 'create-image', id: 1, x: 0, y: 0, key: 'explodes' },
      { op: 'create-image', id: 2, x: 0, y: 0, key: 'fine' },
      { op: 'add', id: 2 },
    ]);
    expect(shown.map((o) => o.name)).toEqual(['image fine']);
  });

  it('hands fired events to the program by listener number, until removed or the object goes', () => {
    const { target, handlers } = fakeTarget();
    const fired: [number, number[]][] = [];
    const model = new RoomModel(target, (listener, args) => fired.push([listener, args]));
    model.apply([
      rect(1),
      { op: 'listen', listener: 2, id: 1, event: 'pointerdown' },
      { op: 'listen-key', listener: 3, key: 'SPACE', event: 'down' },
      {
        op: 'tween',
        id: 1,
        tween: {
          props: { x: 100 },
          delay: 0,
          duration: 10,
          ease: 'Power0',
          yoyo: false,
          loop: 0,
          loopDelay: 0,
          onComplete: 4,
          onLoop: null,
        },
      },
    ]);
    handlers.get('rect pointerdown')?.([10, 20]);
    handlers.get('key SPACE down')?.([]);
    handlers.get('tween-complete')?.([]);
    expect(fired).toEqual([
      [2, [10, 20]],
      [3, []],
      [4, []],
    ]);
    model.apply([
      { op: 'unlisten', listener: 3 },
      { op: 'destroy', id: 1 },
    ]);
    expect(handlers.has('key SPACE down')).toBe(false);
    expect(handlers.has('rect pointerdown')).toBe(false);
    fired.length = 0;
    handlers.get('tween-complete')?.([]);
    expect(fired).toEqual([]);
  });
});
