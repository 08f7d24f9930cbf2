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
 * imports and the stylesheet): what the first paint needs. Every other chunk is cached when first
 * used (src/sw/caching.ts), so a deployment does not make every visitor download all of them.
 */
function shellOnly(outDir: string): ManifestTransform {
  return async (entries) => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const loaded = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]));
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || loaded.has(entry.url));
    return { manifest, warnings: [] };
  };
}
