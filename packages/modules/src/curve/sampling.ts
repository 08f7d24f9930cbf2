import { stringify } from 'js-slang/dist/utils/stringify';
import type { CurveDrawing, CurveSpace, CurveStyle, CurveView } from '../protocol';
import { recordOutput } from '../runtime/outputs';
import { type Curve, described, pointAt, requireCurve } from './curve-values';
import { curveState } from './state';

/** Sample counts must stay below this (the reference's bound: indices fit in 16 bits). */
export const MAX_SAMPLES = 65_535;

/** How one drawer draws: which Source function it is and what the drawing looks like. */
export interface DrawerSpec {
  name: string;
  space: CurveSpace;
  style: CurveStyle;
  view: CurveView;
}

/** What a drawer returns: the drawing it recorded, opaque to Source. */
export class CurveDrawn {
  constructor(readonly drawing: CurveDrawing) {}

  toReplString(): string {
    return '<CurveDrawn>';
  }
}

/** A function from a curve to its drawing: what draw_connected(n) and the others return. */
export type RenderFunction = (curve: Curve) => CurveDrawn;

/** The spec and sample count behind each render function the module made (animations need them). */
const renderFunctions = new WeakMap<RenderFunction, { spec: DrawerSpec; samples: number }>();

export function renderFunctionInfo(value: unknown): { spec: DrawerSpec; samples: number } | undefined {
  return typeof value === 'function' ? renderFunctions.get(value as RenderFunction) : undefined;
}

/**
 * Samples a curve at n + 1 evenly spaced values of t (0, 1/n, ..., 1) into plain arrays. A 2D
 * drawing keeps z at 0 so that a 3D curve drawn flat lies in the plane.
 */
export function sampleCurve(curve: Curve, samples: number, spec: DrawerSpec): CurveDrawing {
  const points = new Float32Array(3 * (samples + 1));
  const colors = new Float32Array(4 * (samples + 1));
  for (let i = 0; i <= samples; i += 1) {
    const point = pointAt(curve, i / samples, spec.name);
    points.set([point.x, point.y, spec.space === '3D' ? point.z : 0], 3 * i);
    colors.set([point.r / 255, point.g / 255, point.b / 255, 1], 4 * i);
  }
  return { space: spec.space, style: spec.style, view: spec.view, points, colors };
}

function requireSampleCount(n: unknown, name: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0 || n >= MAX_SAMPLES) {
    throw new Error(
      `${name}: expected a whole number of samples greater than 0 and less than ${MAX_SAMPLES}, received: ${stringify(n)}`,
    );
  }
  return n;
}

/** The render function `spec.name(n)` returns: each call samples, records and returns a drawing. */
export function makeRenderFunction(spec: DrawerSpec, n: unknown): RenderFunction {
  const samples = requireSampleCount(n, spec.name);
  const render = described((curve: Curve): CurveDrawn => {
    const drawing = sampleCurve(requireCurve(curve, spec.name), samples, spec);
    recordOutput(curveState(), { module: 'curve', kind: 'curve', drawing }, spec.name);
    return new CurveDrawn(drawing);
  }, `<RenderFunction ${spec.name}(${samples})>`);
  renderFunctions.set(render, { spec, samples });
  return render;
}
