import type { SceneName } from '../services';
import { GameScene, HEIGHT, WIDTH } from './base';
import { SCENE, type TransitionRequest } from './keys';

const FADE_MS = 1500;
const HOLD_MS = 3000;

/**
 * 'Checkpoint reached.' or 'Chapter completed.' (spec 3 section 4): about 1.5 s fading in, 3 s
 * held, 1.5 s fading out; then the next checkpoint or chapter, or ChapterSelect (in the story
 * simulator: whatever its `simulation` exits decide).
 */
export class CheckpointTransitionScene extends GameScene {
  private request: TransitionRequest = { text: '', next: null };

  constructor() {
    super(SCENE.checkpointTransition);
  }

  init(request: TransitionRequest): void {
    this.request = request;
  }

  create(): void {
    this.add.rectangle(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, 0x000000);
    const text = this.label(WIDTH / 2, HEIGHT / 2, this.request.text, 80).setAlpha(0);
    const scene: SceneName = 'Checkpoint';
    this.show(scene, [this.request.text], []);
    this.tweens.chain({
      targets: text,
      tweens: [
        { alpha: 1, duration: FADE_MS },
        { alpha: 1, duration: HOLD_MS },
        { alpha: 0, duration: FADE_MS },
      ],
      onComplete: () => this.moveOn(),
    });
  }

  private moveOn(): void {
    const { next } = this.request;
    const { simulation } = this.services;
    if (next) this.scene.start(SCENE.gameManager, next);
    // The simulator plays its next file or returns to its menu; the status region keeps the text.
    else if (simulation) simulation.checkpointDone();
    else this.scene.start(SCENE.chapterSelect);
  }
}
