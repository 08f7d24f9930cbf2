import { Button, Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_VIDEO_SETTINGS } from '../../pix_n_flix/settings';
import type { VideoFrame, VideoMode, VideoSettings } from '../../protocol';
import { ClampedNumberInput } from './ClampedNumberInput';
import { NOT_LOADED_MESSAGE, TAB_LIMITS, type VideoFilterOutcome } from './outcome';
import { type FeedSource, useVideoFeed } from './useVideoFeed';

export type { VideoFilterOutcome } from './outcome';

interface VideoTabProps {
  /** The settings of the program's `start()`; null: no program yet (the PIXNFLIX library), defaults. */
  settings: VideoSettings | null;
  /** Runs the program's filter on one frame (in the runner's worker, or the module state directly). */
  filter(frame: VideoFrame): Promise<VideoFilterOutcome>;
  /** The feed stopped because the filter failed (the caller shows the error in the REPL). */
  onStopped?(reason: string): void;
}

/**
 * The Video Display tab: the camera (or an image or video file) through the program's filter. A new
 * `start()` (a new settings object) starts the feed afresh with that program's settings.
 */
export default function VideoTabView(props: VideoTabProps) {
  const runs = useRef({ settings: props.settings, key: 0 });
  if (runs.current.settings !== props.settings) {
    runs.current = { settings: props.settings, key: runs.current.key + 1 };
  }
  return <VideoPanel key={runs.current.key} {...props} />;
}

const MODE_LABELS: Record<VideoMode, string> = { live: 'Live camera', image: 'Image', video: 'Video file' };

// Drawn from but not shown; display:none could let a browser stop decoding the video's frames.
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  pointerEvents: 'none',
  overflow: 'hidden',
};

function VideoPanel({ settings, filter, onStopped }: VideoTabProps) {
  const initial = settings ?? DEFAULT_VIDEO_SETTINGS;
  const [width, setWidth] = useState(initial.width);
  const [height, setHeight] = useState(initial.height);
  const [fps, setFps] = useState(initial.fps);
  const [volume, setVolume] = useState(initial.volume);
  const [source, setSource] = useState<FeedSource>({ mode: initial.mode, url: initial.url });
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const modeId = useId();
  const fileId = useId();
  const volumeId = useId();
  const feed = useVideoFeed({
    source,
    settings: {
      width,
      height,
      fps,
      volume,
      keepAspectRatio: initial.keepAspectRatio,
      loopCount: initial.loopCount,
      pauseAtMs: initial.pauseAtMs,
    },
    filter,
    onStopped,
  });

  // A picked file's object URL lives until another is picked or the tab closes.
  useEffect(() => {
    if (!localUrl) return;
    return () => URL.revokeObjectURL(localUrl);
  }, [localUrl]);

  const chooseMode = (mode: VideoMode) => {
    // The program's own address for that mode, if it gave one; otherwise the user picks a file.
    setSource({ mode, url: mode !== 'live' && initial.mode === mode ? initial.url : null });
  };
  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setLocalUrl(url);
    setSource({ mode: file.type.startsWith('image/') ? 'image' : 'video', url });
  };

  const { problem } = feed;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Button icon="play" text="Play" onClick={feed.play} disabled={feed.playing} />
        <Button icon="pause" text="Pause" onClick={feed.pause} disabled={!feed.playing} />
        <ClampedNumberInput
          label="Width"
          value={width}
          min={TAB_LIMITS.minSize}
          max={TAB_LIMITS.maxSize}
          onChange={setWidth}
        />
        <ClampedNumberInput
          label="Height"
          value={height}
          min={TAB_LIMITS.minSize}
          max={TAB_LIMITS.maxSize}
          onChange={setHeight}
        />
        <ClampedNumberInput
          label="FPS"
          value={fps}
          min={TAB_LIMITS.minFps}
          max={TAB_LIMITS.maxFps}
          onChange={setFps}
        />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <FormGroup label="Mode" labelFor={modeId} inline style={{ marginBottom: 0 }}>
          <HTMLSelect
            id={modeId}
            value={source.mode}
            onChange={(event) => chooseMode(event.currentTarget.value as VideoMode)}
            options={(Object.keys(MODE_LABELS) as VideoMode[]).map((mode) => ({
              value: mode,
              label: MODE_LABELS[mode],
            }))}
          />
        </FormGroup>
        {source.mode !== 'live' && (
          <FormGroup label="Local file" labelFor={fileId} inline style={{ marginBottom: 0 }}>
            <input
              id={fileId}
              type="file"
              accept={source.mode === 'image' ? 'image/*' : 'video/*'}
              onChange={(event) => chooseFile(event.currentTarget.files?.[0])}
            />
          </FormGroup>
        )}
        {source.mode === 'video' && (
          <FormGroup label="Volume" labelFor={volumeId} inline style={{ marginBottom: 0 }}>
            <input
              id={volumeId}
              type="range"
              min={0}
              max={100}
              value={Math.round(volume * 100)}
              onChange={(event) => setVolume(Number(event.currentTarget.value) / 100)}
            />
          </FormGroup>
        )}
      </div>
      {problem?.kind === 'not-loaded' && (
        <Callout intent="warning">
          <p>{NOT_LOADED_MESSAGE}</p>
          <Button intent="primary" text="Activate video" onClick={feed.retry} />
        </Callout>
      )}
      {problem?.kind === 'camera' && (
        <Callout intent="warning" role="alert">
          <p>{problem.text}</p>
          <Button text="Retry" onClick={feed.retry} />
        </Callout>
      )}
      {problem?.kind === 'filter-error' && (
        <Callout intent="danger" role="alert">
          <p>
            The video stopped because the filter raised an error. Fix the program and run it, or press Play.
          </p>
          <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{problem.text}</pre>
        </Callout>
      )}
      {problem?.kind === 'choose-file' && <Callout>Choose an image or a video file to filter.</Callout>}
      {!problem && !feed.playing && <p style={{ margin: 0 }}>Paused.</p>}
      <canvas
        ref={feed.view}
        width={width}
        height={height}
        role="img"
        aria-label="Filtered video"
        style={{ maxWidth: '100%', alignSelf: 'flex-start', background: 'black' }}
      />
      <div style={HIDDEN} aria-hidden="true">
        <video ref={feed.video} playsInline muted={source.mode === 'live'} />
        <img ref={feed.image} alt="" />
        <canvas ref={feed.work} />
      </div>
    </div>
  );
}
