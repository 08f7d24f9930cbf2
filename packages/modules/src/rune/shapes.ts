// The basic runes' geometry, drawn for this project: each shape is a list of triangles in the
// square [-1, 1]² (+y up), at depth 0. Outlines are kept coarse enough that a fractal of a few
// thousand copies stays a few hundred thousand vertices.

type Point = readonly [number, number];

/** Triangles (flat x, y pairs, three points each) to x, y, z, w vertex data. */
function toVertices(xy: readonly number[]): Float32Array {
  const out = new Float32Array((xy.length / 2) * 4);
  for (let i = 0, j = 0; i < xy.length; i += 2, j += 4) {
    out[j] = xy[i] as number;
    out[j + 1] = xy[i + 1] as number;
    out[j + 3] = 1;
  }
  return out;
}

/** A fan of triangles from `center` around a closed outline (the outline must be star-shaped from it). */
function fan(center: Point, outline: readonly Point[]): number[] {
  const xy: number[] = [];
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i] as Point;
    const b = outline[(i + 1) % outline.length] as Point;
    xy.push(center[0], center[1], a[0], a[1], b[0], b[1]);
  }
  return xy;
}

/** The rectangle from (x0, y0) to (x1, y1) as two triangles. */
function rectangle(x0: number, y0: number, x1: number, y1: number): number[] {
  return [x0, y0, x1, y0, x1, y1, x0, y0, x1, y1, x0, y1];
}

/** Points alternating between two radii: a star with `points` tips, the first straight up. */
function starOutline(points: number, outer: number, inner: number): Point[] {
  const outline: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = Math.PI / 2 + (i * Math.PI) / points;
    outline.push([radius * Math.cos(angle), radius * Math.sin(angle)]);
  }
  return outline;
}

function circleOutline(segments: number): Point[] {
  const outline: Point[] = [];
  for (let i = 0; i < segments; i++) {
    const angle = (2 * Math.PI * i) / segments;
    outline.push([Math.cos(angle), Math.sin(angle)]);
  }
  return outline;
}

/**
 * A heart from the classic sine-cubed curve, scaled into the square. The curve is star-shaped from
 * a point a little below its middle, so one fan covers it.
 */
function heartOutline(segments: number): Point[] {
  const raw: Point[] = [];
  for (let i = 0; i < segments; i++) {
    const t = (2 * Math.PI * i) / segments;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    raw.push([x, y]);
  }
  // x spans [-16, 16]; y spans about [-17, 12]: centre it and fit the taller side.
  const top = Math.max(...raw.map((p) => p[1]));
  const bottom = Math.min(...raw.map((p) => p[1]));
  const middle = (top + bottom) / 2;
  const half = Math.max(16, (top - bottom) / 2);
  return raw.map(([x, y]) => [x / half, (y - middle) / half]);
}

/** A spiral band winding out from the middle, as a strip of quads. */
function ribbonTriangles(): number[] {
  const xy: number[] = [];
  const turns = 3;
  const steps = 72;
  const width = 0.09;
  const at = (s: number, offset: number): Point => {
    const angle = s * turns * 2 * Math.PI;
    const radius = 0.08 + s * 0.86 + offset;
    return [radius * Math.cos(angle), radius * Math.sin(angle)];
  };
  for (let i = 0; i < steps; i++) {
    const s0 = i / steps;
    const s1 = (i + 1) / steps;
    const [a, b, c, d] = [at(s0, -width), at(s0, width), at(s1, width), at(s1, -width)];
    xy.push(a[0], a[1], b[0], b[1], c[0], c[1], a[0], a[1], c[0], c[1], d[0], d[1]);
  }
  return xy;
}

export const BLANK_SHAPE = new Float32Array(0);
export const SQUARE_SHAPE = toVertices(rectangle(-1, -1, 1, 1));
export const CIRCLE_SHAPE = toVertices(fan([0, 0], circleOutline(48)));
/** The triangle filling the upper-right quarter's outer half. */
export const CORNER_SHAPE = toVertices([0, 1, 1, 1, 1, 0]);
export const HEART_SHAPE = toVertices(fan([0, -0.1], heartOutline(40)));
/** A four-pointed burst with long vertical and short horizontal rays. */
export const NOVA_SHAPE = toVertices(
  fan(
    [0, 0],
    starOutline(4, 1, 0.18).map(([x, y], i) => (i % 4 === 2 ? [x * 0.55, y * 0.55] : [x, y])),
  ),
);
export const PENTAGRAM_SHAPE = toVertices(fan([0, 0], starOutline(5, 1, 0.382)));
/** A plus of two bars, with small triangles in two opposite angles like a pinwheel. */
export const RCROSS_SHAPE = toVertices([
  ...rectangle(-1, -0.2, 1, 0.2),
  ...rectangle(-0.2, 0.2, 0.2, 1),
  ...rectangle(-0.2, -1, 0.2, -0.2),
  ...[0.2, 0.2, 0.6, 0.2, 0.2, 0.6],
  ...[-0.2, -0.2, -0.6, -0.2, -0.2, -0.6],
]);
export const RIBBON_SHAPE = toVertices(ribbonTriangles());
/** A sail: a tall triangle on a short mast, leaning right. */
export const SAIL_SHAPE = toVertices([
  -0.3,
  1,
  -0.3,
  -0.55,
  0.75,
  -0.55,
  ...rectangle(-0.34, -0.85, -0.26, 1),
  ...rectangle(-0.8, -0.95, 0.8, -0.85),
]);
/** An isosceles triangle pointing up, standing on the bottom edge. */
export const TRIANGLE_SHAPE = toVertices([-1, -1, 1, -1, 0, 1]);
