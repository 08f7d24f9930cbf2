import { Annotation } from '@codemirror/state';
import type { WorkspaceHandle } from '../context';

/**
 * What a replay does to a workspace is not the user's input: an input capture (a recording, the
 * local event log) leaves it out. Editor changes carry this annotation; store changes and runs made
 * by a replay happen inside `whileReplaying`, which the capture asks about.
 */
export const fromReplay = Annotation.define<boolean>();

const depth = new WeakMap<WorkspaceHandle, number>();

export function whileReplaying<T>(handle: WorkspaceHandle, apply: () => T): T {
  depth.set(handle, (depth.get(handle) ?? 0) + 1);
  try {
    return apply();
  } finally {
    depth.set(handle, (depth.get(handle) ?? 1) - 1);
  }
}

export function isReplaying(handle: WorkspaceHandle): boolean {
  return (depth.get(handle) ?? 0) > 0;
}
