import { buildModules } from './build';

/**
 * Vitest globalSetup for the projects whose tests load modules from the dist (the server serves
 * it, the runner's Node host loads bundles from it): builds it when missing or older than the
 * sources. A current dist costs one fingerprint of the sources, a few milliseconds.
 */
export default async function setup(): Promise<void> {
  await buildModules();
}
