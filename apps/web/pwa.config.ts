import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/**
 * The service worker and web app manifest (vite-plugin-pwa, docs/adr/0034-offline-service-worker.md):
 * our own worker (src/sw/service-worker.ts) built into /service-worker.js, registered by the app
 * itself (src/app/serviceWorker), precaching only the app shell.
 */
export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    // The app registers it (production builds only) and offers new versions itself.
    injectRegister: false,
    manifest: MANIFEST,
    injectManifest: {
      // A classic script: one file, no import statements, for every browser's worker.
      rollupFormat: 'iife',
      // Candidates only: shellOnly keeps those index.html loads. The runner's worker (several MB)
      // may be among the candidates, so the size limit must not drop it before the filter runs.
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
      manifestTransforms: [shellOnly(outDir)],
    },
  };
}

const MANIFEST: VitePWAOptions['manifest'] = {
  name: 'Source Academy',
  short_name: 'Academy',
  description: 'Learn programming in Source: missions, quests, the playground and the textbook.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#215db0',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};

/**
 * Keeps, of the build's files, those the built index.html loads (the entry script, its preloaded
 * imports and the stylesheet): what the first paint needs; and the runner's Web Worker with what it
 * loads to run the default variant (its serve chunk, js-slang and their static imports, about
 * 750 KB), so Run works offline in a workspace opened online but never run there. Every other chunk
 * is cached when first used (src/sw/caching.ts), so a deployment does not make every visitor
 * download all of them.
 */
function shellOnly(outDir: string): ManifestTransform {
  return async (entries) => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const loaded = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]));
    for (const file of runnerFiles(
      outDir,
      entries.map((entry) => entry.url),
    ))
      loaded.add(file);
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || loaded.has(entry.url));
    return { manifest, warnings: [] };
  };
}

/** The runner's worker entry (`assets/worker-<hash>.js`, packages/runner's vite plugin). */
const RUNNER_WORKER = /^assets\/worker-[\w-]+\.js$/;
/** `import(`./serve-worker-<hash>.js`)` in the worker entry: the one chunk it loads at start. */
const DYNAMIC_IMPORT = /import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)/g;
/** `from"./x.js"` and `import"./x.js"`: what a chunk needs before it runs. */
const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;

/**
 * The worker entry, the chunk it imports at start, and every static import below them. The
 * variants' own engines (legacy js-slang, wasm) are imported dynamically by that chunk only when a
 * program needs them: cached on first use like any chunk.
 */
function runnerFiles(outDir: string, urls: readonly string[]): Set<string> {
  const files = new Set<string>();
  const read = (url: string) => readFileSync(join(outDir, url), 'utf8');
  const visit = (url: string) => {
    if (files.has(url) || !urls.includes(url)) return;
    files.add(url);
    for (const match of read(url).matchAll(STATIC_IMPORT)) visit(`assets/${match[1]}`);
  };
  for (const entry of urls.filter((url) => RUNNER_WORKER.test(url))) {
    visit(entry);
    for (const match of read(entry).matchAll(DYNAMIC_IMPORT)) visit(`assets/${match[1]}`);
  }
  return files;
}
