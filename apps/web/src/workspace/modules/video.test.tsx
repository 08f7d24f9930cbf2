import type { VideoFrame, VideoSettings } from '@sa/modules/protocol';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceContext, type WorkspaceHandle } from '../context';
import type { Execution } from '../execution';
import { createWorkspaceStore, initialWorkspaceState } from '../state';
import { MODULE_TABS } from './registry';
import { showsVideoDisplay, VIDEO_TAB } from './video';

const settings: VideoSettings = {
  width: 20,
  height: 10,
  fps: 20,
  volume: 0.5,
  mode: 'live',
  url: null,
  keepAspectRatio: true,
  loopCount: -1,
  pauseAtMs: null,
};

describe('the Video Display tab spec', () => {
  it('is registered as module-video, labelled Video Display', () => {
    expect(MODULE_TABS).toContain(VIDEO_TAB);
    expect([VIDEO_TAB.id, VIDEO_TAB.label]).toEqual(['module-video', 'Video Display']);
  });

  it('shows after start(), or under the PIXNFLIX and ALL libraries', () => {
    const state = initialWorkspaceState();
    expect(showsVideoDisplay(state)).toBe(false);
    expect(
      showsVideoDisplay({ ...state, moduleOutputs: [{ module: 'pix_n_flix', kind: 'video', settings }] }),
    ).toBe(true);
    expect(showsVideoDisplay({ ...state, library: { name: 'PIXNFLIX', symbols: [] } })).toBe(true);
    expect(showsVideoDisplay({ ...state, library: { name: 'ALL', symbols: [] } })).toBe(true);
    expect(showsVideoDisplay({ ...state, library: { name: 'RUNES', symbols: [] } })).toBe(false);
  });
});

describe('the Video Display body', () => {
  beforeEach(() => {
    const context = {
      fillStyle: '',
      drawImage: vi.fn(),
      fillRect: vi.fn(),
      getImageData: (_x: number, _y: number, w: number, h: number) => ({
        data: new Uint8ClampedArray(w * h * 4),
      }),
      createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
      putImageData: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      value: () => Promise.resolve(),
      configurable: true,
      writable: true,
    });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: () => new Promise(() => undefined) },
      configurable: true,
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    // Test files share their worker (vitest.config.ts): leave no camera for the next file.
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it("filters frames through the execution at the last start()'s size; a failure stops it", async () => {
    const store = createWorkspaceStore({
      moduleOutputs: [{ module: 'pix_n_flix', kind: 'video', settings }],
    });
    const filterVideoFrame = vi.fn(async (_frame: VideoFrame) => ({
      status: 'error' as const,
      text: 'Line 2: boom',
    }));
    const handle: WorkspaceHandle = {
      store,
      execution: { filterVideoFrame } as unknown as Execution,
      actions: [],
      editor: { current: null },
    };
    const { Body } = VIDEO_TAB;
    render(
      <WorkspaceContext.Provider value={handle}>
        <Body />
      </WorkspaceContext.Provider>,
    );
    expect(await screen.findByText(/The video stopped because the filter raised an error/)).toBeTruthy();
    expect(filterVideoFrame).toHaveBeenCalledTimes(1);
    const frame = filterVideoFrame.mock.calls[0]?.[0] as VideoFrame;
    expect([frame.width, frame.height]).toEqual([20, 10]);
    // The error line is the execution's to write (execution.test.ts): the tab adds no second copy.
    expect(store.getState().output).toEqual([]);
  });
});
