import { afterAll } from 'vitest';

/**
 * Blueprint's Tooltip opens 100 ms after a hover, on a `window.setTimeout` it does not clear on
 * unmount. A test file whose last step clicks (so hovers) a button with a tooltip - the workspace's
 * Run - can end inside that delay; the timer then fires after the DOM environment is gone
 * ('window is not defined', an unhandled error that fails the run). Files that click such buttons
 * call this once to let the delay pass before the environment is torn down.
 */
export function settleTooltipTimersAfterAll(): void {
  afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
}
