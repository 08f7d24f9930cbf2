import { Compartment, EditorState, StateEffect } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { WorkspaceHandle } from '../context';

const readOnlyExtension = [EditorState.readOnly.of(true), EditorView.editable.of(false)];

/** The slot's removers, per workspace, while its editor is read-only. */
const removers = new WeakMap<WorkspaceHandle, () => void>();
/** For a workspace without an extension slot: a compartment added to its view once. */
const compartments = new WeakMap<EditorView, Compartment>();

/**
 * Makes the workspace's editor read-only (a replay is playing: the viewer cannot type into it) or
 * writable again. Through the extension slot when the workspace has one, so an editor mounted
 * later (the mobile layout's) is read-only too.
 */
export function setEditorReadOnly(handle: WorkspaceHandle, readOnly: boolean): void {
  const slot = handle.editorExtensions;
  if (slot) {
    const remove = removers.get(handle);
    if (readOnly && !remove) removers.set(handle, slot.add([...readOnlyExtension]));
    if (!readOnly && remove) {
      remove();
      removers.delete(handle);
    }
    return;
  }
  const view = handle.editor.current;
  if (!view) return;
  const existing = compartments.get(view);
  const content = readOnly ? readOnlyExtension : [];
  if (existing) {
    view.dispatch({ effects: existing.reconfigure(content) });
    return;
  }
  const compartment = new Compartment();
  compartments.set(view, compartment);
  view.dispatch({ effects: StateEffect.appendConfig.of(compartment.of(content)) });
}

/** Whether the workspace's editor is read-only now. */
export function isEditorReadOnly(handle: WorkspaceHandle): boolean {
  return handle.editor.current?.state.readOnly ?? removers.has(handle);
}
