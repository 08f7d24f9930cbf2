import { pair } from 'js-slang/dist/stdlib/list';
import { stringify } from 'js-slang/dist/utils/stringify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuleOutput, ModuleState, RuneScene } from '../protocol';
import context, { resetTestContext } from '../test/context-stub';
import * as rune from './index';
import type { Rune } from './rune';

type SceneOutput = Extract<ModuleOutput, { kind: 'rune' }>;

function outputs(): ModuleOutput[] {
  const slot = context.moduleContexts.rune as { state: ModuleState } | undefined;
  return slot?.state.outputs ?? [];
}

/** Shows `r` and returns the scene recorded for it. */
function sceneOf(r: unknown): RuneScene {
  rune.show(r as Rune);
  const last = outputs().at(-1) as SceneOutput;
  return last.scene;
}

/** [min, max] of one coordinate (0 x, 1 y, 2 z) over the vertices [from, to). */
function range(scene: RuneScene, axis: number, from = 0, to = scene.positions.length / 4): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let v = from; v < to; v++) {
    const value = scene.positions[v * 4 + axis] as number;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return [Number(min.toFixed(5)), Number(max.toFixed(5))];
}

function vertex(scene: RuneScene, v: number): number[] {
  return [0, 1].map((axis) => Number((scene.positions[v * 4 + axis] as number).toFixed(5)) + 0);
}

beforeEach(() => resetTestContext());

describe('rune module surface', () => {
  it('exports exactly the names of the sheet', () => {
    expect(Object.keys(rune).sort()).toEqual(
      [
        ...['blank', 'square', 'circle', 'corner', 'heart', 'nova', 'pentagram', 'rcross', 'ribbon', 'sail'],
        ...['triangle', 'scale_independent', 'scale', 'translate', 'rotate', 'stack_frac', 'stack'],
        ...['stackn', 'beside_frac', 'beside', 'quarter_turn_right', 'quarter_turn_left', 'turn_upside_down'],
        ...['flip_vert', 'flip_horiz', 'make_cross', 'repeat_pattern', 'overlay_frac', 'overlay', 'color'],
        ...['random_color', 'red', 'pink', 'purple', 'indigo', 'blue', 'green', 'yellow', 'orange', 'brown'],
        ...['black', 'white', 'from_url', 'show', 'anaglyph', 'hollusion', 'hollusion_magnitude'],
        ...['animate_rune', 'animate_anaglyph'],
      ].sort(),
    );
  });

  it('prints runes and animations as js-slang shows them in the REPL', () => {
    expect(stringify(rune.heart)).toBe('<Rune>');
    expect(stringify(pair(rune.beside(rune.heart, rune.blank), 1))).toBe('[<Rune>, 1]');
    expect(stringify(rune.animate_rune(1, 2, (_t: number) => rune.square))).toBe('<AnimatedRune>');
  });
});

describe('argument checks', () => {
  it('rejects every frac outside [0, 1], naming the function', () => {
    expect(() => rune.stack_frac(-0.1, rune.square, rune.square)).toThrow(/^stack_frac: .*got -0\.1$/);
    expect(() => rune.beside_frac(1.5, rune.square, rune.square)).toThrow(/^beside_frac: .*got 1\.5$/);
    expect(() => rune.overlay_frac(2, rune.square, rune.square)).toThrow(/^overlay_frac: /);
    expect(() => rune.stack_frac(0, rune.square, rune.square)).not.toThrow();
    expect(() => rune.beside_frac(1, rune.square, rune.square)).not.toThrow();
  });

  it('names the function and the argument that is not a rune', () => {
    expect(() => rune.beside(rune.heart, 1 as never)).toThrow(
      'beside: expects a rune as its second argument, got 1',
    );
    expect(() => rune.show('heart' as never)).toThrow(
      'show: expects a rune as its first argument, got "heart"',
    );
    expect(() => rune.scale('big' as never, rune.heart)).toThrow(/^scale: expects a number as its first/);
    expect(() => rune.stackn(0, rune.heart)).toThrow(/^stackn: /);
    expect(() => rune.color(rune.heart, 255, 0, 0)).toThrow(/^color: .*second argument, got 255$/);
  });
});

describe('placing runes', () => {
  it('stack puts the first rune in the top half and the second in the bottom half', () => {
    const scene = sceneOf(rune.stack(rune.square, rune.square));
    expect(range(scene, 1, 0, 6)).toEqual([0, 1]);
    expect(range(scene, 1, 6, 12)).toEqual([-1, 0]);
    expect(range(scene, 0)).toEqual([-1, 1]);
  });

  it('stack_frac gives the top rune its share of the height', () => {
    const scene = sceneOf(rune.stack_frac(0.25, rune.square, rune.square));
    expect(range(scene, 1, 0, 6)).toEqual([0.5, 1]);
    expect(range(scene, 1, 6, 12)).toEqual([-1, 0.5]);
  });

  it('beside and beside_frac split the width left to right', () => {
    const halves = sceneOf(rune.beside(rune.square, rune.square));
    expect(range(halves, 0, 0, 6)).toEqual([-1, 0]);
    expect(range(halves, 0, 6, 12)).toEqual([0, 1]);
    const quarter = sceneOf(rune.beside_frac(0.75, rune.square, rune.square));
    expect(range(quarter, 0, 0, 6)).toEqual([-1, 0.5]);
    expect(range(quarter, 0, 6, 12)).toEqual([0.5, 1]);
  });

  it('stackn makes n equal rows from top to bottom', () => {
    const scene = sceneOf(rune.stackn(4, rune.square));
    expect(scene.positions.length / 4).toBe(24);
    expect(range(scene, 1, 0, 6)).toEqual([0.5, 1]);
    expect(range(scene, 1, 18, 24)).toEqual([-1, -0.5]);
  });

  it('translate moves right for +x and down for +y', () => {
    const scene = sceneOf(rune.translate(0.5, 0.5, rune.square));
    expect(range(scene, 0)).toEqual([-0.5, 1.5]);
    expect(range(scene, 1)).toEqual([-1.5, 0.5]);
  });

  it('rotate turns anticlockwise; the quarter turns go their way', () => {
    // corner is the triangle (0, 1), (1, 1), (1, 0).
    expect(vertex(sceneOf(rune.corner), 1)).toEqual([1, 1]);
    expect(vertex(sceneOf(rune.rotate(Math.PI / 2, rune.corner)), 1)).toEqual([-1, 1]);
    expect(vertex(sceneOf(rune.quarter_turn_left(rune.corner)), 1)).toEqual([-1, 1]);
    expect(vertex(sceneOf(rune.quarter_turn_right(rune.corner)), 1)).toEqual([1, -1]);
    expect(vertex(sceneOf(rune.turn_upside_down(rune.corner)), 1)).toEqual([-1, -1]);
  });

  it('flips mirror and scales shrink about the centre', () => {
    expect(vertex(sceneOf(rune.flip_horiz(rune.corner)), 1)).toEqual([-1, 1]);
    expect(vertex(sceneOf(rune.flip_vert(rune.corner)), 1)).toEqual([1, -1]);
    expect(vertex(sceneOf(rune.scale(0.5, rune.corner)), 1)).toEqual([0.5, 0.5]);
    expect(vertex(sceneOf(rune.scale_independent(0.5, 0.25, rune.corner)), 1)).toEqual([0.5, 0.25]);
  });

  it('make_cross puts four turned copies in the quarters', () => {
    const scene = sceneOf(rune.make_cross(rune.corner));
    // Bottom-left quarter: the corner as it is, scaled into [-1, 0]²: its right angle at (-0, -0).
    expect(vertex(scene, 7)).toEqual([0, 0]);
    expect(scene.positions.length / 4).toBe(12);
  });

  it('repeat_pattern applies the function n times', () => {
    expect(rune.repeat_pattern(3, (x) => (x as number) * 2, 1)).toBe(8);
    expect(rune.repeat_pattern(0, (x) => x, rune.heart)).toBe(rune.heart);
  });

  it('overlay puts the first rune in front (smaller depth), the frac clamped off zero', () => {
    const scene = sceneOf(rune.overlay(rune.square, rune.square));
    const [front] = range(scene, 2, 0, 6);
    const [back] = range(scene, 2, 6, 12);
    expect(front).toBeLessThan(back);
    const flat = sceneOf(rune.overlay_frac(0, rune.square, rune.square));
    expect(range(flat, 2, 0, 6)[0]).toBeLessThan(range(flat, 2, 6, 12)[0]);
  });
});

describe('colours', () => {
  it('paints every vertex, the outermost colour winning, black by default', () => {
    const plain = sceneOf(rune.square);
    expect([...plain.colors.slice(0, 4)]).toEqual([0, 0, 0, 1]);
    const redScene = sceneOf(rune.red(rune.square));
    expect([...redScene.colors.slice(0, 4)].map((c) => Math.round(c * 255))).toEqual([0xf4, 0x43, 0x36, 255]);
    const repainted = sceneOf(rune.blue(rune.stack(rune.red(rune.square), rune.square)));
    for (let v = 0; v < 12; v++) {
      expect(Math.round((repainted.colors[v * 4 + 2] as number) * 255)).toBe(0xf3);
    }
    const mixed = sceneOf(rune.color(rune.square, 0.5, 0.25, 1));
    expect([...mixed.colors.slice(0, 4)]).toEqual([0.5, 0.25, 1, 1]);
  });

  it('random_color picks a named colour', () => {
    const scene = sceneOf(rune.random_color(rune.square));
    expect(scene.colors[3]).toBe(1);
    expect([...scene.colors.slice(0, 3)]).not.toEqual([0, 0, 0]);
  });
});

describe('drawing', () => {
  it('show, anaglyph and hollusion record the rune for the tab and return it', () => {
    expect(rune.show(rune.heart)).toBe(rune.heart);
    expect(rune.anaglyph(rune.heart)).toBe(rune.heart);
    expect(rune.hollusion(rune.heart)).toBe(rune.heart);
    expect(rune.hollusion_magnitude(rune.heart, 0.4)).toBe(rune.heart);
    expect(outputs().map((o) => (o.kind === 'rune' ? [o.mode, o.magnitude] : null))).toEqual([
      ['normal', 0.1],
      ['anaglyph', 0.1],
      ['hollusion', 0.1],
      ['hollusion', 0.4],
    ]);
  });

  it('from_url is a textured square placed by its transform', () => {
    const scene = sceneOf(rune.beside(rune.from_url('https://example.com/a.png'), rune.blank));
    expect(scene.positions.length).toBe(0);
    expect(scene.textures).toHaveLength(1);
    const texture = scene.textures[0];
    expect(texture?.url).toBe('https://example.com/a.png');
    expect(texture?.transform[0]).toBeCloseTo(0.5);
    expect(texture?.transform[12]).toBeCloseTo(-0.5);
  });

  it('animate_rune computes duration × fps frames at the frames’ times', () => {
    const times: number[] = [];
    rune.animate_rune(2, 5, (t) => {
      times.push(t);
      return rune.scale(1 - t / 4, rune.square);
    });
    expect(times).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8]);
    const animation = outputs().at(-1);
    expect(animation?.kind).toBe('rune-animation');
    if (animation?.kind !== 'rune-animation') return;
    expect(animation.frames).toHaveLength(10);
    expect([animation.fps, animation.duration, animation.mode]).toEqual([5, 2, 'normal']);
    expect(range(animation.frames[2] as RuneScene, 0)).toEqual([-0.9, 0.9]);
    rune.animate_anaglyph(1, 3, (_t: number) => rune.heart);
    expect(outputs().at(-1)).toMatchObject({ kind: 'rune-animation', mode: 'anaglyph' });
  });

  it('refuses animations over the frame limit and frames that are not runes', () => {
    expect(() => rune.animate_rune(101, 30, (_t: number) => rune.heart)).toThrow(
      /^animate_rune: .*3,000 frames/,
    );
    expect(() => rune.animate_anaglyph(1, 2, (_t: number) => 5 as never)).toThrow(
      /^animate_anaglyph: .*got 5$/,
    );
    expect(outputs()).toHaveLength(0);
  });

  it('flattens a depth-7 stack/beside fractal of 2,187 hearts', () => {
    // Each level puts the picture beside two smaller copies of itself: 3^7 hearts.
    const picture = rune.repeat_pattern(
      7,
      (r) => rune.beside(r as Rune, rune.stack(r as Rune, r as Rune)),
      rune.heart,
    );
    const started = performance.now();
    const scene = sceneOf(picture);
    const elapsed = performance.now() - started;
    const heartVertices = sceneOf(rune.heart).positions.length / 4;
    const hearts = scene.positions.length / 4 / heartVertices;
    expect(hearts).toBe(2187);
    console.info(
      `depth-7 fractal: ${hearts} hearts, ${scene.positions.length / 12} triangles, flattened in ${elapsed.toFixed(1)} ms`,
    );
    expect(scene.positions.length / 12).toBe(hearts * (heartVertices / 3));
    expect(scene.colors.length).toBe(scene.positions.length);
  });
});
