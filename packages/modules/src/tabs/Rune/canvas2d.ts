import type { RuneScene } from '../../protocol';
import { type DrawPass, luminance } from './passes';

// The fallback when WebGL2 is unavailable: triangles painted back to front (by their mean depth)
// with the first vertex's colour, images placed by an affine transform. An anaglyph's second eye
// is painted on a canvas of its own and multiplied onto the first.

/** The parts of a 2D context the fallback uses (tests pass a recording stand-in). */
export type Context2D = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fill'
  | 'fillRect'
  | 'drawImage'
  | 'setTransform'
  | 'save'
  | 'restore'
  | 'fillStyle'
  | 'globalCompositeOperation'
>;

/** Triangle indices, farthest first: a 2D painter draws nearer runes last so they cover. */
export function backToFront(positions: Float32Array): Uint32Array {
  const count = positions.length / 12;
  const depth = new Float32Array(count);
  const order = new Uint32Array(count);
  for (let t = 0; t < count; t++) {
    const base = t * 12;
    depth[t] =
      (positions[base + 2] as number) + (positions[base + 6] as number) + (positions[base + 10] as number);
    order[t] = t;
  }
  // Stable for equal depths (the usual case: everything at 0), so later runes still paint over.
  return Uint32Array.from([...order].sort((a, b) => (depth[b] as number) - (depth[a] as number)));
}

function channel(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 255);
}

/** The CSS colour of a vertex as a pass shows it (grey into the pass's channels, white elsewhere). */
function passColor(colors: Float32Array, v: number, pass: DrawPass): string {
  const [r, g, b, a] = [
    colors[v * 4] ?? 0,
    colors[v * 4 + 1] ?? 0,
    colors[v * 4 + 2] ?? 0,
    colors[v * 4 + 3] ?? 1,
  ];
  if (!pass.grey) return `rgba(${channel(r)},${channel(g)},${channel(b)},${a})`;
  const l = channel(luminance(r, g, b));
  if (pass.channels === 'red') return `rgba(${l},255,255,${a})`;
  if (pass.channels === 'cyan') return `rgba(255,${l},${l},${a})`;
  return `rgba(${l},${l},${l},${a})`;
}

/** Paints one pass of the scene on a `size`×`size` context over white. */
export function paintPass(
  context: Context2D,
  size: number,
  scene: RuneScene,
  order: Uint32Array,
  pass: DrawPass,
  images: ReadonlyMap<string, CanvasImageSource & { width: number; height: number }>,
): void {
  const { positions, colors } = scene;
  const half = size / 2;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  let lastColor = '';
  for (const t of order) {
    const color = passColor(colors, t * 3, pass);
    if (color !== lastColor) {
      context.fillStyle = color;
      lastColor = color;
    }
    context.beginPath();
    for (let k = 0; k < 3; k++) {
      const base = (t * 3 + k) * 4;
      const x = (positions[base] as number) + pass.shift * (positions[base + 2] as number);
      const px = (x + 1) * half;
      const py = (1 - (positions[base + 1] as number)) * half;
      if (k === 0) context.moveTo(px, py);
      else context.lineTo(px, py);
    }
    context.closePath();
    context.fill();
  }
  for (const { url, transform: m } of scene.textures) {
    const image = images.get(url);
    if (!image || image.width === 0 || image.height === 0) continue;
    // The image's pixel (u, v) -> the unit square -> clip space by the matrix -> canvas pixels.
    const s = pass.shift;
    const [m0, m1, m2, m4, m5, m6] = [m[0] ?? 1, m[1] ?? 0, m[2] ?? 0, m[4] ?? 0, m[5] ?? 1, m[6] ?? 0];
    const [m12, m13, m14] = [m[12] ?? 0, m[13] ?? 0, m[14] ?? 0];
    const a = m0 + s * m2;
    const b = m4 + s * m6;
    const c = m12 + s * m14;
    const { width: iw, height: ih } = image;
    context.setTransform(
      (size * a) / iw,
      (-size * m1) / iw,
      (-size * b) / ih,
      (size * m5) / ih,
      (c - a + b + 1) * half,
      (1 - (m13 - m1 + m5)) * half,
    );
    context.drawImage(image, 0, 0);
  }
  context.restore();
}

/**
 * Paints every pass: the first straight onto `context`, each later one onto a scratch canvas
 * multiplied over it (white is neutral, so an anaglyph's red and cyan views combine).
 */
export function paintScene(
  context: Context2D,
  size: number,
  scene: RuneScene,
  order: Uint32Array,
  passes: readonly DrawPass[],
  images: ReadonlyMap<string, CanvasImageSource & { width: number; height: number }>,
  scratch: () => { context: Context2D; canvas: CanvasImageSource } | null,
): void {
  passes.forEach((pass, index) => {
    if (index === 0) {
      paintPass(context, size, scene, order, pass, images);
      return;
    }
    const extra = scratch();
    if (!extra) return;
    paintPass(extra.context, size, scene, order, pass, images);
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalCompositeOperation = 'multiply';
    context.drawImage(extra.canvas, 0, 0);
    context.restore();
  });
}
