import { Button, Slider, Switch } from '@blueprintjs/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface AnimationPlayerProps {
  frameCount: number;
  fps: number;
  renderFrame(index: number): ReactNode;
}

/** The frame shown `elapsedMs` after frame 0, or null once a non-looping animation has ended. */
export function frameAt(elapsedMs: number, fps: number, frameCount: number, loop: boolean): number | null {
  const frame = Math.floor((Math.max(0, elapsedMs) * fps) / 1000);
  if (frame < frameCount) return frame;
  return loop ? frame % frameCount : null;
}

/**
 * Plays precomputed frames: Play/Pause, Reset, a Timeline slider and a Loop switch (on at first).
 * The frame comes from the time elapsed since a base instant rather than from counting animation
 * callbacks, so a slow page drops frames instead of slowing the animation down.
 */
export function AnimationPlayer({ frameCount, fps, renderFrame }: AnimationPlayerProps): ReactNode {
  const lastFrame = Math.max(0, frameCount - 1);
  const [playing, setPlaying] = useState(frameCount > 1);
  const [loop, setLoop] = useState(true);
  const [frame, setFrame] = useState(0);
  // The instant frame 0 was (or would have been) shown; seeking moves it so playing resumes there.
  const baseRef = useRef(0);
  const frameRef = useRef(0);
  frameRef.current = Math.min(frame, lastFrame);

  useEffect(() => {
    if (!playing || frameCount === 0 || fps <= 0) return;
    baseRef.current = performance.now() - (frameRef.current * 1000) / fps;
    let handle = requestAnimationFrame(function tick() {
      const next = frameAt(performance.now() - baseRef.current, fps, frameCount, loop);
      if (next === null) {
        setFrame(frameCount - 1);
        setPlaying(false);
        return;
      }
      setFrame(next);
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [playing, loop, fps, frameCount]);

  const shown = Math.min(frame, lastFrame);
  const seek = (target: number) => {
    const clamped = Math.min(Math.max(0, Math.round(target)), lastFrame);
    frameRef.current = clamped;
    baseRef.current = performance.now() - (clamped * 1000) / fps;
    setFrame(clamped);
  };
  const togglePlay = () => {
    // Play after a non-looping animation ended starts it again.
    if (!playing && shown >= lastFrame) seek(0);
    setPlaying(!playing);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
      <div style={{ width: '100%' }}>{frameCount > 0 ? renderFrame(shown) : null}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Button
          icon={playing ? 'pause' : 'play'}
          text={playing ? 'Pause' : 'Play'}
          onClick={togglePlay}
          disabled={frameCount === 0}
        />
        <Button icon="reset" text="Reset" onClick={() => seek(0)} disabled={frameCount === 0} />
        <Switch
          label="Loop"
          checked={loop}
          onChange={(event) => setLoop(event.currentTarget.checked)}
          style={{ marginBottom: 0 }}
        />
        <span>
          Frame {frameCount === 0 ? 0 : shown + 1} of {frameCount}
        </span>
      </div>
      <div style={{ padding: '0 12px' }}>
        <Slider
          min={0}
          max={Math.max(1, lastFrame)}
          stepSize={1}
          value={shown}
          labelRenderer={false}
          disabled={frameCount <= 1}
          onChange={seek}
          handleHtmlProps={{ 'aria-label': 'Timeline' }}
        />
      </div>
    </div>
  );
}
