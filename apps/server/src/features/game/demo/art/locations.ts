import {
  circle,
  defs,
  ellipse,
  line,
  path,
  polygon,
  radialGlow,
  rect,
  stars,
  svg,
  verticalGradient,
} from './svg';

/** Backgrounds are drawn at the game's size (game-facts 3: 1920x1080). */
const W = 1920;
const H = 1080;

/** The starship's bridge: a wide window on space with a ringed planet, consoles along the floor. */
export function bridge(): string {
  return svg(
    W,
    H,
    defs(verticalGradient('wall', '#1d2b4f', '#0e1630'), verticalGradient('floor', '#2a3556', '#151b33')),
    rect(0, 0, W, H, 'url(#wall)'),
    path('M 160 90 L 1760 90 L 1660 600 L 260 600 Z', '#050814', { stroke: '#6c7fb8', 'stroke-width': 14 }),
    stars(11, 160, { x: 260, y: 110, w: 1400, h: 470 }),
    circle(1320, 330, 120, '#d98c4a'),
    ellipse(1320, 330, 210, 40, 'none', { stroke: '#f3c98b', 'stroke-width': 10, opacity: 0.8 }),
    circle(520, 240, 40, '#7fb4e6', { opacity: 0.8 }),
    line(960, 90, 960, 600, '#6c7fb8', 10),
    rect(0, 600, W, 480, 'url(#floor)'),
    rect(0, 600, W, 14, '#6c7fb8'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => line(120 + i * 280, 640, 40 + i * 300, 1080, '#33406b', 4)),
    rect(40, 660, 150, 90, '#26314f', { rx: 16 }),
    rect(1730, 660, 150, 90, '#26314f', { rx: 16 }),
    ...[0, 1, 2].map((i) => circle(80 + i * 36, 700, 10, ['#ff5d5d', '#ffd25d', '#5dff9b'][i] ?? '#fff')),
  );
}

/** The engine room: pipes, warm light and the glowing reactor in the middle. */
export function engineRoom(): string {
  return svg(
    W,
    H,
    defs(verticalGradient('wall', '#4a2f22', '#22150f'), radialGlow('core', '#ffb347')),
    rect(0, 0, W, H, 'url(#wall)'),
    ...[0, 1, 2, 3].map((i) => rect(0, 120 + i * 110, W, 34, '#6b4a38', { opacity: 0.9 })),
    ...[0, 1, 2, 3, 4, 5].map((i) => rect(150 + i * 330, 0, 40, 720, '#5a3d2e')),
    circle(960, 380, 330, 'url(#core)'),
    rect(830, 140, 260, 480, '#2b1d16', { rx: 40, stroke: '#ffb347', 'stroke-width': 10 }),
    rect(880, 190, 160, 380, '#ffcf7a', { rx: 30, opacity: 0.85 }),
    rect(0, 720, W, 360, '#2e211a'),
    rect(0, 720, W, 12, '#8a6249'),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(i * 260, 800 + (i % 2) * 120, 200, 16, '#3d2c22')),
  );
}

/** The hangar: a wide open bay door on space and striped landing marks on the floor. */
export function hangar(): string {
  return svg(
    W,
    H,
    defs(verticalGradient('wall', '#3b4450', '#1e242c')),
    rect(0, 0, W, H, 'url(#wall)'),
    rect(200, 80, 1520, 560, '#03060d', { stroke: '#8b97a6', 'stroke-width': 18 }),
    stars(22, 140, { x: 220, y: 100, w: 1480, h: 520 }),
    circle(520, 470, 90, '#5f7fbf', { opacity: 0.7 }),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
      polygon(
        [
          [200 + i * 170, 80],
          [285 + i * 170, 80],
          [200 + i * 170, 40],
        ],
        '#f2c84b',
      ),
    ),
    rect(0, 640, W, 440, '#262c34'),
    rect(0, 640, W, 16, '#8b97a6'),
    ellipse(960, 880, 520, 110, 'none', {
      stroke: '#f2c84b',
      'stroke-width': 12,
      'stroke-dasharray': '60 40',
    }),
    rect(60, 680, 120, 300, '#3a424d', { rx: 12 }),
    rect(1740, 680, 120, 300, '#3a424d', { rx: 12 }),
  );
}

/** The training dome: tall arches against a violet sky, a soft round floor and a mat. */
export function trainingDome(): string {
  return svg(
    W,
    H,
    defs(verticalGradient('sky', '#2a1b4d', '#6a4a8c'), radialGlow('lamp', '#ffe8a3')),
    rect(0, 0, W, H, 'url(#sky)'),
    stars(33, 90, { x: 0, y: 0, w: W, h: 420 }),
    circle(960, 200, 260, 'url(#lamp)'),
    // The dome's ribs: arches from one side of the floor to the other.
    ...[0, 1, 2, 3].map((i) =>
      path(`M ${100 + i * 150} 1080 Q 960 ${-420 + i * 160} ${1820 - i * 150} 1080`, 'none', {
        stroke: '#c9b6e8',
        'stroke-width': 12,
        opacity: 0.45,
      }),
    ),
    ellipse(960, 960, 980, 220, '#3b2a5c'),
    ellipse(960, 900, 620, 120, '#52407a'),
    ellipse(960, 880, 320, 70, '#b39ddb'),
    ellipse(960, 880, 250, 48, '#8e73c2'),
  );
}

/** The room's default background (game-facts 4): the inside of a little crashed escape pod. */
export function sourceCrashedPod(): string {
  return svg(
    W,
    H,
    defs(verticalGradient('hull', '#55606e', '#262c35')),
    rect(0, 0, W, H, 'url(#hull)'),
    circle(960, 360, 250, '#0a0f1c', { stroke: '#9aa6b5', 'stroke-width': 24 }),
    stars(44, 50, { x: 780, y: 180, w: 360, h: 360 }),
    path('M 860 220 L 940 330 L 900 400 L 1010 470', 'none', { stroke: '#dfe7f1', 'stroke-width': 6 }),
    rect(0, 760, W, 320, '#2d333c'),
    polygon(
      [
        [0, 760],
        [W, 700],
        [W, 716],
        [0, 776],
      ],
      '#9aa6b5',
    ),
    rect(140, 520, 260, 180, '#3a414c', { rx: 18 }),
    circle(210, 590, 18, '#ff6b6b'),
    circle(270, 590, 18, '#ffd36b'),
    rect(1560, 480, 220, 260, '#3a414c', { rx: 18 }),
  );
}

/** A room background for My Room: a wall of `wall` colour with a window and a floor of `floor`. */
function room(wall: string, floor: string, windowSky: string, seed: number): string {
  return svg(
    W,
    H,
    rect(0, 0, W, H, wall),
    rect(0, 0, W, 60, '#ffffff', { opacity: 0.08 }),
    rect(1280, 160, 460, 340, windowSky, { stroke: '#f4efe6', 'stroke-width': 18, rx: 10 }),
    stars(seed, 40, { x: 1300, y: 180, w: 420, h: 300 }),
    line(1510, 160, 1510, 500, '#f4efe6', 10),
    rect(0, 720, W, 360, floor),
    rect(0, 712, W, 16, '#000000', { opacity: 0.2 }),
  );
}

export const recursionRoom = () => room('#3f5a7a', '#6b4f3a', '#0d1b3a', 55);
export const gardenRoom = () => room('#4e7a4f', '#8a6d4b', '#9fd3f2', 66);
export const starRoom = () => room('#4a3f73', '#3b3450', '#07091a', 77);
