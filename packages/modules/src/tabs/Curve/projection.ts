import type { CurveDrawing, CurveView } from '../../protocol';

/**
 * Where a drawing's points land on the canvas, as fractions of its side: u from the left, v from
 * the top (so +y in the curve is up on screen).
 */
export interface Projected {
  /** u, v per point. */
  screen: Float32Array;
  /** For 3D drawings: the unit cube's 12 edges as pairs of (u, v) ends; empty in 2D. */
  cubeEdges: [number, number, number, number][];
}

/** Full views leave this share of each span free on either side, so the curve does not touch the edge. */
const MARGIN = 0.05;

interface Axis {
  centre: number;
  /** Half the shown width along the axis: coordinates map centre ± half to -1..1. */
  half: number;
}

/** The span of one coordinate (0, 1 or 2) of the points, with the margin. */
function extent(points: Float32Array, coordinate: number): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = coordinate; i < points.length; i += 3) {
    const value = points[i] as number;
    if (Number.isFinite(value)) {
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  if (min > max) return { min: 0, max: 0 };
  const pad = (max - min) * MARGIN;
  return { min: min - pad, max: max + pad };
}

/**
 * How each axis maps to -1..1: 'fit' shows 0..1 exactly; 'stretch' gives each axis its own span;
 * 'proportional' uses the largest span for all, centred. A flat axis (one value) gets a span of 1.
 */
export function axesFor(points: Float32Array, view: CurveView, dimensions: 2 | 3): Axis[] {
  const axes = [0, 1, 2].slice(0, dimensions);
  if (view === 'fit') return axes.map(() => ({ centre: 0.5, half: 0.5 }));
  const extents = axes.map((axis) => extent(points, axis));
  const spans = extents.map(({ min, max }) => max - min);
  const largest = Math.max(...spans);
  return extents.map(({ min, max }, axis) => {
    const span = view === 'stretch' ? (spans[axis] as number) : largest;
    return { centre: (min + max) / 2, half: span > 0 ? span / 2 : 0.5 };
  });
}

/** Distance of the eye from the cube's centre, in half-sides: sets how strong the perspective is. */
const EYE = 4;
/** Half the screen, in projected units: wide enough that every corner of the turning cube stays in view. */
const SCREEN_HALF = Math.SQRT2 * (EYE / (EYE - Math.SQRT2)) * 1.05;

/**
 * A point of the cube -1..1 seen from the front: turned by `angle` about the vertical z axis, x to
 * the right, z up, y into the screen, in perspective.
 */
function seen(x: number, y: number, z: number, angle: number): [number, number] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const across = x * cos - y * sin;
  const depth = x * sin + y * cos;
  const scale = EYE / (EYE + depth);
  return [0.5 + (across * scale) / (2 * SCREEN_HALF), 0.5 - (z * scale) / (2 * SCREEN_HALF)];
}

const CUBE_CORNERS = [-1, 1].flatMap((x) => [-1, 1].flatMap((y) => [-1, 1].map((z) => [x, y, z] as const)));

function cubeEdges(angle: number): Projected['cubeEdges'] {
  const edges: Projected['cubeEdges'] = [];
  CUBE_CORNERS.forEach((a, i) => {
    CUBE_CORNERS.slice(i + 1).forEach((b) => {
      // Corners one coordinate apart share an edge.
      const differing = a.filter((value, axis) => value !== b[axis]).length;
      if (differing === 1) edges.push([...seen(...a, angle), ...seen(...b, angle)]);
    });
  });
  return edges;
}

/** Projects a drawing onto the canvas; `angle` (radians) turns 3D drawings about their z axis. */
export function project(drawing: CurveDrawing, angle = 0): Projected {
  const { points } = drawing;
  const count = points.length / 3;
  const screen = new Float32Array(2 * count);
  if (drawing.space === '2D') {
    const [ax, ay] = axesFor(points, drawing.view, 2) as [Axis, Axis];
    for (let i = 0; i < count; i += 1) {
      screen[2 * i] = 0.5 + ((points[3 * i] as number) - ax.centre) / (2 * ax.half);
      screen[2 * i + 1] = 0.5 - ((points[3 * i + 1] as number) - ay.centre) / (2 * ay.half);
    }
    return { screen, cubeEdges: [] };
  }
  const axes = axesFor(points, drawing.view, 3);
  const unit = (i: number, axis: number) => {
    const { centre, half } = axes[axis] as Axis;
    return ((points[3 * i + axis] as number) - centre) / half;
  };
  for (let i = 0; i < count; i += 1) {
    const [u, v] = seen(unit(i, 0), unit(i, 1), unit(i, 2), angle);
    screen[2 * i] = u;
    screen[2 * i + 1] = v;
  }
  return { screen, cubeEdges: cubeEdges(angle) };
}
