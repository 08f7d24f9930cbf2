import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { VideoFrame, VideoMode } from '../../protocol';
import { drawPicture, type PictureElement, pictureReady } from './drawing';
import {
  cameraProblemText,
  type FeedProblem,
  LOAD_TIMEOUT_MS,
  NO_CAMERA_API_TEXT,
  type VideoFilterOutcome,
} from './outcome';

export interface FeedSource {
  mode: VideoMode;
  /** An address (the program's URL, or an object URL of a local file); null: none chosen yet. */
  url: string | null;
}

export interface FeedSettings {
  width: number;
  height: number;
  fps: number;
  /** 0 to 1. */
  volume: number;
  keepAspectRatio: boolean;
  loopCount: number;
  pauseAtMs: number | null;
}

export interface FeedOptions {
  source: FeedSource;
  settings: FeedSettings;
  filter(frame: VideoFrame): Promise<VideoFilterOutcome>;
  onStopped?(reason: string): void;
}

export interface Feed {
  playing: boolean;
  problem: FeedProblem | null;
  play(): void;
  pause(): void;
  /** Starts the source again (after a load timeout or a camera error). */
  retry(): void;
  video: RefObject<HTMLVideoElement | null>;
  image: RefObject<HTMLImageElement | null>;
  /** Hidden: the picture is drawn here at the requested size and read back as pixels. */
  work: RefObject<HTMLCanvasElement | null>;
  /** What the user sees: the filtered frames. */
  view: RefObject<HTMLCanvasElement | null>;
}

function startPlayback(video: HTMLVideoElement): void {
  // A refused autoplay is not an error here: no frame arrives, and the load timeout offers a button.
  video.play().catch(() => undefined);
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Files picked by the user (blob:) need no CORS; other addresses must allow reading pixels. */
function crossOriginFor(url: string): string | null {
  return url.startsWith('blob:') || url.startsWith('data:') ? null : 'anonymous';
}

/**
 * Runs the feed: starts the camera, video or image; at `fps` draws the picture at the requested
 * size, hands the pixels to `filter` (one frame at a time: frames due while one is being filtered
 * are dropped) and shows what comes back. A filter error stops the feed.
 */
export function useVideoFeed(options: FeedOptions): Feed {
  const video = useRef<HTMLVideoElement | null>(null);
  const image = useRef<HTMLImageElement | null>(null);
  const work = useRef<HTMLCanvasElement | null>(null);
  const view = useRef<HTMLCanvasElement | null>(null);
  const [playing, setPlaying] = useState(true);
  const [problem, setProblem] = useState<FeedProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The interval reads the latest settings and filter without being restarted by every change.
  const latest = useRef(options);
  latest.current = options;
  const busy = useRef(false);
  // Set the moment a filter fails, before React re-renders and clears the interval.
  const halted = useRef(false);
  // Bumped whenever the source starts or stops: results for an older source are not drawn.
  const generation = useRef(0);
  const framesShown = useRef(0);
  const startedAt = useRef(0);
  const pausedAtDone = useRef(false);
  const { mode, url } = options.source;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the source on Retry.
  useEffect(() => {
    const videoElement = video.current;
    const imageElement = image.current;
    if (!videoElement || !imageElement) return;
    generation.current += 1;
    framesShown.current = 0;
    pausedAtDone.current = false;
    startedAt.current = performance.now();
    setProblem(null);
    if (mode !== 'live' && !url) {
      setProblem({ kind: 'choose-file' });
      return;
    }
    let cancelled = false;
    let stream: MediaStream | null = null;
    let loopsPlayed = 0;
    const timer = setTimeout(() => {
      if (!cancelled && framesShown.current === 0) setProblem((now) => now ?? { kind: 'not-loaded' });
    }, LOAD_TIMEOUT_MS);
    const onEnded = () => {
      loopsPlayed += 1;
      const { loopCount } = latest.current.settings;
      if (loopCount < 0 || loopsPlayed < loopCount) {
        videoElement.currentTime = 0;
        startPlayback(videoElement);
      } else {
        setPlaying(false);
      }
    };
    if (mode === 'live') {
      const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
      if (!media?.getUserMedia) {
        clearTimeout(timer);
        setProblem({ kind: 'camera', text: NO_CAMERA_API_TEXT });
      } else {
        media.getUserMedia({ video: true, audio: false }).then(
          (opened) => {
            if (cancelled) {
              stopTracks(opened);
              return;
            }
            stream = opened;
            videoElement.muted = true;
            videoElement.srcObject = opened;
            startPlayback(videoElement);
          },
          (error: unknown) => {
            if (cancelled) return;
            clearTimeout(timer);
            setProblem({ kind: 'camera', text: cameraProblemText(error) });
          },
        );
      }
    } else if (mode === 'video' && url) {
      videoElement.srcObject = null;
      videoElement.muted = false;
      videoElement.crossOrigin = crossOriginFor(url);
      videoElement.src = url;
      videoElement.addEventListener('ended', onEnded);
      startPlayback(videoElement);
    } else if (url) {
      imageElement.crossOrigin = crossOriginFor(url);
      imageElement.src = url;
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
      generation.current += 1;
      if (stream) stopTracks(stream);
      videoElement.removeEventListener('ended', onEnded);
      videoElement.pause();
      videoElement.srcObject = null;
      videoElement.removeAttribute('src');
      imageElement.removeAttribute('src');
    };
  }, [mode, url, attempt]);

  // Pause and Play reach a video file itself (its sound, its time); the camera just keeps running.
  useEffect(() => {
    const videoElement = video.current;
    if (!videoElement || mode !== 'video' || !url) return;
    if (playing) startPlayback(videoElement);
    else videoElement.pause();
  }, [playing, mode, url]);

  useEffect(() => {
    const videoElement = video.current;
    if (videoElement && mode === 'video')
      videoElement.volume = Math.min(1, Math.max(0, options.settings.volume));
  }, [mode, options.settings.volume]);

  const show = useCallback((outcome: VideoFilterOutcome, frame: VideoFrame, mine: number) => {
    if (mine !== generation.current) return;
    if (outcome.status === 'error') {
      halted.current = true;
      setPlaying(false);
      setProblem({ kind: 'filter-error', text: outcome.text });
      latest.current.onStopped?.(outcome.text);
      return;
    }
    const shown = outcome.status === 'filtered' ? outcome.frame : frame;
    const canvas = view.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    if (canvas.width !== shown.width) canvas.width = shown.width;
    if (canvas.height !== shown.height) canvas.height = shown.height;
    const data = context.createImageData(shown.width, shown.height);
    data.data.set(shown.pixels);
    context.putImageData(data, 0, 0);
    framesShown.current += 1;
    if (framesShown.current === 1) setProblem((now) => (now?.kind === 'not-loaded' ? null : now));
    const { pauseAtMs } = latest.current.settings;
    if (pauseAtMs !== null && !pausedAtDone.current && frame.timeMs >= pauseAtMs) {
      pausedAtDone.current = true;
      setPlaying(false);
    }
  }, []);

  const tick = useCallback(() => {
    if (busy.current || halted.current) return; // one frame in flight: this one is dropped
    const { source, settings, filter } = latest.current;
    const picture: PictureElement | null = source.mode === 'image' ? image.current : video.current;
    const canvas = work.current;
    if (!picture || !canvas || !pictureReady(picture)) return;
    const { width, height } = settings;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    drawPicture(context, picture, width, height, settings.keepAspectRatio);
    const timeMs =
      source.mode === 'video' && video.current
        ? video.current.currentTime * 1000
        : performance.now() - startedAt.current;
    const frame: VideoFrame = {
      width,
      height,
      pixels: context.getImageData(0, 0, width, height).data,
      timeMs,
    };
    const mine = generation.current;
    busy.current = true;
    filter(frame)
      .then(
        (outcome) => show(outcome, frame, mine),
        (error: unknown) => show({ status: 'error', text: String(error) }, frame, mine),
      )
      .finally(() => {
        busy.current = false;
      });
  }, [show]);

  const fps = options.settings.fps;
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(tick, 1000 / fps);
    return () => clearInterval(id);
  }, [playing, fps, tick]);

  return {
    playing,
    problem,
    play: () => {
      halted.current = false;
      setProblem((now) => (now?.kind === 'filter-error' ? null : now));
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    retry: () => {
      halted.current = false;
      setPlaying(true);
      setAttempt((n) => n + 1);
    },
    video,
    image,
    work,
    view,
  };
}
