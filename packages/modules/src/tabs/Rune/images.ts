import { useEffect, useState } from 'react';

// Images of `from_url` runes, loaded once per page and address. A failed load stays failed (the
// square is left empty) rather than retrying on every frame.
const cache = new Map<string, Promise<HTMLImageElement | null>>();

function loadImage(url: string): Promise<HTMLImageElement | null> {
  let pending = cache.get(url);
  if (!pending) {
    pending = new Promise((resolve) => {
      const image = new Image();
      // Without CORS the image would taint the canvas and WebGL refuses it.
      image.crossOrigin = 'anonymous';
      image.onload = () => resolve(image);
      image.onerror = () => resolve(null);
      image.src = url;
    });
    cache.set(url, pending);
  }
  return pending;
}

const EMPTY: ReadonlyMap<string, HTMLImageElement> = new Map();

/** The loaded images of the given addresses; the map is replaced as each one arrives. */
export function useImages(urls: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [images, setImages] = useState(EMPTY);
  const key = [...new Set(urls)].sort().join('\n');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    for (const url of key.split('\n')) {
      void loadImage(url).then((image) => {
        if (!live || !image) return;
        setImages((previous) => new Map(previous).set(url, image));
      });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return images;
}
