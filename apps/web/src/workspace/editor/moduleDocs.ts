import { ModuleDocsJson } from '@sa/contracts';
import { type ModuleDocs, type NameDoc, signatureOf } from '@sa/modules/docs';
import { safeDescription } from './safeHtml';

/** A module's docs json, or null when it cannot be had (no such module, offline). */
export type ModuleDocsLoader = (module: string) => Promise<ModuleDocs | null>;

/**
 * Loads `${baseUrl}/jsons/<module>.json` (baseUrl is MODULE_BACKEND_URL from /v2/deployment;
 * a relative value is on the web app's origin) once per module, descriptions through DOMPurify:
 * later calls share the first answer. A failure is not kept, so the next completion asks again.
 */
export function createModuleDocsLoader(
  baseUrl: string,
  fetchDocs: typeof fetch = (input, init) => fetch(input, init),
): ModuleDocsLoader {
  const base = new URL(`${baseUrl.replace(/\/+$/, '')}/`, globalThis.location?.origin ?? 'http://localhost');
  const cache = new Map<string, Promise<ModuleDocs | null>>();
  return (module) => {
    if (!/^[A-Za-z0-9_]+$/.test(module)) return Promise.resolve(null);
    let docs = cache.get(module);
    if (!docs) {
      docs = fetchDocs(new URL(`jsons/${module}.json`, base).href)
        .then(async (response) => {
          if (!response.ok) return null;
          const json = ModuleDocsJson.parse(await response.json()) as ModuleDocs;
          // DOMPurify is a chunk of its own: only a program that imports a module loads it.
          const { purifyDocs } = await import('./purify');
          return purifyDocs(json);
        })
        .catch(() => null)
        .then((loaded) => {
          if (loaded === null) cache.delete(module);
          return loaded;
        });
      cache.set(module, docs);
    }
    return docs;
  };
}

const loaders = new Map<string, ModuleDocsLoader>();

/** One loader per backend address for the whole page, so every editor shares the fetched docs. */
export function moduleDocsLoaderFor(baseUrl: string): ModuleDocsLoader {
  let loader = loaders.get(baseUrl);
  if (!loader) {
    loader = createModuleDocsLoader(baseUrl);
    loaders.set(baseUrl, loader);
  }
  return loader;
}

/**
 * The signature and description as a DOM node for a completion's info or a hover. The description
 * is HTML from the modules' server, which may be another site: purified by the loader, then
 * copied through the allow-list (safeHtml.ts).
 */
export function docElement(doc: NameDoc, module: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'cm-sa-module-doc';
  const signature = document.createElement('code');
  signature.className = 'cm-sa-module-doc-signature';
  signature.textContent = signatureOf(doc) ?? '';
  const source = document.createElement('div');
  source.className = 'cm-sa-module-doc-source';
  source.textContent = `from module ${module}`;
  const description = document.createElement('div');
  description.className = 'cm-sa-module-doc-description';
  if (doc.kind !== 'unknown') description.append(safeDescription(doc.description));
  root.append(signature, source, description);
  return root;
}
