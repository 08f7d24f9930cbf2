import { circle, defs, ellipse, line, path, polygon, radialGlow, rect, svg, text } from './svg';

/**
 * The clickable things of the demo chapters, each drawn at the size its checkpoint line gives it
 * (the game resizes to that size anyway, so the proportions match).
 */

export const mainConsole = () =>
  svg(
    520,
    300,
    polygon(
      [
        [40, 120],
        [480, 120],
        [520, 300],
        [0, 300],
      ],
      '#2d3a63',
    ),
    rect(40, 20, 440, 110, '#18213d', { rx: 20, stroke: '#7f95d1', 'stroke-width': 8 }),
    path('M 70 90 L 140 50 L 200 80 L 260 40 L 330 95 L 400 60 L 450 75', 'none', {
      stroke: '#ff5d5d',
      'stroke-width': 8,
    }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      circle(90 + i * 68, 200, 20, ['#ff5d5d', '#ffd25d', '#5dff9b'][i % 3] ?? '#fff'),
    ),
    rect(180, 240, 160, 30, '#ff5d5d', { rx: 14 }),
  );

export const robotBuddy = () =>
  svg(
    280,
    400,
    line(140, 70, 140, 20, '#8e9bb0', 8),
    circle(140, 16, 14, '#5dff9b'),
    rect(40, 70, 200, 160, '#d6deea', { rx: 40 }),
    rect(65, 95, 150, 110, '#1d2940', { rx: 26 }),
    path('M 95 150 L 110 130 L 125 150', 'none', { stroke: '#7df9ff', 'stroke-width': 8 }),
    path('M 155 150 L 170 130 L 185 150', 'none', { stroke: '#7df9ff', 'stroke-width': 8 }),
    rect(60, 240, 160, 130, '#b8c4d6', { rx: 30 }),
    circle(140, 300, 24, '#ffb347'),
    ellipse(140, 385, 90, 14, '#000000', { opacity: 0.25 }),
  );

export const cookieTin = () =>
  svg(
    140,
    110,
    ellipse(70, 30, 62, 20, '#e0a64f'),
    rect(8, 30, 124, 66, '#c9872e'),
    ellipse(70, 96, 62, 12, '#a86c20'),
    ellipse(70, 28, 58, 16, '#f2c27a'),
    circle(52, 24, 6, '#6b3d12'),
    circle(82, 30, 5, '#6b3d12'),
    text(70, 76, '★', 30, '#fff4d6'),
  );

export const loosePanel = () =>
  svg(
    360,
    300,
    rect(20, 20, 320, 260, '#6e7b8c', { rx: 16, transform: 'rotate(6 180 150)' }),
    rect(50, 50, 260, 200, '#59656f', { rx: 10, transform: 'rotate(6 180 150)' }),
    circle(60, 50, 12, '#c9d1db'),
    circle(300, 260, 12, '#c9d1db'),
    polygon(
      [
        [200, 60],
        [170, 140],
        [210, 140],
        [180, 230],
        [250, 120],
        [210, 120],
        [240, 60],
      ],
      '#ffe45c',
    ),
  );

export const door = () =>
  svg(
    260,
    480,
    rect(10, 10, 240, 460, '#404b5a', { rx: 24 }),
    rect(34, 40, 90, 410, '#6c7a8c', { rx: 10 }),
    rect(136, 40, 90, 410, '#6c7a8c', { rx: 10 }),
    rect(110, 200, 40, 80, '#2d3540', { rx: 8 }),
    circle(130, 26, 8, '#5dff9b'),
  );

export const commsPanel = () =>
  svg(
    420,
    280,
    rect(10, 20, 400, 250, '#2b3440', { rx: 26 }),
    rect(40, 45, 340, 130, '#0f2b1e', { rx: 14, stroke: '#5dff9b', 'stroke-width': 6 }),
    path('M 60 110 Q 100 60 140 110 T 220 110 T 300 110 T 360 110', 'none', {
      stroke: '#5dff9b',
      'stroke-width': 6,
    }),
    circle(90, 220, 22, '#5dff9b'),
    circle(160, 220, 22, '#ffd25d'),
    rect(220, 205, 150, 30, '#4d5a6b', { rx: 14 }),
  );

export const alienShip = () =>
  svg(
    620,
    340,
    defs(radialGlow('beam', '#b6ff8f')),
    ellipse(310, 260, 260, 70, 'url(#beam)'),
    ellipse(310, 190, 290, 80, '#4c9a5a'),
    ellipse(310, 150, 150, 90, '#a8f0c0', { opacity: 0.85 }),
    ...[0, 1, 2, 3, 4].map((i) => circle(110 + i * 100, 200, 16, '#f2ff8f')),
  );

export const trainingDroid = () =>
  svg(
    220,
    220,
    defs(radialGlow('hum', '#9fd8ff')),
    circle(110, 110, 108, 'url(#hum)'),
    circle(110, 110, 64, '#cfd8e6'),
    circle(110, 110, 24, '#3b82f6'),
    line(46, 110, 14, 110, '#cfd8e6', 8),
    line(174, 110, 206, 110, '#cfd8e6', 8),
  );
