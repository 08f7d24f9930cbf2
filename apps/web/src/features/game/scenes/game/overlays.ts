import type * as Phaser from 'phaser';
import type { AwardState } from '../../services';
import {
  AWARDS_MENU_TITLE,
  CLOSE,
  ESCAPE_MENU_CONTINUE,
  ESCAPE_MENU_MAIN,
  ESCAPE_MENU_TITLE,
  NO_AWARDS,
} from '../../texts';
import { COLOURS, FONT, type GameScene, HEIGHT, WIDTH } from '../base';

export interface Overlay {
  destroy(): void;
}

/**
 * The escape menu (Esc, game-facts 3): 'Main Menu' leaves the checkpoint (its progress is saved
 * as it goes), 'Continue' closes the menu. Game keys and the story's controls wait meanwhile.
 */
export function escapeMenu(scene: GameScene, actions: { mainMenu: () => void; resume: () => void }): Overlay {
  const parts: Phaser.GameObjects.GameObject[] = [
    scene.add.rectangle(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, 0x000000, 0.6).setInteractive(),
    scene.add
      .rectangle(WIDTH / 2, HEIGHT / 2, 700, 520, COLOURS.panel, 0.97)
      .setStrokeStyle(4, COLOURS.accent),
    scene.add
      .text(WIDTH / 2, HEIGHT / 2 - 170, ESCAPE_MENU_TITLE, {
        fontFamily: FONT,
        fontSize: '56px',
        color: COLOURS.text,
      })
      .setOrigin(0.5),
    scene.button(WIDTH / 2, HEIGHT / 2 - 20, ESCAPE_MENU_MAIN, actions.mainMenu),
    scene.button(WIDTH / 2, HEIGHT / 2 + 110, ESCAPE_MENU_CONTINUE, actions.resume),
  ];
  const menu = scene.add.container(0, 0, parts).setDepth(10);
  scene.show(
    'Checkpoint',
    [ESCAPE_MENU_TITLE],
    [
      { label: ESCAPE_MENU_MAIN, onSelect: actions.mainMenu },
      { label: ESCAPE_MENU_CONTINUE, onSelect: actions.resume },
    ],
  );
  return { destroy: () => menu.destroy(true) };
}

/**
 * The awards menu (Tab, spec 3 section 2.1): the awards the player owns, collectibles then
 * achievements, and 'Close'. The Awards Hall shows every award; this is the quick look in play.
 */
export function awardsMenu(scene: GameScene, awards: readonly AwardState[], close: () => void): Overlay {
  const owned = awards.filter((a) => a.owned);
  const ordered = [
    ...owned.filter((a) => a.award.kind === 'collectible'),
    ...owned.filter((a) => a.award.kind === 'achievement'),
  ];
  const lines = ordered.length === 0 ? [NO_AWARDS] : ordered.map((a) => a.award.title);
  const parts: Phaser.GameObjects.GameObject[] = [
    scene.add.rectangle(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, 0x000000, 0.6).setInteractive(),
    scene.add
      .rectangle(WIDTH / 2, HEIGHT / 2, 1000, 820, COLOURS.panel, 0.97)
      .setStrokeStyle(4, COLOURS.accent),
    scene.add
      .text(WIDTH / 2, HEIGHT / 2 - 340, AWARDS_MENU_TITLE, {
        fontFamily: FONT,
        fontSize: '56px',
        color: COLOURS.text,
      })
      .setOrigin(0.5),
    ...lines.slice(0, 7).map((line, index) =>
      scene.add
        .text(WIDTH / 2, HEIGHT / 2 - 230 + index * 70, line, {
          fontFamily: FONT,
          fontSize: '36px',
          color: COLOURS.text,
        })
        .setOrigin(0.5),
    ),
    scene.button(WIDTH / 2, HEIGHT / 2 + 320, CLOSE, close, { width: 300 }),
  ];
  const menu = scene.add.container(0, 0, parts).setDepth(10);
  scene.show('Checkpoint', [AWARDS_MENU_TITLE, ...lines], [{ label: CLOSE, onSelect: close }]);
  return { destroy: () => menu.destroy(true) };
}
