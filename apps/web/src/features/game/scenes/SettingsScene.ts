import { applySettings, type GameSettings, VOLUME_CHOICES } from '@sa/domain';
import type { A11yControl } from '../services';
import { APPLY_SETTINGS, BACK, BGM_VOLUME, SETTINGS_APPLIED, SFX_VOLUME, volumeLabel } from '../texts';
import { GameScene, HEIGHT, WIDTH } from './base';
import { SCENE } from './keys';
import { applyBgmVolume } from './sound';

type VolumeField = 'sfxVolume' | 'bgmVolume';

/**
 * SFX and BGM volume as radio choices and 'Apply Settings', which saves (spec 3 section 2.1,
 * game-facts 2: "when settings are applied").
 */
export class SettingsScene extends GameScene {
  private chosen!: GameSettings;
  private applied = false;

  constructor() {
    super(SCENE.settings);
  }

  create(): void {
    this.chosen = { ...this.services.data.save.userSaveState.settings };
    this.applied = false;
    this.input.keyboard?.on('keydown-ESC', () => this.scene.start(SCENE.mainMenu));
    this.render();
  }

  private render(): void {
    this.children.removeAll(true);
    this.drawBackdrop('Settings');
    const controls: A11yControl[] = [
      ...this.radios(SFX_VOLUME, 'sfxVolume', 360),
      ...this.radios(BGM_VOLUME, 'bgmVolume', 580),
    ];
    const apply = () => void this.apply();
    this.button(WIDTH / 2 - 300, HEIGHT - 200, APPLY_SETTINGS, apply, { width: 480 });
    const back = () => this.scene.start(SCENE.mainMenu);
    this.button(WIDTH / 2 + 300, HEIGHT - 200, BACK, back, { width: 480 });
    controls.push({ label: APPLY_SETTINGS, onSelect: apply }, { label: BACK, onSelect: back });
    const lines = [
      `${SFX_VOLUME}: ${volumeLabel(this.chosen.sfxVolume)}`,
      `${BGM_VOLUME}: ${volumeLabel(this.chosen.bgmVolume)}`,
    ];
    if (this.applied) {
      lines.push(SETTINGS_APPLIED);
      this.label(WIDTH / 2, HEIGHT - 90, SETTINGS_APPLIED, 32);
    }
    this.show('Settings', lines, controls);
  }

  private radios(name: string, field: VolumeField, y: number): A11yControl[] {
    this.label(WIDTH / 2, y - 90, name, 44);
    const spacing = 250;
    const left = WIDTH / 2 - (spacing * (VOLUME_CHOICES.length - 1)) / 2;
    return VOLUME_CHOICES.map((volume, index) => {
      const label = volumeLabel(volume);
      const checked = this.chosen[field] === volume;
      const onSelect = () => {
        this.chosen = { ...this.chosen, [field]: volume };
        this.applied = false;
        this.render();
      };
      this.button(left + index * spacing, y, label, onSelect, { width: 200, height: 80, selected: checked });
      return { label, group: name, radio: { checked }, onSelect };
    });
  }

  private async apply(): Promise<void> {
    const save = applySettings(this.services.data.save, this.chosen);
    applyBgmVolume(this, this.chosen.bgmVolume);
    await this.services.save(save);
    if (!this.scene.isActive()) return;
    this.applied = true;
    this.render();
  }
}
