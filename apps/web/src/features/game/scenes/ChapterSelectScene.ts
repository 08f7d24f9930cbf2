import type { Story } from '@sa/contracts';
import { chapterScrollTarget, isChapterCompleted, isChapterLocked, startChapter } from '@sa/domain';
import type * as Phaser from 'phaser';
import type { A11yControl } from '../services';
import {
  BACK,
  CHAPTER_COMPLETED,
  CHAPTER_LOCKED,
  chapterLabel,
  NO_CHAPTERS,
  PLAY_CONTINUE,
  RESET_PROGRESS,
  SCROLL_LEFT,
  SCROLL_RIGHT,
} from '../texts';
import { COLOURS, FONT, GameScene, HEIGHT, WIDTH } from './base';
import { fitImage, queueImage } from './images';
import { type PlayRequest, SCENE } from './keys';
import { currentStories } from './mockChapters';

const CARD_WIDTH = 400;
const CARD_HEIGHT = 700;
const CARD_GAP = 560;
const CARDS_Y = 560;

/**
 * The chapters as a carousel of cards (spec 3 section 2.1): image, 'Chapter {n}', the title, a
 * 'Chapter completed' overlay, dimmed when locked; Play/Continue and Reset progress per card.
 */
export class ChapterSelectScene extends GameScene {
  private strip!: Phaser.GameObjects.Container;
  private stories: Story[] = [];
  /** The chapter centred now. */
  private focused = 0;

  constructor() {
    super(SCENE.chapterSelect);
  }

  preload(): void {
    this.stories = currentStories(this, this.services);
    this.stories.forEach((story) => {
      if (story.imageUrl) queueImage(this, story.imageUrl, this.services.assetUrl(story.imageUrl));
    });
  }

  create(): void {
    this.drawBackdrop('Chapter Select');
    const largest = this.services.data.save.userSaveState.largestCompletedChapter;
    this.strip = this.add.container(0, 0);
    const controls: A11yControl[] = [];
    const lines: string[] = [];
    if (this.stories.length === 0) {
      this.label(WIDTH / 2, HEIGHT / 2, NO_CHAPTERS, 40);
      lines.push(NO_CHAPTERS);
    }
    this.stories.forEach((story, index) => {
      const locked = isChapterLocked(index, largest);
      const completed = isChapterCompleted(index, largest);
      this.drawCard(story, index, locked, completed);
      lines.push(
        [
          `${chapterLabel(index)}: ${story.title}`,
          completed ? CHAPTER_COMPLETED : '',
          locked ? CHAPTER_LOCKED : '',
        ]
          .filter(Boolean)
          .join(' - '),
      );
      if (!locked) {
        controls.push(
          { label: PLAY_CONTINUE, group: story.title, onSelect: () => this.play(index, true) },
          { label: RESET_PROGRESS, group: story.title, onSelect: () => this.play(index, false) },
        );
      }
    });
    const scroll = (by: number) => this.scrollTo(this.focused + by);
    if (this.stories.length > 1) {
      this.arrow(90, '<', () => scroll(-1));
      this.arrow(WIDTH - 90, '>', () => scroll(1));
      controls.push(
        { label: SCROLL_LEFT, onSelect: () => scroll(-1) },
        { label: SCROLL_RIGHT, onSelect: () => scroll(1) },
      );
    }
    this.button(WIDTH / 2, HEIGHT - 70, BACK, () => this.scene.start(SCENE.mainMenu), { width: 300 });
    controls.push({ label: BACK, onSelect: () => this.scene.start(SCENE.mainMenu) });
    this.input.keyboard?.on('keydown-ESC', () => this.scene.start(SCENE.mainMenu));
    this.input.keyboard?.on('keydown-LEFT', () => scroll(-1));
    this.input.keyboard?.on('keydown-RIGHT', () => scroll(1));
    this.show('Chapter Select', lines, controls);
    this.scrollTo(chapterScrollTarget(largest, this.stories.length), true);
  }

  /** Centres chapter `index` (clamped), sliding over 800 ms (spec 3 section 9). */
  private scrollTo(index: number, first = false): void {
    this.focused = Math.max(0, Math.min(index, this.stories.length - 1));
    const x = -this.focused * CARD_GAP;
    if (first) this.strip.x = 0;
    this.tweens.add({ targets: this.strip, x, duration: 800, ease: 'Sine.easeInOut' });
  }

  /** Play/Continue keeps the chapter's state; Reset progress starts it fresh at checkpoint 0. */
  private play(chapter: number, continuing: boolean): void {
    const { data } = this.services;
    const started = startChapter(data.save, chapter, continuing ? 'continue' : 'reset');
    data.save = started.full;
    const request: PlayRequest = { chapter, checkpoint: started.checkpoint };
    this.scene.start(SCENE.gameManager, request);
  }

  private arrow(x: number, glyph: string, onSelect: () => void): void {
    const circle = this.add.circle(x, CARDS_Y, 56, COLOURS.panel, 0.9).setStrokeStyle(3, COLOURS.accent);
    this.label(x, CARDS_Y, glyph, 64);
    circle.setInteractive({ useHandCursor: true }).on('pointerup', onSelect);
  }

  private drawCard(story: Story, index: number, locked: boolean, completed: boolean): void {
    const x = WIDTH / 2 + index * CARD_GAP;
    const parts: Phaser.GameObjects.GameObject[] = [
      this.add
        .rectangle(x, CARDS_Y, CARD_WIDTH, CARD_HEIGHT, COLOURS.panel)
        .setStrokeStyle(4, COLOURS.accent),
      fitImage(this, story.imageUrl, x, CARDS_Y - 110, CARD_WIDTH - 30, 380),
      this.text(x, CARDS_Y + 105, chapterLabel(index), 28, COLOURS.muted),
      this.text(x, CARDS_Y + 160, story.title, 30, COLOURS.text),
    ];
    if (completed) {
      parts.push(this.add.rectangle(x, CARDS_Y - 110, CARD_WIDTH - 30, 70, 0x1f7a3a, 0.9));
      parts.push(this.text(x, CARDS_Y - 110, CHAPTER_COMPLETED, 32, COLOURS.text));
    }
    if (!locked) {
      parts.push(this.cardButton(x, CARDS_Y + 240, PLAY_CONTINUE, () => this.play(index, true)));
      parts.push(this.cardButton(x, CARDS_Y + 305, RESET_PROGRESS, () => this.play(index, false)));
    } else {
      parts.push(this.add.rectangle(x, CARDS_Y, CARD_WIDTH, CARD_HEIGHT, COLOURS.dim, 0.8));
      parts.push(this.text(x, CARDS_Y + 270, CHAPTER_LOCKED, 34, COLOURS.muted));
    }
    this.strip.add(parts);
  }

  private text(x: number, y: number, value: string, size: number, colour: string): Phaser.GameObjects.Text {
    return this.add
      .text(x, y, value, {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: colour,
        wordWrap: { width: CARD_WIDTH - 30 },
      })
      .setOrigin(0.5);
  }

  private cardButton(
    x: number,
    y: number,
    value: string,
    onSelect: () => void,
  ): Phaser.GameObjects.Container {
    return this.button(x, y, value, onSelect, { width: CARD_WIDTH - 60, height: 54, size: 28 });
  }
}
