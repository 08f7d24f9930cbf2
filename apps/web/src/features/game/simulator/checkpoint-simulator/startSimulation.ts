import { createGame } from '../../play/startGame';
import { CheckpointTransitionScene } from '../../scenes/CheckpointTransitionScene';
import { GameManagerScene } from '../../scenes/GameManagerScene';
import { SCENE } from '../../scenes/keys';
import type { SimulationStarter } from './run';

/**
 * The game's own play scenes on the simulator's canvas: GameManager starts at once with the
 * first checkpoint, CheckpointTransition shows 'Checkpoint reached.', and the next checkpoint
 * restarts GameManager in the same game. Loaded with import() so Phaser stays out of the page.
 */
export const startSimulation: SimulationStarter = (parent, services, first) => {
  const game = createGame(parent, services, [], (booted) => {
    booted.scene.add(SCENE.checkpointTransition, CheckpointTransitionScene, false);
    booted.scene.add(SCENE.gameManager, GameManagerScene, true, first);
  });
  return {
    play(request) {
      game.scene.stop(SCENE.checkpointTransition);
      game.scene.start(SCENE.gameManager, request);
    },
    destroy: () => game.destroy(true),
  };
};
