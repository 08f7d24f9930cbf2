import type { RunSettings } from '../protocol';
import { type ModuleLoader, unavailableModuleLoader } from './loader';

/**
 * Which module loader a call uses. Each worker installs its own at start (the browser's reads the
 * server named by the call's settings, the Node worker's the disk); until then, and in tests that
 * run the evaluator in-process without one, an import ends with 'Error loading libraries' rather
 * than js-slang's default importer reaching for a public server.
 */
const UNAVAILABLE = unavailableModuleLoader();
let loaderFor: (settings: RunSettings) => ModuleLoader = () => UNAVAILABLE;

export function useModuleLoaders(next: (settings: RunSettings) => ModuleLoader): void {
  loaderFor = next;
}

export function moduleLoaderFor(settings: RunSettings): ModuleLoader {
  return loaderFor(settings);
}
