import type * as Phaser from 'phaser';

/** An SVG is rasterised by the loader (at the size given); anything else loads as an image. */
export function isSvg(path: string): boolean {
  return /\.svg(\?.*)?$/i.test(path);
}

/**
 * Queues a course image under `key` unless it is loaded already. SVGs are rasterised at `size`
 * when given (a background at 1920x1080), so they stay sharp when scaled to it.
 */
export function queueImage(
  scene: Phaser.Scene,
  key: string,
  url: string,
  size?: { width: number; height: number },
): void {
  if (scene.textures.exists(key)) return;
  if (isSvg(url)) scene.load.svg(key, url, size);
  else scene.load.image(key, url);
}

/** Draws the image scaled to fit inside the box (centred), or a plain panel when it did not load. */
export function fitImage(
  scene: Phaser.Scene,
  key: string,
  x: number,
  y: number,
  width: number,
  height: number,
): Phaser.GameObjects.Image | Phaser.GameObjects.Rectangle {
  if (!scene.textures.exists(key)) return scene.add.rectangle(x, y, width, height, 0x23336e);
  const image = scene.add.image(x, y, key);
  const scale = Math.min(width / image.width, height / image.height);
  return image.setScale(scale);
}
