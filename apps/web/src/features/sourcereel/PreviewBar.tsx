import { Button, Slider } from '@blueprintjs/core';
import { PauseIcon, PlayIcon } from '@blueprintjs/icons';
import { formatClock, SEEK_STEP } from '@sa/domain';
import { useEffect, useRef, useState } from 'react';
import styles from './sourcereel.module.css';

export interface PreviewBarProps {
  /** The WAV recorded so far. */
  url: string;
  durationMs: number;
  /** Told of the preview's position in ms (Resume Here continues from it). */
  onPosition(ms: number): void;
}

/**
 * While paused (fact sheet C): the audio recorded so far, to listen back and to pick the point
 * Resume Here continues from. An <audio> element plays it; the slider (0 to 1) seeks.
 */
export function PreviewBar({ url, durationMs, onPosition }: PreviewBarProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(1);
  const duration = durationMs / 1000;

  // A preview (each pause has its own: the panel keys the bar by its url) starts at its end,
  // where plain Resume goes on.
  useEffect(() => onPosition(durationMs), [durationMs, onPosition]);

  const seek = (fraction: number) => {
    setPosition(fraction);
    onPosition(fraction * durationMs);
    if (audio.current) audio.current.currentTime = fraction * duration;
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) element.pause();
    else {
      // From the end, listening starts over.
      if (position >= 1) seek(0);
      void element.play().catch(() => setPlaying(false));
    }
  };

  return (
    <div className={styles.preview}>
      {/* biome-ignore lint/a11y/useMediaCaption: a voice recording being made has no captions */}
      <audio
        ref={audio}
        src={url}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => {
          if (duration <= 0) return;
          const fraction = Math.min(event.currentTarget.currentTime / duration, 1);
          setPosition(fraction);
          onPosition(fraction * durationMs);
        }}
      />
      <Button
        icon={playing ? <PauseIcon /> : <PlayIcon />}
        aria-label={playing ? 'Pause preview' : 'Play preview'}
        onClick={toggle}
        variant="minimal"
      />
      <Slider
        className={styles.previewSlider}
        min={0}
        max={1}
        stepSize={SEEK_STEP}
        value={position}
        onChange={seek}
        labelRenderer={false}
        handleHtmlProps={{ 'aria-label': 'Preview position' }}
      />
      <span>
        {formatClock(position * duration)} / {formatClock(duration)}
      </span>
    </div>
  );
}
