import { describe, expect, it } from 'vitest';
import { backToFront, type Context2D, paintPass } from './canvas2d';

function triangleAt(z: number): number[] {
  return [0, 0, z, 1, 1, 0, z, 1, 0, 1, z, 1];
}

describe('2D fallback', () => {
  it('paints farther triangles first, keeping the order of equal depths', () => {
    const positions = new Float32Array([
      ...triangleAt(0),
      ...triangleAt(-0.5),
      ...triangleAt(0.5),
      ...triangleAt(0),
    ]);
    expect([...backToFront(positions)]).toEqual([2, 0, 3, 1]);
  });

  it('maps clip space to canvas pixels (+y up) and shifts by depth', () => {
    const points: [number, number][] = [];
    const context = {
      fillStyle: '',
      globalCompositeOperation: 'source-over',
      beginPath() {},
      moveTo: (x: number, y: number) => points.push([Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]),
      lineTo: (x: number, y: number) => points.push([Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6]),
      closePath() {},
      fill() {},
      fillRect() {},
      drawImage() {},
      setTransform() {},
      save() {},
      restore() {},
    } as unknown as Context2D;
    const scene = {
      positions: new Float32Array(triangleAt(0.5)),
      colors: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]),
      textures: [],
    };
    paintPass(
      context,
      100,
      scene,
      new Uint32Array([0]),
      { shift: 0.2, grey: false, channels: 'all' },
      new Map(),
    );
    // (0, 0) -> centre; (1, 0) -> right edge; (0, 1) -> top; all moved right by 0.2 × 0.5 = 0.1 = 5 px.
    expect(points).toEqual([
      [55, 50],
      [105, 50],
      [55, 0],
    ]);
  });
});
