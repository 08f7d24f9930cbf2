import type { WorkspaceLibrary, WorkspaceState } from '../state';

/**
 * Where the runner's worker loads Source modules from when the page names no other server: our own
 * /modules. (The deployment's `moduleBackendUrl`, a CDN with the same files, replaces it when set.)
 * The worker needs an absolute address: it resolves nothing against the page.
 */
export function resolveModuleBackendUrl(configured?: string | null): string {
  return new URL(configured || '/modules', window.location.origin).href.replace(/\/+$/, '');
}

/** The Tone Matrix is all off until touched, and the module treats a missing grid so. */
export function moduleInputsOf(state: WorkspaceState): Record<string, unknown> | undefined {
  return state.toneMatrix ? { sound_matrix: state.toneMatrix } : undefined;
}

/** A question's external library as the store keeps it; null for none. */
export function workspaceLibrary(external: {
  name: string;
  symbols: readonly string[];
}): WorkspaceLibrary | null {
  return external.name && external.name.toLowerCase() !== 'none'
    ? { name: external.name, symbols: external.symbols }
    : null;
}
