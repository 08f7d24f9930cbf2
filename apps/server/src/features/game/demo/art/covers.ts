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
  text,
  verticalGradient,
} from './svg';

/** Chapter pictures at 5:7 (game-facts 3: cards are 500x700). */
const W = 500;
const H = 700;

function cover(seed: number, top: string, bottom: string, title: string, ...art: string[]): string {
  return svg(
    W,
    H,
    defs(verticalGradient(`sky${seed}`, top, bottom)),
    rect(0, 0, W, H, `url(#sky${seed})`),
    stars(seed, 70, { x: 0, y: 0, w: W, h: 460 }),
    ...art,
    rect(0, 560, W, 140, '#000000', { opacity: 0.35 }),
    text(250, 640, title, 40, '#ffffff', { 'font-weight': 'bold' }),
  );
}

export const chapter1Cover = () =>
  cover(
    101,
    '#0b1230',
    '#3a1d3f',
    'Spaceship Emergency',
    circle(380, 130, 60, '#d98c4a'),
    polygon(
      [
        [90, 420],
        [330, 300],
        [380, 330],
        [150, 470],
      ],
      '#c7d2e6',
    ),
    polygon(
      [
        [330, 300],
        [420, 280],
        [380, 330],
      ],
      '#7f95d1',
    ),
    circle(250, 370, 18, '#ff5d5d'),
    path('M 90 420 L 20 470 L 60 440 L 10 520', 'none', { stroke: '#ffb347', 'stroke-width': 10 }),
  );

export const chapter2Cover = () =>
  cover(
    102,
    '#061a12',
    '#1f3d2a',
    'Alien Attack',
    ellipse(250, 300, 190, 60, '#4c9a5a'),
    ellipse(250, 270, 100, 60, '#a8f0c0', { opacity: 0.85 }),
    ...[0, 1, 2, 3].map((i) => circle(130 + i * 80, 310, 12, '#f2ff8f')),
    polygon(
      [
        [200, 350],
        [300, 350],
        [360, 540],
        [140, 540],
      ],
      '#b6ff8f',
      { opacity: 0.35 },
    ),
  );

export const chapter3Cover = () =>
  cover(
    103,
    '#1a1033',
    '#5a3d80',
    'Jedi Master',
    defs(radialGlow('staff', '#9fd8ff')),
    ellipse(250, 520, 200, 40, '#3b2a5c'),
    circle(250, 250, 120, 'url(#staff)'),
    line(250, 480, 250, 160, '#d8c49a', 14),
    circle(250, 150, 26, '#9fd8ff'),
  );

/** Award pictures (awardsMapping.txt), square, and the room's default award `cookies`. */
const A = 300;

function badge(background: string, ...art: string[]): string {
  return svg(A, A, circle(150, 150, 140, background, { stroke: '#ffffff', 'stroke-width': 10 }), ...art);
}

export const spaceCookie = () =>
  badge(
    '#3a2a5c',
    circle(150, 150, 90, '#d9a05b'),
    ...[
      [120, 120],
      [180, 130],
      [140, 185],
      [190, 180],
      [105, 165],
    ].map(([x = 0, y = 0]) => circle(x, y, 11, '#5b3512')),
  );

export const alienBadge = () =>
  badge(
    '#1f3d2a',
    ellipse(150, 160, 70, 80, '#7ed07e'),
    circle(120, 140, 16, '#ffffff'),
    circle(150, 120, 16, '#ffffff'),
    circle(180, 140, 16, '#ffffff'),
    path('M 120 190 Q 150 215 180 190', 'none', { stroke: '#1b2b1b', 'stroke-width': 8 }),
  );

export const focusCrystal = () =>
  badge(
    '#2a1b4d',
    polygon(
      [
        [150, 50],
        [210, 140],
        [150, 250],
        [90, 140],
      ],
      '#9fd8ff',
    ),
    polygon(
      [
        [150, 50],
        [170, 140],
        [150, 250],
        [130, 140],
      ],
      '#e3f5ff',
      { opacity: 0.7 },
    ),
  );

export const helloSource = () =>
  badge('#1d4e89', text(150, 175, '§1', 90, '#ffffff', { 'font-weight': 'bold' }));
export const studioRegular = () =>
  badge(
    '#7a3b69',
    rect(80, 110, 140, 90, '#f4efe6', { rx: 12 }),
    line(110, 140, 190, 140, '#7a3b69', 8),
    line(110, 170, 170, 170, '#7a3b69', 8),
  );
export const recursionAdept = () =>
  badge(
    '#2f6b4f',
    circle(150, 150, 90, 'none', { stroke: '#ffffff', 'stroke-width': 10 }),
    circle(150, 150, 60, 'none', { stroke: '#ffffff', 'stroke-width': 8 }),
    circle(150, 150, 32, 'none', { stroke: '#ffffff', 'stroke-width': 6 }),
    circle(150, 150, 10, '#ffffff'),
  );

/** `/images/cookies.svg`: what the room draws for an award the player does not own (game-facts 4). */
export const cookies = () =>
  svg(
    A,
    A,
    ellipse(150, 250, 120, 24, '#000000', { opacity: 0.2 }),
    circle(110, 170, 80, '#c98b4a'),
    circle(190, 150, 80, '#d9a05b'),
    ...[
      [90, 150],
      [130, 200],
      [180, 120],
      [220, 170],
      [190, 190],
    ].map(([x = 0, y = 0]) => circle(x, y, 10, '#5b3512')),
  );
