import type * as Phaser from 'phaser';
import type { GameServices } from '../services';

/**
 * Music and sound effects through Phaser's sound manager. Playback volume is the asset's volume
 * times the player's setting (game-facts 6). A sound that is not loaded yet is loaded first; one
 * that cannot load is skipped: the story goes on in silence.
 */
const BGM_KEY = 'bgm:current';

function whenLoaded(scene: Phaser.Scene, key: string, url: string, then: () => void): void {
  if (scene.cache.audio.exists(key)) {
    then();
    return;
  }
  scene.load.audio(key, url);
  scene.load.once(`filecomplete-audio-${key}`, then);
  if (!scene.load.isLoading()) scene.load.start();
}

export function playSfx(scene: Phaser.Scene, services: GameServices, path: string, volume: number) {
  const settings = services.data.save.userSaveState.settings;
  whenLoaded(scene, path, services.assetUrl(path), () => {
    scene.sound.play(path, { volume: volume * settings.sfxVolume });
  });
}

export function playBgm(scene: Phaser.Scene, services: GameServices, path: string, volume: number) {
  const current: unknown = scene.registry.get(BGM_KEY);
  if (isPlaying(current) && current.path === path) return;
  stopBgm(scene);
  const settings = services.data.save.userSaveState.settings;
  whenLoaded(scene, path, services.assetUrl(path), () => {
    const sound = scene.sound.add(path, { loop: true, volume: volume * settings.bgmVolume });
    sound.play();
    scene.registry.set(BGM_KEY, { path, volume, sound });
  });
}

/** Fades the music out over 1 s and destroys it after twice that (spec 3 section 4). */
export function stopBgm(scene: Phaser.Scene): void {
  const current: unknown = scene.registry.get(BGM_KEY);
  scene.registry.remove(BGM_KEY);
  if (!isPlaying(current)) return;
  const { sound } = current;
  scene.tweens.add({ targets: sound, volume: 0, duration: 1000 });
  scene.time.delayedCall(2000, () => sound.destroy());
}

/** After Apply Settings: the music playing now takes the new volume. */
export function applyBgmVolume(scene: Phaser.Scene, bgmVolume: number): void {
  const current: unknown = scene.registry.get(BGM_KEY);
  if (isPlaying(current)) current.sound.setVolume(current.volume * bgmVolume);
}

interface PlayingBgm {
  path: string;
  volume: number;
  sound: GameSound;
}

type GameSound = Phaser.Sound.NoAudioSound | Phaser.Sound.HTML5AudioSound | Phaser.Sound.WebAudioSound;

function isPlaying(value: unknown): value is PlayingBgm {
  return typeof value === 'object' && value !== null && 'sound' in value && 'path' in value;
}
