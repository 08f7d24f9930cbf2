import type { RuneMode } from '../../protocol';

/**
 * One drawing of a scene: every vertex moved sideways by `shift × z` (what one eye, or one
 * moment of a hollusion, sees of the depth), in colour or in grey, into some colour channels.
 */
export interface DrawPass {
  shift: number;
  grey: boolean;
  channels: 'all' | 'red' | 'cyan';
}

/** How far apart the two eyes of an anaglyph look, in the drawing's units per unit of depth. */
export const EYE_SHIFT = 0.06;

/** How long a hollusion takes to sway from one side to the other and back. */
export const HOLLUSION_PERIOD_MS = 1_200;

/**
 * The passes that make one picture. An anaglyph is the left eye's view in grey into the red
 * channel and the right eye's into green and blue; red/cyan glasses give each eye its own.
 */
export function passesFor(mode: RuneMode, magnitude: number, elapsedMs: number): DrawPass[] {
  if (mode === 'anaglyph') {
    return [
      { shift: -EYE_SHIFT, grey: true, channels: 'red' },
      { shift: EYE_SHIFT, grey: true, channels: 'cyan' },
    ];
  }
  if (mode === 'hollusion') {
    const phase = (2 * Math.PI * elapsedMs) / HOLLUSION_PERIOD_MS;
    return [{ shift: magnitude * Math.sin(phase), grey: false, channels: 'all' }];
  }
  return [{ shift: 0, grey: false, channels: 'all' }];
}

/** Perceived brightness of a colour (Rec. 601 weights), for the anaglyph's grey views. */
export function luminance(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
