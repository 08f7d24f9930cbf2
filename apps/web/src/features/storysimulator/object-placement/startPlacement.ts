import * as Phaser from 'phaser';
import { HEIGHT, WIDTH } from '../../game/scenes/base';
import { PlacementScene } from './PlacementScene';
import type { PlacementStarter } from './stage';

/**
 * The Phaser game of Object Placement, sized and scaled as the story game's (1920x1080,
 * Scale.FIT). The keyboard listens on the parent only, so '[', ']', Backspace and Delete act only
 * while the canvas has focus and never reach the panel's fields.
 */
export const startPlacement: PlacementStarter = (parent, services) => {
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    width: WIDTH,
    height: HEIGHT,
    backgroundColor: '#05060d',
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    fps: { target: 24 },
    input: { keyboard: { target: parent }, mouse: { preventDefaultWheel: false } },
    scene: [new PlacementScene(services)],
    banner: false,
  });
  let destroyed = false;
  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      game.destroy(true);
    },
  };
};
