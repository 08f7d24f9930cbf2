import { useState } from 'react';
import defaultCover from './default-cover.svg';

export { defaultCover as DEFAULT_COVER };

/**
 * An image that shows our own default picture when its address does not load (spec 2 section 8:
 * 'Missing images fall back to a default image'), instead of the browser's broken-image icon.
 * The failure is remembered per address, so a new address is tried again.
 */
export function FallbackImage(props: { src: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === props.src ? defaultCover : props.src;
  return (
    <img
      src={src}
      alt={props.alt}
      className={props.className}
      onError={() => {
        if (src !== defaultCover) setFailed(props.src);
      }}
    />
  );
}
