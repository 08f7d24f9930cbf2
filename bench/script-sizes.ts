import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { workerOnlyChunks } from './worker-chunks';

/** Gzip sizes (level 9) of the JavaScript a page loads, shared by the web benches. */
export const KB = 1024;

export interface Loaded {
  url: string;
  gzip: number;
  /** Loaded by the runner's worker only (worker-chunks.ts): it never blocks the page. */
  worker: boolean;
  /** The body contains the marker given to `recordScripts` (e.g. a library's banner string). */
  marked: boolean;
}

const workerChunks = workerOnlyChunks(join(import.meta.dirname, '..', 'apps', 'web', 'dist'));

/** Records every JavaScript response of `page`, gzip-sized here so the server's compression does not count. */
export function recordScripts(page: Page, marker?: string): { loaded: Loaded[]; settled(): Promise<void> } {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url()).pathname;
          loaded.push({
            url,
            gzip: gzipSync(body, { level: 9 }).length,
            worker: workerChunks.has(url),
            marked: marker !== undefined && body.includes(marker),
          });
        })
        .catch(() => undefined),
    );
  });
  return { loaded, settled: () => Promise.all(pending).then(() => undefined) };
}

export const sumGzip = (items: Loaded[]) => items.reduce((total, item) => total + item.gzip, 0);
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
