import { type ReactNode, useEffect, useRef } from 'react';
import type { CurveDrawing } from '../../protocol';
import { paintDrawing } from './paint';

export interface CurveCanvasProps {
  drawing: CurveDrawing;
  /** Radians about the vertical axis; 3D drawings only. */
  angle?: number;
  /** The canvas's side in device pixels (it is shown as wide as its panel, square). */
  size?: number;
}

/**
 * One curve drawing on a square 2D canvas. The canvas keeps a fixed resolution and CSS scales it to
 * the panel's width, so a resized panel needs no repaint.
 */
export function CurveCanvas({ drawing, angle = 0, size = 512 }: CurveCanvasProps): ReactNode {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const painter = canvasRef.current?.getContext('2d');
    if (painter) paintDrawing(painter, drawing, size, angle);
  }, [drawing, angle, size]);
  const label = `${drawing.space} curve drawing, ${drawing.points.length / 3} ${drawing.style === 'points' ? 'points' : 'points joined by lines'}`;
  return (
    <canvas
      ref={canvasRef}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      style={{ width: '100%', aspectRatio: '1 / 1', display: 'block', border: '1px solid #ccc' }}
    />
  );
}
