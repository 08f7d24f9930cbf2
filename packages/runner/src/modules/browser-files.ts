import type { RunSettings } from '../protocol';
import {
  type BundleFactory,
  MODULE_LOAD_ERROR,
  ModuleLoadError,
  ModuleLoader,
  type ModuleManifestFile,
  unavailableModuleLoader,
} from './loader';

/**
 * Module files from the module server (`moduleBackendUrl`: our /modules or a CDN with the same
 * layout). Bundles are imported by address, without cache-busting, so the browser's HTTP cache and
 * the server's validators apply; a browser keeps a failed module import, so a load that failed is
 * asked again at an address with an attempt number.
 */
export function browserModuleFiles(base: string) {
  const root = base.replace(/\/+$/, '');
  return {
    async manifest(): Promise<ModuleManifestFile> {
      const response = await fetch(`${root}/modules.json`);
      if (!response.ok) throw new ModuleLoadError(MODULE_LOAD_ERROR);
      return (await response.json()) as ModuleManifestFile;
    },
    async bundle(name: string, attempt: number): Promise<BundleFactory> {
      const url = `${root}/bundles/${encodeURIComponent(name)}.js${attempt > 0 ? `?attempt=${attempt}` : ''}`;
      const module = (await import(/* @vite-ignore */ url)) as { default: BundleFactory };
      return module.default;
    },
  };
}

const loaders = new Map<string, ModuleLoader>();

/** One loader per module server for the worker's lifetime: a bundle loads once per worker. */
export function browserModuleLoader(settings: RunSettings): ModuleLoader {
  const base = settings.moduleBackendUrl ?? '';
  let loader = loaders.get(base);
  if (!loader) {
    loader = base ? new ModuleLoader(browserModuleFiles(base)) : unavailableModuleLoader();
    loaders.set(base, loader);
  }
  return loader;
}
