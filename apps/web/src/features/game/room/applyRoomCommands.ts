import type {
  RoomAnim,
  RoomCommand,
  RoomInteractive,
  RoomObjectKind,
  RoomSound,
  RoomSpritesheet,
  RoomTextStyle,
  RoomTween,
} from '@sa/modules/protocol';

/** Tells the room program an event happened: the listener's number and the pointer's x and y. */
export type FireListener = (args: number[]) => void;

/**
 * What the room's scene does for the commands, one drawing operation at a time. `O` is the scene's
 * own object (a Phaser game object); the model below keeps which number names which object, so a
 * target never sees a number. Methods returning a function return how to stop listening.
 */
export interface RoomTarget<O> {
  loadImage(key: string, url: string): void;
  loadSound(key: string, url: string): void;
  loadSpritesheet(key: string, url: string, sheet: RoomSpritesheet): void;
  createImage(x: number, y: number, key: string): O;
  createAward(x: number, y: number, key: string): O;
  createText(x: number, y: number, text: string, style: RoomTextStyle): O;
  createShape(
    shape: 'rect' | 'ellipse',
    x: number,
    y: number,
    size: { width: number; height: number },
    fill: number,
    alpha: number,
  ): O;
  createContainer(x: number, y: number): O;
  show(object: O): void;
  addToContainer(container: O, object: O): void;
  destroy(object: O): void;
  setPair(object: O, prop: 'displaySize' | 'origin' | 'position' | 'scale', x: number, y: number): void;
  setValue(object: O, prop: 'alpha' | 'rotation', value: number): void;
  setFlip(object: O, x: boolean, y: boolean): void;
  setInteractive(object: O, config: RoomInteractive): void;
  createAnim(anim: RoomAnim): void;
  playAnim(object: O, key: string): void;
  tween(object: O, tween: RoomTween, callbacks: { onComplete?: FireListener; onLoop?: FireListener }): void;
  playSound(key: string, config: RoomSound): void;
  listen(object: O, event: string, fire: FireListener): () => void;
  listenKey(key: string | number, event: string, fire: FireListener): () => void;
}

interface Entry<O> {
  object: O;
  kind: RoomObjectKind;
  /** A text object's words, for the accessible layer. */
  text: string | null;
  /** Added to the scene (`add`), or held by a container. */
  placed: boolean;
  children: Set<number>;
}

/**
 * The page's side of the room: the objects the program's numbers name, and its listeners. Commands
 * about a number it does not know (destroyed, or made by an older run) do nothing, so one program's
 * mistake never breaks the page. `onEvent` is called when a listener's event fires.
 */
export class RoomModel<O> {
  private readonly objects = new Map<number, Entry<O>>();
  private readonly listeners = new Map<number, { stop: () => void; on: number | null }>();

  constructor(
    private readonly target: RoomTarget<O>,
    private readonly onEvent: (listener: number, args: number[]) => void,
  ) {}

  /** Applies one call's commands in order. A command the scene cannot apply is skipped; the rest still are. */
  apply(commands: readonly RoomCommand[]): void {
    for (const command of commands) {
      try {
        this.applyOne(command);
      } catch {
        // A drawing the scene rejects (a texture that never loaded) must not stop the room.
      }
    }
  }

  /** The words of every text shown in the room, oldest first (the accessible layer reads them). */
  texts(): string[] {
    return [...this.objects.values()].flatMap((e) => (e.placed && e.text !== null ? [e.text] : []));
  }

  /** Every object and listener goes (the scene is leaving or restarting). */
  clear(): void {
    for (const listener of this.listeners.values()) listener.stop();
    this.listeners.clear();
    this.objects.clear();
  }

  private fire(listener: number): FireListener {
    return (args) => {
      if (this.listeners.has(listener) || this.tweenListeners.has(listener)) this.onEvent(listener, args);
    };
  }

  /** Tween callbacks' numbers: they live as long as their object. */
  private readonly tweenListeners = new Map<number, number>();

  private applyOne(command: RoomCommand): void {
    const t = this.target;
    switch (command.op) {
      case 'load-image':
        t.loadImage(command.key, command.url);
        return;
      case 'load-sound':
        t.loadSound(command.key, command.url);
        return;
      case 'load-spritesheet':
        t.loadSpritesheet(command.key, command.url, command.sheet);
        return;
      case 'create-anim':
        t.createAnim(command.anim);
        return;
      case 'play-sound':
        t.playSound(command.key, command.config);
        return;
      case 'create-image':
        this.made(command.id, 'image', t.createImage(command.x, command.y, command.key));
        return;
      case 'create-award':
        this.made(command.id, 'award', t.createAward(command.x, command.y, command.key));
        return;
      case 'create-text':
        this.made(
          command.id,
          'text',
          t.createText(command.x, command.y, command.text, command.style),
          command.text,
        );
        return;
      case 'create-shape': {
        const size = { width: command.width, height: command.height };
        const object = t.createShape(command.shape, command.x, command.y, size, command.fill, command.alpha);
        this.made(command.id, command.shape, object);
        return;
      }
      case 'create-container':
        this.made(command.id, 'container', t.createContainer(command.x, command.y));
        return;
      case 'listen-key': {
        const stop = t.listenKey(command.key, command.event, this.fire(command.listener));
        this.listeners.set(command.listener, { stop, on: null });
        return;
      }
      case 'unlisten': {
        this.listeners.get(command.listener)?.stop();
        this.listeners.delete(command.listener);
        return;
      }
      default:
        this.applyToObject(command);
        return;
    }
  }

  private applyToObject(
    command: Exclude<
      RoomCommand,
      {
        op:
          | 'load-image'
          | 'load-sound'
          | 'load-spritesheet'
          | 'create-anim'
          | 'play-sound'
          | 'create-image'
          | 'create-award'
          | 'create-text'
          | 'create-shape'
          | 'create-container'
          | 'listen-key'
          | 'unlisten';
      }
    >,
  ): void {
    const entry = this.objects.get(command.id);
    if (!entry) return;
    const t = this.target;
    switch (command.op) {
      case 'add':
        entry.placed = true;
        t.show(entry.object);
        return;
      case 'add-to-container': {
        const container = this.objects.get(command.container);
        if (container?.kind !== 'container') return;
        for (const other of this.objects.values()) other.children.delete(command.id);
        container.children.add(command.id);
        entry.placed = true;
        t.addToContainer(container.object, entry.object);
        return;
      }
      case 'destroy':
        this.destroy(command.id);
        return;
      case 'set-pair':
        t.setPair(entry.object, command.prop, command.x, command.y);
        return;
      case 'set-value':
        t.setValue(entry.object, command.prop, command.value);
        return;
      case 'set-flip':
        t.setFlip(entry.object, command.x, command.y);
        return;
      case 'set-interactive':
        t.setInteractive(entry.object, command.config);
        return;
      case 'play-anim':
        t.playAnim(entry.object, command.key);
        return;
      case 'tween': {
        const { onComplete, onLoop } = command.tween;
        for (const listener of [onComplete, onLoop])
          if (listener !== null) this.tweenListeners.set(listener, command.id);
        t.tween(entry.object, command.tween, {
          ...(onComplete !== null ? { onComplete: this.fire(onComplete) } : {}),
          ...(onLoop !== null ? { onLoop: this.fire(onLoop) } : {}),
        });
        return;
      }
      case 'listen': {
        const stop = t.listen(entry.object, command.event, this.fire(command.listener));
        this.listeners.set(command.listener, { stop, on: command.id });
        return;
      }
    }
  }

  private made(id: number, kind: RoomObjectKind, object: O, text: string | null = null): void {
    this.objects.set(id, { object, kind, text, placed: false, children: new Set() });
  }

  /** The object goes with what it holds, and so do the listeners on them. */
  private destroy(id: number): void {
    const root = this.objects.get(id);
    const gone = [id];
    while (gone.length > 0) {
      const next = gone.pop() as number;
      const entry = this.objects.get(next);
      if (!entry) continue;
      gone.push(...entry.children);
      this.objects.delete(next);
      for (const [listener, { stop, on }] of this.listeners) {
        if (on === next) {
          stop();
          this.listeners.delete(listener);
        }
      }
      for (const [listener, on] of this.tweenListeners) if (on === next) this.tweenListeners.delete(listener);
    }
    // Destroying the root destroys its children in the scene too (containers own them).
    if (root) this.target.destroy(root.object);
  }
}
