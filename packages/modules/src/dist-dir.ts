import { fileURLToPath } from 'node:url';

/**
 * Where `npm run build:modules` writes the files served at /modules (modules.json, bundles/, tabs/,
 * jsons/). The server serves them from here and the grader's runner loads bundles from here: the
 * grader never fetches modules over the network.
 */
export const MODULES_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
