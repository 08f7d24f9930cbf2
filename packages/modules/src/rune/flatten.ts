import { mat4 } from 'gl-matrix';
import type { RuneScene } from '../protocol';
import type { Rune } from './rune';

const BLACK = new Float32Array([0, 0, 0, 1]);
const IDENTITY = mat4.create();

/**
 * Turns a rune tree into one scene: every triangle's vertices moved into place and coloured. The
 * output arrays are allocated once at their exact size (the tree knows its vertex count), and the
 * matrices are one per tree level, reused by every node at that level: a fractal of thousands of
 * shapes allocates almost nothing besides its result.
 */
export function flattenRune(rune: Rune, functionName: string): RuneScene {
  const positions = new Float32Array(rune.vertexCount * 4);
  const colors = new Float32Array(rune.vertexCount * 4);
  const textures: RuneScene['textures'] = [];
  const levels: mat4[] = [];
  let offset = 0;

  const visit = (node: Rune, parent: mat4, depth: number, inherited: Float32Array | null): void => {
    if (node.vertexCount === 0 && node.textureCount === 0) return;
    let m = parent;
    if (node.matrix !== null) {
      let level = levels[depth];
      if (!level) {
        level = mat4.create();
        levels[depth] = level;
      }
      m = mat4.multiply(level, parent, node.matrix);
    }
    // The outermost colour wins: a colour set on a whole picture repaints all of it.
    const paint = inherited ?? node.color;
    const shape = node.shape;
    if (shape !== null && shape.length > 0) {
      const rgba = paint ?? BLACK;
      const [r, g, b, a] = [rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0, rgba[3] ?? 1];
      const m0 = m[0],
        m1 = m[1],
        m2 = m[2],
        m3 = m[3];
      const m4 = m[4],
        m5 = m[5],
        m6 = m[6],
        m7 = m[7];
      const m8 = m[8],
        m9 = m[9],
        m10 = m[10],
        m11 = m[11];
      const m12 = m[12],
        m13 = m[13],
        m14 = m[14],
        m15 = m[15];
      for (let i = 0; i < shape.length; i += 4) {
        const x = shape[i] as number;
        const y = shape[i + 1] as number;
        const z = shape[i + 2] as number;
        const w = shape[i + 3] as number;
        positions[offset] = m0 * x + m4 * y + m8 * z + m12 * w;
        positions[offset + 1] = m1 * x + m5 * y + m9 * z + m13 * w;
        positions[offset + 2] = m2 * x + m6 * y + m10 * z + m14 * w;
        positions[offset + 3] = m3 * x + m7 * y + m11 * z + m15 * w;
        colors[offset] = r;
        colors[offset + 1] = g;
        colors[offset + 2] = b;
        colors[offset + 3] = a;
        offset += 4;
      }
    }
    if (node.textureUrl !== null) textures.push({ url: node.textureUrl, transform: new Float32Array(m) });
    for (const child of node.children) visit(child, m, depth + 1, paint);
  };

  try {
    visit(rune, IDENTITY, 0, null);
  } catch (error) {
    // A rune nested tens of thousands of levels deep (repeat_pattern gone wild) overflows the stack.
    if (error instanceof RangeError)
      throw new Error(`${functionName}: the rune is nested too deeply to draw`);
    throw error;
  }
  return { positions, colors, textures };
}
