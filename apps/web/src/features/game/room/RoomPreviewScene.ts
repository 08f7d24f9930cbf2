import type { RoomCall, RoomInput } from '@sa/modules/protocol';
import * as Phaser from 'phaser';
import { GameScene, HEIGHT, WIDTH } from '../scenes/base';
import { queueImage } from '../scenes/images';
import { SCENE } from '../scenes/keys';
import type { AwardState } from '../services';
import { BACK } from '../texts';
import { RoomModel } from './applyRoomCommands';
import { COOKIE_KEY, COOKIE_PATH, phaserTarget, ROOM_UI_DEPTH, type RoomObject } from './phaserTarget';
import { RoomRunner, type RoomStep } from './roomRunner';

export const REFRESH_ROOM = 'Refresh Room';
export const NO_MISSION = 'Unable to fetch mission!';
const ROOM_SCENE_NAME = 'My Room';
const BACKGROUND_KEY = 'room-background';
/** The game runs at 24 frames a second; update() is called at most that often. */
const FRAME_MS = 1000 / 24;

/**
 * The student's room (spec 3 section 2.2, game-facts 4): the background, then the MYROOM program,
 * run in the runner's Web Worker (roomRunner.ts) - never on the page. Its preload, create and
 * update (every frame) and its listeners are calls by message, each answered with the drawing
 * commands it recorded, which this scene applies (applyRoomCommands.ts). An error shows as the
 * runner prints it and stops the calls until 'Refresh Room'; the page and its buttons go on.
 */
export class RoomPreviewScene extends GameScene {
  private runner: RoomRunner | null = null;
  private model: RoomModel<RoomObject> | null = null;
  private errors: string[] = [];
  private notices: string[] = [];
  private errorText: Phaser.GameObjects.Text | null = null;
  /** Calls stop after an error (until Refresh Room) and when the scene leaves. */
  private halted = false;
  private updating = false;
  private lastFrame = 0;
  private shownLines = '';

  constructor() {
    super(SCENE.roomPreview);
  }

  preload(): void {
    const { data, assetUrl } = this.services;
    queueImage(this, BACKGROUND_KEY, assetUrl(data.roomBackground), { width: WIDTH, height: HEIGHT });
    queueImage(this, COOKIE_KEY, assetUrl(COOKIE_PATH), { width: 160, height: 160 });
    for (const state of data.awards) {
      if (state.owned) queueImage(this, awardKey(state), assetUrl(state.award.assetPath));
    }
  }

  create(): void {
    this.errors = [];
    this.notices = [];
    this.halted = false;
    this.updating = false;
    this.shownLines = '';
    if (this.textures.exists(BACKGROUND_KEY)) {
      this.add.image(WIDTH / 2, HEIGHT / 2, BACKGROUND_KEY).setDisplaySize(WIDTH, HEIGHT);
    } else {
      this.add.rectangle(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, 0x1b2238);
    }
    this.drawControls();
    this.errorText = this.add
      .text(40, HEIGHT - 200, '', {
        fontFamily: 'Consolas, "DejaVu Sans Mono", monospace',
        fontSize: '26px',
        color: '#ff8a80',
        backgroundColor: '#000000cc',
        padding: { x: 12, y: 8 },
        wordWrap: { width: WIDTH - 80 },
      })
      .setOrigin(0, 1)
      .setDepth(ROOM_UI_DEPTH + 1)
      .setVisible(false);
    const target = phaserTarget(this, {
      awards: this.services.data.awards,
      awardKey,
      loadQueued: () => {
        if (!this.load.isLoading()) this.load.start();
      },
    });
    this.model = new RoomModel(target, (listener, args) => this.send({ kind: 'listener', listener, args }));
    // get_screen_display_width/height answer with the canvas's size as last shown on the page.
    const onResize = () => {
      const { width, height } = this.scale.displaySize;
      this.send({ kind: 'display', width, height });
    };
    this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.scale.off(Phaser.Scale.Events.RESIZE, onResize);
      this.leave();
    });
    this.publish();
    void this.startRoom();
  }

  override update(time: number): void {
    const runner = this.runner;
    if (!this.updating || this.halted || !runner || runner.busy || time - this.lastFrame < FRAME_MS) return;
    this.lastFrame = time;
    void runner.call({ kind: 'function', name: 'update' }).then((step) => {
      // A program without update() needs no frames.
      if (step.value === 'false') this.updating = false;
      this.handle(runner, step);
    });
  }

  private drawControls(): void {
    const back = () => this.scene.start(SCENE.mainMenu);
    const refresh = () => void this.refresh();
    // As in the other menu scenes, Esc leads back (while the canvas has the keyboard).
    this.input.keyboard?.on('keydown-ESC', back);
    this.button(170, 70, BACK, back, { width: 260, height: 76, size: 34 }).setDepth(ROOM_UI_DEPTH);
    this.button(WIDTH - 220, 70, REFRESH_ROOM, refresh, { width: 360, height: 76, size: 34 }).setDepth(
      ROOM_UI_DEPTH,
    );
  }

  private async refresh(): Promise<void> {
    this.halted = true;
    await this.services.reloadRoomCode().catch(() => null);
    this.scene.restart();
  }

  private async startRoom(): Promise<void> {
    const code = this.services.data.roomCode;
    if (code === null) {
      this.drawDefaultRoom();
      return;
    }
    const runner = new RoomRunner();
    this.runner = runner;
    const input: RoomInput = {
      assetBase: this.services.assetUrl('/'),
      displayWidth: this.scale.displaySize.width,
      displayHeight: this.scale.displaySize.height,
    };
    if (!this.handle(runner, await runner.start(code, input))) return;
    if (!this.handle(runner, await runner.call({ kind: 'function', name: 'preload' }))) return;
    await this.assetsLoaded();
    if (!this.handle(runner, await runner.call({ kind: 'function', name: 'create' }))) return;
    this.updating = true;
  }

  /** Waits for what preload() queued (create() may use it at once). */
  private assetsLoaded(): Promise<void> {
    if (!this.load.isLoading()) return Promise.resolve();
    return new Promise((resolve) => this.load.once(Phaser.Loader.Events.COMPLETE, () => resolve()));
  }

  /** A listener fired: its call waits behind any call in flight. */
  private send(request: RoomCall): void {
    const runner = this.runner;
    if (!runner || this.halted) return;
    void runner.call(request).then((step) => this.handle(runner, step));
  }

  /** Applies a call's commands and shows its error; false once the room should make no more calls. */
  private handle(runner: RoomRunner, step: RoomStep): boolean {
    if (runner !== this.runner) return false; // the scene restarted or left meanwhile
    this.model?.apply(step.commands);
    if (step.error !== null) {
      this.errors.push(step.error);
      this.halted = true;
      this.errorText?.setText(step.error).setVisible(true);
    }
    this.publish();
    return !this.halted;
  }

  /** No MYROOM program: a plain room and the notice, drawn by the page (nothing to run). */
  private drawDefaultRoom(): void {
    this.add.rectangle(WIDTH / 2, HEIGHT - 150, WIDTH, 300, 0x3b2f4a);
    this.add.rectangle(480, HEIGHT - 260, 420, 120, 0x6e4e37);
    this.add.ellipse(WIDTH / 2, HEIGHT - 120, 700, 140, 0x8e5ea2);
    this.label(WIDTH / 2, HEIGHT / 2 - 100, NO_MISSION, 48).setDepth(ROOM_UI_DEPTH);
    this.notices = [NO_MISSION];
    this.publish();
  }

  /** The accessible layer: the room's texts and errors, Back and Refresh Room; sent when they change. */
  private publish(): void {
    const lines = [...this.notices, ...(this.model?.texts() ?? []), ...this.errors];
    const key = lines.join('\n');
    if (key === this.shownLines) return;
    this.shownLines = key;
    this.show(ROOM_SCENE_NAME, lines, [
      { label: BACK, onSelect: () => this.scene.start(SCENE.mainMenu) },
      { label: REFRESH_ROOM, onSelect: () => void this.refresh() },
    ]);
  }

  private leave(): void {
    this.halted = true;
    this.updating = false;
    this.runner?.dispose();
    this.runner = null;
    this.model?.clear();
    this.model = null;
  }
}

/** An owned award's texture: its asset path, as the Awards Hall keys it too. */
function awardKey(state: AwardState): string {
  return state.award.assetPath;
}
