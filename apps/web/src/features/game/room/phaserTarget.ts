import type { RoomAnim, RoomSound, RoomTween } from '@sa/modules/protocol';
import * as Phaser from 'phaser';
import { isSvg } from '../scenes/images';
import type { AwardState } from '../services';
import type { FireListener, RoomTarget } from './applyRoomCommands';

export type RoomObject = Phaser.GameObjects.GameObject;

/** The image a room shows for an award the player does not own (game-facts 4). */
export const COOKIE_KEY = 'room-cookies';
export const COOKIE_PATH = '/images/cookies.svg';
export const VERIFIED = 'VERIFIED';
/** Room objects sit below the room's own buttons and error text. */
export const ROOM_UI_DEPTH = 10_000;

/** The setters a room object may have; each is called only if the object has it. */
interface Settable {
  setDisplaySize?(width: number, height: number): unknown;
  setOrigin?(x: number, y: number): unknown;
  setPosition?(x: number, y: number): unknown;
  setScale?(x: number, y: number): unknown;
  setAlpha?(alpha: number): unknown;
  setRotation?(radians: number): unknown;
  setFlip?(x: boolean, y: boolean): unknown;
}

function settable(object: RoomObject): Settable {
  return object as RoomObject & Settable;
}

/** Pointer events hand the program the pointer's position in game pixels. */
function pointerArgs(first: unknown): number[] {
  return first instanceof Phaser.Input.Pointer ? [first.worldX, first.worldY] : [];
}

export interface PhaserTargetOptions {
  awards: readonly AwardState[];
  /** An owned award's image key (its asset path, queued by the scene's preload). */
  awardKey(award: AwardState): string;
  /** Starts the loader for assets queued after the scene's own preload. */
  loadQueued(): void;
}

/** The room's commands as Phaser calls on `scene`. */
export function phaserTarget(scene: Phaser.Scene, options: PhaserTargetOptions): RoomTarget<RoomObject> {
  const load = (queue: () => void) => {
    queue();
    options.loadQueued();
  };
  return {
    loadImage: (key, url) => load(() => (isSvg(url) ? scene.load.svg(key, url) : scene.load.image(key, url))),
    loadSound: (key, url) => load(() => scene.load.audio(key, url)),
    loadSpritesheet: (key, url, sheet) => load(() => scene.load.spritesheet(key, url, sheet)),
    createImage: (x, y, key) => new Phaser.GameObjects.Sprite(scene, x, y, key),
    createAward: (x, y, key) => createAward(scene, options, x, y, key),
    createText: (x, y, text, style) => new Phaser.GameObjects.Text(scene, x, y, text, { ...style }),
    createShape: (shape, x, y, { width, height }, fill, alpha) =>
      shape === 'rect'
        ? new Phaser.GameObjects.Rectangle(scene, x, y, width, height, fill, alpha)
        : new Phaser.GameObjects.Ellipse(scene, x, y, width, height, fill, alpha),
    createContainer: (x, y) => new Phaser.GameObjects.Container(scene, x, y),
    show: (object) => {
      scene.add.existing(object);
    },
    addToContainer: (container, object) => {
      if (container instanceof Phaser.GameObjects.Container) container.add(object);
    },
    destroy: (object) => object.destroy(),
    setPair: (object, prop, x, y) => {
      const o = settable(object);
      if (prop === 'displaySize') o.setDisplaySize?.(x, y);
      else if (prop === 'origin') o.setOrigin?.(x, y);
      else if (prop === 'position') o.setPosition?.(x, y);
      else o.setScale?.(x, y);
    },
    setValue: (object, prop, value) => {
      if (prop === 'alpha') settable(object).setAlpha?.(value);
      else settable(object).setRotation?.(value);
    },
    setFlip: (object, x, y) => settable(object).setFlip?.(x, y),
    setInteractive: (object, config) => {
      object.setInteractive(config);
    },
    createAnim: (anim) => createAnim(scene, anim),
    playAnim: (object, key) => {
      if (object instanceof Phaser.GameObjects.Sprite) object.play(key);
    },
    tween: (object, tween, callbacks) => addTween(scene, object, tween, callbacks),
    playSound: (key, config) => playSound(scene, key, config),
    listen: (object, event, fire) => {
      const handler = (first: unknown) => fire(pointerArgs(first));
      object.on(event, handler);
      return () => object.off(event, handler);
    },
    listenKey: (key, event, fire) => {
      const keyboard = scene.input.keyboard;
      if (!keyboard) return () => {};
      const keyObject = keyboard.addKey(key, false);
      const handler = () => fire([]);
      keyObject.on(event, handler);
      return () => keyObject.off(event, handler);
    },
  };
}

/** An owned award's art with a VERIFIED tag while the pointer is over it; otherwise the cookie. */
function createAward(
  scene: Phaser.Scene,
  options: PhaserTargetOptions,
  x: number,
  y: number,
  key: string,
): RoomObject {
  const owned = options.awards.find((a) => a.owned && a.award.assetKey === key);
  const textureKey = owned ? options.awardKey(owned) : COOKIE_KEY;
  const image = new Phaser.GameObjects.Image(scene, x, y, textureKey);
  if (!owned) return image;
  let tag: Phaser.GameObjects.Text | null = null;
  image.setInteractive();
  image.on('pointerover', () => {
    const bounds = image.getBounds();
    tag?.destroy();
    tag = scene.add
      .text(bounds.centerX, bounds.bottom + 8, VERIFIED, {
        fontFamily: 'Verdana, sans-serif',
        fontSize: '28px',
        color: '#7CFC9A',
        backgroundColor: '#000000cc',
        padding: { x: 8, y: 4 },
      })
      .setOrigin(0.5, 0)
      .setDepth(ROOM_UI_DEPTH);
  });
  const hide = () => {
    tag?.destroy();
    tag = null;
  };
  image.on('pointerout', hide);
  image.once('destroy', hide);
  return image;
}

function createAnim(scene: Phaser.Scene, anim: RoomAnim): void {
  const frames =
    'spritesheet' in anim.frames
      ? scene.anims.generateFrameNumbers(anim.frames.spritesheet, {})
      : anim.frames.map((f) => ({
          key: f.key,
          ...(f.frame !== null ? { frame: f.frame } : {}),
          duration: f.duration,
          visible: f.visible,
        }));
  scene.anims.create({
    key: anim.key,
    frames,
    frameRate: anim.frameRate,
    ...(anim.duration !== null ? { duration: anim.duration } : {}),
    repeat: anim.repeat,
    yoyo: anim.yoyo,
    showOnStart: anim.showOnStart,
    hideOnComplete: anim.hideOnComplete,
  });
}

function addTween(
  scene: Phaser.Scene,
  object: RoomObject,
  tween: RoomTween,
  callbacks: { onComplete?: FireListener; onLoop?: FireListener },
): void {
  scene.tweens.add({
    targets: object,
    ...tween.props,
    delay: tween.delay,
    duration: tween.duration,
    ease: tween.ease,
    yoyo: tween.yoyo,
    repeat: tween.loop,
    repeatDelay: tween.loopDelay,
    ...(callbacks.onComplete ? { onComplete: () => callbacks.onComplete?.([]) } : {}),
    ...(callbacks.onLoop ? { onRepeat: () => callbacks.onLoop?.([]) } : {}),
  });
}

function playSound(scene: Phaser.Scene, key: string, config: RoomSound): void {
  if (!scene.cache.audio.exists(key)) return;
  scene.sound.play(key, { ...config });
}
