import { defaultFullSaveState } from '@sa/domain';
import {
  AWARDS_HALL,
  CLEAR_DATA,
  GAME_CLEARED,
  KEY_BINDINGS,
  MY_ROOM,
  PLAY_CHAPTER,
  ROOM_UNAVAILABLE,
  SETTINGS,
  USE_MOCK_CHAPTERS,
} from '../texts';
import { GameScene, HEIGHT, type MenuItem, WIDTH } from './base';
import { SCENE } from './keys';
import { MOCK_CHAPTERS_FLAG } from './mockChapters';

/** Whether another part of the game (the room) has registered its scene yet. */
export function hasScene(scene: Phaser.Scene, key: string): boolean {
  return scene.game.scene.keys[key] !== undefined;
}

/** The five buttons of spec 3 section 2.1, and the debug ones behind the flag. */
export class MainMenuScene extends GameScene {
  private notice: string[] = [];

  constructor() {
    super(SCENE.mainMenu);
  }

  create(): void {
    this.notice = [];
    this.drawBackdrop('Source Academy');
    this.label(WIDTH / 2, 200, 'Story Game', 40);
    this.render();
  }

  private render(): void {
    const items: MenuItem[] = [
      { label: PLAY_CHAPTER, onSelect: () => this.scene.start(SCENE.chapterSelect) },
      { label: AWARDS_HALL, onSelect: () => this.scene.start(SCENE.awardsHall) },
      {
        label: MY_ROOM,
        // The room scene is registered by its own part of the game; until then the button waits.
        onSelect: () => {
          if (hasScene(this, SCENE.roomPreview)) this.scene.start(SCENE.roomPreview);
          else this.redraw([ROOM_UNAVAILABLE]);
        },
      },
      { label: SETTINGS, onSelect: () => this.scene.start(SCENE.settings) },
      { label: KEY_BINDINGS, onSelect: () => this.scene.start(SCENE.bindings) },
    ];
    if (this.services.debug) {
      items.push(
        { label: CLEAR_DATA, onSelect: () => void this.clearData() },
        { label: USE_MOCK_CHAPTERS, onSelect: () => this.toggleMockChapters() },
      );
    }
    const controls = this.menu(items, WIDTH / 2, 360, items.length > 5 ? 95 : 120);
    this.label(WIDTH / 2, HEIGHT - 60, this.notice.join(' '), 32);
    this.show('Main Menu', [...this.notice], controls);
  }

  private async clearData(): Promise<void> {
    await this.services.save(defaultFullSaveState());
    this.redraw([GAME_CLEARED]);
  }

  private redraw(notice: string[]): void {
    if (!this.scene.isActive()) return;
    this.notice = notice;
    this.children.removeAll(true);
    this.drawBackdrop('Source Academy');
    this.label(WIDTH / 2, 200, 'Story Game', 40);
    this.render();
  }

  private toggleMockChapters(): void {
    const on = this.registry.get(MOCK_CHAPTERS_FLAG) !== true;
    this.registry.set(MOCK_CHAPTERS_FLAG, on);
    this.redraw([`${USE_MOCK_CHAPTERS}: ${on ? 'on' : 'off'}`]);
  }
}
