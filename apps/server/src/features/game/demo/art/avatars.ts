import { circle, ellipse, line, path, polygon, rect, svg } from './svg';

/**
 * Character portraits, `/avatars/<id>/<id>.<expression>.svg` (game-facts 1.2): drawn 600 wide
 * (the game's portrait width) and 800 tall, bottom-anchored like the game places them.
 */
const W = 600;
const H = 800;

type Face = (cx: number, cy: number) => string;

const smile: Face = (cx, cy) =>
  path(`M ${cx - 50} ${cy} Q ${cx} ${cy + 45} ${cx + 50} ${cy}`, 'none', {
    stroke: '#3b2314',
    'stroke-width': 10,
    'stroke-linecap': 'round',
  });
const oMouth: Face = (cx, cy) => ellipse(cx, cy + 12, 18, 24, '#3b2314');
const flat: Face = (cx, cy) => line(cx - 35, cy + 12, cx + 35, cy + 12, '#3b2314', 10);

const dotEyes = (cx: number, cy: number, colour = '#1f1f2e') =>
  circle(cx - 60, cy, 14, colour) + circle(cx + 60, cy, 14, colour);
const closedEyes = (cx: number, cy: number) =>
  path(`M ${cx - 80} ${cy} Q ${cx - 60} ${cy + 16} ${cx - 40} ${cy}`, 'none', {
    stroke: '#1f1f2e',
    'stroke-width': 8,
  }) +
  path(`M ${cx + 40} ${cy} Q ${cx + 60} ${cy + 16} ${cx + 80} ${cy}`, 'none', {
    stroke: '#1f1f2e',
    'stroke-width': 8,
  });
const worriedBrows = (cx: number, cy: number) =>
  line(cx - 90, cy - 30, cx - 40, cy - 45, '#3b2314', 8) +
  line(cx + 40, cy - 45, cx + 90, cy - 30, '#3b2314', 8);

/** Captain Nova: a blue uniform and a captain's cap. */
export function captain(expression: 'happy' | 'worried'): string {
  const cx = 300;
  const cy = 330;
  return svg(
    W,
    H,
    path('M 90 800 Q 110 520 300 500 Q 490 520 510 800 Z', '#2f4f9e'),
    polygon(
      [
        [260, 505],
        [340, 505],
        [300, 580],
      ],
      '#f2f2f2',
    ),
    circle(200, 640, 18, '#f2c84b'),
    rect(270, 440, 60, 80, '#e7b48f'),
    circle(cx, cy, 150, '#f0c29e'),
    path('M 150 300 Q 300 150 450 300 L 450 250 Q 300 110 150 250 Z', '#5a3a22'),
    rect(140, 170, 320, 70, '#1f2f66', { rx: 20 }),
    rect(120, 230, 360, 26, '#16224d', { rx: 12 }),
    circle(300, 205, 20, '#f2c84b'),
    dotEyes(cx, cy),
    expression === 'worried' ? worriedBrows(cx, cy) : '',
    expression === 'worried' ? oMouth(cx, cy + 60) : smile(cx, cy + 55),
  );
}

/** Bolt: a round helper robot with a screen for a face and an antenna. */
export function bolt(expression: 'happy' | 'thinking'): string {
  const eyes =
    expression === 'happy'
      ? path('M 200 340 L 230 310 L 260 340', 'none', { stroke: '#7df9ff', 'stroke-width': 12 }) +
        path('M 340 340 L 370 310 L 400 340', 'none', { stroke: '#7df9ff', 'stroke-width': 12 })
      : rect(195, 315, 70, 22, '#7df9ff', { rx: 10 }) + circle(370, 325, 26, '#7df9ff');
  const mouth =
    expression === 'happy'
      ? path('M 240 400 Q 300 440 360 400', 'none', { stroke: '#7df9ff', 'stroke-width': 10 })
      : circle(260, 410, 8, '#7df9ff') + circle(300, 410, 8, '#7df9ff') + circle(340, 410, 8, '#7df9ff');
  return svg(
    W,
    H,
    rect(170, 520, 260, 280, '#b8c4d6', { rx: 50 }),
    circle(300, 640, 40, '#ffb347'),
    line(300, 200, 300, 130, '#8e9bb0', 12),
    circle(300, 120, 24, expression === 'happy' ? '#5dff9b' : '#ffd25d'),
    rect(130, 200, 340, 300, '#d6deea', { rx: 70 }),
    rect(170, 250, 260, 210, '#1d2940', { rx: 40 }),
    eyes,
    mouth,
  );
}

/** Zib: a friendly green alien with three eyes. */
export function zib(expression: 'happy' | 'surprised'): string {
  const eye = (x: number, y: number) =>
    circle(x, y, 34, '#ffffff') +
    circle(x, y + (expression === 'surprised' ? 0 : 6), expression === 'surprised' ? 20 : 14, '#1b2b1b');
  return svg(
    W,
    H,
    path('M 120 800 Q 140 560 300 540 Q 460 560 480 800 Z', '#5aa05a'),
    line(230, 170, 190, 70, '#6fc46f', 12),
    line(370, 170, 410, 70, '#6fc46f', 12),
    circle(190, 66, 20, '#d6ff8f'),
    circle(410, 66, 20, '#d6ff8f'),
    ellipse(300, 340, 190, 200, '#7ed07e'),
    eye(220, 300),
    eye(300, 260),
    eye(380, 300),
    expression === 'surprised'
      ? ellipse(300, 440, 30, 40, '#1b2b1b')
      : path('M 230 420 Q 300 480 370 420', 'none', { stroke: '#1b2b1b', 'stroke-width': 10 }),
  );
}

/** Master Orin: an old teacher in a hooded robe with a white beard. */
export function orin(expression: 'calm' | 'proud'): string {
  const cx = 300;
  const cy = 330;
  return svg(
    W,
    H,
    path('M 70 800 Q 100 500 300 470 Q 500 500 530 800 Z', '#7a5c3a'),
    path('M 110 420 Q 300 40 490 420 Q 300 300 110 420 Z', '#5c4329'),
    circle(cx, cy, 130, '#e9c4a0'),
    path('M 190 380 Q 300 620 410 380 Q 300 430 190 380 Z', '#f4f4f4'),
    expression === 'calm' ? closedEyes(cx, cy - 10) : dotEyes(cx, cy - 10),
    line(230, 270, 280, 262, '#f4f4f4', 10),
    line(320, 262, 370, 270, '#f4f4f4', 10),
    expression === 'proud' ? smile(cx, cy + 45) : flat(cx, cy + 45),
  );
}

/** Every expression the demo chapters use, by character. */
export const AVATARS = {
  captain: { happy: () => captain('happy'), worried: () => captain('worried') },
  bolt: { happy: () => bolt('happy'), thinking: () => bolt('thinking') },
  zib: { happy: () => zib('happy'), surprised: () => zib('surprised') },
  orin: { calm: () => orin('calm'), proud: () => orin('proud') },
} as const;
