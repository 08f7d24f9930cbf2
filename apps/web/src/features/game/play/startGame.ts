import * as Phaser from 'phaser';
import { SCENES } from '../scenes';
import { HEIGHT, WIDTH } from '../scenes/base';
import { type GameServices, SERVICES_KEY } from '../services';

/**
 * Makes the Phaser game in `parent` (issue 23: 1920x1080, Scale.FIT, 24 fps, WebGL else Canvas).
 * The keyboard listens on the parent only, so game keys act only while the canvas has focus and
 * never reach the page's buttons or the accessible layer.
 */
export function startGame(parent: HTMLElement, services: GameServices): { destroy(): void } {
  const game = createGame(parent, services, SCENES);
  return { destroy: () => game.destroy(true) };
}

/**
 * The game's Phaser setup with the given scenes (the first one starts, unless `postBoot` starts
 * one itself): the story game's whole list, or the story simulator's play scenes.
 */
export function createGame(
  parent: HTMLElement,
  services: GameServices,
  scene: Phaser.Types.Scenes.SceneType[],
  postBoot?: (game: Phaser.Game) => void,
): Phaser.Game {
  return new Phaser.Game({
    ...baseGameConfig(parent),
    scene,
    callbacks: {
      preBoot: (booting) => booting.registry.set(SERVICES_KEY, services),
      ...(postBoot ? { postBoot } : {}),
    },
  });
}

/**
 * What every Phaser game of the story game and its simulator shares: 1920x1080 scaled to fit,
 * 24 fps, WebGL else Canvas, and the keyboard on the parent only (game keys act only while the
 * canvas has focus and never reach the page's fields and buttons).
 */
export function baseGameConfig(parent: HTMLElement): Phaser.Types.Core.GameConfig {
  return {
    type: Phaser.AUTO,
    parent,
    width: WIDTH,
    height: HEIGHT,
    backgroundColor: '#05060d',
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    fps: { target: 24 },
    input: { keyboard: { target: parent }, mouse: { preventDefaultWheel: false } },
    banner: false,
  };
}
