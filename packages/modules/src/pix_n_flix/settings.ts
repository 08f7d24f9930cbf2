// The video settings' defaults and limits, apart from the state so that the tab (which must not load
// 'js-slang/context') can use them too.
import type { VideoSettings } from '../protocol';

/** The settings a program starts from (the reference's defaults: 400x300 at 10 FPS, half volume). */
export const DEFAULT_VIDEO_SETTINGS: Readonly<VideoSettings> = Object.freeze({
  width: 400,
  height: 300,
  fps: 10,
  volume: 0.5,
  mode: 'live',
  url: null,
  keepAspectRatio: true,
  loopCount: -1,
  pauseAtMs: null,
});

/** What a program may ask for; the tab's own inputs are narrower (1-500 pixels, 3-29 FPS). */
export const VIDEO_LIMITS = { minSize: 1, maxSize: 1024, minFps: 1, maxFps: 60 } as const;
