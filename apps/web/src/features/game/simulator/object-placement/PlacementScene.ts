import { boundsOf, draftOf, type Rect } from '@sa/domain';
import * as Phaser from 'phaser';
import { HEIGHT, WIDTH } from '../../scenes/base';
import { queueImage } from '../../scenes/images';
import type { PlacementSnapshot } from './controller';
import type { PlacementStageServices } from './stage';

const SELECTED = 0xf2c14e;
const BOX = 0x48aff0;
/** The side of the square drawn on the selection's resize handle (its bottom-right corner). */
const HANDLE = 24;
/** Drawn (and reported) for an image that did not load, so it can still be seen and moved. */
const MISSING_SIZE = { width: 120, height: 120 };

/**
 * Draws what the controller holds (background, objects, boxes, the selection and a box being
 * drawn) and hands it the pointer and the keys. It keeps no placement state of its own: each
 * change redraws the whole picture from the snapshot.
 */
export class PlacementScene extends Phaser.Scene {
  private layer: Phaser.GameObjects.Container | null = null;
  private readonly requested = new Set<string>();
  private readonly failed = new Set<string>();

  constructor(private readonly services: PlacementStageServices) {
    super('ObjectPlacement');
  }

  create(): void {
    const { controller } = this.services;
    this.layer = this.add.container(0, 0);
    const unsubscribe = controller.subscribe(() => this.redraw());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, unsubscribe);
    this.events.once(Phaser.Scenes.Events.DESTROY, unsubscribe);

    const at = (pointer: Phaser.Input.Pointer) => ({ x: pointer.worldX, y: pointer.worldY });
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => {
      controller.pointerDown(at(pointer), Boolean(pointer.event?.shiftKey));
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => {
      if (pointer.isDown) controller.pointerMove(at(pointer));
    });
    const up = (pointer: Phaser.Input.Pointer) => controller.pointerUp(at(pointer));
    this.input.on(Phaser.Input.Events.POINTER_UP, up);
    this.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, up);
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (controller.key(event.key)) event.preventDefault();
    });

    this.load.on(Phaser.Loader.Events.FILE_COMPLETE, (key: string) => {
      const frame = this.textures.getFrame(key);
      if (frame) controller.reportSize(key, { width: frame.width, height: frame.height });
    });
    this.load.on(Phaser.Loader.Events.FILE_LOAD_ERROR, (file: Phaser.Loader.File) => {
      this.failed.add(file.key);
      controller.reportSize(file.key, MISSING_SIZE);
    });
    this.redraw();
  }

  /** Queues the images the snapshot names that are not loaded or asked for yet. */
  private loadMissing({ state }: PlacementSnapshot): void {
    const wanted = [...(state.background ? [state.background] : []), ...state.objects];
    let queued = false;
    for (const { assetKey, assetPath } of wanted) {
      if (this.requested.has(assetKey) || this.textures.exists(assetKey)) continue;
      this.requested.add(assetKey);
      const size = state.background?.assetKey === assetKey ? { width: WIDTH, height: HEIGHT } : undefined;
      queueImage(this, assetKey, this.services.urlOf(assetPath), size);
      queued = true;
    }
    if (queued && !this.load.isLoading()) this.load.start();
  }

  private redraw(): void {
    const layer = this.layer;
    if (!layer) return;
    const { controller } = this.services;
    const snapshot = controller.getSnapshot();
    this.loadMissing(snapshot);
    layer.removeAll(true);
    const { state } = snapshot;

    const background = state.background;
    if (background && this.textures.exists(background.assetKey)) {
      layer.add(this.add.image(WIDTH / 2, HEIGHT / 2, background.assetKey).setDisplaySize(WIDTH, HEIGHT));
    }
    for (const object of state.objects) {
      const rect = boundsOf(state, object.id, controller.sizeOf);
      if (!rect) continue;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      if (this.textures.exists(object.assetKey) && !this.failed.has(object.assetKey)) {
        layer.add(this.add.image(cx, cy, object.assetKey).setDisplaySize(rect.width, rect.height));
      } else {
        layer.add(this.add.rectangle(cx, cy, rect.width, rect.height, 0x23336e).setStrokeStyle(2, 0xff8a80));
      }
    }
    for (const box of state.boxes) {
      layer.add(this.outline(boundsOf(state, box.id, controller.sizeOf), BOX, 0.2));
    }
    const selected =
      state.selectedId === null ? undefined : boundsOf(state, state.selectedId, controller.sizeOf);
    if (selected) {
      layer.add(this.outline(selected, SELECTED, 0));
      const handle = this.add.rectangle(
        selected.left + selected.width,
        selected.top + selected.height,
        HANDLE,
        HANDLE,
        SELECTED,
      );
      layer.add(handle);
    }
    const draft = draftOf(snapshot.gesture);
    if (draft) layer.add(this.outline(draft, BOX, 0.1));
  }

  private outline(rect: Rect | undefined, colour: number, fill: number): Phaser.GameObjects.Rectangle {
    const r = rect ?? { left: 0, top: 0, width: 0, height: 0 };
    return this.add
      .rectangle(r.left + r.width / 2, r.top + r.height / 2, r.width, r.height, colour, fill)
      .setStrokeStyle(4, colour);
  }
}
