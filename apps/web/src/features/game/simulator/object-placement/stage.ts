import type { PlacementController } from './controller';

/** What the canvas of Object Placement is given: the shared state and where files are served. */
export interface PlacementStageServices {
  controller: PlacementController;
  /** The public address of a course file ('objects/robo.png'): courseAssetUrl with the course's prefix. */
  urlOf(path: string): string;
}

/** Starts the Phaser game on `parent`; Phaser is loaded only inside it, in its own chunk. */
export type PlacementStarter = (parent: HTMLElement, services: PlacementStageServices) => { destroy(): void };

export const loadPlacementStarter = async (): Promise<PlacementStarter> =>
  (await import('./startPlacement')).startPlacement;
