import { stringify } from 'js-slang/dist/utils/stringify';
import { type CurveDrawing, type CurveSpace, MODULE_LIMITS } from '../protocol';
import { callSource } from '../runtime/call-source';
import { recordOutput } from '../runtime/outputs';
import { type Curve, requireCurve } from './curve-values';
import { requireNumber } from './point';
import { renderFunctionInfo, sampleCurve } from './sampling';
import { curveState } from './state';

/** What animate_curve returns: the animation it recorded, opaque to Source. */
export class AnimatedCurve {
  constructor(
    readonly duration: number,
    readonly fps: number,
    readonly frames: readonly CurveDrawing[],
  ) {}

  toReplString(): string {
    return '<AnimatedCurve>';
  }
}

function positive(value: unknown, name: string, parameter: string): number {
  const number = requireNumber(value, name, parameter);
  if (!(number > 0) || !Number.isFinite(number)) {
    throw new Error(`${name}: expected a positive number for ${parameter}, received: ${stringify(number)}`);
  }
  return number;
}

/**
 * Computes every frame now, in the program's own run (so its time limit and error lines apply),
 * and records the animation for the tab. Frame i shows the curve `makeCurve(i / fps)`.
 */
function animate(
  name: string,
  space: CurveSpace,
  duration: unknown,
  fps: unknown,
  drawer: unknown,
  makeCurve: unknown,
): AnimatedCurve {
  const seconds = positive(duration, name, 'the duration');
  const rate = positive(fps, name, 'the frame rate');
  const info = renderFunctionInfo(drawer);
  if (info === undefined) {
    throw new Error(`${name}: expected a drawer such as draw_connected(100), received: ${stringify(drawer)}`);
  }
  if (info.spec.space !== space) {
    const other = space === '2D' ? 'animate_3D_curve' : 'animate_curve';
    throw new Error(`${name}: ${info.spec.name} draws ${info.spec.space} curves; use ${other} for it`);
  }
  if (typeof makeCurve !== 'function') {
    throw new Error(`${name}: expected a function from a time to a curve, received: ${stringify(makeCurve)}`);
  }
  const frameCount = Math.max(1, Math.round(seconds * rate));
  if (frameCount > MODULE_LIMITS.maxAnimationFrames) {
    throw new Error(
      `${name}: an animation may have at most ${MODULE_LIMITS.maxAnimationFrames.toLocaleString('en')} frames (duration × fps), this one has ${frameCount.toLocaleString('en')}`,
    );
  }
  const frames: CurveDrawing[] = [];
  for (let i = 0; i < frameCount; i += 1) {
    const curve = requireCurve(callSource(makeCurve as (t: number) => unknown, i / rate), name);
    frames.push(sampleCurve(curve, info.samples, info.spec));
  }
  recordOutput(
    curveState(),
    { module: 'curve', kind: 'curve-animation', fps: rate, duration: seconds, frames },
    name,
  );
  return new AnimatedCurve(seconds, rate, frames);
}

/**
 * Makes an animation of 2D curves and shows it in the Curves tab. It has duration × fps frames
 * (at most 3,000), all computed now: frame i draws, with `drawer`, the curve `func(i / fps)`.
 * @param duration How long the animation lasts, in seconds.
 * @param fps How many frames it shows a second.
 * @param drawer A 2D drawer's render function, such as draw_connected(100).
 * @param func A function from the time in seconds (from 0) to the curve shown then.
 * @returns The animation.
 */
export function animate_curve(
  duration: number,
  fps: number,
  drawer: (curve: Curve) => unknown,
  func: (t: number) => Curve,
): AnimatedCurve {
  return animate('animate_curve', '2D', duration, fps, drawer, func);
}

/**
 * Makes an animation of 3D curves and shows it in the Curves tab. It has duration × fps frames
 * (at most 3,000), all computed now: frame i draws, with `drawer`, the curve `func(i / fps)`.
 * @param duration How long the animation lasts, in seconds.
 * @param fps How many frames it shows a second.
 * @param drawer A 3D drawer's render function, such as draw_3D_connected(100).
 * @param func A function from the time in seconds (from 0) to the curve shown then.
 * @returns The animation.
 */
export function animate_3D_curve(
  duration: number,
  fps: number,
  drawer: (curve: Curve) => unknown,
  func: (t: number) => Curve,
): AnimatedCurve {
  return animate('animate_3D_curve', '3D', duration, fps, drawer, func);
}
