import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MODULES_DIST_DIR } from '../dist-dir';

/**
 * js-slang's import options for loading our built modules from disk in Node, without HTTP: the
 * manifest read from dist/modules.json, each bundle imported from dist/bundles. Tabs are the page's
 * business and are not loaded (js-slang's tab loader cannot load from disk in Node).
 */
export function diskImportOptions(distDir = MODULES_DIST_DIR) {
  return {
    loadTabs: false,
    sourceBundleImporter: (name: string) =>
      import(pathToFileURL(join(distDir, 'bundles', `${name}.js`)).href) as Promise<{
        default: (require: (path: string) => unknown) => Record<string, unknown>;
      }>,
    resolverOptions: {
      manifestImporter: async () => ({
        default: JSON.parse(readFileSync(join(distDir, 'modules.json'), 'utf8')) as Record<
          string,
          { tabs: string[] }
        >,
      }),
    },
  };
}
