// Drawing the camera, a video or an image into a canvas of the requested size. Browsers only; the
// bundle never draws.

export type PictureElement = HTMLVideoElement | HTMLImageElement;

/** The picture's own size; 0 x 0 until it has loaded. */
export function pictureSize(element: PictureElement): { width: number; height: number } {
  if (element instanceof HTMLVideoElement) return { width: element.videoWidth, height: element.videoHeight };
  return { width: element.naturalWidth, height: element.naturalHeight };
}

/** Whether a frame can be drawn now (a video with a current frame, an image that has loaded). */
export function pictureReady(element: PictureElement): boolean {
  if (element instanceof HTMLVideoElement) {
    // 2 is HAVE_CURRENT_DATA: a frame to draw.
    return element.readyState >= 2;
  }
  return element.complete && element.naturalWidth > 0;
}

/**
 * Draws the picture into width x height: stretched, or fitted inside with its proportions and black
 * bars (`keep_aspect_ratio`, the default).
 */
export function drawPicture(
  context: CanvasRenderingContext2D,
  element: PictureElement,
  width: number,
  height: number,
  keepAspectRatio: boolean,
): void {
  const own = pictureSize(element);
  if (!keepAspectRatio || own.width === 0 || own.height === 0) {
    context.drawImage(element, 0, 0, width, height);
    return;
  }
  const scale = Math.min(width / own.width, height / own.height);
  const drawnWidth = own.width * scale;
  const drawnHeight = own.height * scale;
  context.fillStyle = 'black';
  context.fillRect(0, 0, width, height);
  context.drawImage(element, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
}
