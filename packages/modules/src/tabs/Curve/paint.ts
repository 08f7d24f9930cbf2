import type { CurveDrawing } from '../../protocol';
import { project } from './projection';

/** The parts of CanvasRenderingContext2D painting uses (tests pass a recorder). */
export type Painter = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'fillRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke'
>;

function colourAt(colors: Float32Array, i: number): string {
  const channel = (k: number) => Math.round(255 * Math.min(1, Math.max(0, colors[4 * i + k] ?? 0)));
  return `rgba(${channel(0)}, ${channel(1)}, ${channel(2)}, ${colors[4 * i + 3] ?? 1})`;
}

/**
 * Paints one drawing on a square canvas of `size` pixels: white ground, the cube's edges for 3D,
 * then the curve. Lines take the colour of the sample they start from; runs of one colour go in one
 * path, so a one-colour curve of 65,535 segments is a single stroke. The canvas clips whatever
 * falls outside it ('fit' keeps only the unit square).
 */
export function paintDrawing(painter: Painter, drawing: CurveDrawing, size: number, angle = 0): void {
  const { screen, cubeEdges } = project(drawing, angle);
  const count = screen.length / 2;
  const at = (i: number): [number, number] => [
    (screen[2 * i] as number) * size,
    (screen[2 * i + 1] as number) * size,
  ];
  painter.fillStyle = '#ffffff';
  painter.fillRect(0, 0, size, size);
  painter.lineWidth = Math.max(1, size / 512);
  if (cubeEdges.length > 0) {
    painter.strokeStyle = 'rgba(150, 150, 150, 1)';
    painter.beginPath();
    for (const [u1, v1, u2, v2] of cubeEdges) {
      painter.moveTo(u1 * size, v1 * size);
      painter.lineTo(u2 * size, v2 * size);
    }
    painter.stroke();
  }
  if (drawing.style === 'points') {
    const dot = Math.max(2, size / 256);
    for (let i = 0; i < count; i += 1) {
      const [x, y] = at(i);
      painter.fillStyle = colourAt(drawing.colors, i);
      painter.fillRect(x - dot / 2, y - dot / 2, dot, dot);
    }
    return;
  }
  let i = 0;
  while (i < count - 1) {
    const colour = colourAt(drawing.colors, i);
    painter.strokeStyle = colour;
    painter.beginPath();
    painter.moveTo(...at(i));
    // Extend the path while the segments keep the colour of its first one.
    do {
      i += 1;
      painter.lineTo(...at(i));
    } while (i < count - 1 && colourAt(drawing.colors, i) === colour);
    painter.stroke();
  }
}
