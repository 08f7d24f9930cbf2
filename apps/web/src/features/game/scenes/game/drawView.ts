import type { GameControl, GameInput, GameView, PopupSize, ScreenPosition, ShownImage } from '@sa/domain';
import type * as Phaser from 'phaser';
import { playControls } from '../../play/viewScreen';
import { COLOURS, FONT, HEIGHT, WIDTH } from '../base';
import { portraitKey } from './portraits';

/** Game-facts 3 "Layout": portrait columns, pop-up places and sizes. */
const PORTRAIT_X: Record<ScreenPosition, number> = { left: 350, middle: 960, right: 1570 };
const POPUP_X: Record<ScreenPosition, number> = { left: 400, middle: 960, right: 1520 };
const POPUP_Y: Record<PopupSize, number> = { small: 325, medium: 350, large: 420 };
const POPUP_SCALE: Record<PopupSize, number> = { small: 0.7, medium: 1, large: 1.5 };
const DIALOGUE_TOP = 760;

type Send = (input: GameInput) => void;

interface Drawer {
  scene: Phaser.Scene;
  layer: Phaser.GameObjects.Container;
  send: Send;
  /** The view's controls and Skip: what the accessible layer offers too. */
  controls: GameControl[];
}

/**
 * Draws one GameView from scratch into `layer`: background, objects and boxes, the speaker's
 * portrait, the dialogue box, prompt choices, pop-ups, the notice, and a button for every other
 * control. Nothing here decides anything: each click sends the input the engine offered.
 */
export function drawView(
  scene: Phaser.Scene,
  layer: Phaser.GameObjects.Container,
  view: GameView,
  send: Send,
): void {
  // Glows and blinks of the last view end with it.
  scene.tweens.killTweensOf(layer.list);
  layer.removeAll(true);
  const d: Drawer = { scene, layer, send, controls: playControls(view) };
  drawBackground(d, view.background);
  const clickLabels = new Map<string, string>();
  for (const control of d.controls) {
    if (control.input.type === 'click') clickLabels.set(control.input.id, control.label);
  }
  if (view.objectLayer) for (const object of view.objects) drawObject(d, object, clickLabels.get(object.id));
  for (const box of view.boxes) {
    const label = clickLabels.get(box.id);
    if (label === undefined) continue;
    const zone = scene.add.rectangle(box.x, box.y, box.width, box.height, 0xffffff, 0.001);
    zone.setStrokeStyle(2, COLOURS.accent, 0);
    zone.setInteractive({ useHandCursor: true });
    zone.on('pointerover', () => zone.setStrokeStyle(2, COLOURS.accent, 0.8));
    zone.on('pointerout', () => zone.setStrokeStyle(2, COLOURS.accent, 0));
    zone.on('pointerup', () => send({ type: 'click', id: box.id }));
    layer.add(zone);
  }
  // Classic Menu: the characters standing in the location (HEAD shows them only as speakers).
  for (const character of view.characters ?? []) {
    drawPortrait(d, portraitKey(character.id, character.expression), character.position, character.scale);
  }
  for (const popup of view.popups) drawPopup(d, popup.assetKey, popup.position, popup.size);
  if (view.dialogue) drawDialogue(d, view);
  if (view.prompt) drawChoices(d, view);
  // The simulator's Yes/No about a `userstate` condition; its answers sit with the other controls.
  if (view.question) drawQuestion(d, view.question.text);
  if (view.notice)
    drawNotice(
      d,
      view.notice,
      view.controls.some((c) => c.input.type === 'next'),
    );
  drawOtherControls(d, view);
}

function drawBackground({ scene, layer }: Drawer, key: string): void {
  if (key && scene.textures.exists(key)) {
    layer.add(scene.add.image(WIDTH / 2, HEIGHT / 2, key).setDisplaySize(WIDTH, HEIGHT));
  } else {
    layer.add(scene.add.rectangle(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, COLOURS.sky));
  }
}

function drawObject({ scene, layer, send }: Drawer, object: ShownImage, label: string | undefined): void {
  if (!scene.textures.exists(object.assetKey)) return;
  const image = scene.add.image(object.x, object.y, object.assetKey);
  if (object.width && object.height) image.setDisplaySize(object.width, object.height);
  layer.add(image);
  if (object.glowing) scene.tweens.add({ targets: image, alpha: 0.6, duration: 700, yoyo: true, repeat: -1 });
  if (object.blinking) scene.tweens.add({ targets: image, alpha: 0, duration: 400, yoyo: true, repeat: -1 });
  if (label === undefined) return;
  image.setInteractive({ useHandCursor: true });
  const tip = scene.add
    .text(object.x, object.y - image.displayHeight / 2 - 10, label, {
      fontFamily: FONT,
      fontSize: '28px',
      color: COLOURS.text,
      backgroundColor: '#000000b0',
      padding: { x: 8, y: 4 },
    })
    .setOrigin(0.5, 1)
    .setVisible(false);
  layer.add(tip);
  image.on('pointerover', () => tip.setVisible(true));
  image.on('pointerout', () => tip.setVisible(false));
  image.on('pointerup', () => send({ type: 'click', id: object.id }));
}

/** A portrait bottom-anchored at y = 1080, 600 px wide times its scale (game-facts 3 Layout). */
function drawPortrait({ scene, layer }: Drawer, key: string, position: ScreenPosition, scale: number): void {
  if (!scene.textures.exists(key)) return;
  const portrait = scene.add.image(PORTRAIT_X[position], HEIGHT, key).setOrigin(0.5, 1);
  portrait.setScale((600 * scale) / portrait.width);
  layer.add(portrait);
}

function drawPopup({ scene, layer }: Drawer, key: string, position: ScreenPosition, size: PopupSize): void {
  const x = POPUP_X[position];
  const y = POPUP_Y[size];
  const scale = POPUP_SCALE[size];
  layer.add(
    scene.add.rectangle(x, y, 300 * scale, 300 * scale, COLOURS.panel, 0.95).setStrokeStyle(4, COLOURS.gold),
  );
  if (!scene.textures.exists(key)) return;
  const image = scene.add.image(x, y, key);
  image.setScale(Math.min((280 * scale) / image.width, (280 * scale) / image.height));
  layer.add(image);
}

function drawDialogue({ scene, layer, send, controls }: Drawer, view: GameView): void {
  const dialogue = view.dialogue;
  if (!dialogue) return;
  const speaker = dialogue.speaker;
  if (speaker && speaker.id !== 'you' && speaker.expression) {
    drawPortrait(
      { scene, layer, send, controls },
      portraitKey(speaker.id, speaker.expression),
      speaker.position,
      1,
    );
  }
  const box = scene.add
    .rectangle(WIDTH / 2, DIALOGUE_TOP + 150, 1800, 290, 0x0b1230, 0.9)
    .setStrokeStyle(4, COLOURS.accent);
  layer.add(box);
  if (controls.some((c) => c.input.type === 'next')) {
    box.setInteractive({ useHandCursor: true }).on('pointerup', () => send({ type: 'next' }));
  }
  if (speaker) {
    const x = speaker.id === 'you' ? 1600 : 320;
    layer.add(
      scene.add.rectangle(x, DIALOGUE_TOP - 15, 420, 64, COLOURS.panel).setStrokeStyle(3, COLOURS.gold),
    );
    layer.add(
      scene.add
        .text(x, DIALOGUE_TOP - 15, speaker.name, { fontFamily: FONT, fontSize: '36px', color: COLOURS.text })
        .setOrigin(0.5),
    );
  }
  layer.add(
    scene.add.text(110, DIALOGUE_TOP + 70, dialogue.text, {
      fontFamily: FONT,
      fontSize: '30px',
      color: COLOURS.text,
      wordWrap: { width: 1680 },
    }),
  );
}

function drawChoices({ scene, layer, send, controls }: Drawer, view: GameView): void {
  const choices = controls.filter((c) => c.input.type === 'choose');
  const top = DIALOGUE_TOP - 60 - choices.length * 90;
  if (view.prompt) {
    layer.add(
      scene.add
        .text(WIDTH / 2, top - 40, view.prompt.question, {
          fontFamily: FONT,
          fontSize: '34px',
          color: COLOURS.text,
          backgroundColor: '#000000b0',
          padding: { x: 12, y: 6 },
        })
        .setOrigin(0.5),
    );
  }
  choices.forEach((choice, index) => {
    layer.add(button(scene, WIDTH / 2, top + 50 + index * 90, choice.label, () => send(choice.input), 900));
  });
}

function drawQuestion({ scene, layer }: Drawer, text: string): void {
  layer.add(
    scene.add
      .text(WIDTH / 2, 200, text, {
        fontFamily: FONT,
        fontSize: '40px',
        color: COLOURS.text,
        backgroundColor: '#000000c0',
        padding: { x: 16, y: 10 },
        wordWrap: { width: 1100 },
      })
      .setOrigin(0.5),
  );
}

function drawNotice({ scene, layer, send }: Drawer, notice: string, dismissable: boolean): void {
  const banner = scene.add
    .rectangle(WIDTH / 2, 200, 1100, 130, 0x000000, 0.8)
    .setStrokeStyle(3, COLOURS.gold);
  layer.add(banner);
  layer.add(
    scene.add
      .text(WIDTH / 2, 200, notice, { fontFamily: FONT, fontSize: '44px', color: COLOURS.text })
      .setOrigin(0.5),
  );
  if (dismissable)
    banner.setInteractive({ useHandCursor: true }).on('pointerup', () => send({ type: 'next' }));
}

/** Next and Skip by the dialogue box; modes, topics, destinations, Back and answers in a column. */
function drawOtherControls({ scene, layer, send, controls }: Drawer, view: GameView): void {
  const column = controls.filter((c) => !['click', 'choose', 'next', 'skip'].includes(c.input.type));
  column.forEach((control, index) => {
    layer.add(button(scene, WIDTH - 300, 160 + index * 90, control.label, () => send(control.input), 520));
  });
  const corner = controls.filter((c) => c.input.type === 'next' || c.input.type === 'skip');
  const y = view.dialogue ? DIALOGUE_TOP + 250 : HEIGHT - 70;
  corner.forEach((control, index) => {
    layer.add(button(scene, WIDTH - 200 - index * 260, y, control.label, () => send(control.input), 220));
  });
}

function button(
  scene: Phaser.Scene,
  x: number,
  y: number,
  text: string,
  onSelect: () => void,
  width: number,
) {
  const box = scene.add.rectangle(0, 0, width, 72, COLOURS.panel, 0.92).setStrokeStyle(3, COLOURS.accent);
  const caption = scene.add
    .text(0, 0, text, { fontFamily: FONT, fontSize: '30px', color: COLOURS.text })
    .setOrigin(0.5);
  box.setInteractive({ useHandCursor: true });
  box.on('pointerover', () => box.setFillStyle(COLOURS.panelLight, 0.95));
  box.on('pointerout', () => box.setFillStyle(COLOURS.panel, 0.92));
  box.on('pointerup', onSelect);
  return scene.add.container(x, y, [box, caption]);
}
