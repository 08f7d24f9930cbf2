import type { Guards } from '../auth/guard';
import type { GuessLimits } from '../auth/guess-limits';
import type { AuthProvider } from '../auth/providers/types';
import type { TokenService } from '../auth/tokens';
import type { UserCaches } from '../cache/user-caches';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { FileStore } from '../storage/file-store';

/** What every feature's routes receive: built once in buildApp, no module-level state. */
export interface AppDeps {
  config: AppConfig;
  db: Database;
  providers: readonly AuthProvider[];
  tokens: TokenService;
  guards: Guards;
  /** Wrong guesses of sign-in codes and assessment passwords (auth/guess-limits.ts). */
  guessLimits: GuessLimits;
  caches: UserCaches;
  /** The current time; tests pass a clock through buildApp's `now`. */
  now: () => Date;
  /** Uploaded files (sourcecast audio): the folder or the bucket of config.files. */
  files: FileStore;
}

/** Fastify sends a string as text/plain; `OK` is the reference API's success without data. */
export const OK = 'OK' as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
