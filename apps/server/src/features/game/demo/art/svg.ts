/**
 * A few helpers to write the demo's pictures as SVG text: the art is made by code (nothing drawn
 * elsewhere or copied), small, and sharp at any size the game scales it to.
 */

export type Attrs = Readonly<Record<string, string | number>>;

function attrText(attrs: Attrs): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`)
    .join('');
}

/** One element; children are SVG text already. */
export function el(name: string, attrs: Attrs, ...children: string[]): string {
  return children.length === 0
    ? `<${name}${attrText(attrs)}/>`
    : `<${name}${attrText(attrs)}>${children.join('')}</${name}>`;
}

/** A whole SVG file of this size (its viewBox too, so it scales cleanly). */
export function svg(width: number, height: number, ...body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body.join('')}</svg>\n`;
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round' });

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${x},${y}`).join(' '), fill, ...extra });

export const text = (x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}) =>
  el(
    'text',
    {
      x,
      y,
      'font-family': 'Verdana, sans-serif',
      'font-size': size,
      fill,
      'text-anchor': 'middle',
      ...extra,
    },
    content.replaceAll('&', '&amp;').replaceAll('<', '&lt;'),
  );

/** A vertical linear gradient `id` from `top` to `bottom` (use it as `url(#id)`). */
export const verticalGradient = (id: string, top: string, bottom: string) =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': top }),
    el('stop', { offset: 1, 'stop-color': bottom }),
  );

/** A radial glow `id`: `colour` in the middle fading out. */
export const radialGlow = (id: string, colour: string) =>
  el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': colour, 'stop-opacity': 0.9 }),
    el('stop', { offset: 1, 'stop-color': colour, 'stop-opacity': 0 }),
  );

export const defs = (...children: string[]) => el('defs', {}, ...children);

/**
 * A repeatable sequence of numbers in [0, 1) (a linear congruential generator): star fields come
 * out the same at every seed, so seeding twice writes the same bytes.
 */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `count` little stars inside the box, from `seed`. */
export function stars(
  seed: number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
): string {
  const next = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(box.x + next() * box.w);
    const y = Math.round(box.y + next() * box.h);
    const r = (0.8 + next() * 2.2).toFixed(1);
    out += circle(x, y, Number(r), '#ffffff', { opacity: (0.4 + next() * 0.6).toFixed(2) });
  }
  return out;
}
