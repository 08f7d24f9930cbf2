import { pino } from 'pino';
import { buildApp } from './app';
import { createProviders, prepareProviders } from './auth/providers/registry';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed-demo';
import { ensureDemoGame } from './features/game/demo';
import { ensureDemoSourcecast } from './features/sourcecast/demo';
import { listenAsConfigured } from './listen';
import { createFileStore } from './storage/settings';

/** Process entry: config -> database (migrate, demo seed) -> providers -> app -> listen. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A plain message, not a stack trace: the fix is in the environment, not the code.
    console.error(error.message);
    process.exit(1);
  }
  const log = pino({ level: config.logLevel });

  const database = await openDatabase(config);
  const files = createFileStore(config.files);
  const shutdownDb = () =>
    database.close().catch((err: unknown) => log.error({ err }, 'closing the database failed'));
  try {
    await database.migrate();
    log.info(
      { driver: config.databaseUrl ? 'postgres' : 'pglite', dataDir: config.dataDir },
      'database ready',
    );
    if (config.demo) {
      const seed = await seedDemo(database.db);
      if (seed.seeded) {
        log.info(
          { courseId: seed.courseId },
          'demo data seeded: course CS1101S with users admin, staff and student',
        );
      }
      // The demo lesson is optional: a file store that cannot be reached is reported, not fatal.
      const lesson = await ensureDemoSourcecast(database.db, files).catch((err: unknown) => {
        log.warn({ err }, 'the demo sourcecast could not be stored');
        return 'failed';
      });
      if (lesson !== 'present') log.info({ lesson }, 'demo sourcecast');
      // The story game's chapters and files: optional too, like the lesson.
      const game = await ensureDemoGame(database.db, files).catch((err: unknown) => {
        log.warn({ err }, 'the demo story game could not be stored');
        return undefined;
      });
      if (game && (game.chaptersAdded > 0 || game.filesAdded > 0 || game.myRoom === 'added')) {
        log.info(game, 'demo story game');
      }
    }
  } catch (error) {
    await shutdownDb();
    throw error;
  }

  const providers = createProviders(config.providers);
  if (providers.some((p) => p.kind === 'test')) {
    log.warn('Test sign-in provider is ON (demo configuration): anyone can sign in as the demo users');
  }
  if (providers.length === 0)
    log.warn('No sign-in provider is configured (AUTH_PROVIDERS): nobody can sign in');
  await prepareProviders(providers, log);

  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    providers,
    logger: log,
    warmGrader: true,
    files,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await shutdownDb();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const url = await listenAsConfigured(app, config);
  log.info(`Source Academy is running at ${url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
