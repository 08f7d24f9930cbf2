/**
 * Orthogonal arrow routing for the environment model: an arrow leaves its source by a short stub,
 * then runs in horizontal and vertical segments through the gaps between boxes to the edge of its
 * target. Pure geometry, no React.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far from a box a route runs, so arrows do not hug the boxes they pass. */
const MARGIN = 12;
/** What a bend costs, in pixels of length: fewer bends read better than a slightly shorter path. */
const BEND = 30;
/** An arrow enters a side no closer than this to a corner, so its head is seen on that side. */
const CORNER = 6;
/** Beyond this many grid nodes the search is skipped (a drawing far larger than a screen). */
const MAX_NODES = 60_000;

/** True when the two rectangles share any area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Whether the segment from `a` to `b` passes through the inside of `r`, at any angle. Running along
 * an edge or touching a corner does not count. The segment is clipped to the rectangle (Liang-Barsky);
 * it crosses when the clipped part has length and its middle lies strictly inside.
 */
export function segmentCrosses(a: Point, b: Point, r: Rect): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
    return true;
  };
  if (
    !clip(-dx, a.x - r.x) ||
    !clip(dx, r.x + r.width - a.x) ||
    !clip(-dy, a.y - r.y) ||
    !clip(dy, r.y + r.height - a.y)
  )
    return false;
  if (t1 - t0 <= 1e-9) return false;
  const mx = a.x + dx * ((t0 + t1) / 2);
  const my = a.y + dy * ((t0 + t1) / 2);
  return mx > r.x && mx < r.x + r.width && my > r.y && my < r.y + r.height;
}

export function pathCrosses(points: readonly Point[], r: Rect): boolean {
  for (let i = 1; i < points.length; i += 1) {
    if (segmentCrosses(points[i - 1] as Point, points[i] as Point, r)) return true;
  }
  return false;
}

function clearOf(points: readonly Point[], obstacles: readonly Rect[], from: number): boolean {
  // Segments before `from` are the stub inside the source: they may cross it.
  const tail = points.slice(from);
  return !obstacles.some((o) => pathCrosses(tail, o));
}

/** Drops points that sit on a straight run between their neighbours. */
function simplify(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (last && last.x === p.x && last.y === p.y) continue;
    const before = out[out.length - 2];
    if (
      before &&
      last &&
      ((before.x === last.x && last.x === p.x) || (before.y === last.y && last.y === p.y))
    )
      out[out.length - 1] = p;
    else out.push(p);
  }
  return out;
}

/**
 * Routes an arrow from one of `starts` (each a stub: from the arrow's origin to the point outside its
 * source where routing begins) to an edge of `target`, avoiding `obstacles` (which hold the source and
 * the target too). Tries a straight line and the two one-bend paths first, which is all most arrows
 * need; then searches the grid of gaps between boxes for the path with the fewest bends. When
 * nothing is clear it returns the one-bend path, crossing as little as it can.
 */
export function route(
  starts: readonly Point[][],
  target: Rect,
  obstacles: readonly Rect[],
  /** 'vertical' makes the arrow end on the target's top or bottom (a frame's parent arrow). */
  entry: 'any' | 'vertical' = 'any',
): Point[] {
  const simple = simpleRoutes(starts, target, entry);
  let cheapest: Point[] | null = null;
  let lowest = Number.POSITIVE_INFINITY;
  for (const candidate of simple) {
    const points = simplify(candidate.points);
    const price = cost(points);
    if (price < lowest && clearOf(candidate.points, obstacles, candidate.from))
      [cheapest, lowest] = [points, price];
  }
  if (cheapest) return cheapest;
  const searched = gridRoute(starts, target, obstacles, entry);
  if (searched) return searched;
  let best = simple[0]?.points ?? [];
  let fewest = Number.POSITIVE_INFINITY;
  for (const candidate of simple) {
    const crossed = obstacles.filter((o) => pathCrosses(candidate.points.slice(candidate.from), o)).length;
    if (crossed < fewest) [best, fewest] = [candidate.points, crossed];
  }
  return simplify(best);
}

/** A path's length plus a charge per bend. */
function cost(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) {
    const [a, b] = [points[i - 1] as Point, points[i] as Point];
    total += Math.abs(b.x - a.x) + Math.abs(b.y - a.y);
  }
  return total + Math.max(0, points.length - 2) * BEND;
}

/** Whether a path turns straight back on itself somewhere (a stub up, then down into the source). */
function doublesBack(path: readonly Point[]): boolean {
  const points = path.filter((p, i) => i === 0 || p.x !== path[i - 1]?.x || p.y !== path[i - 1]?.y);
  for (let i = 2; i < points.length; i += 1) {
    const d1 = direction(points[i - 2] as Point, points[i - 1] as Point);
    const d2 = direction(points[i - 1] as Point, points[i] as Point);
    if (d1 !== -1 && d2 !== -1 && (d1 + 2) % 4 === d2) return true;
  }
  return false;
}

/** Where an arrow at `v` along one axis may enter a side spanning [lo, hi]: clamped off the corners. */
function entryOn(v: number, lo: number, hi: number): number {
  const inset = Math.min(20, (hi - lo) / 2);
  return v > lo + CORNER && v < hi - CORNER ? v : lo + inset;
}

function simpleRoutes(
  starts: readonly Point[][],
  t: Rect,
  entry: 'any' | 'vertical',
): { points: Point[]; from: number }[] {
  const out: { points: Point[]; from: number }[] = [];
  const right = t.x + t.width;
  const bottom = t.y + t.height;
  for (const stub of starts) {
    const s = stub[stub.length - 1];
    if (!s) continue;
    const from = stub.length - 1;
    const ey = entryOn(s.y, t.y, bottom);
    const ex = entryOn(s.x, t.x, right);
    const sideX = entry === 'vertical' ? null : s.x <= t.x ? t.x : s.x >= right ? right : null;
    const sideY = s.y <= t.y ? t.y : s.y >= bottom ? bottom : null;
    // Straight, then vertical-then-horizontal into a side, then horizontal-then-vertical into top or bottom.
    if (sideX !== null && ey === s.y) out.push({ points: [...stub, { x: sideX, y: s.y }], from });
    if (sideY !== null && ex === s.x) out.push({ points: [...stub, { x: s.x, y: sideY }], from });
    if (sideX !== null) out.push({ points: [...stub, { x: s.x, y: ey }, { x: sideX, y: ey }], from });
    if (sideY !== null) out.push({ points: [...stub, { x: ex, y: s.y }, { x: ex, y: sideY }], from });
  }
  return out.filter((candidate) => !doublesBack(candidate.points));
}

function sortedUnique(values: number[]): number[] {
  values.sort((a, b) => a - b);
  return values.filter((v, i) => i === 0 || v !== values[i - 1]);
}

/** First index whose value is greater than `v` (binary search). */
function above(values: readonly number[], v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Directions: 0 right, 1 down, 2 left, 3 up.
const DX = [1, 0, -1, 0];
const DY = [0, 1, 0, -1];

function direction(a: Point, b: Point): number {
  if (b.x > a.x) return 0;
  if (b.y > a.y) return 1;
  if (b.x < a.x) return 2;
  if (b.y < a.y) return 3;
  return -1;
}

/**
 * A* over the grid of lines beside, and through the middle of, every box. A node inside a box is
 * blocked; because every box has a line through its middle, a step between two free neighbours can
 * never pass through a box either. States are (node, heading) so each bend can be charged.
 */
function gridRoute(
  starts: readonly Point[][],
  t: Rect,
  obstacles: readonly Rect[],
  entry: 'any' | 'vertical',
): Point[] | null {
  const xsRaw: number[] = [t.x, t.x + t.width];
  const ysRaw: number[] = [t.y, t.y + t.height];
  for (const o of obstacles) {
    xsRaw.push(o.x - MARGIN, o.x + o.width / 2, o.x + o.width + MARGIN);
    ysRaw.push(o.y - MARGIN, o.y + o.height / 2, o.y + o.height + MARGIN);
  }
  xsRaw.push(t.x + Math.min(20, t.width / 2));
  ysRaw.push(t.y + Math.min(20, t.height / 2));
  for (const stub of starts) {
    const s = stub[stub.length - 1];
    if (s) [xsRaw[xsRaw.length], ysRaw[ysRaw.length]] = [s.x, s.y];
  }
  const xs = sortedUnique(xsRaw);
  const ys = sortedUnique(ysRaw);
  const nx = xs.length;
  const ny = ys.length;
  if (nx * ny > MAX_NODES) return null;
  const blocked = new Uint8Array(nx * ny);
  for (const o of obstacles) {
    const i1 = above(xs, o.x);
    const i2 = above(xs, o.x + o.width - 1e-9);
    const j1 = above(ys, o.y);
    const j2 = above(ys, o.y + o.height - 1e-9);
    for (let j = j1; j < j2; j += 1) {
      if ((ys[j] as number) >= o.y + o.height) break;
      for (let i = i1; i < i2; i += 1) if ((xs[i] as number) < o.x + o.width) blocked[j * nx + i] = 1;
    }
  }
  const right = t.x + t.width;
  const bottom = t.y + t.height;
  const isGoal = (x: number, y: number, dir: number): boolean =>
    (entry === 'any' && dir === 0 && x === t.x && y >= t.y + CORNER && y <= bottom - CORNER) ||
    (entry === 'any' && dir === 2 && x === right && y >= t.y + CORNER && y <= bottom - CORNER) ||
    (dir === 1 && y === t.y && x >= t.x + CORNER && x <= right - CORNER) ||
    (dir === 3 && y === bottom && x >= t.x + CORNER && x <= right - CORNER);
  const h = (x: number, y: number) => Math.max(t.x - x, 0, x - right) + Math.max(t.y - y, 0, y - bottom);

  const states = nx * ny * 4;
  const g = new Float64Array(states).fill(Number.POSITIVE_INFINITY);
  const prev = new Int32Array(states).fill(-1);
  const stubOf = new Int32Array(states).fill(-1);
  const heap = new MinHeap();
  starts.forEach((stub, k) => {
    const s = stub[stub.length - 1];
    const before = stub[stub.length - 2];
    if (!s) return;
    const node = above(ys, s.y - 1e-9) * nx + above(xs, s.x - 1e-9);
    if (blocked[node]) return;
    const heading = before ? direction(before, s) : -1;
    for (let d = 0; d < 4; d += 1) {
      if (heading !== -1 && d !== heading) continue;
      const state = node * 4 + d;
      g[state] = 0;
      stubOf[state] = k;
      heap.push(state, h(s.x, s.y));
    }
  });
  while (heap.size > 0) {
    const state = heap.pop();
    const d = state & 3;
    const node = state >> 2;
    const i = node % nx;
    const j = (node - i) / nx;
    const x = xs[i] as number;
    const y = ys[j] as number;
    if (prev[state] !== -1 && isGoal(x, y, d)) return rebuild(state, prev, stubOf, starts, xs, ys, nx);
    const cost = g[state] as number;
    for (let nd = 0; nd < 4; nd += 1) {
      if (nd === (d + 2) % 4) continue;
      const ni = i + (DX[nd] as number);
      const nj = j + (DY[nd] as number);
      if (ni < 0 || nj < 0 || ni >= nx || nj >= ny) continue;
      const next = nj * nx + ni;
      if (blocked[next]) continue;
      const nxv = xs[ni] as number;
      const nyv = ys[nj] as number;
      const step = Math.abs(nxv - x) + Math.abs(nyv - y) + (nd === d ? 0 : BEND);
      const nextState = next * 4 + nd;
      if (cost + step < (g[nextState] as number)) {
        g[nextState] = cost + step;
        prev[nextState] = state;
        stubOf[nextState] = stubOf[state] as number;
        heap.push(nextState, cost + step + h(nxv, nyv));
      }
    }
  }
  return null;
}

function rebuild(
  end: number,
  prev: Int32Array,
  stubOf: Int32Array,
  starts: readonly Point[][],
  xs: readonly number[],
  ys: readonly number[],
  nx: number,
): Point[] {
  const path: Point[] = [];
  for (let state = end; state !== -1; state = prev[state] as number) {
    const node = state >> 2;
    path.push({ x: xs[node % nx] as number, y: ys[Math.floor(node / nx)] as number });
  }
  path.reverse();
  const stub = starts[stubOf[end] as number] ?? [];
  return simplify([...stub, ...path]);
}

/** A binary heap of state numbers by priority. */
class MinHeap {
  private readonly items: number[] = [];
  private readonly keys: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: number, key: number): void {
    const { items, keys } = this;
    let i = items.length;
    items.push(item);
    keys.push(key);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      items[i] = items[parent] as number;
      keys[i] = keys[parent] as number;
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
  }

  pop(): number {
    const { items, keys } = this;
    const top = items[0] as number;
    const lastItem = items.pop() as number;
    const lastKey = keys.pop() as number;
    const n = items.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const c = r < n && (keys[r] as number) < (keys[l] as number) ? r : l;
        if ((keys[c] as number) >= lastKey) break;
        items[i] = items[c] as number;
        keys[i] = keys[c] as number;
        i = c;
      }
      items[i] = lastItem;
      keys[i] = lastKey;
    }
    return top;
  }
}
