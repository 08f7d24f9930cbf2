import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createWorkspaceStore } from '../../../workspace/state';
import { bindSharedSettings, sharedSettings } from './settingsSync';

/** Two documents that pass every update to each other, as a session's server does. */
function linkedDocs(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b, update, 'remote');
  });
  b.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a, update, 'remote');
  });
  return [a, b];
}

describe('shared chapter and variant', () => {
  it("fills an empty map with the creator's pair; a joiner takes it", () => {
    const [docA, docB] = linkedDocs();
    const creator = createWorkspaceStore({ chapter: 3, variant: 'default' });
    const joiner = createWorkspaceStore({ chapter: 1, variant: 'default' });
    bindSharedSettings(creator, docA.getMap('settings'), { creator: true });
    expect(sharedSettings(docB.getMap('settings'))).toEqual({ chapter: 3, variant: 'default' });
    bindSharedSettings(joiner, docB.getMap('settings'), { creator: false });
    expect(joiner.getState().chapter).toBe(3);
  });

  it('sends a local change to the others and applies theirs, without echoing', () => {
    const [docA, docB] = linkedDocs();
    const a = createWorkspaceStore({ chapter: 1, variant: 'default' });
    const b = createWorkspaceStore({ chapter: 1, variant: 'default' });
    bindSharedSettings(a, docA.getMap('settings'), { creator: true });
    bindSharedSettings(b, docB.getMap('settings'), { creator: false });
    let updates = 0;
    docB.on('update', () => updates++);
    a.setState({ chapter: 4, variant: 'default' });
    expect(b.getState()).toMatchObject({ chapter: 4, variant: 'default' });
    expect(updates).toBe(1);
    b.setState({ chapter: 2, variant: 'default' });
    expect(a.getState().chapter).toBe(2);
    // Changes of other fields write nothing.
    a.setState({ editorValue: 'x' });
    expect(updates).toBe(2);
  });

  it('leaves a joiner alone while the map is empty, and ignores invalid pairs', () => {
    const doc = new Y.Doc();
    const settings = doc.getMap<unknown>('settings');
    const store = createWorkspaceStore({ chapter: 2, variant: 'default' });
    const unbind = bindSharedSettings(store, settings, { creator: false });
    expect(settings.size).toBe(0);
    settings.set('chapter', 99);
    settings.set('variant', 'default');
    expect(store.getState().chapter).toBe(2);
    doc.transact(() => {
      settings.set('chapter', 1);
      settings.set('variant', 'no-such-variant');
    });
    expect(store.getState().chapter).toBe(2);
    unbind();
    settings.set('variant', 'default');
    expect(store.getState().chapter).toBe(2);
  });
});
