import { stringify } from 'js-slang/dist/utils/stringify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VideoFrame } from '../protocol';
import context, { resetTestContext } from '../test/context-stub';
import * as pix from './index';
import type { Filter, Pixels } from './pixels';
import { DEFAULT_VIDEO_SETTINGS, type VideoState } from './state';

const state = () => (context.moduleContexts.pix_n_flix as { state: VideoState }).state;

/** A frame whose pixel (r, c) is [r, c, r + c, 255]. */
function gradient(width: number, height: number, timeMs = 0): VideoFrame {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      pixels.set([r, c, r + c, 255], (r * width + c) * 4);
    }
  }
  return { width, height, pixels, timeMs };
}

const filterFrame = (frame: VideoFrame) => {
  pix.image_width(); // makes the state
  return state().filterFrame(frame);
};

beforeEach(() => resetTestContext());

describe('exports', () => {
  it('are exactly the Source names, each a named function', () => {
    const names = Object.keys(pix).sort();
    expect(names).toEqual(
      [
        'start',
        'red_of',
        'green_of',
        'blue_of',
        'alpha_of',
        'set_rgba',
        'image_height',
        'image_width',
        'copy_image',
        'install_filter',
        'reset_filter',
        'compose_filter',
        'pause_at',
        'set_dimensions',
        'set_fps',
        'set_volume',
        'use_local_file',
        'use_image_url',
        'use_video_url',
        'get_video_time',
        'keep_aspect_ratio',
        'set_loop_count',
      ].sort(),
    );
    for (const name of names) expect((pix as Record<string, { name: string }>)[name]?.name).toBe(name);
  });
});

describe('pixels', () => {
  it('reads each component', () => {
    const p = [1, 2, 3, 4];
    expect([pix.red_of(p), pix.green_of(p), pix.blue_of(p), pix.alpha_of(p)]).toEqual([1, 2, 3, 4]);
  });

  it('set_rgba changes the pixel in place and clamps to 0..255', () => {
    const p = [0, 0, 0, 0];
    pix.set_rgba(p, -20, 300, 128.5, 255);
    expect(p).toEqual([0, 255, 128.5, 255]);
  });

  it('names the function when given something else than a pixel or a number', () => {
    expect(() => pix.red_of(5 as never)).toThrow('red_of expects a pixel ([r, g, b, a]), received: 5');
    expect(() => pix.set_rgba([0, 0, 0, 0], 1, 2, 'x' as never, 4)).toThrow(
      'set_rgba expects a number for b, received: "x"',
    );
  });
});

describe('start', () => {
  it('records the settings for the tab and prints [Pix N Flix]', () => {
    pix.set_dimensions(200, 100);
    pix.set_fps(25);
    pix.set_volume(30);
    pix.use_video_url('https://example.org/v.mp4');
    pix.keep_aspect_ratio(false);
    pix.set_loop_count(2);
    pix.pause_at(1500);
    const value = pix.start();
    expect(stringify(value)).toBe('[Pix N Flix]');
    expect(state().outputs).toEqual([
      {
        module: 'pix_n_flix',
        kind: 'video',
        settings: {
          width: 200,
          height: 100,
          fps: 25,
          volume: 0.3,
          mode: 'video',
          url: 'https://example.org/v.mp4',
          keepAspectRatio: false,
          loopCount: 2,
          pauseAtMs: 1500,
        },
      },
    ]);
  });

  it('starts from 400x300 at 10 FPS and half volume, the camera', () => {
    pix.start();
    expect(state().outputs[0]).toMatchObject({ settings: { ...DEFAULT_VIDEO_SETTINGS } });
    expect(DEFAULT_VIDEO_SETTINGS).toMatchObject({
      width: 400,
      height: 300,
      fps: 10,
      volume: 0.5,
      mode: 'live',
    });
  });

  it('keeps each start its own settings (later changes do not rewrite the output)', () => {
    pix.start();
    pix.set_fps(30);
    expect(state().outputs[0]).toMatchObject({ settings: { fps: 10 } });
  });

  it('use_local_file and use_image_url choose the source', () => {
    pix.use_image_url('https://example.org/a.png');
    expect(state().settings).toMatchObject({ mode: 'image', url: 'https://example.org/a.png' });
    pix.use_local_file();
    expect(state().settings).toMatchObject({ mode: 'video', url: null });
  });
});

describe('limits', () => {
  it('set_dimensions accepts 1 to 1024 and names itself outside', () => {
    pix.set_dimensions(1, 1024);
    expect([pix.image_width(), pix.image_height()]).toEqual([1, 1024]);
    expect(() => pix.set_dimensions(0, 300)).toThrow(
      /^set_dimensions expects the width .* 1 to 1024, received: 0$/,
    );
    expect(() => pix.set_dimensions(400, 1025)).toThrow(
      /^set_dimensions expects the height .* received: 1025$/,
    );
    expect(() => pix.set_dimensions(10.5, 10)).toThrow('set_dimensions');
  });

  it('set_fps accepts 1 to 60 and names itself outside', () => {
    pix.set_fps(60);
    pix.set_fps(1);
    expect(() => pix.set_fps(0)).toThrow('set_fps expects the frames per second from 1 to 60, received: 0');
    expect(() => pix.set_fps(61)).toThrow('set_fps');
  });

  it('set_volume takes 0 to 100', () => {
    pix.set_volume(100);
    expect(state().settings.volume).toBe(1);
    expect(() => pix.set_volume(101)).toThrow('set_volume');
  });

  it('rejects what is not a filter, a URL, a boolean or a time', () => {
    expect(() => pix.install_filter(3 as never)).toThrow('install_filter expects a filter');
    expect(() => pix.compose_filter(pix.copy_image, null as never)).toThrow(
      'compose_filter expects a filter',
    );
    expect(() => pix.use_image_url(42 as never)).toThrow('use_image_url expects a URL');
    expect(() => pix.keep_aspect_ratio(1 as never)).toThrow('keep_aspect_ratio expects a boolean');
    expect(() => pix.pause_at(-1)).toThrow('pause_at');
  });
});

describe('filterFrame', () => {
  it('with the default filter returns the frame unchanged', () => {
    const frame = gradient(7, 5, 120);
    const out = filterFrame(frame);
    expect(out).toMatchObject({ width: 7, height: 5, timeMs: 120 });
    expect([...out.pixels]).toEqual([...frame.pixels]);
    expect(out.pixels).not.toBe(frame.pixels);
  });

  it('runs the installed filter and clamps what it writes', () => {
    pix.install_filter((src: Pixels, dest: Pixels) => {
      for (let r = 0; r < pix.image_height(); r++) {
        for (let c = 0; c < pix.image_width(); c++) {
          const p = src[r]?.[c] as number[];
          (dest[r] as number[][])[c] = [255 - pix.red_of(p), 1000, -5, pix.alpha_of(p)];
        }
      }
    });
    const out = filterFrame(gradient(3, 2));
    expect([...out.pixels.slice(0, 8)]).toEqual([255, 255, 0, 255, 255, 255, 0, 255]);
    expect([...out.pixels.slice(12, 16)]).toEqual([254, 255, 0, 255]);
  });

  it('reports the frame size and time to image_width, image_height and get_video_time', () => {
    const seen: number[] = [];
    pix.install_filter((_src: Pixels, _dest: Pixels) => {
      seen.push(pix.image_width(), pix.image_height(), pix.get_video_time());
    });
    filterFrame(gradient(4, 3, 2500));
    expect(seen).toEqual([4, 3, 2500]);
  });

  it('gives a fresh copy of the frame every time, whatever the last filter did to the arrays', () => {
    let calls = 0;
    pix.install_filter((src: Pixels, dest: Pixels) => {
      calls++;
      if (calls === 1) {
        // Alias dest's pixels to src's and cut rows: the next frame must not see any of it.
        (dest[0] as number[][])[0] = src[0]?.[0] as number[];
        dest.length = 1;
        pix.set_rgba(src[1]?.[1] as number[], 9, 9, 9, 9);
      }
    });
    const frame = gradient(2, 2);
    filterFrame(frame);
    const second = filterFrame(frame);
    expect([...second.pixels]).toEqual([...frame.pixels]);
  });

  it('compose_filter applies the first filter, then the second to its result', () => {
    const order: string[] = [];
    const addRed: Filter = (src, dest) => {
      order.push('first');
      for (const [r, row] of src.entries()) {
        for (const [c, p] of row.entries())
          pix.set_rgba(dest[r]?.[c] as number[], (p[0] as number) + 10, p[1] as number, p[2] as number, 255);
      }
    };
    const doubleRed: Filter = (src, dest) => {
      order.push('second');
      for (const [r, row] of src.entries()) {
        for (const [c, p] of row.entries())
          pix.set_rgba(dest[r]?.[c] as number[], (p[0] as number) * 2, p[1] as number, p[2] as number, 255);
      }
    };
    pix.install_filter(pix.compose_filter(addRed, doubleRed));
    const out = filterFrame(gradient(2, 3));
    expect(order).toEqual(['first', 'second']);
    // Row 2: red 2 -> +10 = 12 -> *2 = 24 (the other order would give 14).
    expect(out.pixels[2 * 2 * 4]).toBe(24);
  });

  it('reset_filter goes back to copying', () => {
    pix.install_filter((_src: Pixels, dest: Pixels) => {
      for (const row of dest) for (const p of row) pix.set_rgba(p, 0, 0, 0, 0);
    });
    const frame = gradient(2, 2);
    expect([...filterFrame(frame).pixels].every((v) => v === 0)).toBe(true);
    pix.reset_filter();
    expect([...filterFrame(frame).pixels]).toEqual([...frame.pixels]);
  });

  it('lets a filter error through and refuses frames of the wrong size', () => {
    pix.install_filter((_src: Pixels, _dest: Pixels) => {
      throw new Error('my filter failed');
    });
    expect(() => filterFrame(gradient(2, 2))).toThrow('my filter failed');
    expect(() => filterFrame({ width: 2, height: 2, pixels: new Uint8ClampedArray(3), timeMs: 0 })).toThrow(
      'needs 16 bytes',
    );
  });

  it('times copy_image on a 400x300 frame (printed, not asserted)', () => {
    const frame = gradient(400, 300);
    filterFrame(frame); // allocates the arrays once
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) filterFrame(frame);
    const perFrame = (performance.now() - started) / runs;
    console.log(`pix_n_flix: filterFrame with copy_image on 400x300 takes ${perFrame.toFixed(2)} ms a frame`);
    expect(perFrame).toBeGreaterThan(0);
  });
});
