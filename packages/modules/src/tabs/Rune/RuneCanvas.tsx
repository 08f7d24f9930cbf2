import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { RuneMode, RuneScene } from '../../protocol';
import { backToFront, type Context2D, paintScene } from './canvas2d';
import { useImages } from './images';
import { passesFor } from './passes';
import { createWebGLRenderer, type SceneRenderer } from './webgl';

/** The drawing buffer's side in pixels; CSS scales the canvas to the panel's width. */
const CANVAS_SIZE = 1024;

type Painter =
  | { kind: 'webgl2'; renderer: SceneRenderer }
  | { kind: '2d'; context: Context2D }
  | { kind: 'none' };

/** WebGL2 when the browser has it; a 2D context otherwise (old machines, tests). */
function createPainter(canvas: HTMLCanvasElement): Painter {
  const renderer = createWebGLRenderer(canvas);
  if (renderer) return { kind: 'webgl2', renderer };
  const context = canvas.getContext('2d');
  return context ? { kind: '2d', context } : { kind: 'none' };
}

function scratchCanvas(): { context: Context2D; canvas: HTMLCanvasElement } | null {
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS_SIZE;
  canvas.height = CANVAS_SIZE;
  const context = canvas.getContext('2d');
  return context ? { context, canvas } : null;
}

export interface RuneCanvasProps {
  scene: RuneScene;
  mode?: RuneMode;
  /** A hollusion's sway (ignored otherwise). */
  magnitude?: number;
  /** The canvas's accessible name. */
  label?: string;
}

/**
 * One rune on a square canvas as wide as the panel. A normal rune or an anaglyph is drawn once per
 * change; a hollusion is redrawn every animation frame, its layers swaying by their depth.
 */
export function RuneCanvas({
  scene,
  mode = 'normal',
  magnitude = 0.1,
  label = 'Rune',
}: RuneCanvasProps): ReactNode {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [painter, setPainter] = useState<Painter | null>(null);
  const images = useImages(useMemo(() => scene.textures.map((texture) => texture.url), [scene]));
  // The 2D fallback's painting order, worked out once per scene.
  const order = useMemo(
    () => (painter?.kind === '2d' ? backToFront(scene.positions) : null),
    [painter, scene],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.width = CANVAS_SIZE;
    canvas.height = CANVAS_SIZE;
    const created = createPainter(canvas);
    setPainter(created);
    return () => {
      if (created.kind === 'webgl2') created.renderer.dispose();
    };
  }, []);

  useEffect(() => {
    if (!painter || painter.kind === 'none') return;
    const drawAt = (elapsedMs: number) => {
      const passes = passesFor(mode, magnitude, elapsedMs);
      if (painter.kind === 'webgl2') {
        painter.renderer.setScene(scene);
        painter.renderer.draw(passes, images);
      } else if (order) {
        paintScene(painter.context, CANVAS_SIZE, scene, order, passes, images, scratchCanvas);
      }
    };
    if (mode !== 'hollusion') {
      drawAt(0);
      return;
    }
    const started = performance.now();
    let handle = requestAnimationFrame(function tick() {
      drawAt(performance.now() - started);
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [painter, scene, mode, magnitude, images, order]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-renderer={painter?.kind ?? 'pending'}
      style={{ display: 'block', width: '100%', aspectRatio: '1 / 1', background: '#ffffff' }}
    />
  );
}
