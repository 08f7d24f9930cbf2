// pix_n_flix as a Source program sees it: imported through js-slang's own loader (an in-memory
// bundle and manifest), a filter written in Source, run by filterFrame after the program ended.
import { createContext, runInContext } from 'js-slang';
import { Chapter } from 'js-slang/dist/langs';
import { stringify } from 'js-slang/dist/utils/stringify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VideoFrame } from '../protocol';
import stub, { resetTestContext } from '../test/context-stub';
import * as pix from './index';
import type { VideoState } from './state';

async function run(code: string) {
  const context = createContext(Chapter.SOURCE_4);
  const result = await runInContext(code, context, {
    importOptions: {
      loadTabs: false,
      resolverOptions: { manifestImporter: async () => ({ default: { pix_n_flix: { tabs: [] } } }) },
      sourceBundleImporter: async () => ({
        default: (require: (path: string) => unknown) => {
          // The bundle's 'js-slang/context' is the test stub here: point it at the live context.
          const live = require('js-slang/context') as { moduleContexts: Record<string, unknown> };
          stub.moduleContexts = live.moduleContexts;
          return { ...pix };
        },
      }),
    },
  });
  return { context, result };
}

function frame(width: number, height: number, value: number, timeMs = 0): VideoFrame {
  return { width, height, pixels: new Uint8ClampedArray(width * height * 4).fill(value), timeMs };
}

beforeAll(() => {
  // Node 20 has no navigator; js-slang's error reporting reads navigator.userAgent.
  if (typeof globalThis.navigator === 'undefined') {
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
  }
});
beforeEach(() => resetTestContext());

describe('pix_n_flix through js-slang', () => {
  it('start() as the program value prints [Pix N Flix], and a Source filter runs on frames', async () => {
    const { context, result } = await run(`
      import { start, install_filter, set_rgba, red_of, green_of, blue_of, alpha_of,
               image_width, image_height, get_video_time } from 'pix_n_flix';
      function invert(src, dest) {
        for (let r = 0; r < image_height(); r = r + 1) {
          for (let c = 0; c < image_width(); c = c + 1) {
            const p = src[r][c];
            set_rgba(dest[r][c], 255 - red_of(p), 255 - green_of(p), get_video_time(), alpha_of(p));
          }
        }
      }
      install_filter(invert);
      start();
    `);
    expect(result.status).toBe('finished');
    const value = result.status === 'finished' ? result.value : undefined;
    expect(stringify(value)).toBe('[Pix N Flix]');
    const state = (context.moduleContexts.pix_n_flix as { state: VideoState }).state;
    expect(state.outputs).toHaveLength(1);
    const out = state.filterFrame(frame(3, 2, 40, 77));
    expect([...out.pixels.slice(0, 4)]).toEqual([215, 215, 77, 40]);

    // The same filter on a 400x300 frame: printed for the record, not asserted. js-slang stops a
    // loop running over its time limit (1 s); a busy test machine must not turn that into a failure.
    context.nativeStorage.maxExecTime = 60_000;
    const big = frame(400, 300, 10);
    state.filterFrame(big);
    const started = performance.now();
    for (let i = 0; i < 3; i++) state.filterFrame(big);
    const perFrame = (performance.now() - started) / 3;
    console.log(`pix_n_flix: a Source invert filter on 400x300 takes ${perFrame.toFixed(1)} ms a frame`);
  }, 60_000);

  it('a Source error in the filter propagates out of filterFrame', async () => {
    const { context, result } = await run(`
      import { start, install_filter } from 'pix_n_flix';
      install_filter((src, dest) => head(null));
      start();
    `);
    expect(result.status).toBe('finished');
    const state = (context.moduleContexts.pix_n_flix as { state: VideoState }).state;
    expect(() => state.filterFrame(frame(2, 2, 0))).toThrow(/head/);
  });

  it('carries out a filter whose body is a tail call, also inside compose_filter', async () => {
    const { context } = await run(`
      import { start, install_filter, compose_filter, copy_image, set_rgba } from 'pix_n_flix';
      function darken(src, dest) {
        return copy_image(src, dest);
      }
      const blue_first = (src, dest) => set_rgba(dest[0][0], 0, 0, 255, 255);
      install_filter(compose_filter(blue_first, (src, dest) => darken(src, dest)));
      start();
    `);
    const state = (context.moduleContexts.pix_n_flix as { state: VideoState }).state;
    const out = state.filterFrame(frame(2, 1, 100));
    // blue_first wrote pixel 0 of the middle image; copy_image (a tail call twice removed) copied it.
    expect([...out.pixels]).toEqual([0, 0, 255, 255, 100, 100, 100, 100]);
  });

  it('names the function in the error line of a bad call', async () => {
    const { context, result } = await run(`
      import { set_fps } from 'pix_n_flix';
      set_fps(100);
    `);
    expect(result.status).toBe('error');
    const text = context.errors.map((e) => e.explain()).join('\n');
    expect(text).toContain('set_fps expects the frames per second from 1 to 60, received: 100');
  });
});
