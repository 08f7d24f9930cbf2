import * as Phaser from 'phaser';
import { type A11yControl, type GameServices, type SceneName, SERVICES_KEY } from '../services';

export const WIDTH = 1920;
export const HEIGHT = 1080;
export const FONT = 'Verdana, "DejaVu Sans", sans-serif';
export const COLOURS = {
  sky: 0x070b1f,
  panel: 0x15204a,
  panelLight: 0x23336e,
  accent: 0x48aff0,
  gold: 0xf2c14e,
  dim: 0x000000,
  text: '#ffffff',
  muted: '#a9b4d6',
} as const;

/** A button drawn on the canvas and offered in the accessible layer under the same name. */
export interface MenuItem {
  label: string;
  onSelect: () => void;
  group?: string;
}

/**
 * What every scene shares: the services from the registry, the accessible layer, and drawing a
 * labelled button. Scenes only draw; rules come from @sa/domain.
 */
export abstract class GameScene extends Phaser.Scene {
  get services(): GameServices {
    const services: unknown = this.registry.get(SERVICES_KEY);
    if (!isServices(services)) throw new Error('The game started without its services');
    return services;
  }

  show(scene: SceneName, lines: string[], controls: A11yControl[]): void {
    this.services.a11y.show({ scene, lines, controls });
  }

  /** The starry backdrop every menu scene draws first. */
  drawBackdrop(title?: string): void {
    this.add.rectangle(WIDTH / 2, HEIGHT / 2, WIDTH, HEIGHT, COLOURS.sky);
    const random = new Phaser.Math.RandomDataGenerator(['stars']);
    for (let i = 0; i < 140; i += 1) {
      const star = this.add.circle(
        random.between(0, WIDTH),
        random.between(0, HEIGHT),
        random.realInRange(1, 3),
        0xffffff,
      );
      star.setAlpha(random.realInRange(0.3, 0.9));
    }
    if (title) this.title(title);
  }

  title(text: string, y = 110): Phaser.GameObjects.Text {
    return this.add
      .text(WIDTH / 2, y, text, {
        fontFamily: FONT,
        fontSize: '72px',
        color: COLOURS.text,
        fontStyle: 'bold',
      })
      .setOrigin(0.5);
  }

  label(
    x: number,
    y: number,
    text: string,
    size = 36,
    colour: string = COLOURS.text,
  ): Phaser.GameObjects.Text {
    return this.add
      .text(x, y, text, { fontFamily: FONT, fontSize: `${size}px`, color: colour })
      .setOrigin(0.5);
  }

  /** A rounded button: hover lights it, a click selects it. */
  button(
    x: number,
    y: number,
    text: string,
    onSelect: () => void,
    options: { width?: number; height?: number; size?: number; selected?: boolean } = {},
  ): Phaser.GameObjects.Container {
    const width = options.width ?? 520;
    const height = options.height ?? 86;
    const fill = options.selected ? COLOURS.accent : COLOURS.panel;
    const box = this.add.rectangle(0, 0, width, height, fill, 0.92).setStrokeStyle(3, COLOURS.accent);
    const caption = this.add
      .text(0, 0, text, { fontFamily: FONT, fontSize: `${options.size ?? 38}px`, color: COLOURS.text })
      .setOrigin(0.5);
    const container = this.add.container(x, y, [box, caption]);
    box.setInteractive({ useHandCursor: true });
    box.on('pointerover', () => box.setFillStyle(COLOURS.panelLight, 0.95));
    box.on('pointerout', () => box.setFillStyle(fill, 0.92));
    box.on('pointerup', () => onSelect());
    return container;
  }

  /** A column of buttons centred at x from y, each also a control of the accessible layer. */
  menu(items: readonly MenuItem[], x: number, y: number, gap = 110): A11yControl[] {
    items.forEach((item, index) => {
      this.button(x, y + index * gap, item.label, item.onSelect);
    });
    return items.map((item) => ({ label: item.label, onSelect: item.onSelect, group: item.group }));
  }

  /** Esc or the Back button: to the main menu. */
  backTo(key: string): MenuItem {
    return { label: 'Back', onSelect: () => this.scene.start(key) };
  }
}

function isServices(value: unknown): value is GameServices {
  return typeof value === 'object' && value !== null && 'a11y' in value && 'data' in value;
}
