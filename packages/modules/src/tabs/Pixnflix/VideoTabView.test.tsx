// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { VideoFrame, VideoSettings } from '../../protocol';
import { filterWithState, lastVideoSettings } from './index';
import { LOAD_TIMEOUT_MS, NOT_LOADED_MESSAGE, type VideoFilterOutcome } from './outcome';
import VideoTabView from './VideoTabView';

// happy-dom draws nothing: a 2D context that records, a camera that hands out a stream whose tracks
// can be stopped, and a <video> whose readiness each test chooses.
function fakeContext() {
  return {
    fillStyle: '',
    drawImage: vi.fn(),
    fillRect: vi.fn(),
    getImageData: vi.fn((_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4).fill(7),
    })),
    createImageData: vi.fn((w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) })),
    putImageData: vi.fn(),
  };
}

let context: ReturnType<typeof fakeContext>;
let readyState: number;
let track: { stop: Mock };
let getUserMedia: Mock;

function fakeStream(): MediaStream {
  // A real (happy-dom) MediaStream, as <video>.srcObject accepts only those; it lacks getTracks.
  const stream = new MediaStream();
  Object.defineProperty(stream, 'getTracks', { value: () => [track] });
  return stream;
}

beforeEach(() => {
  vi.useFakeTimers();
  context = fakeContext();
  readyState = 4;
  track = { stop: vi.fn() };
  getUserMedia = vi.fn(async () => fakeStream());
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockImplementation(() => readyState);
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    value: vi.fn(() => Promise.resolve()),
    configurable: true,
    writable: true,
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const copying = () =>
  vi.fn(async (frame: VideoFrame): Promise<VideoFilterOutcome> => ({ status: 'filtered', frame }));

const settings = (patch: Partial<VideoSettings> = {}): VideoSettings => ({
  width: 40,
  height: 30,
  fps: 10,
  volume: 0.5,
  mode: 'live',
  url: null,
  keepAspectRatio: true,
  loopCount: -1,
  pauseAtMs: null,
  ...patch,
});

describe('VideoTabView', () => {
  it('starts the camera on its own and sends each frame through the filter at the requested size', async () => {
    const filter = copying();
    render(<VideoTabView settings={settings()} filter={filter} />);
    await advance(250);
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
    expect(filter).toHaveBeenCalled();
    const frame = filter.mock.calls[0]?.[0] as VideoFrame;
    expect([frame.width, frame.height, frame.pixels.length]).toEqual([40, 30, 40 * 30 * 4]);
    expect(context.putImageData).toHaveBeenCalled();
    expect(screen.queryByText(NOT_LOADED_MESSAGE)).toBeNull();
  });

  it('clamps Width and Height to 1-500 and FPS to 3-29, applied while typing', async () => {
    const filter = copying();
    render(<VideoTabView settings={null} filter={filter} />);
    const width = screen.getByLabelText('Width') as HTMLInputElement;
    const height = screen.getByLabelText('Height') as HTMLInputElement;
    const fps = screen.getByLabelText('FPS') as HTMLInputElement;
    expect([width.value, height.value, fps.value]).toEqual(['400', '300', '10']);
    fireEvent.focus(width);
    fireEvent.change(width, { target: { value: '900' } });
    fireEvent.blur(width);
    fireEvent.change(height, { target: { value: '0' } });
    fireEvent.blur(height);
    fireEvent.change(fps, { target: { value: '100' } });
    fireEvent.blur(fps);
    expect([width.value, height.value, fps.value]).toEqual(['500', '1', '29']);
    fireEvent.change(fps, { target: { value: '1' } });
    fireEvent.blur(fps);
    expect(fps.value).toBe('3');
    await advance(1000);
    const frame = filter.mock.calls.at(-1)?.[0] as VideoFrame;
    expect([frame.width, frame.height]).toEqual([500, 1]);
    // 3 FPS: about three frames in the next second.
    const before = filter.mock.calls.length;
    await advance(1000);
    expect(filter.mock.calls.length - before).toBe(3);
  });

  it('filters one frame at a time and drops frames while one is out', async () => {
    let release: (outcome: VideoFilterOutcome) => void = () => undefined;
    const filter = vi.fn(
      (frame: VideoFrame) =>
        new Promise<VideoFilterOutcome>((resolve) => {
          release = () => resolve({ status: 'filtered', frame });
        }),
    );
    render(<VideoTabView settings={settings()} filter={filter} />);
    await advance(1000);
    expect(filter).toHaveBeenCalledTimes(1);
    await act(async () => release({ status: 'skipped' }));
    await advance(100);
    expect(filter).toHaveBeenCalledTimes(2);
  });

  it('offers to activate a video that did not load in time, and tries again', async () => {
    readyState = 0;
    render(<VideoTabView settings={settings()} filter={copying()} />);
    await advance(LOAD_TIMEOUT_MS - 100);
    expect(screen.queryByText(NOT_LOADED_MESSAGE)).toBeNull();
    await advance(200);
    expect(screen.getByText(NOT_LOADED_MESSAGE)).toBeTruthy();
    readyState = 4;
    fireEvent.click(screen.getByRole('button', { name: 'Activate video' }));
    await advance(200);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(NOT_LOADED_MESSAGE)).toBeNull();
  });

  it('stops on a filter error, says so, tells the caller, and plays again on Play', async () => {
    const onStopped = vi.fn();
    const filter = vi.fn(
      async (): Promise<VideoFilterOutcome> => ({
        status: 'error',
        text: 'Line 3: Error: head(xs) expects a pair',
      }),
    );
    render(<VideoTabView settings={settings()} filter={filter} onStopped={onStopped} />);
    await advance(250);
    expect(filter).toHaveBeenCalledTimes(1);
    expect(onStopped).toHaveBeenCalledWith('Line 3: Error: head(xs) expects a pair');
    expect(screen.getByText(/The video stopped because the filter raised an error/)).toBeTruthy();
    await advance(1000);
    expect(filter).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await advance(150);
    expect(filter).toHaveBeenCalledTimes(2);
  });

  it('Pause stops filtering and Play resumes', async () => {
    const filter = copying();
    render(<VideoTabView settings={settings()} filter={filter} />);
    await advance(250);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = filter.mock.calls.length;
    await advance(1000);
    expect(filter.mock.calls.length).toBe(paused);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await advance(250);
    expect(filter.mock.calls.length).toBeGreaterThan(paused);
  });

  it('explains a blocked camera', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    render(<VideoTabView settings={settings()} filter={copying()} />);
    await advance(100);
    expect(screen.getByRole('alert').textContent).toContain('The camera is blocked for this page');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('stops the camera when the tab closes', async () => {
    const { unmount } = render(<VideoTabView settings={settings()} filter={copying()} />);
    await advance(100);
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('offers a file and a volume in video-file mode', async () => {
    render(<VideoTabView settings={settings({ mode: 'video', url: null })} filter={copying()} />);
    await advance(100);
    expect(screen.getByText('Choose an image or a video file to filter.')).toBeTruthy();
    expect(screen.getByLabelText('Local file')).toBeTruthy();
    expect(screen.getByLabelText('Volume')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: 'live' } });
    await advance(100);
    expect(screen.queryByLabelText('Volume')).toBeNull();
    expect(getUserMedia).toHaveBeenCalled();
  });
});

describe('the served tab', () => {
  const frame: VideoFrame = { width: 1, height: 1, pixels: new Uint8ClampedArray(4), timeMs: 0 };

  it('reports filtered frames, errors and a missing state as outcomes', async () => {
    const filtered = { ...frame, timeMs: 5 };
    expect(await filterWithState({ outputs: [], filterFrame: () => filtered }, frame)).toEqual({
      status: 'filtered',
      frame: filtered,
    });
    const failing = {
      outputs: [],
      filterFrame: () => {
        throw { explain: () => 'head(xs) expects a pair' };
      },
    };
    expect(await filterWithState(failing, frame)).toEqual({
      status: 'error',
      text: 'Error: head(xs) expects a pair',
    });
    expect(await filterWithState(null, frame)).toEqual({ status: 'skipped' });
  });

  it('takes the settings of the last start()', () => {
    const first = settings({ fps: 5 });
    const second = settings({ fps: 20 });
    expect(
      lastVideoSettings([
        { module: 'pix_n_flix', kind: 'video', settings: first },
        { module: 'sound', kind: 'stop' },
        { module: 'pix_n_flix', kind: 'video', settings: second },
        { module: 'sound', kind: 'stop' },
      ]),
    ).toBe(second);
    expect(lastVideoSettings([])).toBeNull();
  });
});
