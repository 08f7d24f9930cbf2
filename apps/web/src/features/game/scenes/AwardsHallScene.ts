import type * as Phaser from 'phaser';
import type { AwardState } from '../services';
import { BACK, LOCKED_AWARD, NO_AWARDS } from '../texts';
import { COLOURS, FONT, GameScene, HEIGHT, WIDTH } from './base';
import { fitImage, queueImage } from './images';
import { SCENE } from './keys';

const COLUMN = 360;
const FIRST_X = 420;
const ROWS_Y = { achievement: 340, collectible: 720 } as const;
const SCROLL_SPEED = 20;

/** How an award reads in the status: its title, and why it is drawn locked. */
export function awardLine({ award, owned }: AwardState): string {
  return owned ? `${award.title}: ${award.description}` : `${award.title} (locked)`;
}

/**
 * Every award of the course's mapping (spec 3 section 2.1): achievements first, then collectibles,
 * at most two per column, scrolled sideways; unowned ones are locked.
 */
export class AwardsHallScene extends GameScene {
  private shelf!: Phaser.GameObjects.Container;

  constructor() {
    super(SCENE.awardsHall);
  }

  private ordered(): AwardState[] {
    const { awards } = this.services.data;
    return [
      ...awards.filter((a) => a.award.kind === 'achievement'),
      ...awards.filter((a) => a.award.kind === 'collectible'),
    ];
  }

  preload(): void {
    for (const { award, owned } of this.ordered()) {
      if (owned) queueImage(this, award.assetPath, this.services.assetUrl(award.assetPath));
    }
  }

  create(): void {
    this.drawBackdrop('Awards Hall');
    const awards = this.ordered();
    this.shelf = this.add.container(0, 0);
    // Two rows, so at most two awards per column: achievements on top, collectibles below.
    const columns = { achievement: 0, collectible: 0 };
    for (const state of awards) {
      this.drawAward(state, columns[state.award.kind]);
      columns[state.award.kind] += 1;
    }
    this.label(150, ROWS_Y.achievement, 'Achievements', 30).setOrigin(0.5);
    this.label(150, ROWS_Y.collectible, 'Collectibles', 30).setOrigin(0.5);
    if (awards.length === 0) this.label(WIDTH / 2, HEIGHT / 2, NO_AWARDS, 40);
    const width = FIRST_X + Math.max(columns.achievement, columns.collectible) * COLUMN;
    const scroll = (by: number) => {
      this.shelf.x = Math.max(Math.min(0, WIDTH - width), Math.min(0, this.shelf.x + by));
    };
    this.input.on('wheel', (_p: unknown, _o: unknown, dx: number, dy: number) => scroll(-(dx + dy) / 5));
    this.input.keyboard?.on('keydown-LEFT', () => scroll(SCROLL_SPEED * 10));
    this.input.keyboard?.on('keydown-RIGHT', () => scroll(-SCROLL_SPEED * 10));
    const back = () => this.scene.start(SCENE.mainMenu);
    this.button(WIDTH / 2, HEIGHT - 80, BACK, back, { width: 300 });
    this.input.keyboard?.on('keydown-ESC', back);
    this.show('Awards Hall', awards.length === 0 ? [NO_AWARDS] : awards.map(awardLine), [
      { label: BACK, onSelect: back },
    ]);
  }

  private drawAward({ award, owned }: AwardState, column: number): void {
    const x = FIRST_X + column * COLUMN;
    const y = ROWS_Y[award.kind] - 40;
    const frame = this.add
      .rectangle(x, y, 300, 300, COLOURS.panel)
      .setStrokeStyle(3, owned ? COLOURS.gold : COLOURS.accent);
    const art = owned
      ? fitImage(this, award.assetPath, x, y, 260, 260)
      : this.add
          .text(x, y, '?', { fontFamily: FONT, fontSize: '120px', color: COLOURS.muted })
          .setOrigin(0.5);
    const title = this.add
      .text(x, y + 175, award.title, {
        fontFamily: FONT,
        fontSize: '28px',
        color: owned ? COLOURS.text : COLOURS.muted,
        wordWrap: { width: 320 },
      })
      .setOrigin(0.5, 0);
    const hover = this.add
      .text(x, y, owned ? award.description : LOCKED_AWARD, {
        fontFamily: FONT,
        fontSize: '24px',
        color: COLOURS.text,
        backgroundColor: '#000000cc',
        wordWrap: { width: 280 },
        padding: { x: 8, y: 8 },
      })
      .setOrigin(0.5)
      .setVisible(false);
    frame.setInteractive();
    frame.on('pointerover', () => hover.setVisible(true));
    frame.on('pointerout', () => hover.setVisible(false));
    this.shelf.add([frame, art, title, hover]);
  }
}
