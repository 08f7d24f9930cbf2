import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BundleFactory, ModuleLoadError, ModuleLoader, type ModuleManifestFile } from './loader';

/**
 * Module files from the disk (the grader, tests): the build's dist folder, never the network. A
 * server whose modules were not built says so in the error line instead of 'Error loading libraries'.
 */
export function nodeModuleFiles(dir: string) {
  return {
    async manifest(): Promise<ModuleManifestFile> {
      const path = join(dir, 'modules.json');
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        throw new ModuleLoadError(
          `Source modules are not available on this server: ${path} is missing (npm run build:modules builds it).`,
          { cause: error },
        );
      }
      return JSON.parse(text) as ModuleManifestFile;
    },
    async bundle(name: string): Promise<BundleFactory> {
      const path = join(dir, 'bundles', `${name}.js`);
      const module = (await import(pathToFileURL(path).href)) as { default: BundleFactory };
      return module.default;
    },
  };
}

export function nodeModuleLoader(dir: string, limitMs?: number): ModuleLoader {
  return new ModuleLoader(nodeModuleFiles(dir), limitMs);
}
