import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { WorkspaceState } from '../state';
import type { ModuleTabSpec } from './registry';

// A chunk of its own: a workspace that never shows the Video Display never loads the camera code.
const VideoDisplay = lazy(() => import('./VideoDisplay'));

/** The legacy external libraries that had the Video Display tab (PIXNFLIX, and ALL which includes it). */
const VIDEO_LIBRARIES: ReadonlySet<string> = new Set(['PIXNFLIX', 'ALL']);

/** `start()` was the value of a run (or REPL input), or the question's library is a video one. */
export function showsVideoDisplay(state: WorkspaceState): boolean {
  if (state.moduleOutputs.some((output) => output.kind === 'video')) return true;
  return VIDEO_LIBRARIES.has(state.library?.name ?? '');
}

export const VIDEO_TAB: ModuleTabSpec = {
  id: 'module-video',
  label: 'Video Display',
  shows: showsVideoDisplay,
  Body: () => (
    <Suspense fallback={<Spinner size={20} aria-label="Loading the Video Display" />}>
      <VideoDisplay />
    </Suspense>
  ),
};
