import { stringify } from 'js-slang/dist/utils/stringify';
import { callSource } from '../runtime/call-source';
import { type Point, requirePoint } from './point';

/** A curve: a function from t in [0, 1] to a point. Source functions are plain JS functions here. */
export type Curve = (t: number) => Point;

/** A curve transformer: a function from a curve to a curve. */
export type CurveTransformer = (curve: Curve) => Curve;

/**
 * Gives a function the module makes (a transformed curve, a transformer) a short REPL text, so
 * printing it does not show our implementation. js-slang's stringify prefers `toReplString`.
 */
export function described<F extends (...args: never[]) => unknown>(f: F, text: string): F {
  return Object.assign(f, { toReplString: () => text });
}

/** Throws an error naming `functionName` unless `value` is a function (a curve from Source). */
export function requireCurve(value: unknown, functionName: string): Curve {
  if (typeof value !== 'function') {
    throw new Error(`${functionName}: expected a curve (a function of t), received: ${stringify(value)}`);
  }
  return value as Curve;
}

/**
 * The point a curve gives at t. The curve is usually the student's Source function: errors it
 * throws propagate unchanged; a result that is not a point is an error naming `functionName`.
 */
export function pointAt(curve: Curve, t: number, functionName: string): Point {
  const value = callSource(curve, t);
  try {
    return requirePoint(value, functionName);
  } catch {
    throw new Error(
      `${functionName}: the curve returned ${stringify(value)} at t = ${t}, but a curve must return a point`,
    );
  }
}

/** A curve made by the module: named for the REPL and with exactly one parameter (js-slang's arity check). */
export function madeCurve(f: (t: number) => Point): Curve {
  return described(f, '<Curve>');
}

/** A transformer made by the module, checking its argument and naming itself in errors. */
export function madeTransformer(name: string, transform: (curve: Curve) => Curve): CurveTransformer {
  return described((curve: Curve) => transform(requireCurve(curve, name)), '<CurveTransformer>');
}
