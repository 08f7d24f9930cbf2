import type { ModuleState, VideoFrame, VideoSettings } from '../protocol';
import { callSource } from '../runtime/call-source';
import { moduleState } from '../runtime/context';
import { copy_image } from './filters';
import { type Filter, imageToBytes, PixelImage } from './pixels';
import { DEFAULT_VIDEO_SETTINGS } from './settings';

/**
 * pix_n_flix's state in `context.moduleContexts.pix_n_flix.state`: the settings `start()` hands to
 * the tab, the installed filter, and what `image_width`/`get_video_time` report while a frame is
 * filtered. The runner (or the reference frontend's tab) calls `filterFrame` once per frame.
 */
export class VideoState implements ModuleState {
  outputs: ModuleState['outputs'] = [];
  input?: unknown;
  settings: VideoSettings = { ...DEFAULT_VIDEO_SETTINGS };
  filter: Filter;
  /** The size of the image filters see: the settings' until a frame arrives, then the frame's. */
  imageWidth: number = DEFAULT_VIDEO_SETTINGS.width;
  imageHeight: number = DEFAULT_VIDEO_SETTINGS.height;
  /** The time of the frame being (or last) filtered, in ms. */
  timeMs = 0;
  private source: PixelImage | null = null;
  private dest: PixelImage | null = null;

  constructor(defaultFilter: Filter) {
    this.filter = defaultFilter;
  }

  /**
   * Runs the installed filter on one frame and returns the filtered frame. `dest` starts as a copy
   * of `src`, so a filter that writes only some pixels leaves the others as the camera saw them.
   * An error the filter throws propagates: the caller turns it into an error line.
   */
  filterFrame(frame: VideoFrame): VideoFrame {
    const { width, height, pixels, timeMs } = frame;
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new Error(
        `filterFrame: a frame needs a positive whole width and height, received ${width}x${height}`,
      );
    }
    if (pixels.length !== width * height * 4) {
      throw new Error(
        `filterFrame: a ${width}x${height} frame needs ${width * height * 4} bytes, received ${pixels.length}`,
      );
    }
    if (this.source?.width !== width || this.source.height !== height) {
      this.source = new PixelImage(width, height);
      this.dest = new PixelImage(width, height);
    }
    const dest = this.dest as PixelImage;
    this.imageWidth = width;
    this.imageHeight = height;
    this.timeMs = timeMs;
    const srcImage = this.source.fillFromBytes(pixels);
    const destImage = dest.fillFromBytes(pixels);
    callSource(this.filter, srcImage, destImage);
    return { width, height, timeMs, pixels: imageToBytes(destImage, width, height) };
  }
}

export { DEFAULT_VIDEO_SETTINGS, VIDEO_LIMITS } from './settings';

/** The state of the program that imported pix_n_flix, made on first use. */
export function videoState(): VideoState {
  return moduleState('pix_n_flix', () => new VideoState(copy_image));
}
