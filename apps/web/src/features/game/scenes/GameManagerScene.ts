import {
  CHECKPOINT_REACHED,
  chapterState,
  createGameSession,
  finishCheckpoint,
  type GameCheckpoint,
  type GameEffect,
  type GameInput,
  type GameSession,
  type GameStep,
  type GameView,
  parseCheckpoint,
} from '@sa/domain';
import * as Phaser from 'phaser';
import { sessionEnvironment } from '../play/environment';
import { mergeSave } from '../play/progression';
import { inputForKey, viewScreen } from '../play/viewScreen';
import { BACK, CHECKPOINT_FAILED } from '../texts';
import { GameScene, HEIGHT, WIDTH } from './base';
import { loadCheckpointAssets } from './game/checkpointAssets';
import { drawView } from './game/drawView';
import { awardsMenu, escapeMenu, type Overlay } from './game/overlays';
import { type PlayRequest, SCENE, type TransitionRequest } from './keys';
import { currentStories } from './mockChapters';
import { playBgm, playSfx, stopBgm } from './sound';

/**
 * The play scene (game-facts 2 and 3): loads the chapter's checkpoint file, parses it with the
 * course's default checkpoint, plays it with the engine and draws each view it answers. Effects
 * (music, saving, waiting, opening an assessment) are carried out here; the rules are the
 * engine's. Esc opens the escape menu.
 */
export class GameManagerScene extends GameScene {
  private request: PlayRequest = { chapter: 0, checkpoint: 0 };
  private session: GameSession | null = null;
  private layer!: Phaser.GameObjects.Container;
  private overlay: Overlay | null = null;
  private ended = false;

  constructor() {
    super(SCENE.gameManager);
  }

  init(request: PlayRequest): void {
    this.request = request;
    this.session = null;
    this.overlay = null;
    this.ended = false;
  }

  create(): void {
    this.layer = this.add.container(0, 0);
    this.add.rectangle(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, 0x000000).setDepth(-1);
    this.show('Checkpoint', ['Loading…'], []);
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => this.onKey(event));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => stopBgm(this));
    void this.loadCheckpoint().catch((error: unknown) => this.fail(error));
  }

  /**
   * The chapter's file, parsed with the course's default checkpoint (two passes, game-facts 1);
   * the simulator hands its checkpoint already parsed.
   */
  private async loadCheckpoint(): Promise<void> {
    const parsed = this.request.simulation?.checkpoint ?? (await this.loadChapterFile());
    await loadCheckpointAssets(this, this.services, parsed);
    if (!this.scene.isActive()) return;
    this.start(parsed);
  }

  private async loadChapterFile(): Promise<GameCheckpoint> {
    const { chapter, checkpoint } = this.request;
    const story = currentStories(this, this.services)[chapter];
    const filename = story?.filenames[checkpoint];
    if (!story || filename === undefined)
      throw new Error(`Chapter ${chapter} has no checkpoint ${checkpoint}`);
    const text = await this.services.storyText(filename);
    return parseCheckpoint(this.services.data.defaultCheckpoint, text);
  }

  private start(checkpoint: GameCheckpoint): void {
    const { data } = this.services;
    const state = chapterState(data.save, this.request.chapter);
    const env = sessionEnvironment(this.services, this.request);
    const session = createGameSession(checkpoint, state, data.save.userSaveState, env);
    this.session = session;
    this.apply(session.start());
  }

  private send = (input: GameInput): void => {
    if (!this.session || this.overlay || this.ended) return;
    this.apply(this.session.input(input));
  };

  private apply(step: GameStep): void {
    for (const effect of step.effects) this.effect(effect);
    this.render(step.view);
    if (step.view.finished) this.finish();
  }

  private render(view: GameView): void {
    drawView(this, this.layer, view, this.send);
    if (!this.overlay) this.services.a11y.show(viewScreen(view, this.send));
  }

  private effect(effect: GameEffect): void {
    const { services } = this;
    switch (effect.type) {
      case 'play-bgm':
        playBgm(this, services, effect.path, effect.volume);
        break;
      case 'stop-bgm':
        stopBgm(this);
        break;
      case 'play-sfx':
        playSfx(this, services, effect.path, effect.volume);
        break;
      case 'save':
        void services.save(mergeSave(services.data.save, this.request.chapter, effect.state, effect.user));
        break;
      case 'wait':
        this.time.delayedCall(effect.ms, () => {
          if (this.session && !this.ended) this.apply(this.session.input({ type: 'resume' }));
        });
        break;
      case 'open-assessment':
        services.openAssessment(effect.number);
        break;
      case 'refresh-assessments':
        void services.refreshAssessments?.();
        break;
      case 'fade':
        this.cameras.main.fadeOut(300, 0, 0, 0);
        this.cameras.main.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () => {
          this.time.delayedCall(500, () => this.cameras.main.fadeIn(300));
        });
        break;
    }
  }

  /** All objectives done: save the progress, then 'Checkpoint reached.' or 'Chapter completed.' */
  private finish(): void {
    if (this.ended || !this.session) return;
    this.ended = true;
    if (this.request.simulation) {
      // Never saved; the simulator decides what comes after 'Checkpoint reached.'.
      const transition: TransitionRequest = { text: CHECKPOINT_REACHED, next: null };
      this.time.delayedCall(600, () => this.scene.start(SCENE.checkpointTransition, transition));
      return;
    }
    const { state, user } = this.session.snapshot();
    const { services } = this;
    const stories = currentStories(this, services);
    const { chapter, checkpoint } = this.request;
    const merged = mergeSave(services.data.save, chapter, state, user);
    const files = stories[chapter]?.filenames.length ?? 0;
    const end = finishCheckpoint(merged, chapter, checkpoint, files, stories.length);
    void services.save(end.full);
    const transition: TransitionRequest = { text: end.text, next: end.next };
    this.time.delayedCall(600, () => this.scene.start(SCENE.checkpointTransition, transition));
  }

  private onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      this.toggleEscapeMenu();
      return;
    }
    if (event.key === 'Tab') {
      event.preventDefault();
      this.toggleAwardsMenu();
      return;
    }
    if (!this.session || this.overlay) return;
    const input = inputForKey(this.session.view(), event.key);
    if (input) {
      event.preventDefault();
      this.send(input);
    }
  }

  private toggleEscapeMenu(): void {
    if (this.overlay) {
      this.closeOverlay();
      return;
    }
    this.overlay = escapeMenu(this, {
      mainMenu: () => this.leave(SCENE.mainMenu),
      resume: () => this.closeOverlay(),
    });
  }

  private toggleAwardsMenu(): void {
    if (this.overlay) {
      this.closeOverlay();
      return;
    }
    this.overlay = awardsMenu(this, this.services.data.awards, () => this.closeOverlay());
  }

  private closeOverlay(): void {
    this.overlay?.destroy();
    this.overlay = null;
    if (this.session) this.render(this.session.view());
  }

  /** To a menu scene of the game; the simulator, which has none, takes the player back itself. */
  private leave(menu: string): void {
    const { simulation } = this.services;
    if (simulation) simulation.leave();
    else this.scene.start(menu);
  }

  private fail(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.layer.removeAll(true);
    this.label(WIDTH / 2, HEIGHT / 2 - 80, CHECKPOINT_FAILED, 40);
    this.label(WIDTH / 2, HEIGHT / 2, message, 32);
    const back = () => this.leave(SCENE.chapterSelect);
    this.button(WIDTH / 2, HEIGHT / 2 + 140, BACK, back, { width: 300 });
    this.show('Checkpoint', [CHECKPOINT_FAILED, message], [{ label: BACK, onSelect: back }]);
  }
}
