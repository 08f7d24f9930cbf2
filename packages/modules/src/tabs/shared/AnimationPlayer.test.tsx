// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimationPlayer, frameAt } from './AnimationPlayer';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'Date'],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const frameText = (index: number) => <p>{`frame ${index}`}</p>;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('frameAt', () => {
  it('maps elapsed time to a frame, wrapping or ending at the last', () => {
    expect(frameAt(0, 10, 5, false)).toBe(0);
    expect(frameAt(250, 10, 5, false)).toBe(2);
    expect(frameAt(520, 10, 5, true)).toBe(0);
    expect(frameAt(520, 10, 5, false)).toBeNull();
  });
});

describe('AnimationPlayer', () => {
  it('starts playing and advances frames with time, looping by default', () => {
    render(<AnimationPlayer frameCount={10} fps={10} renderFrame={frameText} />);
    expect(screen.getByText('frame 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    advance(350);
    expect(screen.getByText('frame 3')).toBeTruthy();
    advance(1000);
    // 1.35 s at 10 fps over 10 frames: wrapped round to frame 3 again.
    expect(screen.getByText('frame 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Loop' }) as HTMLInputElement).checked).toBe(true);
  });

  it('stops at the last frame when Loop is off, and Play starts again', () => {
    render(<AnimationPlayer frameCount={5} fps={10} renderFrame={frameText} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Loop' }));
    advance(2000);
    expect(screen.getByText('frame 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByText('frame 0')).toBeTruthy();
    advance(150);
    expect(screen.getByText('frame 1')).toBeTruthy();
  });

  it('pauses, resets and seeks with the Timeline slider', () => {
    render(<AnimationPlayer frameCount={10} fps={10} renderFrame={frameText} />);
    advance(450);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('frame 4')).toBeTruthy();
    advance(1000);
    expect(screen.getByText('frame 4')).toBeTruthy();
    const timeline = screen.getByRole('slider', { name: 'Timeline' });
    expect(timeline.getAttribute('aria-valuenow')).toBe('4');
    fireEvent.keyDown(timeline, { key: 'ArrowRight', which: 39, keyCode: 39 });
    expect(screen.getByText('frame 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('frame 0')).toBeTruthy();
    // Resuming plays on from where the timeline is.
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    advance(250);
    expect(screen.getByText('frame 2')).toBeTruthy();
  });
});
