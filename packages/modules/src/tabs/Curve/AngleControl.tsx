import { Button, Slider } from '@blueprintjs/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

const TURN = 2 * Math.PI;
/** A spin turns the drawing once in this many milliseconds. */
const SPIN_MS = 8_000;

export interface AngleControlProps {
  angle: number;
  onChange(angle: number): void;
}

/**
 * The view angle of a 3D drawing: an 'Angle' slider over one turn and a button that spins it. The
 * spin reads the time rather than counting frames, so a slow page turns the drawing as fast.
 */
export function AngleControl({ angle, onChange }: AngleControlProps): ReactNode {
  const [spinning, setSpinning] = useState(false);
  const latest = useRef({ angle, onChange });
  latest.current = { angle, onChange };

  useEffect(() => {
    if (!spinning) return;
    // The spin keeps its own angle: several frames may pass before React renders the last one.
    const start = performance.now();
    const from = latest.current.angle;
    let handle = requestAnimationFrame(function tick(now) {
      latest.current.onChange((from + ((now - start) / SPIN_MS) * TURN) % TURN);
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [spinning]);

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 12px' }}>
      <Button
        icon={spinning ? 'pause' : 'play'}
        aria-label={spinning ? 'Stop spinning' : 'Spin'}
        onClick={() => setSpinning(!spinning)}
      />
      <span>Angle</span>
      <div style={{ flex: 1 }}>
        <Slider
          min={0}
          max={TURN}
          stepSize={0.01}
          value={angle}
          labelRenderer={false}
          onChange={(value) => {
            setSpinning(false);
            onChange(value);
          }}
          handleHtmlProps={{ 'aria-label': 'Angle' }}
        />
      </div>
    </div>
  );
}
