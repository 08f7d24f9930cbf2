import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { createProviders } from '../auth/providers/registry';
import type { AppConfig } from '../config';
import type { OpenDatabase } from '../db/client';

/**
 * The app over `database` with no background work of its own (no grader, no closer, no contest
 * scheduler) and no logs: for tests and benches that listen on a real port or build several apps.
 */
export function buildQuietApp(
  config: AppConfig,
  database: OpenDatabase,
  extra: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config,
    db: database.db,
    listen: database.listen,
    providers: createProviders(config.providers),
    logger: false,
    grader: false,
    closer: false,
    contestScheduler: false,
    ...extra,
  });
}
