import { BACK, BINDINGS } from '../texts';
import { COLOURS, GameScene, HEIGHT, WIDTH } from './base';
import { SCENE } from './keys';

/** The keys of the game (spec 3 section 2.1: Esc = Escape Menu, Tab = Awards Menu, ...). */
export class BindingsScene extends GameScene {
  constructor() {
    super(SCENE.bindings);
  }

  create(): void {
    this.drawBackdrop('Key Bindings');
    BINDINGS.forEach(([key, action], index) => {
      const y = 300 + index * 110;
      this.add.rectangle(WIDTH / 2 - 250, y, 220, 80, COLOURS.panel).setStrokeStyle(3, COLOURS.accent);
      this.label(WIDTH / 2 - 250, y, key, 38);
      this.label(WIDTH / 2 + 150, y, action, 38).setOrigin(0, 0.5);
    });
    const back = () => this.scene.start(SCENE.mainMenu);
    this.button(WIDTH / 2, HEIGHT - 120, BACK, back, { width: 300 });
    this.input.keyboard?.on('keydown-ESC', back);
    this.show(
      'Key Bindings',
      BINDINGS.map(([key, action]) => `${key}: ${action}`),
      [{ label: BACK, onSelect: back }],
    );
  }
}
