import { useSyncExternalStore } from 'react';

/**
 * Whether the Classroom's workspace holds changes not saved to GitHub. The workspace sets it; the
 * area's navbar reads it to refuse 'Log Out' ('You have unsaved changes!', spec 3 section 5) and
 * the route leaving the workspace asks first.
 */
let unsaved = false;
const listeners = new Set<() => void>();

export const classroomUnsaved = {
  get: () => unsaved,
  set(next: boolean) {
    if (next === unsaved) return;
    unsaved = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useClassroomUnsaved(): boolean {
  return useSyncExternalStore(classroomUnsaved.subscribe, classroomUnsaved.get);
}
