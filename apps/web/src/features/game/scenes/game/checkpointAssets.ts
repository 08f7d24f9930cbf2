import type { GameCheckpoint } from '@sa/domain';
import type * as Phaser from 'phaser';
import type { GameServices } from '../../services';
import { HEIGHT, WIDTH } from '../base';
import { isSvg, queueImage } from '../images';
import { portraitKey, portraitPaths } from './portraits';

/**
 * Loads every picture a checkpoint can show before it starts: backgrounds (an SVG rasterised at
 * 1920x1080), objects (at their given size), location previews and the portraits of every
 * expression used. Sounds load when first played. A file that cannot load is left out: the
 * scene draws what it has.
 */
export function loadCheckpointAssets(
  scene: Phaser.Scene,
  services: GameServices,
  checkpoint: GameCheckpoint,
): Promise<void> {
  const url = (path: string) => services.assetUrl(path);
  const locations = Object.values(checkpoint.locations);
  for (const location of locations) {
    queueImage(scene, location.assetKey, url(location.assetKey), { width: WIDTH, height: HEIGHT });
    if (location.previewKey) queueImage(scene, location.previewKey, url(location.previewKey));
  }
  for (const object of Object.values(checkpoint.objects)) {
    const size = object.width && object.height ? { width: object.width, height: object.height } : undefined;
    queueImage(scene, object.assetKey, url(object.assetKey), size);
  }
  const preferSvg = locations.some((location) => isSvg(location.assetKey));
  const fallbacks = new Map<string, string>();
  for (const [characterId, expressions] of Object.entries(checkpoint.expressions)) {
    const character = checkpoint.characters[characterId];
    const all = new Set([...expressions, ...(character ? [character.defaultExpression] : [])]);
    for (const expression of all) {
      const key = portraitKey(characterId, expression);
      const [first, second] = portraitPaths(characterId, expression, preferSvg);
      fallbacks.set(key, second);
      queueImage(scene, key, url(first));
    }
  }
  return new Promise((resolve) => {
    const onError = (file: Phaser.Loader.File) => {
      const second = fallbacks.get(file.key);
      if (second === undefined) return;
      fallbacks.delete(file.key);
      queueImage(scene, file.key, url(second));
    };
    scene.load.on('loaderror', onError);
    scene.load.once('complete', () => {
      scene.load.off('loaderror', onError);
      resolve();
    });
    scene.load.start();
  });
}
